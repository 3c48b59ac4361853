import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callJson, killStores, startStore, type StoreProcess } from './helpers/server-process.ts';
import { openFreshDatabase, type FreshDatabase } from './helpers/test-app.ts';
import { LISTENER_NAME } from '../server/cluster.ts';

/*
 * The settings that let a store grow past one process (docs/capacity.md): a web-only process
 * (JOB_CONCURRENCY=0) beside one that runs the jobs, and DATABASE_SESSION_URL carrying what a
 * transaction-mode pooler in DATABASE_URL's path cannot (LISTEN/NOTIFY, the job queue). The session
 * URL signs in as a role of its own, so PostgreSQL's own view of its connections tells them apart.
 */
const SESSION_ROLE = `session_${randomBytes(4).toString('hex')}`;

let database: FreshDatabase;
const stores: StoreProcess[] = [];

beforeAll(async () => {
  database = await openFreshDatabase();
  await database.sql.query(`CREATE ROLE ${SESSION_ROLE} LOGIN SUPERUSER PASSWORD 'session-pass'`);
});
afterAll(async () => {
  await killStores(stores);
  for (const store of stores) await fs.rm(store.dataDir, { recursive: true, force: true });
  await database.sql.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = '${SESSION_ROLE}'`);
  await database.sql.query(`DROP ROLE IF EXISTS ${SESSION_ROLE}`);
  await database.close();
});

const asSessionRole = (url: string) => {
  const session = new URL(url);
  session.username = SESSION_ROLE;
  session.password = 'session-pass';
  return session.toString();
};

/** The connections to this test's database (its own aside): each one's role and application name. */
async function connections(): Promise<Array<{ usename: string; application_name: string }>> {
  const { rows } = await database.sql.query<{ usename: string; application_name: string }>(
    "SELECT usename, application_name FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()",
  );
  return rows;
}

const start = (env: Record<string, string>) =>
  startStore({ databaseUrl: database.databaseUrl, authEmulatorHost: inject('authEmulatorHost'), env }).then((store) => {
    stores.push(store);
    return store;
  });

/** How many schedules a job runner registered: one does as it starts. */
const knownSchedules = async () =>
  Number((await database.sql.query<{ n: string }>('SELECT count(*) AS n FROM graphile_worker._private_known_crontabs')).rows[0]!.n);

describe('process roles', () => {
  it('a web-only process (JOB_CONCURRENCY=0) is ready without a worker and starts no job runner', async () => {
    const web = await start({ JOB_CONCURRENCY: '0' });
    expect(await callJson(web.url, 'GET', '/readyz')).toMatchObject({ status: 200, body: { status: 'ready', worker: 'off' } });
    expect((await callJson(web.url, 'GET', '/api/categories')).status).toBe(200);
    expect(await knownSchedules()).toBe(0);
    expect((await connections()).some((c) => c.application_name.startsWith('bookstore-jobs:'))).toBe(false);
    expect(await web.stop('SIGTERM')).toBe(0);
  }, 60_000);

  it('with DATABASE_SESSION_URL, the writes listener and the job runner use it; requests use DATABASE_URL', async () => {
    const store = await start({ DATABASE_SESSION_URL: asSessionRole(database.databaseUrl) });
    expect(await callJson(store.url, 'GET', '/readyz')).toMatchObject({ status: 200, body: { status: 'ready', worker: 'started' } });
    expect(await knownSchedules()).toBeGreaterThan(0);
    expect((await callJson(store.url, 'GET', '/api/categories')).status).toBe(200);

    const all = await connections();
    const roleOf = (test: (name: string) => boolean) => [...new Set(all.filter((c) => test(c.application_name)).map((c) => c.usename))];
    expect(roleOf((name) => name === LISTENER_NAME)).toEqual([SESSION_ROLE]);
    expect(roleOf((name) => name.startsWith('bookstore-jobs:'))).toEqual([SESSION_ROLE]);
    // The request pool's connections carry no application name of their own.
    const pooled = roleOf((name) => name === '');
    expect(pooled.length).toBeGreaterThan(0);
    expect(pooled).not.toContain(SESSION_ROLE);
  }, 60_000);
});
