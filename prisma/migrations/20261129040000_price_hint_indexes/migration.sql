-- The price hint's comparables: copies of the same title and author (case aside) in one condition,
-- and their sales. Hand-written: Prisma's schema cannot express an index on an expression.
CREATE INDEX "books_comparables_idx" ON "books" (lower("title"), lower("author"), "condition");

-- CreateIndex
CREATE INDEX "orders_book_id_idx" ON "orders"("book_id");
