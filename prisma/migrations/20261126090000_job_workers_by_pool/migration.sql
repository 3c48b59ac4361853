-- Written by hand (a rename keeps the rows): graphile-worker 0.17 and later lock a running job with
-- its worker pool's id, not the id of the worker that runs it, so the heartbeat of each server process
-- records its pool (server/jobs/job-runner.ts) and a dead process's jobs are unlocked by that id.
-- Rows written before hold worker ids, which is what graphile-worker 0.16 locked its jobs with, so
-- they still unlock the right jobs. The primary key keeps its name.
ALTER TABLE "job_workers" RENAME COLUMN "worker_id" TO "pool_id";
