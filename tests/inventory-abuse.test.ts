import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../server/config.ts';
import { addBook, addCategories, ageAccounts } from './helpers/fixtures.ts';
import { bearer, member, verifyEmail, type Member } from './helpers/identities.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let seller: Member;
let otherSeller: Member;
let categoryId: string;
let categorySlug: string;
const PER_SELLER = loadConfig({}).BOOKINGS_PER_SELLER;

beforeAll(async () => {
  // The default per-seller hold cap, which the other tests lift.
  t = await createTestApp({ LISTINGS_PER_HOUR: '2', LISTINGS_PER_DAY: '3', BOOKINGS_PER_SELLER: String(PER_SELLER) });
  const [category] = await addCategories(t.db, ['Abuse']);
  categoryId = category!.id;
  categorySlug = category!.slug;
  [seller, otherSeller] = await Promise.all([member(t, 'seller'), member(t, 'seller', 'other-seller')]);
});
afterAll(() => t.close());

const ORDER = { buyerPhone: '+8801700000000', buyerLocation: 'Dhaka' };
const bookRest = (who: Member, bookPostingId: string) =>
  t.app.inject({ method: 'POST', url: '/api/buyer-orders', headers: bearer(who.accessToken), payload: { bookPostingId, ...ORDER } });
const bookTrpc = (who: Member, bookPostingId: string) =>
  t.app.inject({ method: 'POST', url: '/trpc/orders.book', headers: bearer(who.accessToken), payload: { bookPostingId, ...ORDER } });
const reportRest = (who: Member, bookId: string) =>
  t.app.inject({ method: 'POST', url: '/api/reports', headers: bearer(who.accessToken), payload: { bookId, reason: 'counterfeit_or_scam' } });
const reportTrpc = (who: Member, bookId: string) =>
  t.app.inject({ method: 'POST', url: '/trpc/moderation.report', headers: bearer(who.accessToken), payload: { bookId, reason: 'counterfeit_or_scam' } });
const messageOf = (body: string) =>
  (JSON.parse(body) as { message?: string; error?: { message: string } }).message ?? (JSON.parse(body) as { error: { message: string } }).error.message;

describe('holding and hiding need a verified email', () => {
  it('refuses booking and reporting from an unverified account on REST and tRPC, and allows both once it is verified', async () => {
    const fresh = await member(t, 'buyer', 'unverified', { verified: false });
    const bookId = await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'Wanted Copy' });
    for (const res of [await bookRest(fresh, bookId), await bookTrpc(fresh, bookId), await reportRest(fresh, bookId), await reportTrpc(fresh, bookId)]) {
      expect(res.statusCode).toBe(403);
      expect(messageOf(res.body)).toMatch(
        new RegExp(`^Verify your email address to (book a copy|report a listing): follow the link we sent to ${fresh.email.replace(/\./g, '\\.')}`),
      );
    }
    expect(await t.db.order.count({ where: { buyerId: fresh.userId } })).toBe(0);
    expect(await t.db.report.count({ where: { reporterId: fresh.userId } })).toBe(0);

    // The owner follows the link; the web app renews its access token with the fresh ID token.
    const verified = await verifyEmail(fresh);
    const token = (await t.app.inject({ method: 'GET', url: `/api/jwt?email=${encodeURIComponent(fresh.email)}`, headers: bearer(verified.idToken) })).json()
      .accessToken as string;
    const now = { ...fresh, accessToken: token };
    expect((await bookRest(now, bookId)).statusCode).toBe(200);
    expect((await reportTrpc(now, bookId)).statusCode).toBe(200);
  });
});

describe('holds', () => {
  it(`lets one buyer hold at most ${PER_SELLER} unpaid copies of one seller, on REST and tRPC`, async () => {
    const buyer = await member(t, 'buyer', 'hoarder');
    const copies = await Promise.all([1, 2, 3].map((i) => addBook(t.db, { sellerId: seller.userId, categoryId, title: `Stock ${i}` })));
    expect((await bookRest(buyer, copies[0]!)).statusCode).toBe(200);
    expect((await bookTrpc(buyer, copies[1]!)).statusCode).toBe(200);
    for (const res of [await bookRest(buyer, copies[2]!), await bookTrpc(buyer, copies[2]!)]) {
      expect(res.statusCode).toBe(409);
      expect(messageOf(res.body)).toBe(`You already hold ${PER_SELLER} unpaid bookings from this seller: pay for or cancel one first.`);
    }
    // Another seller's copy is still fine, and a paid or cancelled booking frees the slot.
    const elsewhere = await addBook(t.db, { sellerId: otherSeller.userId, categoryId, title: 'Elsewhere' });
    expect((await bookRest(buyer, elsewhere)).statusCode).toBe(200);
    const first = await t.db.order.findFirstOrThrow({ where: { buyerId: buyer.userId, bookId: copies[0]! }, select: { id: true } });
    await t.app.inject({ method: 'PATCH', url: `/api/buyer-orders/cancel/${first.id}`, headers: bearer(buyer.accessToken) });
    expect((await bookRest(buyer, copies[2]!)).statusCode).toBe(200);
  });

  it('holds a copy for 24 hours by default', () => {
    expect(loadConfig({}).ORDER_HOLD_MINUTES).toBe(24 * 60);
  });
});

