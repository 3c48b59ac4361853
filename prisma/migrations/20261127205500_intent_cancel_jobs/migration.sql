-- Written by hand: an ended booking's provider intent is cancelled by a job queued in the statement
-- that ends the booking (server/services/orders.ts), no longer read from a column after every write.
-- The intents still waiting in the column become such jobs, then the column goes.
SELECT graphile_worker.add_job('payments:cancel_intent', json_build_object('orderId', "id", 'intentId', "payment_intent_to_cancel"),
                               job_key := 'cancel-intent:' || "payment_intent_to_cancel")
FROM "orders" WHERE "payment_intent_to_cancel" IS NOT NULL;

-- DropIndex
DROP INDEX "orders_payment_intent_to_cancel_idx";

-- AlterTable
ALTER TABLE "orders" DROP COLUMN "payment_intent_to_cancel";
