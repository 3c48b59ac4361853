import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Logger, makeWorkerUtils, run, runMigrations, type LogFunctionFactory, type TaskList, type WorkerEvents } from 'graphile-worker';
import pg from 'pg';

/**
 * Background work goes through a job queue kept in PostgreSQL (graphile-worker, in its own
 * `graphile_worker` schema): jobs are added in the transaction of the event that calls for them
 * (often by a trigger, through `graphile_worker.add_job`), so none is lost and none is added for
 * work that rolled back. Every server process runs one worker pool of a few workers; a job is locked
 * by one pool (SKIP LOCKED), so with many processes each job still runs once, and a failed one is
 * retried with backoff. Schedules (the crontab) are enqueued once per tick for all processes.
 *
 * graphile-worker gives the jobs of a crashed process back only after 4 hours. So each process says
 * every few seconds that its pool is alive (a `job_workers` row: the pool's id, and the
 * application_name its job connections carry). A pool silent for DEAD_AFTER_MS whose process has no
 * connection left to the database (a `kill -9`, a lost machine: PostgreSQL drops its sessions) is
 * taken for dead, and its jobs are unlocked at once, to run again elsewhere. A process that is only
 * slow (a long pause, a stalled event loop) still holds its connections, so its running jobs are not
 * run a second time.
 *
 * The id that matters is the one graphile-worker writes into a running job's `locked_by`: since 0.17
 * that is the worker pool's id (`pool-…`), which we learn from the `pool:create` event; the ids of
 * its individual workers appear nowhere in the queue, and unlocking by them would free nothing.
 * (Rows written under 0.16 hold worker ids, which is what 0.16 locked jobs with: they unlock right too.)
 */

const HEARTBEAT_MS = 5_000;
const DEAD_AFTER_MS = 20_000;

type Log = (level: 'error' | 'warn', message: string) => void;

/** graphile-worker's logger, speaking through ours: its warnings and errors (every finished job is not news). */
function loggerFor(log: Log): Logger {
  const factory: LogFunctionFactory = () => (level, message) => {
    if (level === 'error' || level === 'warning') log(level === 'warning' ? 'warn' : 'error', `jobs: ${message}`);
  };
  return new Logger(factory);
}

const quiet = loggerFor(() => undefined);

/** Creates or updates the job queue's own tables; part of every migration (server/db/migrate.ts). */
export function migrateJobQueue(connectionString: string): Promise<void> {
  return runMigrations({ connectionString, logger: quiet });
}

export type JobRunnerOptions = {
  connectionString: string;
  tasks: TaskList;
  /** graphile-worker's crontab: the schedules, each enqueued once per tick across processes. */
  crontab: string;
  /** Jobs this process runs at once. */
  concurrency: number;
  log: Log;
  /** How often this process says its pool is alive and looks for dead ones (5 s). */
  heartbeatMs?: number;
  /** How long a pool may be silent, its process gone, before its jobs are given back (20 s). */
  deadAfterMs?: number;
  /** Hears graphile-worker's events too (the metrics count the job runs). */
  onEvents?: (events: WorkerEvents) => void;
};

export type JobRunner = {
  /** The id of this process's worker pool: what the jobs it runs are locked by (`locked_by`). */
  poolId: string;
  stop: () => Promise<void>;
};

