import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../server/app.ts';
import { createDeps } from '../server/create-deps.ts';
import type { JobRunner } from '../server/jobs/job-runner.ts';
import { STORE_METRICS } from '../server/observability/metrics.ts';
import { applyPayment } from '../server/services/payments.ts';
import { addBook } from './helpers/fixtures.ts';
import { bearer, type Member } from './helpers/identities.ts';
import { freePort } from './helpers/server-process.ts';
import { appWith } from './helpers/shop.ts';
import { runStoreJobs } from './helpers/store-jobs.ts';
import { testConfig, type TestApp } from './helpers/test-app.ts';
import { until } from './helpers/until.ts';

let t: TestApp, categoryId: string, seller: Member, buyer: Member, jobs: JobRunner | undefined;
beforeAll(async () => {
  // The public-read cache on, as in production, so its hits and misses can be seen.
  ({ t, categoryId, seller, buyer } = await appWith(['seller', 'buyer'], { categories: ['Fiction'], settings: { PUBLIC_CACHE_MS: '10000' } }));
  jobs = await runStoreJobs(t);
});
afterAll(async () => {
  await jobs?.stop();
  await t.close();
});

const scrape = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;

/** A booked order of the buyer for a fresh copy priced 350. */
async function bookedOrder(): Promise<string> {
  const bookId = await addBook(t.db, { sellerId: seller.userId, categoryId });
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/buyer-orders',
    headers: bearer(buyer.accessToken),
    payload: { bookPostingId: bookId, buyerPhone: '+8801711111111' },
  });
  return booked.json().insertedId as string;
}

/** The sum of a metric's samples in a scrape whose labels include `labels` (0 when there is none). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) sum += Number(match[3]);
  }
  return sum;
}

/** How much each of `probes` moves across `action`, as read from two scrapes. */
async function moved(probes: Record<string, [string, Record<string, string>]>, action: () => Promise<unknown>) {
  const before = await scrape();
  await action();
  const after = await scrape();
  return Object.fromEntries(Object.entries(probes).map(([key, [name, labels]]) => [key, sample(after, name, labels) - sample(before, name, labels)]));
}

