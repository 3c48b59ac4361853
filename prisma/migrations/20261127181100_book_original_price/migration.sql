-- AlterTable
ALTER TABLE "books" ADD COLUMN     "original_price_minor" INTEGER;

-- What a book cost new is only ever shown struck out beside its price: it must be above it.
ALTER TABLE "books" ADD CONSTRAINT "books_original_price_above_price" CHECK ("original_price_minor" IS NULL OR "original_price_minor" > "price_minor");
