-- CreateTable
CREATE TABLE "search_words" (
    "word" TEXT NOT NULL,

    CONSTRAINT "search_words_pkey" PRIMARY KEY ("word")
);

-- CreateIndex
CREATE INDEX "books_price_minor_id_idx" ON "books"("price_minor", "id");

-- Written by hand: Prisma's schema language cannot describe expression indexes, operator classes
-- or triggers. The test that compares schema.prisma with the migrations knows these indexes by name.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Full-text index over the words of title and author ('simple': no stemming, every word kept);
-- GET /books/search matches words and word prefixes through it.
CREATE INDEX "books_search_fts_idx" ON "books" USING gin (to_tsvector('simple', "title" || ' ' || "author"));

-- Typo tolerance: a word that matches nothing exactly is looked up among the known words by
-- trigram similarity (a small table), and the nearest ones are searched instead.
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);

CREATE FUNCTION "books_collect_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT lexeme FROM unnest(to_tsvector('simple', NEW."title" || ' ' || NEW."author"))
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;

CREATE TRIGGER "books_search_words" AFTER INSERT OR UPDATE OF "title", "author" ON "books"
FOR EACH ROW EXECUTE FUNCTION "books_collect_search_words"();
