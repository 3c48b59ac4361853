import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from 'graphile-worker';
import { startJobRunner, type JobRunner } from '../server/jobs/job-runner.ts';
import { openFreshDatabase, type FreshDatabase } from './helpers/test-app.ts';
import { until } from './helpers/until.ts';

/**
 * The job queue as server processes use it: each job runs once whichever process takes it, and the
 * job a process was running when it was killed (kill -9) is given back and run elsewhere, without
 * waiting hours: the heartbeat names the id graphile-worker locked the job with (the pool's).
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
/** How to kill the other processes started here, should a test end before it does. */
const processes: Array<() => Promise<void>> = [];
const startRunner = async (more: Record<string, Task> = {}) => {
  const runner = await startJobRunner({
    connectionString: database.databaseUrl,
    tasks: { 'test:count': slow, 'test:note': noted, ...more },
    crontab: '',
    concurrency: 2,
    log: quiet,
    // Beats a hundred times faster than in production, so waiting for two of them takes a moment,
    // and takes a pool for dead after 1 s instead of 20.
    heartbeatMs: 50,
    deadAfterMs: 1_000,
  });
  runners.push(runner);
  return runner;
};

beforeAll(async () => {
  database = await openFreshDatabase();
});
afterAll(async () => {
  await Promise.all(processes.map((kill) => kill()));
  await Promise.all(runners.map((r) => r.stop()));
  await database.close();
});

/** When each running process's pool last said it was alive, by pool (microseconds). */
const liveBeats = async () =>
  (
    await database.sql.query<{ seen: string }>(
      `SELECT (extract(epoch FROM seen_at) * 1e6)::bigint::text AS seen FROM job_workers WHERE process LIKE 'bookstore-jobs:%' ORDER BY pool_id`,
    )
  ).rows.map((r) => BigInt(r.seen));
const remaining = async () => Number((await database.sql.query('SELECT count(*) AS n FROM graphile_worker.jobs')).rows[0].n);
const heartbeatRows = async (poolId: string) =>
  Number((await database.sql.query('SELECT count(*) AS n FROM job_workers WHERE pool_id = $1', [poolId])).rows[0].n);

/**
 * Starts tests/helpers/job-process.ts: another process running a pool on this database, whose
 * `test:handover` jobs never finish. Resolves once its pool runs, with the pool's id.
 */
async function startJobProcess() {
  const script = fileURLToPath(new URL('./helpers/job-process.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, DATABASE_URL: database.databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const poolId = await new Promise<string>((resolve, reject) => {
    let line = '';
    child.stdout.on('data', (chunk: Buffer) => {
      line += chunk.toString();
      if (line.includes('\n')) resolve((JSON.parse(line.split('\n')[0]!) as { poolId: string }).poolId);
    });
    void exited.then(() => reject(new Error(`the job process exited before its pool ran:\n${output}`)));
  });
  /** SIGKILL: no chance to unlock its job or delete its heartbeat row. */
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  processes.push(kill);
  return { poolId, kill };
}

describe('the job queue', () => {
  it("runs each of 60 jobs exactly once across two processes' workers", async () => {
    await Promise.all([startRunner(), startRunner()]);
    await database.sql.query(`SELECT graphile_worker.add_job('test:count', json_build_object('n', n)) FROM generate_series(1, 60) n`);
    await until(async () => (await remaining()) === 0, 20_000);
    expect(runs.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  });

  it('gives back the job a killed process was running, by the id it is locked with, and runs it elsewhere', async () => {
    const killed = await startJobProcess();
    // The runners above know no `test:handover`: only the other process can take this job.
    await database.sql.query(`SELECT graphile_worker.add_job('test:handover', '{"id":"handover"}'::json, job_key := 'handover')`);
    const lockedBy = async () =>
      (await database.sql.query<{ locked_by: string | null }>(`SELECT locked_by FROM graphile_worker._private_jobs WHERE key = 'handover'`)).rows[0]
        ?.locked_by ?? null;
    await until(async () => (await lockedBy()) !== null, 15_000, 'the job taken by the other process');
    // graphile-worker locked it with the process's pool id, and the heartbeat names that same id.
    expect(await lockedBy()).toBe(killed.poolId);
    expect(await heartbeatRows(killed.poolId)).toBe(1);

    await killed.kill();
    await startRunner({ 'test:handover': noted });
    // A second to be taken for dead, up to graphile-worker's 2 s poll to be taken again: not 4 hours.
    await until(async () => ran.has('handover') && (await remaining()) === 0, 10_000, "the killed process's job run here");
    expect(await heartbeatRows(killed.poolId)).toBe(0);
  });

  it('leaves the jobs of a silent pool whose process is still connected (only slow, not dead)', async () => {
    const slowProcess = new pg.Client({ connectionString: database.databaseUrl, application_name: 'slow-process' });
    await slowProcess.connect();
    try {
      await database.sql.query(`BEGIN;
        SELECT graphile_worker.add_job('test:note', '{"id":"slow"}'::json, job_key := 'slow');
        UPDATE graphile_worker._private_jobs SET locked_at = now(), locked_by = 'slow-pool' WHERE key = 'slow';
        INSERT INTO job_workers (pool_id, process, seen_at) VALUES ('slow-pool', 'slow-process', now() - interval '1 minute');
        COMMIT`);
      // Two heartbeats of each running process go by (so each has looked for dead pools since).
      const sinceBeats = await liveBeats();
      await until(async () => (await liveBeats()).every((seen, i) => seen > sinceBeats[i]!), 15_000);
      const afterOne = await liveBeats();
      await until(async () => (await liveBeats()).every((seen, i) => seen > afterOne[i]!), 15_000);
      expect(ran.has('slow')).toBe(false);
      const { rows } = await database.sql.query(`SELECT locked_by FROM graphile_worker._private_jobs WHERE key = 'slow'`);
      expect(rows).toEqual([{ locked_by: 'slow-pool' }]);
    } finally {
      await database.sql.query(`DELETE FROM graphile_worker._private_jobs WHERE key = 'slow'; DELETE FROM job_workers WHERE pool_id = 'slow-pool'`);
      await slowProcess.end();
    }
  });

  it("keeps a live process's pool: it says it is alive, and its row is fresh", async () => {
    const { rows } = await database.sql.query<{ pool_id: string; age: string }>(`SELECT pool_id, extract(epoch FROM now() - seen_at) AS age FROM job_workers`);
    expect(rows.map((r) => r.pool_id).toSorted()).toEqual(runners.map((r) => r.poolId).toSorted());
    expect(rows.every((r) => Number(r.age) < 20)).toBe(true);
  });
});
