-- Offers on a listing (services/offers.ts): a buyer proposes a price, the seller accepts, declines
-- or counters, up to three proposals in all; an accepted offer books the copy at its amount.
-- CreateEnum
CREATE TYPE "OfferStatus" AS ENUM ('open', 'accepted', 'declined', 'withdrawn', 'lapsed');

-- CreateEnum
CREATE TYPE "OfferParty" AS ENUM ('buyer', 'seller');

-- CreateEnum
CREATE TYPE "OfferStep" AS ENUM ('offered', 'countered', 'accepted', 'declined', 'withdrawn', 'lapsed');

-- AlterTable
ALTER TABLE "books" ADD COLUMN     "offer_floor_minor" INTEGER,
ADD COLUMN     "offers_enabled" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "messages" ADD COLUMN     "offer_id" UUID,
ADD COLUMN     "offer_minor" INTEGER,
ADD COLUMN     "offer_step" "OfferStep";

-- CreateTable
CREATE TABLE "offers" (
    "id" UUID NOT NULL,
    "book_id" UUID,
    "conversation_id" UUID NOT NULL,
    "buyer_id" UUID,
    "seller_id" UUID,
    "book_title" TEXT NOT NULL,
    "listed_minor" INTEGER NOT NULL,
    "amount_minor" INTEGER NOT NULL,
    "proposed_by" "OfferParty" NOT NULL DEFAULT 'buyer',
    "rounds" INTEGER NOT NULL DEFAULT 1,
    "status" "OfferStatus" NOT NULL DEFAULT 'open',
    "buyer_phone" TEXT NOT NULL,
    "buyer_location" TEXT NOT NULL DEFAULT '',
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "order_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "offers_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "offers_order_id_key" ON "offers"("order_id");

-- CreateIndex
CREATE INDEX "offers_status_expires_at_idx" ON "offers"("status", "expires_at");

-- CreateIndex
CREATE INDEX "offers_buyer_id_created_at_idx" ON "offers"("buyer_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "offers_seller_id_created_at_idx" ON "offers"("seller_id", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "messages" ADD CONSTRAINT "messages_offer_id_fkey" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offers" ADD CONSTRAINT "offers_book_id_fkey" FOREIGN KEY ("book_id") REFERENCES "books"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offers" ADD CONSTRAINT "offers_conversation_id_fkey" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_id_fkey" FOREIGN KEY ("buyer_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offers" ADD CONSTRAINT "offers_seller_id_fkey" FOREIGN KEY ("seller_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offers" ADD CONSTRAINT "offers_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Amounts are positive, and three proposals are all an offer has.
ALTER TABLE "offers" ADD CONSTRAINT "offers_amounts" CHECK ("amount_minor" > 0 AND "listed_minor" > 0);
ALTER TABLE "offers" ADD CONSTRAINT "offers_rounds" CHECK ("rounds" BETWEEN 1 AND 3);
ALTER TABLE "books" ADD CONSTRAINT "books_offer_floor" CHECK ("offer_floor_minor" IS NULL OR "offer_floor_minor" > 0);
-- A message is a step of an offer whole, or not at all.
ALTER TABLE "messages" ADD CONSTRAINT "messages_offer_step" CHECK (("offer_step" IS NULL) = ("offer_minor" IS NULL));

-- One open offer per buyer and copy: a second is refused by the database itself, however many
-- requests race (Prisma cannot express a partial index, so it is written here).
CREATE UNIQUE INDEX "offers_one_open_idx" ON "offers"("book_id", "buyer_id") WHERE "status" = 'open';
