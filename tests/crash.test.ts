import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '../server/db/client.ts';
import { addBook, addCategories } from './helpers/fixtures.ts';
import { memberOverHttp, type Member } from './helpers/identities.ts';
import { callJson, killStores, startStore, type JsonAnswer, type StoreProcess } from './helpers/server-process.ts';
import { openFreshDatabase, type FreshDatabase } from './helpers/test-app.ts';

/*
 * The store is killed (SIGKILL, no chance to clean up) in the middle of a burst of bookings and
 * payments, then started again on the same database: whatever was cut off, the database holds no
 * double booking, no paid order without its payment, and everything the store acknowledged.
 */

const LISTINGS = 20;
const BUYERS = 10;
/** Concurrent request loops per buyer: one buyer's own calls race each other too. */
const LOOPS_PER_BUYER = 2;
/** The kill comes once this many payments were acknowledged (or this many answers arrived). */
const KILL_AFTER_PAYMENTS = 5;
const KILL_AFTER_ANSWERS = 80;
const CARD = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' };

let database: FreshDatabase | undefined, databaseUrl: string, db: Db, sql: pg.Client, categoryId: string;
let store: StoreProcess, seller: Member, buyers: Member[];

beforeAll(async () => {
  database = await openFreshDatabase();
  ({ databaseUrl, db, sql } = database);
  store = await startStore({ databaseUrl, authEmulatorHost: inject('authEmulatorHost') });
  [seller, ...buyers] = await Promise.all([
    memberOverHttp(store.url, 'seller', 'crash-seller'),
    ...Array.from({ length: BUYERS }, (_, i) => memberOverHttp(store.url, 'buyer', `crash-buyer${i}`)),
  ]);
  categoryId = (await addCategories(db, ['Fiction']))[0]!.id;
}, 90_000);

afterAll(async () => {
  await killStores([store]);
  await database?.close();
});

