-- AlterTable
ALTER TABLE "offers" ADD COLUMN     "bundle_book_ids" UUID[] DEFAULT ARRAY[]::UUID[];

-- CreateIndex
CREATE INDEX "offers_bundle_book_ids_idx" ON "offers" USING GIN ("bundle_book_ids");
