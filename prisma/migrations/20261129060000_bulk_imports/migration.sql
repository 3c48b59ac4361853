-- Shops list in bulk from a CSV (services/bulk-imports.ts), and an admin may grant a verified shop
-- a higher daily listing cap.
ALTER TABLE "users" ADD COLUMN "listing_cap_per_day" INTEGER;
ALTER TABLE "users" ADD CONSTRAINT "users_listing_cap_per_day" CHECK ("listing_cap_per_day" IS NULL OR "listing_cap_per_day" BETWEEN 1 AND 100000);

-- CreateEnum
CREATE TYPE "BulkImportStatus" AS ENUM ('previewed', 'running', 'done');

-- CreateTable
CREATE TABLE "bulk_imports" (
    "id" UUID NOT NULL,
    "seller_id" UUID NOT NULL,
    "status" "BulkImportStatus" NOT NULL DEFAULT 'previewed',
    "category_id" UUID NOT NULL,
    "phone" TEXT NOT NULL,
    "location" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "bulk_imports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bulk_import_rows" (
    "import_id" UUID NOT NULL,
    "line" INTEGER NOT NULL,
    "isbn" TEXT NOT NULL,
    "condition" TEXT NOT NULL,
    "price" TEXT NOT NULL,
    "notes" TEXT NOT NULL,
    "photo_url" TEXT NOT NULL,
    "problems" TEXT[],
    "book_id" UUID,
    "outcome" TEXT,
    "done_at" TIMESTAMPTZ(3),

    CONSTRAINT "bulk_import_rows_pkey" PRIMARY KEY ("import_id","line")
);

-- CreateIndex
CREATE INDEX "bulk_imports_seller_id_created_at_idx" ON "bulk_imports"("seller_id", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "bulk_imports" ADD CONSTRAINT "bulk_imports_seller_id_fkey" FOREIGN KEY ("seller_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bulk_imports" ADD CONSTRAINT "bulk_imports_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bulk_import_rows" ADD CONSTRAINT "bulk_import_rows_import_id_fkey" FOREIGN KEY ("import_id") REFERENCES "bulk_imports"("id") ON DELETE CASCADE ON UPDATE CASCADE;
