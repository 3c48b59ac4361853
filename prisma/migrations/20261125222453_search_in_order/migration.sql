-- CreateIndex
CREATE INDEX "books_created_at_id_idx" ON "books"("created_at" DESC, "id" DESC);

-- Written by hand. Search spells a word prefix out as the known words it begins (full-text index
-- lookups of whole words are far faster than prefix matches), so search_words must hold every word
-- of every title and author: its trigger collects new ones, and this collects those of books listed
-- before the trigger existed.
INSERT INTO "search_words" ("word")
SELECT DISTINCT lexeme FROM "books", unnest(to_tsvector('simple', "title" || ' ' || "author"))
ON CONFLICT DO NOTHING;

-- Written by hand (operator classes): one GIN index over a book's words, its location's trigrams
-- (the filter is ILIKE '%word%') and its category (btree_gin), so a search for a common word in
-- one place or one category intersects them inside the index instead of reading every book that
-- holds the word. It serves word-only searches as the index it replaces did.
CREATE EXTENSION IF NOT EXISTS btree_gin;
DROP INDEX "books_search_fts_idx";
CREATE INDEX "books_search_idx" ON "books" USING gin (to_tsvector('simple', "title" || ' ' || "author"), "location" gin_trgm_ops, "category_id");
