import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('says the database is down when PostgreSQL cannot be reached: alive (/healthz 200), not ready (/readyz 503)', async () => {
  t.deps.readiness.markMigrated();
  t.deps.readiness.markWorkerStarted();
  const name = new URL(t.databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  // Forbid new connections to this file's database and end the open ones.
  await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
  await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
  await admin.end();
  const live = await t.app.inject({ method: 'GET', url: '/healthz' });
  expect(live.statusCode).toBe(200);
  expect(live.json()).toEqual({ status: 'degraded', database: 'down' });
  const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toEqual({ status: 'not ready', database: 'down', migrations: 'done', worker: 'started' });
});
