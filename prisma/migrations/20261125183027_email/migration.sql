-- AlterTable
ALTER TABLE "users" ADD COLUMN     "email_settings" JSONB NOT NULL DEFAULT '{}';

-- CreateTable
CREATE TABLE "email_log" (
    "key" TEXT NOT NULL,
    "user_id" UUID,
    "topic" TEXT NOT NULL,
    "to_email" TEXT NOT NULL,
    "sent_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_log_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "email_log_user_id_topic_sent_at_idx" ON "email_log"("user_id", "topic", "sent_at");

-- AddForeignKey
ALTER TABLE "email_log" ADD CONSTRAINT "email_log_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Written by hand: every notification may call for an email, so each one adds a job in its own
-- transaction (graphile-worker's add_job; the job decides from the kind and the user's settings
-- whether to send). A conversation's unread messages are one pending job per reader, run a little
-- later, so a reply read at once sends nothing and a burst of messages sends one email.
CREATE FUNCTION "notifications_email_job"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."kind" = 'message' THEN
    IF NEW."read_at" IS NULL AND NEW."conversation_id" IS NOT NULL THEN
      PERFORM graphile_worker.add_job(
        'email:messages',
        json_build_object('userId', NEW."user_id", 'conversationId', NEW."conversation_id"),
        run_at := now() + interval '2 minutes',
        job_key := 'messages:' || NEW."user_id" || ':' || NEW."conversation_id",
        job_key_mode := 'preserve_run_at');
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM graphile_worker.add_job('email:notice', json_build_object('id', NEW."id"), job_key := 'notice:' || NEW."id", max_attempts := 10);
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER "notifications_email_job" AFTER INSERT OR UPDATE OF "message" ON "notifications"
FOR EACH ROW EXECUTE FUNCTION "notifications_email_job"();