describe('reports from brand-new accounts', () => {
  it('reach the admin but cannot hide a listing; three established accounts can', async () => {
    const bookId = await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'Targeted Listing' });
    const throwaways = await Promise.all([1, 2, 3].map((i) => member(t, 'buyer', `throwaway-${i}`)));
    for (const who of throwaways) expect((await reportRest(who, bookId)).statusCode).toBe(200);
    const hidden = async () => (await t.db.book.findUniqueOrThrow({ where: { id: bookId }, select: { hiddenAt: true } })).hiddenAt !== null;
    expect(await hidden()).toBe(false);
    expect(await t.db.report.count({ where: { bookId, status: 'open' } })).toBe(3);

    const regulars = await Promise.all([1, 2, 3].map((i) => member(t, 'buyer', `regular-${i}`)));
    await ageAccounts(
      t.db,
      regulars.map((r) => r.userId),
    );
    expect((await reportRest(regulars[0]!, bookId)).statusCode).toBe(200);
    expect((await reportTrpc(regulars[1]!, bookId)).statusCode).toBe(200);
    expect(await hidden()).toBe(false);
    expect((await reportRest(regulars[2]!, bookId)).statusCode).toBe(200);
    expect(await hidden()).toBe(true);
  });
});

describe('listing caps', () => {
  const listing = (title: string) => ({
    book: title,
    author: 'A',
    price: '100',
    condition: 'Good',
    phone: '+8801700000000',
    location: 'Dhaka',
    categoryId: categorySlug,
    image: '/images/x.webp',
  });

  it('stop a seller at LISTINGS_PER_HOUR new books an hour and LISTINGS_PER_DAY a day, on REST and tRPC', async () => {
    const busy = await member(t, 'seller', 'busy');
    const rest = (title: string) => t.app.inject({ method: 'POST', url: '/api/books', headers: bearer(busy.accessToken), payload: listing(title) });
    const trpc = (title: string) => t.app.inject({ method: 'POST', url: '/trpc/books.add', headers: bearer(busy.accessToken), payload: listing(title) });
    const statuses = await Promise.all([rest('One'), trpc('Two'), rest('Three'), trpc('Four')]);
    expect(statuses.map((r) => r.statusCode).toSorted()).toEqual([200, 200, 429, 429]);
    expect(statuses.filter((r) => r.statusCode === 429).map((r) => messageOf(r.body))).toEqual([
      'You can list at most 2 an hour. Try again later.',
      'You can list at most 2 an hour. Try again later.',
    ]);

    // Deleting a listing does not give its place back.
    const [first] = await t.db.book.findMany({ where: { sellerId: busy.userId }, select: { id: true } });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/books/${first!.id}`, headers: bearer(busy.accessToken) })).statusCode).toBe(200);
    expect((await rest('Again')).statusCode).toBe(429);

    // Two hours later the hourly allowance is back, but the day allows three.
    await t.db.listingCreation.updateMany({ where: { sellerId: busy.userId }, data: { createdAt: new Date(Date.now() - 2 * 3_600_000) } });
    expect((await rest('Five')).statusCode).toBe(200);
    const overDay = await trpc('Six');
    expect(overDay.statusCode).toBe(429);
    expect(messageOf(overDay.body)).toBe('You can list at most 3 a day. Try again later.');
    expect(await t.db.book.count({ where: { sellerId: busy.userId } })).toBe(2);

    // A day later the day's allowance is back too.
    await t.db.listingCreation.updateMany({ where: { sellerId: busy.userId }, data: { createdAt: new Date(Date.now() - 25 * 3_600_000) } });
    expect((await trpc('Seven')).statusCode).toBe(200);
    expect(await t.db.listingCreation.count({ where: { sellerId: busy.userId } })).toBe(1);
  });
});
