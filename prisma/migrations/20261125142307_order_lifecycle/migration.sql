-- CreateEnum
CREATE TYPE "ProblemReason" AS ENUM ('not_received', 'not_as_described', 'other');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "OrderStatus" ADD VALUE 'handed_over';
ALTER TYPE "OrderStatus" ADD VALUE 'completed';
ALTER TYPE "OrderStatus" ADD VALUE 'problem';
ALTER TYPE "OrderStatus" ADD VALUE 'refunded';

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "completed_at" TIMESTAMPTZ(3),
ADD COLUMN     "handed_over_at" TIMESTAMPTZ(3),
ADD COLUMN     "handover_note" TEXT,
ADD COLUMN     "problem_at" TIMESTAMPTZ(3),
ADD COLUMN     "problem_note" TEXT,
ADD COLUMN     "problem_reason" "ProblemReason";

-- CreateIndex
CREATE INDEX "orders_status_handed_over_at_idx" ON "orders"("status", "handed_over_at");

-- CreateIndex
CREATE INDEX "orders_status_problem_at_idx" ON "orders"("status", "problem_at");
