-- CreateTable
CREATE TABLE "listing_creations" (
    "id" BIGSERIAL NOT NULL,
    "seller_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "listing_creations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "listing_creations_seller_id_created_at_idx" ON "listing_creations"("seller_id", "created_at");

-- AddForeignKey
ALTER TABLE "listing_creations" ADD CONSTRAINT "listing_creations_seller_id_fkey" FOREIGN KEY ("seller_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Listings made in the last day before this migration still count against the caps.
INSERT INTO "listing_creations" ("seller_id", "created_at")
SELECT "seller_id", "created_at" FROM "books" WHERE "created_at" > now() - interval '1 day';
