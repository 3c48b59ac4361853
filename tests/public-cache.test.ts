import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook, addCategories } from './helpers/fixtures.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// A direct database change stands for a write made by another server process, which this
// process's cache cannot hear of: it shows once the entry's time is up.
let t: TestApp;
let seller: Member;
let buyer: Member;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_MS: '10000' });
  categoryId = (await addCategories(t.db, ['Fiction']))[0]!.id;
  [seller, buyer] = await Promise.all([member(t, 'seller'), member(t, 'buyer')]);
});
afterAll(() => t.close());

const get = async (url: string, who?: Member) => (await t.app.inject({ method: 'GET', url, headers: who ? bearer(who.accessToken) : {} })).json();
const advertisedIds = async () => (await get('/api/feature/books')).map((b: { _id: string }) => b._id);

describe('the cache of public reads', () => {
  it('serves a public read from memory until a write in this process, which every surface then sees at once', async () => {
    const id = await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'Cached Copy' });
    const before = await advertisedIds();
    await t.db.book.update({ where: { id }, data: { advertise: true } });
    expect(await advertisedIds()).toEqual(before);
    await t.db.book.update({ where: { id }, data: { advertise: false } });
    const res = await t.app.inject({ method: 'PATCH', url: `/api/book/feature/${id}`, headers: bearer(seller.accessToken) });
    expect(res.json()).toMatchObject({ modifiedCount: 1 });
    expect(await advertisedIds()).toContain(id);
    const viaTrpc = await t.app.inject({ method: 'GET', url: '/trpc/catalog.advertised' });
    expect(viaTrpc.json().result.data.map((b: { _id: string }) => b._id)).toContain(id);
  });

  it('answers a repeated REST read from memory with the same body and headers, for anyone, whatever token they send', async () => {
    const url = `/api/books/categoryId?id=fiction&limit=5`;
    const first = await t.app.inject({ method: 'GET', url });
    const again = await t.app.inject({ method: 'GET', url, headers: bearer(buyer.accessToken) });
    expect(again.body).toBe(first.body);
    for (const name of ['content-type', 'content-security-policy', 'x-content-type-options']) expect(again.headers[name]).toBe(first.headers[name]);
    // What is not a public read is never remembered.
    const mine = () => t.app.inject({ method: 'GET', url: `/api/books?email=${encodeURIComponent(seller.email)}`, headers: bearer(seller.accessToken) });
    const before = (await mine()).json().length;
    await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'Listed Elsewhere' });
    expect((await mine()).json()).toHaveLength(before + 1);
  });

  it('never answers what a signed-in user reads of their own, or what decides a booking', async () => {
    const id = await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'Sold Elsewhere' });
    expect(await get(`/api/book/${id}`)).toMatchObject({ status: 'available' });
    await t.db.book.update({ where: { id }, data: { status: 'sold' } });
    expect(await get(`/api/book/${id}`)).toMatchObject({ status: 'available' });
    const mine = await get(`/api/books?email=${encodeURIComponent(seller.email)}`, seller);
    expect(mine.find((b: { _id: string }) => b._id === id)).toMatchObject({ status: 'sold' });
    const booking = await t.app.inject({ method: 'POST', url: '/api/buyer-orders', headers: bearer(buyer.accessToken), payload: { bookPostingId: id, buyerPhone: '+8801711111111' } });
    expect(booking.json()).toMatchObject({ message: 'This book is sold.' });
  });

  it('keeps an entry no longer than PUBLIC_CACHE_MS', async () => {
    const short = await createTestApp({ PUBLIC_CACHE_MS: '100' });
    try {
      const [category] = await addCategories(short.db, ['History']);
      const read = async () => (await short.app.inject({ method: 'GET', url: '/api/categories' })).json().map((c: { category: string }) => c.category);
      expect(await read()).toEqual(['History']);
      await short.db.category.update({ where: { id: category!.id }, data: { name: 'World History' } });
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await read()).toEqual(['World History']);
    } finally {
      await short.close();
    }
  });
});
