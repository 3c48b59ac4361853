-- Each book's searchable words (its title's and author's, as full-text lexemes) are kept in a
-- column, computed by PostgreSQL whenever the title or author changes. Search checks the newest
-- books one by one before it turns to the index (server/services/search.ts): reading the stored
-- words costs a fraction of computing them again for every book it looks at (about 2.5 µs a book).
ALTER TABLE "books" ADD COLUMN "search_doc" tsvector GENERATED ALWAYS AS (to_tsvector('simple', "title" || ' ' || "author")) STORED;

-- The same index over the stored words, the location's trigrams and the category.
DROP INDEX "books_search_idx";
CREATE INDEX "books_search_idx" ON "books" USING gin ("search_doc", "location" gin_trgm_ops, "category_id");
