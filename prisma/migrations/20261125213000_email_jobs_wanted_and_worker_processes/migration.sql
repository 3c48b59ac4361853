-- AlterTable: which server process a job worker belongs to, by the application_name of that
-- process's job connections (server/jobs/job-runner.ts). A worker is taken for dead only when it has
-- been silent and its process has no connection left, so a process that is merely slow (a long GC
-- pause, a stalled event loop) keeps its jobs. Rows from before have none: silent, they are dead.
ALTER TABLE "job_workers" ADD COLUMN "process" TEXT;

-- Written by hand: as before, every notification may call for an email, but an alert (a new
-- listing matching a saved search, a price drop, a copy available again) is emailed on its own only
-- to users who want each one at once; the others get it in the daily digest. A new listing can alert
-- thousands of people, and for each of them a job that sends nothing was work for nothing.
-- The kinds are shared/alert-kinds.ts's ALERT_KINDS (tests/email.test.ts checks both agree).
CREATE OR REPLACE FUNCTION "notifications_email_job"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  ELSIF TG_OP = 'INSERT' AND (
    NEW."kind" NOT IN ('search_alert', 'price_drop', 'back_in_stock')
    OR (SELECT "email_settings"->>'alerts' FROM "users" WHERE "id" = NEW."user_id") = 'instant'
  ) THEN
    PERFORM graphile_worker.add_job('email:notice', json_build_object('id', NEW."id"), job_key := 'notice:' || NEW."id", max_attempts := 10);
  END IF;
  RETURN NEW;
END
$$;
