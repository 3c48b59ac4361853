import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertBackInStock, alertNewListing, alertPriceDrop, matchingSearches } from '../server/services/alerts.ts';
import { addCategories } from './helpers/fixtures.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Wishlists and saved searches: who is told when a listing appears, drops in price or can be booked
 * again. The events add their jobs through triggers; here the jobs' work is called directly.
 */
let t: TestApp;
let seller: Member;

beforeAll(async () => {
  t = await createTestApp();
  await addCategories(t.db, ['Classics', 'Travel']);
  seller = await member(t, 'seller');
});
afterAll(() => t.close());

type Answer = { status: number; body: Record<string, unknown> & unknown[] };
const rest = async (method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE', url: string, who: Member, payload?: object): Promise<Answer> => {
  const res = await t.app.inject({ method, url: `/api${url}`, headers: bearer(who.accessToken), ...(payload && { payload }) });
  return { status: res.statusCode, body: res.json() };
};
/** A listing through the API, as a seller makes one (so its trigger adds the alert job). */
async function list(title: string, author: string, fields: Record<string, string> = {}) {
  const listed = await rest('POST', '/books', seller, {
    book: title,
    author,
    price: '350',
    condition: 'Good',
    phone: '+8801700000001',
    location: 'Dhaka, Mirpur',
    categoryId: 'classics',
    image: '/images/c.webp',
    ...fields,
  });
  expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  return listed.body.insertedId as string;
}
/** The pending jobs of this kind for this book (the triggers key them `<kind>:<book>`). */
const KEYS = { 'alerts:new_listing': 'listing', 'alerts:price_drop': 'price', 'alerts:back_in_stock': 'available' } as const;
const jobsFor = async (task: keyof typeof KEYS, bookId: string) =>
  (
    await t.db.$queryRaw<
      Array<{ n: number }>
    >`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = ${task} AND key = ${`${KEYS[task]}:${bookId}`}`
  )[0]!.n;
/** A user's alerts of a kind, their words with the currency's no-break space read as a space. */
const alertsOf = async (who: Member, kind: string) =>
  (await t.db.notification.findMany({ where: { userId: who.userId, kind }, select: { message: true, bookId: true } })).map((n) => ({
    ...n,
    message: n.message.replace(/\u00a0/g, ' '),
  }));

describe('the wishlist', () => {
  it('tells those who saved a book when it drops in price, once, and nobody else', async () => {
    const [saver, other] = await Promise.all([member(t, 'buyer', 'price-saver'), member(t, 'buyer', 'price-other')]);
    const bookId = await list('Cheaper Classic', 'An Author');
    await rest('PUT', `/wishlist/${bookId}`, saver);
    expect((await rest('PATCH', `/book/price/${bookId}`, seller, { price: '400' })).status).toBe(200);
    expect(await jobsFor('alerts:price_drop', bookId)).toBe(0);
    expect((await rest('PATCH', `/book/price/${bookId}`, seller, { price: '300' })).body).toMatchObject({ modifiedCount: 1 });
    expect(await jobsFor('alerts:price_drop', bookId)).toBe(1);

    const drop = { bookId, priceMinor: 30000, wasMinor: 40000 };
    expect(await alertPriceDrop(t.deps, drop)).toBe(1);
    expect(await alertPriceDrop(t.deps, drop)).toBe(0);
    expect(await alertsOf(saver, 'price_drop')).toEqual([{ message: '“Cheaper Classic”, which you saved, is now BDT 300 (was BDT 400).', bookId }]);
    expect(await alertsOf(other, 'price_drop')).toEqual([]);
    expect(await alertsOf(seller, 'price_drop')).toEqual([]);
  });

  it('tells them when a copy can be booked again: its booking ended, or its seller listed it again', async () => {
    const [saver, booker] = await Promise.all([member(t, 'buyer', 'stock-saver'), member(t, 'buyer', 'stock-booker')]);
    const bookId = await list('Returning Classic', 'An Author');
    await rest('PUT', `/wishlist/${bookId}`, saver);
    const orderId = (await rest('POST', '/buyer-orders', booker, { bookPostingId: bookId, buyerPhone: '+8801711111111' })).body.insertedId as string;
    expect(await alertBackInStock(t.deps, bookId)).toBe(0);
    await rest('PATCH', `/buyer-orders/cancel/${orderId}`, booker);
    expect(await jobsFor('alerts:back_in_stock', bookId)).toBe(1);
    expect(await alertBackInStock(t.deps, bookId)).toBe(1);
    expect(await alertBackInStock(t.deps, bookId)).toBe(0);
    expect(await alertsOf(saver, 'back_in_stock')).toEqual([{ message: '“Returning Classic”, which you saved, can be booked again.', bookId }]);

    // Sold and listed again: a job again (said once an hour at most).
    await rest('PATCH', `/book/status/${bookId}`, seller, { status: 'sold' });
    await rest('PATCH', `/book/status/${bookId}`, seller, { status: 'available' });
    expect(await jobsFor('alerts:back_in_stock', bookId)).toBe(1);
    expect(await alertBackInStock(t.deps, bookId, new Date(Date.now() + 2 * 3_600_000))).toBe(1);
  });
});

describe('saved searches', () => {
  it('tell exactly the people whose search a new listing matches (prefixes, typos, filters), once each, and nobody else', async () => {
    const names = ['prefix', 'typo', 'twice', 'too-cheap', 'other-category', 'elsewhere', 'unrelated', 'excellent-only'] as const;
    const people = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await member(t, 'buyer', n)] as const))) as Record<
      (typeof names)[number],
      Member
    >;
    const save = (who: Member, body: object) => rest('POST', '/saved-searches', who, body).then((a) => expect(a.status, JSON.stringify(a.body)).toBe(200));
    await save(people.prefix, { q: 'pilgr progr' });
    await save(people.typo, { q: 'bunyon' });
    await save(people.twice, { q: 'pilgrim' });
    await save(people.twice, { q: 'progress bunyan', maxPrice: 400 });
    await save(people['too-cheap'], { q: 'pilgrim', maxPrice: 100 });
    await save(people['other-category'], { q: 'pilgrim', categoryId: 'travel' });
    await save(people.elsewhere, { q: 'pilgrim', location: 'Sylhet' });
    await save(people.unrelated, { q: 'zebra crossing' });
    await save(people['excellent-only'], { q: 'pilgrim', condition: 'Excellent' });
    await rest('POST', '/saved-searches', seller, { q: 'pilgrim' });

    const bookId = await list("The Pilgrim's Progress", 'John Bunyan');
    expect(await jobsFor('alerts:new_listing', bookId)).toBe(1);
    expect((await matchingSearches(t.db, bookId)).map((m) => m.userId).toSorted()).toEqual(
      [people.prefix, people.typo, people.twice].map((p) => p.userId).toSorted(),
    );
    expect(await alertNewListing(t.deps, bookId)).toBe(3);
    expect(await alertNewListing(t.deps, bookId)).toBe(0);
    for (const who of [people.prefix, people.typo, people.twice]) {
      expect(await alertsOf(who, 'search_alert')).toEqual([
        {
          bookId,
          message: expect.stringMatching(/^“The Pilgrim's Progress” by John Bunyan was just listed for BDT 350: it matches your saved search “.+”\.$/),
        },
      ]);
    }
    for (const who of [people['too-cheap'], people['other-category'], people.elsewhere, people.unrelated, people['excellent-only'], seller]) {
      expect(await alertsOf(who, 'search_alert')).toEqual([]);
    }
  });
});
