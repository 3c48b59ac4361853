import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook, addCategories } from './helpers/fixtures.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Member;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await addCategories(t.db, ['Fiction']))[0]!.id;
  admin = await member(t, 'admin');
});
afterAll(() => t.close());

const call = (who: Member | undefined, method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who ? bearer(who.accessToken) : {}, ...(payload && { payload }) });
const ids = (list: Array<{ _id: string }>) => list.map((x) => x._id);

/** A booked and a paid order of `buyer` on two copies of `seller`. */
async function bookedAndPaid(seller: Member, buyer: Member) {
  const [bookedCopy, paidCopy] = await Promise.all([
    addBook(t.db, { sellerId: seller.userId, categoryId, title: 'Still Booked', advertise: true }),
    addBook(t.db, { sellerId: seller.userId, categoryId, title: 'Already Paid' }),
  ]);
  const book = async (bookPostingId: string) =>
    (await call(buyer, 'POST', '/buyer-orders', { bookPostingId, buyerPhone: '+8801711111111' })).json().insertedId as string;
  const booked = await book(bookedCopy);
  const paid = await book(paidCopy);
  const { clientSecret } = (await call(buyer, 'POST', `/payments/intent/${paid}`, {})).json();
  const confirmed = await call(buyer, 'POST', '/payments/test/confirm', { clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' });
  expect(confirmed.json()).toEqual({ acknowledged: true, status: 'succeeded' });
  return { bookedCopy, paidCopy, booked, paid };
}

describe('GET /api/all-buyers and /api/all-sellers', () => {
  it("list each role's users in the legacy user shape, sellers with their status, newest first, a page at a time", async () => {
    const buyer = await member(t, 'buyer');
    const seller = await member(t, 'seller');
    const buyers = (await call(admin, 'GET', '/all-buyers')).json();
    const sellers = (await call(admin, 'GET', '/all-sellers')).json();
    expect(buyers[0]).toEqual({ _id: buyer.userId, name: 'buyer person', email: buyer.email, image: '', role: 'buyer' });
    // Plus, for the admin, the daily listing cap granted (null: the store's caps).
    expect(sellers[0]).toEqual({
      _id: seller.userId,
      name: 'seller person',
      email: seller.email,
      image: '',
      role: 'seller',
      status: 'unverified',
      listingCapPerDay: null,
    });
    expect(ids(buyers)).not.toContain(admin.userId);
    expect(ids(sellers)).not.toContain(buyer.userId);

    const older = await member(t, 'buyer', 'older');
    const newest = await member(t, 'buyer', 'newest');
    const first = (await call(admin, 'GET', '/all-buyers?limit=1')).json();
    const second = (await call(admin, 'GET', `/all-buyers?limit=1&cursor=${first[0]._id}`)).json();
    expect([...ids(first), ...ids(second)]).toEqual([newest.userId, older.userId]);
  });
});

describe('PATCH /api/seller/status/{id}', () => {
  it('verifies a seller whatever the body says; the badge shows on their books and the verified lookup finds them', async () => {
    const seller = await member(t, 'seller');
    const bookId = await addBook(t.db, { sellerId: seller.userId, categoryId });
    expect((await call(undefined, 'GET', `/book/${bookId}`)).json()).toMatchObject({ sellerVerified: false });
    const res = await call(admin, 'PATCH', `/seller/status/${seller.userId}`, { status: 0 });
    expect(res.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1, upsertedId: null, upsertedCount: 0 });
    expect((await call(undefined, 'GET', `/book/${bookId}`)).json()).toMatchObject({ sellerVerified: true });
    expect((await call(undefined, 'GET', `/seller/verified/${encodeURIComponent(seller.email)}`)).json()).toMatchObject({
      _id: seller.userId,
      status: 'verified',
    });
    expect((await call(admin, 'GET', '/all-sellers')).json()).toContainEqual(expect.objectContaining({ _id: seller.userId, status: 'verified' }));
    expect((await call(admin, 'PATCH', `/seller/status/${seller.userId}`)).json()).toMatchObject({ modifiedCount: 0 });
    const audit = await t.db.auditEvent.findMany({ where: { targetId: seller.userId }, select: { action: true, actorId: true, actorEmail: true } });
    expect(audit).toEqual([{ action: 'seller.verify', actorId: admin.userId, actorEmail: admin.email }]);
  });

  it('refuses buyers, unknown and malformed ids, and anyone but an admin', async () => {
    const buyer = await member(t, 'buyer');
    const seller = await member(t, 'seller');
    expect((await call(admin, 'PATCH', `/seller/status/${buyer.userId}`)).json()).toMatchObject({ message: 'Only sellers can be verified.' });
    expect((await call(admin, 'PATCH', '/seller/status/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call(admin, 'PATCH', '/seller/status/42')).statusCode).toBe(400);
    expect((await call(seller, 'PATCH', `/seller/status/${seller.userId}`, { status: 'verified' })).statusCode).toBe(403);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: seller.userId } })).sellerStatus).toBe('unverified');
  });
});

