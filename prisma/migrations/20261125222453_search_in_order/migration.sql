-- CreateIndex
CREATE INDEX "books_created_at_id_idx" ON "books"("created_at" DESC, "id" DESC);

-- Written by hand. Search spells a word prefix out as the known words it begins (full-text index
-- lookups of whole words are far faster than prefix matches), so search_words must hold every word
-- of every title and author: its trigger collects new ones, and this collects those of books listed
-- before the trigger existed.
INSERT INTO "search_words" ("word")
SELECT DISTINCT lexeme FROM "books", unnest(to_tsvector('simple', "title" || ' ' || "author"))
ON CONFLICT DO NOTHING;

-- Written by hand (an operator class): the location filter (ILIKE '%word%') through trigrams, so a
-- search for a common word in one place combines both indexes instead of reading every copy of the word.
CREATE INDEX "books_location_trgm_idx" ON "books" USING gin ("location" gin_trgm_ops);
