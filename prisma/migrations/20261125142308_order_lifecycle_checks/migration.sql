-- Rules Prisma cannot express, for the order states the previous migration added (a new enum value
-- cannot be used in the transaction that adds it, hence a migration of their own).
-- A refunded order gives its copy back to the seller.
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_holds_nothing" CHECK ("status" <> 'refunded' OR "live_book_id" IS NULL);
-- A handover has its time, and a problem its reason.
ALTER TABLE "orders" ADD CONSTRAINT "orders_handed_over_has_time" CHECK ("status" <> 'handed_over' OR "handed_over_at" IS NOT NULL);
ALTER TABLE "orders" ADD CONSTRAINT "orders_problem_has_reason" CHECK ("status" <> 'problem' OR ("problem_reason" IS NOT NULL AND "problem_at" IS NOT NULL));
