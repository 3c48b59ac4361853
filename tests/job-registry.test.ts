import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTaskName } from '../server/jobs/task-payloads.ts';
import { runStoreJobs } from './helpers/store-jobs.ts';
import { createTestApp, openFreshDatabase, type FreshDatabase } from './helpers/test-app.ts';
import { until } from './helpers/until.ts';

/**
 * TypeScript adds jobs through `addJob`, which compiles only for a registered task and its payload
 * (server/jobs/task-payloads.ts). SQL is not compiled: the database's functions (the triggers the
 * migrations made) and the raw SQL in the server's code are read here, and every task they add a job
 * for must be registered, named so it can be read.
 */
let database: FreshDatabase;
beforeAll(async () => {
  database = await openFreshDatabase();
});
afterAll(() => database.close());

/** Each add_job call in some SQL: the task it names, or how it names it when that is not a plain string. */
function addedTasks(sql: string): string[] {
  return [...sql.matchAll(/add_job\(\s*([^,)]*)/g)].map(([, first]) => {
    const name = /^'([^']*)'$/.exec(first!.trim());
    return name ? name[1]! : first!.trim();
  });
}

/** The tasks the database's own functions add jobs for that are not registered (or not named as a plain string), by function. */
async function unregisteredInDatabase(): Promise<string[]> {
  const { rows } = await database.sql.query<{ name: string; source: string }>(
    `SELECT p.proname AS name, p.prosrc AS source FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE n.nspname NOT IN ('graphile_worker', 'pg_catalog', 'information_schema') AND p.prosrc ~ 'add_job|graphile_worker\\.'`,
  );
  return rows.flatMap(({ name, source }) => {
    // Jobs go in through add_job only: a direct write to the queue's tables skips its checks.
    const direct = /(INSERT INTO|UPDATE)\s+graphile_worker\./i.test(source) ? [`${name}: writes the queue's tables directly`] : [];
    return [
      ...direct,
      ...addedTasks(source)
        .filter((task) => !isTaskName(task))
        .map((task) => `${name}: ${task}`),
    ];
  });
}

async function serverSources(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.parentPath.includes(`${path.sep}generated`))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('job task names', () => {
  it('every task the database adds jobs for (the triggers) is registered', async () => {
    const named = (await database.sql.query<{ source: string }>(`SELECT prosrc AS source FROM pg_proc WHERE prosrc LIKE '%add_job(%'`)).rows;
    // The triggers do add jobs: the check below looks at something.
    expect(named.flatMap(({ source }) => addedTasks(source))).toEqual(expect.arrayContaining(['email:notice', 'alerts:new_listing']));
    expect(await unregisteredInDatabase()).toEqual([]);
  });

  it('names a database function that adds a job for a task nobody registered', async () => {
    await database.sql.query(`CREATE FUNCTION stray_job() RETURNS void LANGUAGE plpgsql AS $$
      BEGIN PERFORM graphile_worker.add_job('orders:nobody_runs_this', '{}'::json); END $$`);
    try {
      expect(await unregisteredInDatabase()).toEqual(['stray_job: orders:nobody_runs_this']);
    } finally {
      await database.sql.query('DROP FUNCTION stray_job()');
    }
  });

  it("every task the server's raw SQL adds jobs for is registered, or is a typed parameter", async () => {
    const files = await serverSources(path.resolve('server'));
    const calls = await Promise.all(
      files.map(async (file) => addedTasks(await fs.readFile(file, 'utf8')).map((task) => ({ file: path.relative('.', file), task }))),
    );
    // A `${…}` parameter is TypeScript, checked by the compiler (a TaskName constant).
    const unregistered = calls.flat().filter(({ task }) => !isTaskName(task) && !/^\$\{\w+\}$/.test(task));
    expect(unregistered).toEqual([]);
  });
});

describe('a job whose payload is malformed', () => {
  it('is dropped when it runs (it would fail every retry alike), and the well-formed job beside it runs', async () => {
    const t = await createTestApp();
    const jobs = await runStoreJobs(t);
    try {
      await t.db.$executeRaw`SELECT graphile_worker.add_job('email:notice', '{"id":"not-a-notification-id"}'::json, job_key := 'malformed')`;
      await t.db.$executeRaw`SELECT graphile_worker.add_job('maintenance:purge', '{}'::json, job_key := 'well-formed')`;
      const left = async () =>
        (await t.db.$queryRaw<Array<{ key: string; last_error: string | null }>>`SELECT key, last_error FROM graphile_worker._private_jobs`).map(
          ({ key, last_error }) => `${key}: ${last_error ?? 'waiting'}`,
        );
      await until(async () => (await left()).length === 0, 10_000, 'both jobs done, none waiting for a retry');
    } finally {
      await jobs.stop();
      await t.close();
    }
  });
});
