import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from 'graphile-worker';
import { startJobRunner, type JobRunner } from '../server/jobs/job-runner.ts';
import { openFreshDatabase, type FreshDatabase } from './helpers/test-app.ts';
import { until } from './helpers/until.ts';

/**
 * The job queue as two server processes use it: each job runs once whichever process takes it, and
 * the jobs of a process that died (kill -9) are given back and run, without waiting hours.
 */
let database: FreshDatabase;
const runs: number[] = [];
const ran = new Map<string, string>();
const slow: Task = async (payload) => {
  const { n } = payload as { n: number };
  runs.push(n);
  await new Promise((resolve) => setTimeout(resolve, 5));
};
const noted: Task = (payload) => {
  ran.set((payload as { id: string }).id, 'ran');
};
const quiet = () => undefined;
const runners: JobRunner[] = [];
const startRunner = async () => {
  const runner = await startJobRunner({
    connectionString: database.databaseUrl,
    tasks: { 'test:count': slow, 'test:note': noted },
    crontab: '',
    concurrency: 2,
    log: quiet,
    // Beats a hundred times faster than in production, so waiting for two of them takes a moment.
    heartbeatMs: 50,
  });
  runners.push(runner);
  return runner;
};

beforeAll(async () => {
  database = await openFreshDatabase();
});
afterAll(async () => {
  await Promise.all(runners.map((r) => r.stop()));
  await database.close();
});

/** When each running process's workers last said they were alive, by worker (microseconds). */
const liveBeats = async () =>
  (
    await database.sql.query<{ seen: string }>(
      `SELECT (extract(epoch FROM seen_at) * 1e6)::bigint::text AS seen FROM job_workers WHERE process LIKE 'bookstore-jobs:%' ORDER BY worker_id`,
    )
  ).rows.map((r) => BigInt(r.seen));
const remaining = async () => Number((await database.sql.query('SELECT count(*) AS n FROM graphile_worker.jobs')).rows[0].n);

describe('the job queue', () => {
  it("runs each of 60 jobs exactly once across two processes' workers", async () => {
    await Promise.all([startRunner(), startRunner()]);
    await database.sql.query(`SELECT graphile_worker.add_job('test:count', json_build_object('n', n)) FROM generate_series(1, 60) n`);
    await until(async () => (await remaining()) === 0, 20_000);
    expect(runs.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  });

  it('gives back at once the jobs a killed process held, and runs them', async () => {
    // What a process killed mid-job leaves: its job locked by its worker, whose last sign of life is old.
    // One transaction, so no live worker can take the job before it is locked.
    await database.sql.query(`BEGIN;
      SELECT graphile_worker.add_job('test:note', '{"id":"orphan"}'::json, job_key := 'orphan');
      UPDATE graphile_worker._private_jobs SET locked_at = now(), locked_by = 'killed-worker' WHERE key = 'orphan';
      INSERT INTO job_workers (worker_id, seen_at) VALUES ('killed-worker', now() - interval '1 minute');
      COMMIT`);
    const killedWorkerRows = async () =>
      Number((await database.sql.query(`SELECT count(*) AS n FROM job_workers WHERE worker_id = 'killed-worker'`)).rows[0].n);
    await until(async () => ran.has('orphan') && (await remaining()) === 0, 15_000);
    expect(await killedWorkerRows()).toBe(0);
  });

  it('leaves the jobs of a silent worker whose process is still connected (only slow, not dead)', async () => {
    const slowProcess = new pg.Client({ connectionString: database.databaseUrl, application_name: 'slow-process' });
    await slowProcess.connect();
    try {
      await database.sql.query(`BEGIN;
        SELECT graphile_worker.add_job('test:note', '{"id":"slow"}'::json, job_key := 'slow');
        UPDATE graphile_worker._private_jobs SET locked_at = now(), locked_by = 'slow-worker' WHERE key = 'slow';
        INSERT INTO job_workers (worker_id, process, seen_at) VALUES ('slow-worker', 'slow-process', now() - interval '1 minute');
        COMMIT`);
      // Two heartbeats of each running process go by (so each has looked for dead workers since).
      const sinceBeats = await liveBeats();
      await until(async () => (await liveBeats()).every((seen, i) => seen > sinceBeats[i]!), 15_000);
      const afterOne = await liveBeats();
      await until(async () => (await liveBeats()).every((seen, i) => seen > afterOne[i]!), 15_000);
      expect(ran.has('slow')).toBe(false);
      const { rows } = await database.sql.query(`SELECT locked_by FROM graphile_worker._private_jobs WHERE key = 'slow'`);
      expect(rows).toEqual([{ locked_by: 'slow-worker' }]);
    } finally {
      await database.sql.query(`DELETE FROM graphile_worker._private_jobs WHERE key = 'slow'; DELETE FROM job_workers WHERE worker_id = 'slow-worker'`);
      await slowProcess.end();
    }
  });

  it("keeps a live process's workers: they say they are alive, and their rows are fresh", async () => {
    const { rows } = await database.sql.query<{ worker_id: string; age: string }>(
      `SELECT worker_id, extract(epoch FROM now() - seen_at) AS age FROM job_workers`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((r) => Number(r.age) < 20)).toBe(true);
  });
});
