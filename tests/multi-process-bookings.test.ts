import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '../server/db/client.ts';
import { addBook, addCategories } from './helpers/fixtures.ts';
import { memberOverHttp, type Member } from './helpers/identities.ts';
import { callJson, killStores, startStore, type JsonAnswer, type StoreProcess } from './helpers/server-process.ts';
import { openFreshDatabase, type FreshDatabase } from './helpers/test-app.ts';

/*
 * Two server processes on one database, as behind a load balancer: buyers race for the same copies
 * through both at once. The database decides; the process that loses says so with a 409.
 */

const BUYERS = 10;
const COPIES = 10;
const CARD = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' };
/** The 409 messages a losing booking may get: the copy is taken, or (rarely) the buyer already holds five. */
const LOSING = /^(Someone else has just booked this copy\.|You already hold 5 unpaid bookings: pay for or cancel one first\.)$/;

let database: FreshDatabase | undefined, databaseUrl: string, db: Db, sql: pg.Client, categoryId: string;
let stores: StoreProcess[] = [],
  seller: Member,
  buyers: Member[];

beforeAll(async () => {
  database = await openFreshDatabase();
  ({ databaseUrl, db, sql } = database);
  // Every process of one store shares the token secret (README: required in production).
  const env = { APP_TOKEN_SECRET: randomBytes(32).toString('base64url') };
  stores = await Promise.all([0, 1].map(() => startStore({ databaseUrl, authEmulatorHost: inject('authEmulatorHost'), env })));
  // Each signs up on one process and takes its access token from the other.
  const via = (i: number) => [stores[i % 2]!.url, stores[(i + 1) % 2]!.url] as const;
  [seller, ...buyers] = await Promise.all([
    memberOverHttp(via(0)[0], 'seller', 'two-proc-seller', via(0)[1]),
    ...Array.from({ length: BUYERS }, (_, i) => memberOverHttp(via(i)[0], 'buyer', `two-proc-buyer${i}`, via(i)[1])),
  ]);
  categoryId = (await addCategories(db, ['Fiction']))[0]!.id;
}, 90_000);

afterAll(async () => {
  await killStores(stores);
  await database?.close();
});

const bodyOf = (a: JsonAnswer) => a.body as Record<string, unknown>;

describe('two server processes on one database', () => {
  it('every copy raced for by every buyer through both processes gets exactly one live order; the losers a 409 with a message, never a 5xx', async () => {
    const copies = await Promise.all(
      Array.from({ length: COPIES }, (_, i) => addBook(db, { sellerId: seller.userId, categoryId, title: `Raced Copy ${i}`, priceMinor: 20_000 + i })),
    );

    // Every buyer books every copy, all at once, each call through the process (b + c) % 2.
    const started = Date.now();
    const attempts = await Promise.all(
      copies.flatMap((bookId, c) =>
        buyers.map(async (buyer, b) => {
          const store = stores[(b + c) % 2]!;
          const answer = await callJson(store.url, 'POST', '/api/buyer-orders', {
            token: buyer.accessToken,
            body: { bookPostingId: bookId, buyerPhone: '+8801733333333', buyerLocation: 'Chattogram' },
          });
          return { bookId, buyer, process: (b + c) % 2, answer };
        }),
      ),
    );
    const raceMs = Date.now() - started;

    expect(attempts.filter((a) => a.answer.status >= 500).map((a) => a.answer)).toEqual([]);
    const won = attempts.filter((a) => a.answer.status === 200);
    const lost = attempts.filter((a) => a.answer.status !== 200);
    for (const { answer } of lost) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.body).toMatchObject({ message: expect.stringMatching(LOSING), code: 'CONFLICT' });
    }
    // Only a buyer who won five copies is told of the limit.
    for (const l of lost.filter((a) => /already hold/.test(String(bodyOf(a.answer).message)))) {
      expect(won.filter((w) => w.buyer === l.buyer)).toHaveLength(5);
    }
    // One winner per copy. Each process took half the attempts, more than there are copies, so both
    // refused some; which process wins a copy is up to timing, so the winners' split is not asserted.
    expect(won.map((w) => w.bookId).sort()).toEqual([...copies].sort());
    expect(new Set(lost.map((l) => l.process)).size).toBe(2);

    const live = await sql.query<{ book_id: string; id: string; buyer_id: string }>(
      `SELECT book_id, id, buyer_id FROM orders WHERE status IN ('booked', 'paid') ORDER BY book_id`,
    );
    expect(live.rows).toHaveLength(COPIES);
    expect(Number((await sql.query('SELECT count(*) AS n FROM orders')).rows[0].n)).toBe(COPIES);
    for (const w of won) {
      expect(live.rows.find((r) => r.book_id === w.bookId)).toEqual({ book_id: w.bookId, id: bodyOf(w.answer).insertedId, buyer_id: w.buyer.userId });
    }

    // Each winner pays: the intent from one process, the confirmation sent to both at once. Paid once, sold once.
    const payments = await Promise.all(
      won.map(async (w) => {
        const intent = await callJson(stores[w.process]!.url, 'POST', `/api/payments/intent/${bodyOf(w.answer).insertedId as string}`, {
          token: w.buyer.accessToken,
          body: {},
        });
        expect(intent.status, JSON.stringify(intent.body)).toBe(200);
        return Promise.all(
          stores.map((s) =>
            callJson(s.url, 'POST', '/api/payments/test/confirm', { token: w.buyer.accessToken, body: { clientSecret: bodyOf(intent).clientSecret, ...CARD } }),
          ),
        );
      }),
    );
    for (const pair of payments) {
      expect(pair.some((p) => p.status === 200)).toBe(true);
      for (const p of pair) {
        expect([200, 409], JSON.stringify(p.body)).toContain(p.status);
        expect(p.body).toMatchObject(
          p.status === 200 ? { acknowledged: true, status: 'succeeded' } : { message: 'This order is already paid.', code: 'CONFLICT' },
        );
      }
    }
    expect(
      (
        await sql.query(
          `SELECT o.id FROM orders o LEFT JOIN ledger_entries p ON p.order_id = o.id AND p.kind = 'charge' JOIN books b ON b.id = o.book_id WHERE o.status <> 'paid' OR p.id IS NULL OR b.status <> 'sold'`,
        )
      ).rows,
    ).toEqual([]);
    expect(Number((await sql.query(`SELECT count(*) AS n FROM ledger_entries WHERE kind = 'charge'`)).rows[0].n)).toBe(COPIES);

    console.log(
      `two processes: ${attempts.length} concurrent bookings in ${raceMs} ms, ${won.length} won ` +
        `(${won.filter((w) => w.process === 0).length} through the first process), ${lost.length} lost with a 409 ` +
        `(${lost.filter((l) => /already hold/.test(String(bodyOf(l.answer).message))).length} of them for the 5-bookings limit); ` +
        `${payments.flat().length} confirmations, ${payments.flat().filter((p) => p.status === 200).length} answered succeeded`,
    );
    const codes = await Promise.all(stores.map((s) => s.stop('SIGTERM')));
    expect(codes, stores.map((s) => s.output()).join('\n---\n')).toEqual([0, 0]);
  }, 60_000);
});
