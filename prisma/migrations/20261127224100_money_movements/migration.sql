-- CreateEnum
CREATE TYPE "MoneyMovementStatus" AS ENUM ('pending', 'done');

-- CreateTable
CREATE TABLE "money_movements" (
    "id" UUID NOT NULL,
    "order_id" UUID NOT NULL,
    "kind" "LedgerKind" NOT NULL,
    "amount_minor" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "charge_ref" TEXT NOT NULL,
    "destination" TEXT,
    "reason" TEXT,
    "status" "MoneyMovementStatus" NOT NULL DEFAULT 'pending',
    "claimed_until" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "done_at" TIMESTAMPTZ(3),

    CONSTRAINT "money_movements_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "money_movements_status_idx" ON "money_movements"("status");

-- CreateIndex
CREATE UNIQUE INDEX "money_movements_order_id_kind_key" ON "money_movements"("order_id", "kind");

-- AddForeignKey
ALTER TABLE "money_movements" ADD CONSTRAINT "money_movements_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
