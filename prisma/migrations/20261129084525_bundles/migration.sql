-- DropIndex
DROP INDEX "ledger_entries_provider_ref_key";

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "bundle_discount_min_books" INTEGER NOT NULL DEFAULT 3,
ADD COLUMN     "bundle_discount_percent" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "bundle_id" UUID;

-- CreateTable
CREATE TABLE "bundles" (
    "id" UUID NOT NULL,
    "buyer_id" UUID,
    "seller_id" UUID,
    "listed_minor" INTEGER NOT NULL,
    "price_minor" INTEGER NOT NULL,
    "discount_percent" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "bundles_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "bundles_buyer_id_created_at_idx" ON "bundles"("buyer_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "bundles_seller_id_created_at_idx" ON "bundles"("seller_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "orders_bundle_id_idx" ON "orders"("bundle_id");

-- CreateIndex
CREATE UNIQUE INDEX "ledger_entries_provider_ref_order_id_key" ON "ledger_entries"("provider_ref", "order_id");

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_bundle_id_fkey" FOREIGN KEY ("bundle_id") REFERENCES "bundles"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_buyer_id_fkey" FOREIGN KEY ("buyer_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_seller_id_fkey" FOREIGN KEY ("seller_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Hand-written: what the schema cannot say.
ALTER TABLE "users" ADD CONSTRAINT "users_bundle_discount" CHECK ("bundle_discount_percent" BETWEEN 0 AND 50 AND "bundle_discount_min_books" BETWEEN 2 AND 10);
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_prices" CHECK ("price_minor" > 0 AND "price_minor" <= "listed_minor" AND "discount_percent" BETWEEN 0 AND 50);