/** A small deterministic shuffle, so every run races the same way until the kill. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const bodyOf = (a: JsonAnswer) => a.body as Record<string, unknown>;

describe('killing the store in the middle of bookings and payments', () => {
  it('loses nothing it acknowledged, holds no copy twice and no paid order without its payment; after a restart it takes bookings again', async () => {
    const books = await Promise.all(
      Array.from({ length: LISTINGS }, (_, i) =>
        addBook(db, { sellerId: seller.userId, categoryId, title: `Crash Copy ${i}`, priceMinor: 10_000 + i * 100, advertise: true }),
      ),
    );

    // What the store acknowledged before the kill, and what was in flight when it came.
    const ackedBookings: Array<{ orderId: string; bookId: string; buyer: Member }> = [];
    const ackedPayments = new Set<string>();
    const serverErrors: string[] = [];
    const unexpected: string[] = [];
    let answers = 0;
    const cut: Record<string, number> = {};
    let killed = false;
    let killedAt = 0;
    // Read through a call: another loop's answer may kill the store during any await, which a
    // narrowed `killed` would not show.
    const isKilled = () => killed;
    const started = Date.now();
    const kill = () => {
      if (isKilled()) return;
      killed = true;
      killedAt = Date.now();
      void store.stop('SIGKILL');
    };

    const call = async (method: string, url: string, buyer: Member, body?: unknown): Promise<JsonAnswer | null> => {
      if (isKilled()) return null;
      try {
        const answer = await callJson(store.url, method, url, { token: buyer.accessToken, body });
        if (isKilled()) {
          // Answered, but the kill may have come before the client read it: not counted either way.
          return answer;
        }
        answers++;
        if (answer.status >= 500) serverErrors.push(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
        if (answers >= KILL_AFTER_ANSWERS) kill();
        return answer;
      } catch {
        const kind = url.includes('/intent/') ? 'intent' : url.endsWith('/confirm') ? 'confirm' : 'booking';
        cut[kind] = (cut[kind] ?? 0) + 1;
        return null;
      }
    };

    const pay = async (buyer: Member, orderId: string, twice: boolean) => {
      const intent = await call('POST', `/api/payments/intent/${orderId}`, buyer, {});
      if (intent?.status !== 200) return;
      const confirm = () => call('POST', '/api/payments/test/confirm', buyer, { clientSecret: bodyOf(intent).clientSecret, ...CARD });
      // Every other order is confirmed twice at once, as a double-clicked Pay button would.
      const confirmations = await Promise.all(twice ? [confirm(), confirm()] : [confirm()]);
      for (const c of confirmations) {
        if (c?.status === 200 && !isKilled()) {
          expect(c.body).toEqual({ acknowledged: true, status: 'succeeded' });
          ackedPayments.add(orderId);
        } else if (c && c.status !== 200 && !(c.status === 409 && bodyOf(c).message === 'This order is already paid.')) {
          unexpected.push(`confirm ${orderId}: ${c.status} ${JSON.stringify(c.body)}`);
        }
      }
      if (ackedPayments.size >= KILL_AFTER_PAYMENTS) kill();
    };

    const loop = async (buyer: Member, seed: number) => {
      for (const bookId of shuffled(books, seed)) {
        if (isKilled()) return;
        const booked = await call('POST', '/api/buyer-orders', buyer, { bookPostingId: bookId, buyerPhone: '+8801711111111', buyerLocation: 'Dhaka' });
        if (!booked) return;
        if (booked.status === 200) {
          const orderId = bodyOf(booked).insertedId as string;
          if (!isKilled()) ackedBookings.push({ orderId, bookId, buyer });
          await pay(buyer, orderId, ackedBookings.length % 2 === 0);
        } else if (booked.status !== 409) {
          unexpected.push(`booking: ${booked.status} ${JSON.stringify(booked.body)}`);
        }
      }
    };

    await Promise.all(buyers.flatMap((buyer, b) => Array.from({ length: LOOPS_PER_BUYER }, (_, l) => loop(buyer, 7 + b * LOOPS_PER_BUYER + l))));
    kill(); // In case the burst ran out before reaching either threshold.
    await store.stop('SIGKILL');
    const burstMs = killedAt - started;

    expect(serverErrors).toEqual([]);
    expect(unexpected).toEqual([]);
    // The kill really came in the middle: some bookings and payments were acknowledged, some calls cut off.
    expect(ackedBookings.length).toBeGreaterThan(0);
    expect(ackedPayments.size).toBeGreaterThan(0);
    expect(Object.values(cut).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);

    // Same database, same data directory (so the same token secret), same port.
    const restartStarted = Date.now();
    store = await startStore({ databaseUrl, authEmulatorHost: inject('authEmulatorHost'), port: store.port, dataDir: store.dataDir });
    const restartMs = Date.now() - restartStarted;
    expect((await callJson(store.url, 'GET', '/healthz')).body).toEqual({ status: 'ok', database: 'up' });

    const rows = async <T extends pg.QueryResultRow>(text: string) => (await sql.query<T>(text)).rows;
    // No copy is held by two live orders, and a live order holds its own copy (a cancelled one none).
    expect(await rows(`SELECT book_id, count(*)::int AS n FROM orders WHERE status IN ('booked', 'paid') GROUP BY book_id HAVING count(*) > 1`)).toEqual([]);
    expect(
      await rows(
        `SELECT id FROM orders WHERE (status IN ('booked', 'paid') AND live_book_id IS DISTINCT FROM book_id) OR (status = 'cancelled' AND live_book_id IS NOT NULL)`,
      ),
    ).toEqual([]);
    // A paid order has exactly its payment, for its amount; a payment belongs to a paid order.
    expect(
      await rows(
        `SELECT o.id FROM orders o LEFT JOIN ledger_entries p ON p.order_id = o.id AND p.kind = 'charge' WHERE o.status = 'paid' AND (p.id IS NULL OR o.paid_at IS NULL)`,
      ),
    ).toEqual([]);
    // A charge the order could not take is allowed only with its refund.
    expect(
      await rows(`SELECT p.id FROM ledger_entries p JOIN orders o ON o.id = p.order_id LEFT JOIN ledger_entries r ON r.order_id = p.order_id AND r.kind = 'refund'
                  WHERE p.kind = 'charge' AND r.id IS NULL AND (o.status <> 'paid' OR p.amount_minor <> o.price_minor)`),
    ).toEqual([]);
    // A copy is sold exactly when it was paid for (nothing else sells one in this test), and leaves the advertisements.
    expect(await rows(`SELECT b.id FROM books b JOIN orders o ON o.book_id = b.id AND o.status = 'paid' WHERE b.status <> 'sold' OR b.advertise`)).toEqual([]);
    expect(
      await rows(`SELECT b.id FROM books b WHERE b.status = 'sold' AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.book_id = b.id AND o.status = 'paid')`),
    ).toEqual([]);

    const orders = new Map(
      (await rows<{ id: string; book_id: string; buyer_id: string; status: string }>('SELECT id, book_id, buyer_id, status FROM orders')).map((o) => [o.id, o]),
    );
    // Every acknowledged booking is there, for its copy and buyer, and still live; every acknowledged payment made its order paid.
    for (const { orderId, bookId, buyer } of ackedBookings) {
      expect(orders.get(orderId), orderId).toMatchObject({ book_id: bookId, buyer_id: buyer.userId, status: expect.stringMatching(/^(booked|paid)$/) });
    }
    for (const orderId of ackedPayments) expect(orders.get(orderId)?.status, orderId).toBe('paid');

    // After the restart: a booking left unpaid by the crash can still be paid, with the token issued before it.
    const leftUnpaid = [...orders.values()].find((o) => o.status === 'booked');
    if (leftUnpaid) {
      const buyer = buyers.find((b) => b.userId === leftUnpaid.buyer_id)!;
      const intent = await callJson(store.url, 'POST', `/api/payments/intent/${leftUnpaid.id}`, { token: buyer.accessToken, body: {} });
      expect(intent.status, JSON.stringify(intent.body)).toBe(200);
      const paid = await callJson(store.url, 'POST', '/api/payments/test/confirm', {
        token: buyer.accessToken,
        body: { clientSecret: bodyOf(intent).clientSecret, ...CARD },
      });
      expect(paid.body).toEqual({ acknowledged: true, status: 'succeeded' });
    }
    // A new buyer signs up and books a new listing.
    const newcomer = await memberOverHttp(store.url, 'buyer', 'after-crash');
    const fresh = await addBook(db, { sellerId: seller.userId, categoryId, title: 'Listed After The Crash' });
    const booked = await callJson(store.url, 'POST', '/api/buyer-orders', {
      token: newcomer.accessToken,
      body: { bookPostingId: fresh, buyerPhone: '+8801722222222' },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const book = await callJson(store.url, 'GET', `/api/book/${fresh}`);
    expect(book.body).toMatchObject({ status: 'available', booked: true });

    const statuses = [...orders.values()].reduce<Record<string, number>>((n, o) => ({ ...n, [o.status]: (n[o.status] ?? 0) + 1 }), {});
    console.log(
      `crash: ${answers} answers before the kill at ${burstMs} ms (${ackedBookings.length} bookings and ${ackedPayments.size} payments acknowledged), ` +
        `calls cut off ${JSON.stringify(cut)}; restart ${restartMs} ms; orders after restart ${JSON.stringify(statuses)}`,
    );
    expect(await store.stop('SIGTERM'), store.output()).toBe(0);
  }, 90_000);
});
