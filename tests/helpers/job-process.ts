import { startJobRunner } from '../../server/jobs/job-runner.ts';

/*
 * A process that only runs jobs, for tests/jobs.test.ts to kill (SIGKILL) in the middle of one: its
 * `test:handover` jobs never finish. Once its pool runs (and its first heartbeat is recorded), it
 * prints the pool's id as one line of JSON. Run with `node --import tsx`, DATABASE_URL set.
 */
const connectionString = process.env.DATABASE_URL;
if (!connectionString) throw new Error('DATABASE_URL is not set');
const runner = await startJobRunner({
  connectionString,
  tasks: { 'test:handover': () => new Promise<void>(() => undefined) },
  crontab: '',
  concurrency: 2,
  log: (level, message) => console.error(`${level}: ${message}`),
  heartbeatMs: 50,
});
console.log(JSON.stringify({ poolId: runner.poolId }));
