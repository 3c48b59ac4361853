import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LISTENER_NAME } from '../server/cluster.ts';
import type { Db } from '../server/db/client.ts';
import { addBook, addCategories, NEW_LISTING } from './helpers/fixtures.ts';
import { memberOverHttp, type Member } from './helpers/identities.ts';
import { callJson, killStores, startStore, type StoreProcess } from './helpers/server-process.ts';
import { openFreshDatabase, type FreshDatabase } from './helpers/test-app.ts';

/*
 * Two server processes on one database, as behind a load balancer, each caching public reads for
 * 5 s: a write in one clears the cache of the other at once (PostgreSQL LISTEN/NOTIFY), and the
 * rate limits are counted once for both (in PostgreSQL).
 */

const WRITES_PER_MINUTE = 4;
/**
 * How soon the other process must show a write: a fifth of the 5 s it would otherwise keep its
 * cached read, so only the NOTIFY can explain it, with room for a loaded CI machine (150 ms seen).
 */
const PROPAGATION_MS = 1000;

let db: Db;
let sql: pg.Client;
let database: FreshDatabase | undefined;
let stores: StoreProcess[] = [];
let a: StoreProcess;
let b: StoreProcess;
let seller: Member;
let writer: Member;
let categoryId: string;

beforeAll(async () => {
  database = await openFreshDatabase();
  ({ db, sql } = database);
  const env = {
    // Every process of one store shares the token secret (README: required in production).
    APP_TOKEN_SECRET: randomBytes(32).toString('base64url'),
    PUBLIC_CACHE_MS: '5000',
    RATE_LIMIT_WRITES_PER_MINUTE: String(WRITES_PER_MINUTE),
  };
  stores = await Promise.all([0, 1].map(() => startStore({ databaseUrl: database!.databaseUrl, authEmulatorHost: inject('authEmulatorHost'), env })));
  [a, b] = stores as [StoreProcess, StoreProcess];
  [seller, writer] = await Promise.all([memberOverHttp(a.url, 'seller', 'scale-seller', b.url), memberOverHttp(b.url, 'seller', 'scale-writer', a.url)]);
  categoryId = (await addCategories(db, ['Fiction']))[0]!.id;
}, 90_000);