describe('DELETE /api/delete/user/{id}', () => {
  it('removes a seller: tokens stop working, the sign-in account is gone, the books leave every list, the buyer keeps their paid order', async () => {
    const seller = await member(t, 'seller', 'leaving-seller');
    const buyer = await member(t, 'buyer');
    const { bookedCopy, paidCopy, booked, paid } = await bookedAndPaid(seller, buyer);
    const reporter = await member(t, 'buyer', 'reporter');
    await call(reporter, 'POST', '/reports', { bookId: bookedCopy, reason: 'other' });

    const res = await call(admin, 'DELETE', `/delete/user/${seller.userId}`);
    expect(res.json()).toEqual({ acknowledged: true, deletedCount: 1 });

    expect((await call(seller, 'GET', '/me')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(seller.idToken) })).statusCode).toBe(401);
    await expect(t.deps.identity.auth.getUser(seller.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });

    for (const id of [bookedCopy, paidCopy]) expect((await call(undefined, 'GET', `/book/${id}`)).json()).toBeNull();
    const lists = [
      (await call(undefined, 'GET', '/books/categoryId?id=fiction')).json(),
      (await call(undefined, 'GET', '/feature/books')).json(),
      (await call(undefined, 'GET', '/books/search?q=Still')).json().items,
    ];
    for (const list of lists) expect(ids(list)).not.toContain(bookedCopy);
    expect(ids((await call(admin, 'GET', '/all-sellers')).json())).not.toContain(seller.userId);

    const orders = (await call(buyer, 'GET', `/buyer-orders?email=${encodeURIComponent(buyer.email)}`)).json();
    expect(orders).toContainEqual(expect.objectContaining({ _id: paid, book: 'Already Paid', sellerEmail: seller.email, payment: true, status: 'paid' }));
    expect(orders).toContainEqual(expect.objectContaining({ _id: booked, status: 'cancelled', cancelReason: 'The seller’s account was removed.' }));
    expect((await call(buyer, 'GET', `/buyer-orders/${paid}`)).json()).toMatchObject({ book: 'Already Paid', price: '350' });
    expect((await call(admin, 'GET', '/reported-items')).json().map((r: { bookId: string }) => r.bookId)).not.toContain(bookedCopy);

    const audit = await t.db.auditEvent.findFirstOrThrow({ where: { targetId: seller.userId }, select: { action: true, actorEmail: true, detail: true } });
    expect(audit).toEqual({ action: 'user.delete', actorEmail: admin.email, detail: { email: seller.email, role: 'seller' } });
  });

  it("removes a buyer: their booking frees its copy, and the seller still sees the paid sale with the buyer's contact", async () => {
    const seller = await member(t, 'seller');
    const buyer = await member(t, 'buyer', 'leaving-buyer');
    const { bookedCopy, paidCopy, paid } = await bookedAndPaid(seller, buyer);
    expect((await call(admin, 'DELETE', `/delete/user/${buyer.userId}`)).json()).toEqual({ acknowledged: true, deletedCount: 1 });

    expect((await call(undefined, 'GET', `/book/${bookedCopy}`)).json()).toMatchObject({ status: 'available', booked: false });
    expect(ids((await call(undefined, 'GET', '/feature/books')).json())).toContain(bookedCopy);
    const mine = (await call(seller, 'GET', `/books?email=${encodeURIComponent(seller.email)}`)).json();
    expect(mine.find((b: { _id: string }) => b._id === paidCopy).sale).toMatchObject({ orderId: paid, status: 'paid', buyerEmail: buyer.email });
    expect((await call(seller, 'GET', `/buyer-orders/${paid}`)).json()).toMatchObject({ buyerEmail: buyer.email, payment: true });
    expect(await t.db.ledgerEntry.count({ where: { orderId: paid, kind: 'charge' } })).toBe(1);
    expect(ids((await call(admin, 'GET', '/all-buyers')).json())).not.toContain(buyer.userId);
    await expect(t.deps.identity.auth.getUser(buyer.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('refuses to delete oneself, another admin, an unknown user, and anyone for a non-admin; nothing changes', async () => {
    const otherAdmin = await member(t, 'admin', 'other-admin');
    const buyer = await member(t, 'buyer');
    const seller = await member(t, 'seller');
    expect((await call(admin, 'DELETE', `/delete/user/${admin.userId}`)).json()).toMatchObject({ message: 'You cannot delete your own account.' });
    expect((await call(admin, 'DELETE', `/delete/user/${otherAdmin.userId}`)).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', '/delete/user/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call(seller, 'DELETE', `/delete/user/${buyer.userId}`)).statusCode).toBe(403);
    expect((await call(buyer, 'DELETE', `/delete/user/${buyer.userId}`)).statusCode).toBe(403);
    expect(await t.db.user.count({ where: { id: { in: [admin.userId, otherAdmin.userId, buyer.userId] } } })).toBe(3);
    expect((await call(buyer, 'GET', '/me')).statusCode).toBe(200);
  });
});

describe("admin actions on others' listings and orders", () => {
  it('are audited, and the seller hears when an admin removes a listing', async () => {
    const seller = await member(t, 'seller');
    const buyer = await member(t, 'buyer');
    const bookId = await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'Removed By Admin' });
    const orderBook = await addBook(t.db, { sellerId: seller.userId, categoryId });
    const orderId = (await call(buyer, 'POST', '/buyer-orders', { bookPostingId: orderBook, buyerPhone: '+8801711111111' })).json().insertedId;
    expect((await call(admin, 'DELETE', `/books/${bookId}`)).json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await call(admin, 'PATCH', `/buyer-orders/cancel/${orderId}`)).json()).toMatchObject({ modifiedCount: 1 });
    const audit = await t.db.auditEvent.findMany({ where: { targetId: { in: [bookId, orderId] } }, select: { action: true, targetType: true } });
    expect(audit.sort((a, b) => a.action.localeCompare(b.action))).toEqual([
      { action: 'book.delete', targetType: 'book' },
      { action: 'order.cancel', targetType: 'order' },
    ]);
    const notes = (await call(seller, 'GET', '/notifications')).json();
    expect(notes).toContainEqual(expect.objectContaining({ kind: 'listing_removed', message: 'Your listing “Removed By Admin” was removed by an admin.' }));
  });
});
