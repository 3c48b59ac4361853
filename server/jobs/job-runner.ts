import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Logger, makeWorkerUtils, run, runMigrations, type LogFunctionFactory, type TaskList, type WorkerEvents } from 'graphile-worker';
import pg from 'pg';

/**
 * Background work goes through a job queue kept in PostgreSQL (graphile-worker, in its own
 * `graphile_worker` schema): jobs are added in the transaction of the event that calls for them
 * (often by a trigger, through `graphile_worker.add_job`), so none is lost and none is added for
 * work that rolled back. Every server process runs a few workers; a job is locked by one of them
 * (SKIP LOCKED), so with many processes each job still runs once, and a failed one is retried with
 * backoff. Schedules (the crontab) are enqueued once per tick for all processes.
 *
 * graphile-worker gives a crashed worker's jobs back only after 4 hours. So each process says every
 * few seconds that its workers are alive (`job_workers`, with the application_name its job
 * connections carry). Workers silent for DEAD_AFTER_MS whose process has no connection left to the
 * database (a `kill -9`, a lost machine: PostgreSQL drops its sessions) are taken for dead and their
 * jobs are unlocked at once, to run again elsewhere. A process that is only slow (a long pause, a
 * stalled event loop) still holds its connections, so its running jobs are not run a second time.
 */

const HEARTBEAT_MS = 5_000;
const DEAD_AFTER_MS = 20_000;

type Log = (level: 'error' | 'warn', message: string) => void;

/** graphile-worker's logger, speaking through ours: its warnings and errors (every finished job is not news). */
function loggerFor(log: Log): Logger {
  const factory: LogFunctionFactory = () => (level, message) => {
    // graphile-worker's LogLevel enum, by its values.
    const name: string = level;
    if (name === 'error' || name === 'warning') log(name === 'warning' ? 'warn' : 'error', `jobs: ${message}`);
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
  /** How often this process says its workers are alive and looks for dead ones (5 s). */
  heartbeatMs?: number;
};

export type JobRunner = { stop: () => Promise<void> };

/** Starts this process's workers, their heartbeat and the search for dead ones. */
export async function startJobRunner({ connectionString, tasks, crontab, concurrency, log, heartbeatMs = HEARTBEAT_MS }: JobRunnerOptions): Promise<JobRunner> {
  // Names this process's job connections, by which the others tell it is still there.
  const processName = `bookstore-jobs:${randomUUID()}`;
  const pool = new pg.Pool({ connectionString, max: concurrency + 2, application_name: processName });
  pool.on('error', (error) => log('warn', `jobs: a pooled connection failed: ${error.message}`));
  const events: WorkerEvents = new EventEmitter();
  const workers = new Set<string>();
  events.on('worker:create', ({ worker }) => workers.add(worker.workerId));
  events.on('worker:stop', ({ worker }) => workers.delete(worker.workerId));
  const logger = loggerFor(log);
  const runner = await run({ pgPool: pool, taskList: tasks, crontab, concurrency, noHandleSignals: true, logger, events });
  const utils = await makeWorkerUtils({ pgPool: pool, logger });

  const beat = async () => {
    if (workers.size > 0) {
      await pool.query(
        `INSERT INTO job_workers (worker_id, process, seen_at) SELECT unnest($1::text[]), $2, now()
         ON CONFLICT (worker_id) DO UPDATE SET seen_at = now()`,
        [[...workers], processName],
      );
    }
    const { rows } = await pool.query<{ worker_id: string }>(
      `DELETE FROM job_workers w WHERE w.seen_at < now() - make_interval(secs => $1)
         AND NOT EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.application_name = w.process)
       RETURNING w.worker_id`,
      [DEAD_AFTER_MS / 1000],
    );
    if (rows.length > 0) {
      await utils.forceUnlockWorkers(rows.map((r) => r.worker_id));
      log('warn', `jobs: gave back the jobs of ${rows.length} worker(s) of a process that stopped answering`);
    }
  };
  const safeBeat = () => beat().catch((error: unknown) => log('warn', `jobs: heartbeat failed: ${String(error)}`));
  await safeBeat();
  const heartbeat = setInterval(() => void safeBeat(), heartbeatMs);

  return {
    async stop() {
      clearInterval(heartbeat);
      const mine = [...workers];
      // Waits for the jobs under way; graphile-worker unlocks whatever it could not finish.
      await runner.stop();
      await pool.query('DELETE FROM job_workers WHERE worker_id = ANY($1::text[])', [mine]).catch(() => undefined);
      await utils.release();
      await pool.end();
    },
  };
}
