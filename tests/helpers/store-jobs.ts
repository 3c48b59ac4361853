import { startJobRunner, type JobRunner } from '../../server/jobs/job-runner.ts';
import { jobTasks } from '../../server/jobs/tasks.ts';
import type { TestApp } from './test-app.ts';

/** The store's own job queue, run for an in-process test store: its emails and alerts go out as they would. */
export function runStoreJobs(t: TestApp): Promise<JobRunner> {
  return startJobRunner({
    connectionString: t.databaseUrl,
    tasks: jobTasks({ ...t.deps, log: t.app.log }),
    crontab: '',
    concurrency: 2,
    log: () => undefined,
    onEvents: (events) => t.deps.metrics.countJobs(events),
  });
}
