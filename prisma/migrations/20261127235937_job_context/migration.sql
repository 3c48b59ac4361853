-- A job carries the context of the request (or job) that queued it: the request's id and trace
-- (server/jobs/job-context.ts), under "_context" in its payload. addJob writes it itself; the jobs our
-- triggers add take it from the `bookstore.job_context` setting, which the store's database client
-- sets on its connection before each write. Reads fire no trigger and pay nothing.
CREATE FUNCTION "job_context_from_setting"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  carried text := nullif(current_setting('bookstore.job_context', true), '');
BEGIN
  IF carried IS NOT NULL AND json_typeof(NEW."payload") = 'object' AND NEW."payload" -> '_context' IS NULL THEN
    NEW."payload" := (NEW."payload"::jsonb || jsonb_build_object('_context', carried::jsonb))::json;
  END IF;
  RETURN NEW;
END $$;

-- graphile_worker.add_job and add_jobs insert here, or update a pending job with the same key.
CREATE TRIGGER "jobs_carry_context" BEFORE INSERT OR UPDATE OF "payload" ON graphile_worker."_private_jobs"
  FOR EACH ROW EXECUTE FUNCTION "job_context_from_setting"();