afterAll(async () => {
  await killStores(stores);
  await database?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The advertised books' ids as a store answers them, over REST or tRPC. */
async function advertisedIds(store: StoreProcess, surface: 'rest' | 'trpc'): Promise<string[]> {
  const answer = await callJson(store.url, 'GET', surface === 'rest' ? '/api/feature/books' : '/trpc/catalog.advertised');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const books = surface === 'rest' ? answer.body : (answer.body as { result: { data: unknown } }).result.data;
  return (books as Array<{ _id: string }>).map((book) => book._id);
}

/** Asks `store` every 10 ms until `done` holds of its answer; the milliseconds that took. */
async function pollUntil(store: StoreProcess, surface: 'rest' | 'trpc', done: (ids: string[]) => boolean, since: number): Promise<number> {
  for (;;) {
    if (done(await advertisedIds(store, surface))) return performance.now() - since;
    if (performance.now() - since > 5_000) throw new Error(`${store.url} did not show the write within 5 s`);
    await sleep(10);
  }
}

describe('two server processes on one database', () => {
  it(`a write in one process clears the other's cached public reads within ${PROPAGATION_MS} ms, both ways`, async () => {
    const id = await addBook(db, { sellerId: seller.userId, categoryId, title: 'Seen Everywhere' });
    for (const [store, surface] of [
      [a, 'trpc'],
      [b, 'rest'],
    ] as const)
      expect(await advertisedIds(store, surface)).not.toContain(id);

    // Both remember those reads: a change behind their backs does not show.
    await sql.query('UPDATE books SET advertise = true WHERE id = $1', [id]);
    for (const [store, surface] of [
      [a, 'trpc'],
      [b, 'rest'],
    ] as const)
      expect(await advertisedIds(store, surface)).not.toContain(id);
    await sql.query('UPDATE books SET advertise = false WHERE id = $1', [id]);

    // The seller advertises it through A; B shows it at once.
    const advertised = await callJson(a.url, 'PATCH', `/api/book/feature/${id}`, { token: seller.accessToken });
    const written = performance.now();
    expect(advertised.body).toMatchObject({ modifiedCount: 1 });
    const toB = await pollUntil(b, 'rest', (ids) => ids.includes(id), written);

    // And back: the copy is sold behind A's back, which A's cached tRPC read does not show until a
    // write in B (any write: another seller lists a book) is announced.
    expect(await advertisedIds(a, 'trpc')).toContain(id);
    await sql.query(`UPDATE books SET status = 'sold' WHERE id = $1`, [id]);
    expect(await advertisedIds(a, 'trpc')).toContain(id);
    const listing = await callJson(b.url, 'POST', '/api/books', { token: writer.accessToken, body: newBook('Any Write Will Do') });
    const writtenOnB = performance.now();
    expect(listing.status, JSON.stringify(listing.body)).toBe(200);
    const toA = await pollUntil(a, 'trpc', (ids) => !ids.includes(id), writtenOnB);

    console.log(`scale-out: a write in A showed in B's cached read after ${toB.toFixed(1)} ms; a write in B in A's after ${toA.toFixed(1)} ms`);
    expect(toB).toBeLessThan(PROPAGATION_MS);
    expect(toA).toBeLessThan(PROPAGATION_MS);
  });

  it(`counts one identity's writes once across both processes: ${WRITES_PER_MINUTE} a minute, the next refused on either`, async () => {
    const me = await memberOverHttp(a.url, 'seller', 'scale-limited', b.url);
    const statuses: number[] = [];
    for (let i = 0; i < WRITES_PER_MINUTE; i++) {
      const store = stores[i % 2]!;
      statuses.push((await callJson(store.url, 'POST', '/api/books', { token: me.accessToken, body: newBook(`Limited ${i}`) })).status);
    }
    expect(statuses).toEqual(Array(WRITES_PER_MINUTE).fill(200));
    for (const store of [a, b]) {
      const refused = await callJson(store.url, 'POST', '/api/books', { token: me.accessToken, body: newBook('One Too Many') });
      expect(refused.status, store.url).toBe(429);
      expect(refused.body).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: expect.stringMatching(new RegExp(`^Too many requests: at most ${WRITES_PER_MINUTE} a minute\\.`)),
      });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // tRPC counts against the same budget.
    const viaTrpc = await callJson(b.url, 'POST', '/trpc/books.add', { token: me.accessToken, body: newBook('Through tRPC') });
    expect(viaTrpc.status).toBe(429);
    expect(await db.book.count({ where: { sellerId: me.userId } })).toBe(WRITES_PER_MINUTE);
    // One counter in the database for both processes.
    const { rows } = await sql.query<{ points: number }>(`SELECT points FROM rate_limits WHERE key = $1`, [`write:user:${me.uid}`]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.points).toBeGreaterThanOrEqual(WRITES_PER_MINUTE);
    // Others are not affected.
    expect((await callJson(b.url, 'POST', '/api/books', { token: writer.accessToken, body: newBook('Someone Else') })).status).toBe(200);
  });

  it('listens again when its connection is cut, and still clears the cache of the other at once', async () => {
    const listeners = async () =>
      Number(
        (await sql.query(`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1`, [LISTENER_NAME])).rows[0].n,
      );
    expect(await listeners()).toBe(2);
    await sql.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1`, [LISTENER_NAME]);
    const cut = performance.now();
    while ((await listeners()) < 2) {
      if (performance.now() - cut > 5_000) throw new Error('the listeners did not come back within 5 s');
      await sleep(20);
    }
    const back = performance.now() - cut;

    const id = await addBook(db, { sellerId: seller.userId, categoryId, title: 'Seen After A Cut' });
    expect(await advertisedIds(b, 'rest')).not.toContain(id);
    const advertised = await callJson(a.url, 'PATCH', `/api/book/feature/${id}`, { token: seller.accessToken });
    const written = performance.now();
    expect(advertised.body).toMatchObject({ modifiedCount: 1 });
    const toB = await pollUntil(b, 'rest', (ids) => ids.includes(id), written);
    console.log(`scale-out: listening again ${back.toFixed(0)} ms after the cut; then a write in A showed in B after ${toB.toFixed(1)} ms`);
    expect(toB).toBeLessThan(PROPAGATION_MS);
  });

  it('stops cleanly: both processes exit 0 on SIGTERM', async () => {
    const codes = await Promise.all(stores.map((s) => s.stop('SIGTERM')));
    expect(codes, stores.map((s) => s.output()).join('\n---\n')).toEqual([0, 0]);
  });
});

function newBook(title: string) {
  return { ...NEW_LISTING, book: title };
}
