-- CreateIndex
CREATE INDEX "books_price_minor_id_idx" ON "books"("price_minor", "id");

-- Written by hand: Prisma's schema language cannot describe an operator class on an expression.
-- The test that compares schema.prisma with the migrations knows this index by name.
-- Search over titles and authors (GET /books/search): one trigram index serves substring and
-- prefix matches (LIKE '%word%') and typo-tolerant word similarity (word <% text) alike.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "books_search_trgm_idx" ON "books" USING gin ((lower("title" || ' ' || "author")) gin_trgm_ops);