/** Starts this process's worker pool, its heartbeat and the search for dead ones. */
export async function startJobRunner({
  connectionString,
  tasks,
  crontab,
  concurrency,
  log,
  heartbeatMs = HEARTBEAT_MS,
  deadAfterMs = DEAD_AFTER_MS,
  onEvents,
}: JobRunnerOptions): Promise<JobRunner> {
  // Names this process's job connections, by which the others tell it is still there.
  const processName = `bookstore-jobs:${randomUUID()}`;
  const pool = new pg.Pool({ connectionString, max: concurrency + 2, application_name: processName });
  // A connection that fails, idle in the pool or checked out between two queries, emits 'error',
  // which would crash the process if nobody listened: both kinds are logged (pg drops the connection,
  // and a query on it fails by itself). graphile-worker (0.17 on) checks that a pool it is given
  // listens for both, and warns on the console when it does not.
  pool.on('error', (error) => log('warn', `jobs: a pooled connection failed: ${error.message}`));
  pool.on('connect', (client) => client.on('error', (error) => log('warn', `jobs: a job connection failed: ${error.message}`)));
  const events: WorkerEvents = new EventEmitter();
  onEvents?.(events);
  // This process's pool while it takes jobs; one that has stopped (even on its own) is not beaten for.
  const live: { poolId: string | null } = { poolId: null };
  events.on('pool:create', ({ workerPool }) => (live.poolId = workerPool.id));
  events.on('pool:release', ({ workerPool }) => {
    if (live.poolId === workerPool.id) live.poolId = null;
  });
  const logger = loggerFor(log);
  const runOptions = { pgPool: pool, taskList: tasks, crontab, concurrency, noHandleSignals: true, logger, events };
  let runner = await run(runOptions);
  // run() has made its pool, and said so, by the time it returns.
  const poolId = live.poolId;
  if (poolId === null) {
    await runner.stop();
    await pool.end();
    throw new Error('jobs: graphile-worker started no worker pool (no pool:create event)');
  }
  let stopping = false;
  let restartTimer: NodeJS.Timeout | undefined;
  /**
   * The worker pool can stop by itself when the database goes away (a restart, a lost connection):
   * graphile-worker then ends its runner, which reports no error. A runner that ends while this
   * process is not stopping is started again, after 1 s and then up to 30 s between tries, until
   * the database answers: the process keeps serving meanwhile, and its jobs wait in the queue.
   */
  const superviseRunner = (current: typeof runner, delayMs = 1_000): void => {
    const ended = (error?: unknown) => {
      if (stopping) return;
      const why = error instanceof Error ? ` (${error.message})` : '';
      log('warn', `jobs: the worker pool stopped${why}; starting it again in ${delayMs / 1000} s`);
      restartTimer = setTimeout(() => {
        run(runOptions).then(
          (next) => {
            if (stopping) return void next.stop().catch(() => undefined);
            runner = next;
            log('warn', 'jobs: the worker pool is running again');
            superviseRunner(next);
          },
          () => superviseRunner(current, Math.min(delayMs * 2, 30_000)),
        );
      }, delayMs);
    };
    current.promise.then(() => ended(), ended);
  };
  superviseRunner(runner);
  const utils = await makeWorkerUtils({ pgPool: pool, logger });

  const beat = async () => {
    if (live.poolId !== null) {
      await pool.query(
        `INSERT INTO job_workers (pool_id, process, seen_at) VALUES ($1, $2, now())
         ON CONFLICT (pool_id) DO UPDATE SET seen_at = now()`,
        [live.poolId, processName],
      );
    }
    const { rows } = await pool.query<{ pool_id: string }>(
      `DELETE FROM job_workers w WHERE w.seen_at < now() - make_interval(secs => $1)
         AND NOT EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.application_name = w.process)
       RETURNING w.pool_id`,
      [deadAfterMs / 1000],
    );
    if (rows.length > 0) {
      // Unlocks the jobs (and queues) whose locked_by is one of these ids; graphile-worker's
      // parameter says "workers", but it is compared with locked_by, which holds the pool's id.
      await utils.forceUnlockWorkers(rows.map((r) => r.pool_id));
      log('warn', `jobs: gave back the jobs of ${rows.length} worker pool(s) whose process stopped answering`);
    }
  };
  const safeBeat = () => beat().catch((error: unknown) => log('warn', `jobs: heartbeat failed: ${String(error)}`));
  await safeBeat();
  const heartbeat = setInterval(() => void safeBeat(), heartbeatMs);

  return {
    poolId,
    async stop() {
      stopping = true;
      clearInterval(heartbeat);
      clearTimeout(restartTimer);
      // Waits for the jobs under way; graphile-worker unlocks whatever it could not finish. A pool
      // that had stopped by itself has nothing left to stop.
      await runner.stop().catch(() => undefined);
      await pool.query('DELETE FROM job_workers WHERE pool_id = $1', [poolId]).catch(() => undefined);
      await utils.release();
      await pool.end();
    },
  };
}
