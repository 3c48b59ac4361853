import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { idempotently } from '../server/http/idempotency.ts';
import { purgeExpiredIdempotencyKeys } from '../server/services/idempotency-keys.ts';
import { releaseExpiredBookings } from '../server/services/orders.ts';
import { addBook, ageAccounts } from './helpers/fixtures.ts';
import { bearer, type Member } from './helpers/identities.ts';
import type { TestApp } from './helpers/test-app.ts';
import { appWith } from './helpers/shop.ts';

let t: TestApp, categoryId: string, seller: Member, buyer: Member, otherBuyer: Member;
let sql: pg.Client;

beforeAll(async () => {
  ({ t, categoryId, seller, buyer, otherBuyer } = await appWith(['seller', 'buyer', 'otherBuyer']));
  sql = new pg.Client({ connectionString: t.databaseUrl });
  await sql.connect();
  // Reports from accounts younger than a day are refused; these ones report.
  await ageAccounts(t.db, [buyer.userId, otherBuyer.userId]);
});
// A buyer holds at most 5 unpaid bookings: each test starts with none.
beforeEach(async () => {
  await t.db.order.updateMany({ where: { status: 'booked' }, data: { expiresAt: new Date(Date.now() - 1000) } });
  await releaseExpiredBookings(t.db);
});
afterAll(async () => {
  await sql.end();
  await t.close();
});

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

let keys = 0;
/** A key no other test uses. */
const newKey = () => `test-key-${Date.now()}-${keys++}`;

const post = (who: Member, url: string, payload: object, key?: string) =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(who.accessToken), ...(key !== undefined && { 'idempotency-key': key }) }, payload });
const book = (who: Member, bookPostingId: string, key?: string, buyerPhone = '+8801711111111') =>
  post(who, '/api/buyer-orders', { bookPostingId, buyerPhone, buyerLocation: 'Dhaka' }, key);
const listing = (title = 'Idempotent Copy') => addBook(t.db, { sellerId: seller.userId, categoryId, title });
const ordersOf = (bookId: string) => t.db.order.count({ where: { bookId } });

/** Runs `during` while holding the buyer's booking lock (see bookCopy), so their bookings wait inside its transaction. */
async function holdingBookingLock<T>(who: Member, during: () => Promise<T>): Promise<T> {
  await sql.query('BEGIN');
  try {
    await sql.query('SELECT pg_advisory_xact_lock(hashtext($1))', [who.userId]);
    return await during();
  } finally {
    await sql.query('ROLLBACK');
  }
}

/** What a client compares of two answers: status, content type and JSON. */
const seen = (res: Answer) => ({ status: res.statusCode, type: res.headers['content-type'], body: res.json<unknown>() });

