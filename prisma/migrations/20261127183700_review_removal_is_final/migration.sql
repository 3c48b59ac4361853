-- AlterTable
ALTER TABLE "orders" ADD COLUMN "review_removed_at" TIMESTAMPTZ(3);
