-- AlterTable
ALTER TABLE "users" ADD COLUMN     "bio" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "books_seller_id_status_created_at_idx" ON "books"("seller_id", "status", "created_at" DESC);

-- CreateIndex
CREATE INDEX "reports_reporter_id_idx" ON "reports"("reporter_id");