describe('POST /api/buyer-orders with an Idempotency-Key', () => {
  it('books once: the retry gets the first answer again, marked as replayed', async () => {
    const id = await listing();
    const key = newKey();
    const first = await book(buyer, id, key);
    const retry = await book(buyer, id, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(seen(retry)).toEqual(seen(first));
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await ordersOf(id)).toBe(1);
  });

  it('the same body with its keys in another order is the same request', async () => {
    const id = await listing();
    const key = newKey();
    const first = await post(buyer, '/api/buyer-orders', { bookPostingId: id, buyerPhone: '+8801711111111', buyerLocation: 'Dhaka' }, key);
    const retry = await post(buyer, '/api/buyer-orders', { buyerLocation: 'Dhaka', buyerPhone: '+8801711111111', bookPostingId: id }, key);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
  });

  it('refuses the key with another body, or on another operation (422), and creates nothing', async () => {
    const [id, other] = [await listing(), await listing()];
    const key = newKey();
    expect((await book(buyer, id, key)).statusCode).toBe(200);
    for (const reused of [
      await book(buyer, id, key, '+8801722222222'),
      await book(buyer, other, key),
      await post(buyer, '/api/reports', { bookId: other, reason: 'other' }, key),
    ]) {
      expect(reused.statusCode).toBe(422);
      expect(reused.json()).toEqual({ message: 'This Idempotency-Key was already used with a different request.', code: 'UNPROCESSABLE_CONTENT' });
    }
    expect(await ordersOf(id)).toBe(1);
    expect(await ordersOf(other)).toBe(0);
    expect(await t.db.report.count({ where: { bookId: other } })).toBe(0);
  });

  it("keeps each user's keys apart: another user's same key books their own copy", async () => {
    const key = newKey();
    const [mine, theirs] = [await listing(), await listing()];
    const first = await book(buyer, mine, key);
    const other = await book(otherBuyer, theirs, key);
    expect(other.statusCode, other.body).toBe(200);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.json().insertedId).not.toBe(first.json().insertedId);
    expect([await ordersOf(mine), await ordersOf(theirs)]).toEqual([1, 1]);
  });

  it("answers 409 to a retry while the first call is still running, then replays the first call's answer", async () => {
    const id = await listing();
    const key = newKey();
    let first!: Promise<Answer>;
    const meanwhile = await holdingBookingLock(buyer, async () => {
      first = book(buyer, id, key);
      await expect.poll(async () => (await sql.query('SELECT state FROM idempotency_keys WHERE key = $1', [key])).rows[0]?.state).toBe('pending');
      return book(buyer, id, key);
    });
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json()).toEqual({ message: 'A request with this Idempotency-Key is still being processed.', code: 'CONFLICT' });
    expect((await first).statusCode).toBe(200);
    const after = await book(buyer, id, key);
    expect(after.headers['idempotent-replayed']).toBe('true');
    expect(after.json()).toEqual((await first).json());
    expect(await ordersOf(id)).toBe(1);
  });

  it('of ten simultaneous calls with one key, one books; the others hear its answer or 409', async () => {
    const id = await listing();
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => book(buyer, id, key)));
    const fresh = answers.filter((a) => a.statusCode === 200 && !a.headers['idempotent-replayed']);
    expect(fresh).toHaveLength(1);
    for (const a of answers.filter((x) => x !== fresh[0])) {
      if (a.statusCode === 409) expect(a.json().code).toBe('CONFLICT');
      else expect(seen(a)).toEqual(seen(fresh[0]!));
    }
    expect(await ordersOf(id)).toBe(1);
  });

  it('forgets a key after 24 hours: the same call then runs again; the sweep deletes old keys', async () => {
    const id = await listing();
    const key = newKey();
    const first = await book(buyer, id, key);
    await t.app.inject({ method: 'PATCH', url: `/api/buyer-orders/cancel/${first.json().insertedId}`, headers: bearer(buyer.accessToken) });
    await sql.query(`UPDATE idempotency_keys SET created_at = now() - interval '24 hours 1 minute' WHERE key = $1`, [key]);
    const later = await book(buyer, id, key);
    expect(later.statusCode, later.body).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json().insertedId).not.toBe(first.json().insertedId);
    expect(await ordersOf(id)).toBe(2);

    await sql.query(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = $1`, [key]);
    expect(await purgeExpiredIdempotencyKeys(t.db)).toBeGreaterThanOrEqual(1);
    expect((await sql.query('SELECT 1 FROM idempotency_keys WHERE key = $1', [key])).rowCount).toBe(0);
  });

  it('remembers a refusal (4xx) like any answer', async () => {
    const id = await listing();
    await t.db.book.update({ where: { id }, data: { status: 'sold' } });
    const key = newKey();
    const first = await book(buyer, id, key);
    await t.db.book.update({ where: { id }, data: { status: 'available' } });
    const retry = await book(buyer, id, key);
    expect(first.json().message).toBe('This book is sold.');
    expect(seen(retry)).toEqual(seen(first));
    expect(retry.headers['idempotent-replayed']).toBe('true');
  });

  it('refuses a key that is empty, too long or not printable ASCII (400), and books nothing', async () => {
    const id = await listing();
    for (const key of ['', 'k'.repeat(256), 'clé', 'tab\there']) {
      const res = await book(buyer, id, key);
      expect(res.statusCode, JSON.stringify(key)).toBe(400);
      expect(res.json()).toEqual({ message: 'The Idempotency-Key header must be 1 to 255 printable ASCII characters.', code: 'BAD_REQUEST' });
    }
    expect(await ordersOf(id)).toBe(0);
    expect((await book(buyer, id, 'k'.repeat(255))).statusCode).toBe(200);
  });

  it('stores nothing for a caller who is not signed in: the answer is the 401', async () => {
    const key = newKey();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/buyer-orders',
      headers: { authorization: 'Bearer forged', 'idempotency-key': key },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
    expect((await sql.query('SELECT 1 FROM idempotency_keys WHERE key = $1', [key])).rowCount).toBe(0);
  });
});

describe('a call that fails on our side (5xx)', () => {
  it('lets go of its key, so the retry runs again', async () => {
    const key = newKey();
    const call = {
      method: 'POST',
      url: '/api/buyer-orders',
      headers: { 'idempotency-key': key },
      body: { bookPostingId: 'x' },
      caller: () => t.deps.authenticator.authenticate(`Bearer ${buyer.accessToken}`),
    };
    const deps = { db: t.db, log: t.app.log };
    const failed = { status: 500, headers: { 'content-type': 'application/json' }, body: '{"message":"Something went wrong"}' };
    expect(await idempotently(deps, call, () => Promise.resolve(failed))).toEqual(failed);
    expect((await sql.query('SELECT 1 FROM idempotency_keys WHERE key = $1', [key])).rowCount).toBe(0);
    const ran = { status: 200, headers: { 'content-type': 'application/json' }, body: '{"acknowledged":true}' };
    expect(await idempotently(deps, call, () => Promise.resolve(ran))).toEqual(ran);
    expect((await idempotently(deps, call, () => Promise.resolve(failed))).headers['idempotent-replayed']).toBe('true');
  });
});

describe('the other creating POSTs honour an Idempotency-Key', () => {
  it('POST /api/books lists the book once', async () => {
    const key = newKey();
    const body = {
      book: 'Listed Once',
      author: 'A',
      price: '350',
      condition: 'Good',
      years: '1',
      phone: '+8801711111111',
      location: 'Dhaka',
      categoryId: 'fiction',
      image: '/images/a.webp',
    };
    const [first, retry] = [await post(seller, '/api/books', body, key), await post(seller, '/api/books', body, key)];
    expect(first.statusCode, first.body).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await t.db.book.count({ where: { title: 'Listed Once' } })).toBe(1);
  });

  it('POST /api/reports reports once, and the retry hears the first answer rather than "already reported"', async () => {
    const id = await listing();
    const key = newKey();
    const body = { bookId: id, reason: 'counterfeit_or_scam', note: 'Photocopied pages' };
    const [first, retry] = [await post(buyer, '/api/reports', body, key), await post(buyer, '/api/reports', body, key)];
    expect(first.statusCode, first.body).toBe(200);
    expect(seen(retry)).toEqual(seen(first));
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await t.db.report.count({ where: { bookId: id } })).toBe(1);
  });

  it('POST /api/payments/intent/{id} and POST /api/payments/test/confirm: one intent answer, one payment', async () => {
    const orderId = (await book(buyer, await listing())).json().insertedId as string;
    const intentKey = newKey();
    const intent = await post(buyer, `/api/payments/intent/${orderId}`, {}, intentKey);
    const intentAgain = await post(buyer, `/api/payments/intent/${orderId}`, {}, intentKey);
    expect(intentAgain.headers['idempotent-replayed']).toBe('true');
    expect(intentAgain.json()).toEqual(intent.json());
    // The path is part of the request: the key cannot be reused for another order.
    const otherOrder = (await book(buyer, await listing())).json().insertedId as string;
    expect((await post(buyer, `/api/payments/intent/${otherOrder}`, {}, intentKey)).statusCode).toBe(422);

    const key = newKey();
    const card = { clientSecret: intent.json().clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
    const [paid, retry] = [await post(buyer, '/api/payments/test/confirm', card, key), await post(buyer, '/api/payments/test/confirm', card, key)];
    expect(paid.json()).toEqual({ acknowledged: true, status: 'succeeded' });
    expect(seen(retry)).toEqual(seen(paid));
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await t.db.ledgerEntry.count({ where: { orderId, kind: 'charge' } })).toBe(1);
  });
});
