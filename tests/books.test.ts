import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type Member } from './helpers/identities.ts';
import type { TestApp } from './helpers/test-app.ts';
import { appWith } from './helpers/shop.ts';
import { NEW_LISTING } from './helpers/fixtures.ts';

let t: TestApp, seller: Member, otherSeller: Member, buyer: Member, admin: Member;
beforeAll(async () => {
  ({ t, seller, otherSeller, buyer, admin } = await appWith(['seller', 'otherSeller', 'buyer', 'admin'], { categories: ['Fiction', 'History'] }));
});
afterAll(() => t.close());

/** A new listing with the fields a legacy client also sent, which the server sets itself. */
const legacyBody = (over: Record<string, unknown> = {}) => ({
  ...NEW_LISTING,
  addedBy: 'someone-else@example.com',
  status: 'sold',
  advertise: true,
  ...over,
});

async function addViaRest(who: Member, over: Record<string, unknown> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/api/books', headers: bearer(who.accessToken), payload: legacyBody(over) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().insertedId as string;
}

const get = (url: string, who?: Member) => t.app.inject({ method: 'GET', url, headers: who ? bearer(who.accessToken) : {} });
const patch = (url: string, who: Member, payload?: object) =>
  t.app.inject({ method: 'PATCH', url, headers: bearer(who.accessToken), ...(payload && { payload }) });

describe('POST /api/books', () => {
  it('lists a book for the caller, ignoring addedBy, status and advertise from the body; answers { acknowledged, insertedId }', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/books', headers: bearer(seller.accessToken), payload: legacyBody() });
    expect(res.json()).toEqual({ acknowledged: true, insertedId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const book = (await get(`/api/book/${res.json().insertedId}`)).json();
    expect(book).toMatchObject({
      book: 'The Old Man and the Sea',
      price: '350',
      priceMinor: 35000,
      years: '3',
      categoryId: 'fiction',
      sellerId: seller.userId,
      status: 'available',
      advertise: false,
      booked: false,
    });
  });

  it('shows the card-sized thumbnail of an uploaded photo', async () => {
    const id = await addViaRest(seller, { image: '/images/0123456789abcdef0123456789abcdef.webp' });
    expect((await get(`/api/book/${id}`)).json().thumbnail).toBe(`${t.config.publicUrl}/images/0123456789abcdef0123456789abcdef-card.webp`);
  });

  it('a listing created through the legacy REST body and one through tRPC read back identically on both surfaces', async () => {
    const viaRest = await addViaRest(seller, { price: '199.50', years: 4 });
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/books.add',
      headers: bearer(seller.accessToken),
      payload: { ...legacyBody({ price: 199.5, years: '4' }) },
    });
    expect(trpc.statusCode, trpc.body).toBe(200);
    const viaTrpc = trpc.json().result.data.insertedId as string;
    const strip = (b: Record<string, unknown>) => ({ ...b, _id: undefined, createdAt: undefined });
    const restA = (await get(`/api/book/${viaRest}`)).json();
    const restB = (await get(`/api/book/${viaTrpc}`)).json();
    const trpcA = (await get(`/trpc/catalog.book?input=${encodeURIComponent(JSON.stringify({ id: viaRest }))}`)).json().result.data;
    expect(strip(restA)).toEqual(strip(restB));
    // The same but for the photo: REST gives our uploads absolute (see tests/rest-image-urls.test.ts).
    const absolute = (path: string) => `${t.config.publicUrl}${path}`;
    expect({ ...trpcA, image: absolute(trpcA.image), photos: trpcA.photos.map(absolute) }).toEqual(restA);
    expect(restA.price).toBe('199.50');
  });

  it.each([
    [{ price: '-5' }, /positive amount/],
    [{ price: '0' }, /more than zero/],
    [{ price: 'free' }, /positive amount/],
    [{ book: '' }, /Title is required/],
    [{ condition: 'Mint' }, /Excellent, Good or Fair/],
    [{ categoryId: 'Not A Slug' }, /categoryId/],
    [{ image: 'javascript:alert(1)' }, /uploaded image URL/],
    [{ years: 'many' }, /Years of use/],
  ])('refuses %j with a 400 message and stores nothing', async (over, message) => {
    const before = await t.db.book.count();
    const res = await t.app.inject({ method: 'POST', url: '/api/books', headers: bearer(seller.accessToken), payload: legacyBody(over) });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toMatch(message);
    expect(await t.db.book.count()).toBe(before);
  });

  it.each([
    ['no-such', 'REST'],
    ['1', 'REST'],
    ['1', 'tRPC'],
  ])('refuses the unknown category "%s" (%s) with a 400 message that lists the categories there are', async (categoryId, surface) => {
    const before = await t.db.book.count();
    const url = surface === 'REST' ? '/api/books' : '/trpc/books.add';
    const res = await t.app.inject({ method: 'POST', url, headers: bearer(seller.accessToken), payload: legacyBody({ categoryId }) });
    expect(res.statusCode).toBe(400);
    const message = surface === 'REST' ? res.json().message : res.json().error.message;
    // The legacy add-book form has its user type a category id: the answer names them, in the catalog's order.
    expect(message).toBe(`There is no category "${categoryId}". Categories: fiction, history`);
    expect(await t.db.book.count()).toBe(before);
  });
});

