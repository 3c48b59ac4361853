-- Money becomes a ledger (one immutable row per movement), sellers get payout accounts, and buyers
-- review completed sales. Charges and refunds move from `payments` and `refunds` into the ledger.

-- CreateEnum
CREATE TYPE "LedgerKind" AS ENUM ('charge', 'refund', 'transfer', 'platform_fee');

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "payout_account_id" TEXT,
ADD COLUMN     "payouts_enabled" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "rating_count" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "rating_sum" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "payout_due_at" TIMESTAMPTZ(3),
ADD COLUMN     "platform_fee_minor" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "reports" ADD COLUMN     "review_id" UUID;

-- CreateTable
CREATE TABLE "ledger_entries" (
    "id" UUID NOT NULL,
    "order_id" UUID NOT NULL,
    "kind" "LedgerKind" NOT NULL,
    "amount_minor" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "provider_ref" TEXT,
    "reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ledger_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reviews" (
    "id" UUID NOT NULL,
    "order_id" UUID NOT NULL,
    "seller_id" UUID,
    "buyer_id" UUID,
    "rating" INTEGER NOT NULL,
    "text" TEXT NOT NULL DEFAULT '',
    "reply" TEXT,
    "replied_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reviews_pkey" PRIMARY KEY ("id")
);

-- The charges and refunds recorded so far, as ledger rows (written by hand).
INSERT INTO "ledger_entries" ("id", "order_id", "kind", "amount_minor", "currency", "provider", "provider_ref", "created_at")
SELECT "id", "order_id", 'charge', "amount_minor", "currency", "provider", "provider_ref", "created_at" FROM "payments";
INSERT INTO "ledger_entries" ("id", "order_id", "kind", "amount_minor", "currency", "provider", "provider_ref", "reason", "created_at")
SELECT r."id", p."order_id", 'refund', r."amount_minor", p."currency", p."provider", r."provider_ref", r."reason", r."created_at"
FROM "refunds" r JOIN "payments" p ON p."id" = r."payment_id";

-- DropForeignKey
ALTER TABLE "payments" DROP CONSTRAINT "payments_order_id_fkey";

-- DropForeignKey
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_payment_id_fkey";

-- DropTable
DROP TABLE "refunds";

-- DropTable
DROP TABLE "payments";

-- CreateIndex
CREATE UNIQUE INDEX "ledger_entries_provider_ref_key" ON "ledger_entries"("provider_ref");

-- CreateIndex
CREATE UNIQUE INDEX "ledger_entries_order_id_kind_key" ON "ledger_entries"("order_id", "kind");

-- CreateIndex
CREATE INDEX "orders_payout_due_at_idx" ON "orders"("payout_due_at");

-- CreateIndex
CREATE UNIQUE INDEX "reviews_order_id_key" ON "reviews"("order_id");

-- CreateIndex
CREATE INDEX "reviews_seller_id_created_at_idx" ON "reviews"("seller_id", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "users_payout_account_id_key" ON "users"("payout_account_id");

-- CreateIndex
CREATE UNIQUE INDEX "reports_review_id_reporter_id_key" ON "reports"("review_id", "reporter_id");

-- AddForeignKey
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_review_id_fkey" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_seller_id_fkey" FOREIGN KEY ("seller_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_buyer_id_fkey" FOREIGN KEY ("buyer_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Rules Prisma's schema language cannot express (written by hand).
-- A movement moves something; a fee is the store's and has no provider id, every other movement has one.
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_amount_positive" CHECK ("amount_minor" > 0);
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_provider_ref" CHECK (("kind" = 'platform_fee') = ("provider_ref" IS NULL));
-- Ledger rows are written once and never changed or removed.
CREATE FUNCTION "ledger_entries_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are never changed or deleted (% refused)', TG_OP;
END $$;
CREATE TRIGGER "ledger_entries_immutable" BEFORE UPDATE OR DELETE ON "ledger_entries"
FOR EACH ROW EXECUTE FUNCTION "ledger_entries_immutable"();
-- A fee is a share of the price.
ALTER TABLE "orders" ADD CONSTRAINT "orders_fee_within_price" CHECK ("platform_fee_minor" >= 0 AND "platform_fee_minor" <= "price_minor");
-- Ratings are one to five stars, and a seller's totals follow from them.
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rating_range" CHECK ("rating" BETWEEN 1 AND 5);
ALTER TABLE "users" ADD CONSTRAINT "users_rating_totals" CHECK ("rating_count" >= 0 AND "rating_sum" BETWEEN "rating_count" AND 5 * "rating_count");
-- A report is about one thing: a listing, a conversation or a review.
ALTER TABLE "reports" ADD CONSTRAINT "reports_one_subject" CHECK (num_nonnulls("conversation_id", "review_id") <= 1 AND ("book_id" IS NULL OR num_nonnulls("conversation_id", "review_id") = 0));
