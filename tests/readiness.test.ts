import fs from 'node:fs/promises';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { callJson, killStores, startStore, type StoreProcess } from './helpers/server-process.ts';
import { freshDatabase } from './helpers/test-app.ts';
import { until } from './helpers/until.ts';

/**
 * What a load balancer (or Kubernetes' readiness probe) sees of a store process: ready once its
 * migrations ran and its job worker started; on SIGTERM, not ready at once while it still serves
 * for STOP_DELAY_SECONDS, so that traffic moves elsewhere before it stops taking connections.
 */
const stores: StoreProcess[] = [];
afterAll(async () => {
  await killStores(stores);
  for (const store of stores) await fs.rm(store.dataDir, { recursive: true, force: true });
});

describe('a store process', () => {
  it('is ready once started, and on SIGTERM says it is stopping (503) while it still serves, then exits 0', async () => {
    const store = await startStore({ databaseUrl: await freshDatabase(), authEmulatorHost: inject('authEmulatorHost'), env: { STOP_DELAY_SECONDS: '3' } });
    stores.push(store);
    expect(await callJson(store.url, 'GET', '/readyz')).toMatchObject({
      status: 200,
      body: { status: 'ready', database: 'up', migrations: 'done', worker: 'started' },
    });

    const exited = store.stop('SIGTERM');
    await until(async () => (await callJson(store.url, 'GET', '/readyz')).status === 503, 2_000, '/readyz to say 503', 50);
    expect((await callJson(store.url, 'GET', '/readyz')).body).toMatchObject({ status: 'stopping', database: 'up' });
    // Still alive and serving while load balancers drain it.
    expect((await callJson(store.url, 'GET', '/healthz')).status).toBe(200);
    expect((await callJson(store.url, 'GET', '/api/categories')).status).toBe(200);
    expect(await exited, store.output()).toBe(0);
    expect(store.output()).toContain('Not ready any more: serving 3 s more while load balancers drain this process...');
  }, 60_000);
});
