import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, member, type Member } from './helpers/identities.ts';
import type { TestApp } from './helpers/test-app.ts';
import { appWith } from './helpers/shop.ts';

let t: TestApp, categoryId: string, seller: Member, buyer: Member, otherBuyer: Member;
beforeAll(async () => ({ t, categoryId, seller, buyer, otherBuyer } = await appWith(['seller', 'buyer', 'otherBuyer'])));
afterAll(() => t.close());

async function listing(title = 'Booked Copy', priceMinor = 35000) {
  const book = await t.db.book.create({
    data: {
      title,
      author: 'Some Author',
      priceMinor,
      condition: 'Good',
      phone: '+8801799999999',
      location: 'Sylhet',
      categoryId,
      imageUrl: '/images/c.webp',
      sellerId: seller.userId,
    },
    select: { id: true },
  });
  return book.id;
}

const order = (who: Member, body: object) => t.app.inject({ method: 'POST', url: '/api/buyer-orders', headers: bearer(who.accessToken), payload: body });
const book = (who: Member, bookPostingId: string) => order(who, { bookPostingId, buyerPhone: '+8801711111111', buyerLocation: 'Dhaka' });
const readBook = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/book/${id}` })).json();

describe('POST /api/buyer-orders', () => {
  it('books the copy with the book, price and seller taken from the database, not the body', async () => {
    const id = await listing();
    const res = await order(buyer, {
      bookPostingId: id,
      buyerPhone: '+8801711111111',
      buyerLocation: 'Dhaka',
      book: 'Fake title',
      resalePrice: '1',
      sellerEmail: 'evil@example.com',
      buyerEmail: 'someone@example.com',
      status: 'paid',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    const mine = await t.app.inject({ method: 'GET', url: `/api/buyer-orders?email=${encodeURIComponent(buyer.email)}`, headers: bearer(buyer.accessToken) });
    expect(mine.json()[0]).toMatchObject({
      _id: res.json().insertedId,
      bookPostingId: id,
      book: 'Booked Copy',
      author: 'Some Author',
      resalePrice: '350',
      price: '350',
      sellerEmail: seller.email,
      sellerPhone: '+8801799999999',
      sellerLocation: 'Sylhet',
      buyerEmail: buyer.email,
      buyerPhone: '+8801711111111',
      buyerLocation: 'Dhaka',
      status: 'booked',
      payment: false,
    });
    expect(await readBook(id)).toMatchObject({ status: 'available', booked: true });
    const featured = (await t.app.inject({ method: 'GET', url: '/api/feature/books' })).json().map((b: { _id: string }) => b._id);
    expect(featured).not.toContain(id);
  });

  it("refuses a second booking of a held copy, one's own listing, a sold book, and a missing phone", async () => {
    const id = await listing();
    expect((await book(buyer, id)).statusCode).toBe(200);
    const second = await book(otherBuyer, id);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Someone else has just booked this copy.');
    expect((await book(seller, id)).json().message).toBe('You cannot book your own listing.');
    const sold = await listing();
    await t.db.book.update({ where: { id: sold }, data: { status: 'sold' } });
    expect((await book(buyer, sold)).json()).toMatchObject({ message: 'This book is sold.' });
    const noPhone = await order(buyer, { bookPostingId: await listing() });
    expect(noPhone.statusCode).toBe(400);
    expect(JSON.stringify(noPhone.json())).toMatch(/Phone is required/);
    expect((await book(buyer, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('lets a buyer hold at most 5 unpaid bookings', async () => {
    const holder = await member(t, 'buyer', 'holder');
    for (let i = 0; i < 5; i++) expect((await book(holder, await listing(`Held ${i}`))).statusCode).toBe(200);
    const sixth = await book(holder, await listing('One too many'));
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toMatch(/already hold 5 unpaid bookings/);
  });

  it('frees the copy when the hold runs out: another buyer can book it, the first booking shows cancelled', async () => {
    const id = await listing();
    const first = (await book(buyer, id)).json().insertedId;
    await t.db.order.update({ where: { id: first }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await book(otherBuyer, id)).statusCode).toBe(200);
    const old = await t.app.inject({ method: 'GET', url: `/api/buyer-orders/${first}`, headers: bearer(buyer.accessToken) });
    expect(old.json()).toMatchObject({ status: 'cancelled', cancelReason: 'The booking expired before it was paid.', cancelReasonCode: 'expired' });
    const notes = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(buyer.accessToken) })).json();
    expect(notes.find((n: { orderId: string }) => n.orderId === first)).toMatchObject({
      kind: 'order_expired',
      message: 'The booking of “Booked Copy” was cancelled: The booking expired before it was paid.',
      read: false,
    });
    const read = await t.app.inject({ method: 'PATCH', url: '/api/notifications/read', headers: bearer(buyer.accessToken) });
    expect(read.json().modifiedCount).toBeGreaterThan(0);
    const after = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(buyer.accessToken) })).json();
    expect(after.every((n: { read: boolean }) => n.read)).toBe(true);
  });

  it('50 simultaneous bookings of one copy by 50 buyers: exactly one order, 49 clear refusals, no 5xx', async () => {
    const buyers = await Promise.all(Array.from({ length: 50 }, (_, i) => member(t, 'buyer', `rush${i}`)));
    const id = await listing('Last Copy');
    const answers = await Promise.all(buyers.map((b) => book(b, id)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().message).toBe('Someone else has just booked this copy.');
    expect(await t.db.order.count({ where: { bookId: id } })).toBe(1);
  }, 60_000);
});

describe('reading and cancelling orders', () => {
  it('GET /api/buyer-orders/{id}: the buyer and the seller read it in the legacy shape; unknown is null', async () => {
    const id = (await book(buyer, await listing())).json().insertedId;
    const as = (who: Member, orderId = id) => t.app.inject({ method: 'GET', url: `/api/buyer-orders/${orderId}`, headers: bearer(who.accessToken) });
    expect((await as(buyer)).json()).toMatchObject({ _id: id, price: '350' });
    expect((await as(seller)).statusCode).toBe(200);
    expect((await as(buyer, '00000000-0000-4000-8000-000000000000')).body).toBe('null');
    expect((await as(buyer, 'nope')).statusCode).toBe(400);
  });

  it('PATCH /api/buyer-orders/cancel/{id}: the buyer cancels, the copy is free again', async () => {
    const copy = await listing();
    const id = (await book(buyer, copy)).json().insertedId;
    const cancel = (who: Member) => t.app.inject({ method: 'PATCH', url: `/api/buyer-orders/cancel/${id}`, headers: bearer(who.accessToken) });
    expect((await cancel(buyer)).json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1, upsertedId: null, upsertedCount: 0 });
    expect(await readBook(copy)).toMatchObject({ booked: false });
    expect((await book(otherBuyer, copy)).statusCode).toBe(200);
    expect((await cancel(buyer)).json().modifiedCount).toBe(0);
  });

  it('the seller sees who holds each copy in their own list, to hand it over', async () => {
    const copy = await listing('Handed Over');
    const id = (await book(buyer, copy)).json().insertedId;
    const list = await t.app.inject({ method: 'GET', url: `/api/books?email=${encodeURIComponent(seller.email)}`, headers: bearer(seller.accessToken) });
    const mine = list.json().find((b: { _id: string }) => b._id === copy);
    expect(mine.sale).toEqual({
      orderId: id,
      status: 'booked',
      state: 'booked',
      buyerEmail: buyer.email,
      buyerPhone: '+8801711111111',
      buyerLocation: 'Dhaka',
      bundleId: null,
    });
    const publicView = await readBook(copy);
    expect(publicView).not.toHaveProperty('sale');
  });

  it('a seller marking a booked copy sold cancels the booking, with the reason', async () => {
    const copy = await listing();
    const id = (await book(buyer, copy)).json().insertedId;
    const res = await t.app.inject({ method: 'PATCH', url: `/api/book/status/${copy}`, headers: bearer(seller.accessToken), payload: { status: 'sold' } });
    expect(res.statusCode).toBe(200);
    const o = await t.app.inject({ method: 'GET', url: `/api/buyer-orders/${id}`, headers: bearer(buyer.accessToken) });
    expect(o.json()).toMatchObject({ status: 'cancelled', cancelReason: 'The seller marked the book sold.', cancelReasonCode: 'markedSold' });
  });
});