describe('/metrics', () => {
  it('lists every metric of the store in Prometheus text, with the process and Node.js metrics', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const [name, help] of Object.entries(STORE_METRICS)) expect(res.body).toContain(`# HELP ${name} ${help}`);
    for (const name of ['bookstore_process_resident_memory_bytes', 'bookstore_nodejs_heap_size_used_bytes', 'bookstore_nodejs_eventloop_lag_p99_seconds']) {
      expect(res.body).toMatch(new RegExp(`^${name} \\d`, 'm'));
    }
    // Read at scrape time: the pool has opened connections by now, and none waits.
    expect(
      sample(res.body, 'bookstore_db_pool_connections', { state: 'idle' }) + sample(res.body, 'bookstore_db_pool_connections', { state: 'in_use' }),
    ).toBeGreaterThan(0);
    expect(res.body).toMatch(/^bookstore_db_pool_waiting 0$/m);
  });

  it('a REST call and a tRPC call of one procedure each move its histogram, under their own surface', async () => {
    const probes = {
      rest: ['bookstore_procedure_duration_seconds_count', { procedure: 'catalog.categories', surface: 'rest', code: 'OK' }],
      trpc: ['bookstore_procedure_duration_seconds_count', { procedure: 'catalog.categories', surface: 'trpc', code: 'OK' }],
      restRoute: ['bookstore_http_request_duration_seconds_count', { method: 'GET', route: '/api/categories', status: '200' }],
      trpcRoute: ['bookstore_http_request_duration_seconds_count', { method: 'GET', route: '/trpc/:path', status: '200' }],
    } satisfies Record<string, [string, Record<string, string>]>;
    expect(await moved(probes, () => t.app.inject({ method: 'GET', url: '/api/categories' }))).toEqual({ rest: 1, trpc: 0, restRoute: 1, trpcRoute: 0 });
    expect(await moved(probes, () => t.app.inject({ method: 'GET', url: '/trpc/catalog.categories' }))).toEqual({
      rest: 0,
      trpc: 1,
      restRoute: 0,
      trpcRoute: 1,
    });
  });

  it('labels a failed call by its code, and a URL no route matches by nothing of that URL', async () => {
    const probes = {
      badInput: ['bookstore_procedure_duration_seconds_count', { procedure: 'catalog.book', surface: 'trpc', code: 'BAD_REQUEST' }],
      unmatched: ['bookstore_http_request_duration_seconds_count', { route: 'unmatched' }],
    } satisfies Record<string, [string, Record<string, string>]>;
    const change = await moved(probes, async () => {
      const input = encodeURIComponent(JSON.stringify({ id: 'not-an-id-7f3a9' }));
      expect((await t.app.inject({ method: 'GET', url: `/trpc/catalog.book?input=${input}` })).statusCode).toBe(400);
      await t.app.inject({ method: 'GET', url: '/no-such-page-5c1e8' });
    });
    expect(change).toEqual({ badInput: 1, unmatched: 1 });
    const text = await scrape();
    expect(text).not.toContain('7f3a9');
    expect(text).not.toContain('5c1e8');
  });

  it("counts the public-read cache's misses and hits", async () => {
    const probes = {
      hits: ['bookstore_public_read_cache_lookups_total', { result: 'hit' }],
      misses: ['bookstore_public_read_cache_lookups_total', { result: 'miss' }],
    } satisfies Record<string, [string, Record<string, string>]>;
    const read = () => t.app.inject({ method: 'GET', url: '/api/category/fiction' });
    expect(await moved(probes, read)).toEqual({ hits: 0, misses: 1 });
    expect(await moved(probes, read)).toEqual({ hits: 1, misses: 0 });
  });

  it('counts a payment, the emails it sends and the jobs that send them', async () => {
    const before = await scrape();
    const orderId = await bookedOrder();
    const { clientSecret } = (
      await t.app.inject({ method: 'POST', url: `/api/payments/intent/${orderId}`, headers: bearer(buyer.accessToken), payload: {} })
    ).json();
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test/confirm',
      headers: bearer(buyer.accessToken),
      payload: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    });
    expect(paid.statusCode).toBe(200);
    const grew = (text: string, name: string, labels: Record<string, string>) => sample(text, name, labels) - sample(before, name, labels);
    expect(grew(await scrape(), 'bookstore_payments_total', { outcome: 'paid' })).toBe(1);
    // The seller and the buyer are emailed that it was paid, by a job each.
    await until(async () => grew(await scrape(), 'bookstore_emails_total', { outcome: 'sent' }) >= 2, 15_000, 'two emails sent');
    const after = await scrape();
    expect(grew(after, 'bookstore_job_runs_total', { outcome: 'success' })).toBeGreaterThanOrEqual(2);
    expect(grew(after, 'bookstore_emails_total', { outcome: 'failed' })).toBe(0);
  });

  it('counts a charge the order cannot take as refunded, and its refund as done', async () => {
    const orderId = await bookedOrder();
    await t.app.inject({ method: 'PATCH', url: `/api/buyer-orders/cancel/${orderId}`, headers: bearer(buyer.accessToken) });
    const probes = {
      refunded: ['bookstore_payments_total', { outcome: 'refunded' }],
      refundDone: ['bookstore_money_movements_total', { kind: 'refund', outcome: 'done' }],
    } satisfies Record<string, [string, Record<string, string>]>;
    // The card went through just as the buyer cancelled.
    const charge = { orderId, provider: 'test' as const, reference: `test_pi_${orderId}`, amount: 35000, currency: 'BDT' };
    expect(await moved(probes, () => applyPayment({ ...t.deps, log: t.app.log }, charge))).toEqual({ refunded: 1, refundDone: 1 });
  });

  it('counts the open live subscriptions', async () => {
    const before = sample(await scrape(), 'bookstore_live_subscriptions');
    const box = t.deps.conversations.open(buyer.userId);
    expect(sample(await scrape(), 'bookstore_live_subscriptions')).toBe(before + 1);
    box.close();
    expect(sample(await scrape(), 'bookstore_live_subscriptions')).toBe(before);
  });
});

describe('/metrics in production', () => {
  /** Another app on the test store's database, in production mode with these settings. */
  async function productionApp(settings: Record<string, string | number>) {
    const config = { ...testConfig({ DATABASE_URL: t.databaseUrl, DATA_DIR: t.config.DATA_DIR }), NODE_ENV: 'production' as const, ...settings };
    return buildApp(createDeps(config, t.db));
  }

  it('answers only with METRICS_TOKEN as a bearer token, and not at all without one', async () => {
    const token = 'metrics-token-0123456789';
    const guarded = await productionApp({ METRICS_TOKEN: token });
    try {
      const get = (authorization?: string) => guarded.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect((await get()).statusCode).toBe(401);
      expect((await get('Bearer not-the-metrics-token')).statusCode).toBe(401);
      const res = await get(`Bearer ${token}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('# HELP bookstore_procedure_duration_seconds');
    } finally {
      await guarded.close();
    }
    const closed = await productionApp({});
    try {
      expect((await closed.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });

  it('with METRICS_PORT, serves it on that port of its own and not on the public one', async () => {
    const metricsPort = await freePort();
    const app = await productionApp({ METRICS_PORT: metricsPort, HOST: '127.0.0.1' });
    try {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      expect((await fetch(`${address}/metrics`)).status).toBe(404);
      const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('# HELP bookstore_http_request_duration_seconds');
      expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
    } finally {
      await app.close();
    }
    // Closed with the app.
    await expect(fetch(`http://127.0.0.1:${metricsPort}/metrics`)).rejects.toThrow();
  });
});
