-- AlterTable
ALTER TABLE "users" ADD COLUMN     "push_settings" JSONB NOT NULL DEFAULT '{}';

-- CreateTable
CREATE TABLE "push_subscriptions" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "endpoint" TEXT NOT NULL,
    "p256dh" TEXT NOT NULL,
    "auth" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "push_subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions"("endpoint");

-- CreateIndex
CREATE INDEX "push_subscriptions_user_id_idx" ON "push_subscriptions"("user_id");

-- AddForeignKey
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand: a notification of a kind that is pushed (server/services/push/topics.ts's PUSHES;
-- tests/triggers.test.ts checks both name the same kinds) queues `push:notice` when it is written, and a
-- conversation's unread one again when a new message brings it up to date; only for a user with a
-- device, so the many without one cost no job. One job per notification (`push:<id>`): a burst of
-- messages is one push, of the newest. At most 8 attempts (the queue waits e^n seconds after the nth
-- failure), about half an hour of retries: later than that, the news is old.
CREATE FUNCTION "notifications_push_job"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."kind" IN ('message', 'offer_made', 'offer_countered', 'offer_accepted', 'order_paid', 'order_handed_over', 'problem_opened')
    AND (TG_OP = 'INSERT' OR (NEW."kind" = 'message' AND NEW."read_at" IS NULL))
    AND EXISTS (SELECT 1 FROM "push_subscriptions" WHERE "user_id" = NEW."user_id")
  THEN
    PERFORM graphile_worker.add_job('push:notice', json_build_object('id', NEW."id"), job_key := 'push:' || NEW."id", max_attempts := 8);
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER "notifications_push_job" AFTER INSERT OR UPDATE OF "message" ON "notifications"
FOR EACH ROW EXECUTE FUNCTION "notifications_push_job"();
