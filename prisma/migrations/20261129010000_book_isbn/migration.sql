-- A listing's edition: its ISBN-13, when the seller gave one.
ALTER TABLE "books" ADD COLUMN "isbn" CHAR(13);
ALTER TABLE "books" ADD CONSTRAINT "books_isbn_is_isbn13" CHECK ("isbn" ~ '^97[89][0-9]{10}$');

-- One edition's copies, cheapest first (GET /isbn/{isbn}).
CREATE INDEX "books_isbn_price_minor_id_idx" ON "books"("isbn", "price_minor", "id");