describe('the price when new', () => {
  const trpcBook = async (id: string) => (await get(`/trpc/catalog.book?input=${encodeURIComponent(JSON.stringify({ id }))}`)).json().result.data;

  it('is carried as given on REST and tRPC, and as null (nothing invented) when the seller gave none', async () => {
    const withIt = await addViaRest(seller, { price: '350', originalPrice: '550.50' });
    const without = await addViaRest(seller, { price: '350' });
    const empty = await addViaRest(seller, { price: '350', originalPrice: '' });
    expect((await get(`/api/book/${withIt}`)).json()).toMatchObject({ price: '350', originalPrice: '550.50', originalPriceMinor: 55050 });
    expect(await trpcBook(withIt)).toMatchObject({ originalPrice: '550.50', originalPriceMinor: 55050 });
    for (const id of [without, empty]) {
      expect((await get(`/api/book/${id}`)).json()).toMatchObject({ price: '350', originalPrice: null, originalPriceMinor: null });
      expect(await trpcBook(id)).toMatchObject({ originalPrice: null, originalPriceMinor: null });
    }
  });

  it.each([
    ['REST', '350'],
    ['REST', 300],
    ['tRPC', '349.99'],
  ])('is refused (%s) when it is not more than the price: %j against 350, with a 400 naming it', async (surface, originalPrice) => {
    const before = await t.db.book.count();
    const url = surface === 'REST' ? '/api/books' : '/trpc/books.add';
    const res = await t.app.inject({ method: 'POST', url, headers: bearer(seller.accessToken), payload: legacyBody({ price: '350', originalPrice }) });
    expect(res.statusCode).toBe(400);
    if (surface === 'REST') {
      expect(res.json().issues).toEqual([{ path: 'originalPrice', message: 'The price when new must be more than the resale price' }]);
    } else {
      expect(res.json().error.message).toMatch('The price when new must be more than the resale price');
    }
    expect(await t.db.book.count()).toBe(before);
  });

  it('is refused when it is not a price, in its own words', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/books', headers: bearer(seller.accessToken), payload: legacyBody({ originalPrice: 'new' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'originalPrice', message: 'Price when new must be a positive amount, e.g. 350' }]);
  });

  it('keeps a new resale price below it: 400 at or above it, the old price kept', async () => {
    const id = await addViaRest(seller, { price: '350', originalPrice: '500' });
    const refused = await patch(`/api/book/price/${id}`, seller, { price: '500' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The price must be less than the price when new (500).');
    expect((await patch(`/api/book/price/${id}`, seller, { price: '499' })).json().modifiedCount).toBe(1);
    expect((await get(`/api/book/${id}`)).json()).toMatchObject({ price: '499', originalPrice: '500' });
  });
});

describe('public reads', () => {
  it('GET /api/books/categoryId?id= returns every book of the category, sold ones included, newest first, as an array', async () => {
    const a = await addViaRest(seller, { categoryId: 'history', book: 'A' });
    const b = await addViaRest(otherSeller, { categoryId: 'history', book: 'B' });
    await patch(`/api/book/status/${a}`, seller, { status: 'sold' });
    const res = await get('/api/books/categoryId?id=history');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((x: { _id: string }) => x._id)).toEqual([b, a]);
    expect(res.json()[1].status).toBe('sold');
    const paged = await get(`/api/books/categoryId?id=history&limit=1&cursor=${b}`);
    expect(paged.json().map((x: { _id: string }) => x._id)).toEqual([a]);
  });

  it('GET /api/feature/books returns only available, advertised books', async () => {
    const advertised = await addViaRest(seller, { book: 'Advertised' });
    const soldOne = await addViaRest(seller, { book: 'Advertised then sold' });
    for (const id of [advertised, soldOne]) expect((await patch(`/api/book/feature/${id}`, seller)).statusCode).toBe(200);
    await patch(`/api/book/status/${soldOne}`, seller, { status: 'sold' });
    const ids = (await get('/api/feature/books')).json().map((x: { _id: string }) => x._id);
    expect(ids).toContain(advertised);
    expect(ids).not.toContain(soldOne);
  });

  it('GET /api/book/{id}: null for an unknown id, 400 for a malformed one', async () => {
    expect((await get('/api/book/00000000-0000-4000-8000-000000000000')).body).toBe('null');
    const bad = await get('/api/book/not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toMatch(/malformed/);
  });

  it('GET /api/seller/verified/{email}: the seller once verified, else null', async () => {
    expect((await get(`/api/seller/verified/${encodeURIComponent(seller.email)}`)).body).toBe('null');
    await t.db.user.update({ where: { id: seller.userId }, data: { sellerStatus: 'verified' } });
    const res = await get(`/api/seller/verified/${seller.email}`);
    expect(res.json()).toEqual({ _id: seller.userId, name: expect.any(String), email: seller.email, image: '', role: 'seller', status: 'verified' });
    expect((await get(`/api/seller/verified/${buyer.email}`)).body).toBe('null');
  });
});

describe("a seller's own books", () => {
  it("GET /api/books?email= lists the caller's books, and an admin reads anyone's", async () => {
    const mine = await addViaRest(otherSeller, { book: 'Mine' });
    const res = await get(`/api/books?email=${encodeURIComponent(otherSeller.email)}`, otherSeller);
    expect(res.json().map((b: { _id: string }) => b._id)).toContain(mine);
    expect(res.json().every((b: { addedBy: string }) => b.addedBy === otherSeller.email)).toBe(true);
    expect((await get(`/api/books?email=${encodeURIComponent(otherSeller.email)}`, admin)).statusCode).toBe(200);
  });

  it('status goes both ways and answers in the legacy update shape', async () => {
    const id = await addViaRest(seller);
    const sold = await patch(`/api/book/status/${id}`, seller, { status: 'sold' });
    expect(sold.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1, upsertedId: null, upsertedCount: 0 });
    expect((await patch(`/api/book/status/${id}`, seller, { status: 'sold' })).json().modifiedCount).toBe(0);
    expect((await patch(`/api/book/status/${id}`, seller, { status: 'available' })).json().modifiedCount).toBe(1);
    expect((await patch(`/api/book/status/${id}`, seller, { status: 'lost' })).statusCode).toBe(400);
  });

  it('a sold book cannot be advertised; advertising takes no body, as the legacy client sends it', async () => {
    const id = await addViaRest(seller);
    await patch(`/api/book/status/${id}`, seller, { status: 'sold' });
    const res = await patch(`/api/book/feature/${id}`, seller);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A sold book cannot be advertised.');
    await patch(`/api/book/status/${id}`, seller, { status: 'available' });
    expect((await patch(`/api/book/feature/${id}`, seller)).json().modifiedCount).toBe(1);
    expect((await patch(`/api/book/feature/remove/${id}`, seller)).json().modifiedCount).toBe(1);
    expect((await get(`/api/book/${id}`)).json().advertise).toBe(false);
  });

  it('an admin deletes a book in the legacy delete shape; then it is gone (null, 404)', async () => {
    const id = await addViaRest(seller);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/books/${id}`, headers: bearer(admin.accessToken) });
    expect(deleted.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await get(`/api/book/${id}`)).body).toBe('null');
    const again = await t.app.inject({ method: 'DELETE', url: `/api/books/${id}`, headers: bearer(seller.accessToken) });
    expect(again.statusCode).toBe(404);
  });
});
