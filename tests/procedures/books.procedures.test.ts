import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook, NEW_LISTING } from '../helpers/fixtures.ts';
import { expectRefusal, type ProcedureStore, type StoreUser } from '../helpers/procedure-caller.ts';
import { procedureStoreWith } from '../helpers/shop.ts';
import { BUYER_CONTACT, orderAt } from '../helpers/procedure-orders.ts';

/** A seller's listings: who may list and change them, and the rules of price, status and advertising. */
let store: ProcedureStore, categoryId: string, seller: StoreUser, otherSeller: StoreUser, buyer: StoreUser, admin: StoreUser;
beforeAll(async () => ({ store, categoryId, seller, otherSeller, buyer, admin } = await procedureStoreWith(['seller', 'otherSeller', 'buyer', 'admin'])));
afterAll(() => store.close());

const listing = (title = 'A Listed Book') => addBook(store.db, { sellerId: seller.id, categoryId, title });
const bookRow = (id: string) => store.db.book.findUniqueOrThrow({ where: { id }, select: { status: true, advertise: true, priceMinor: true } });
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('listing a book', () => {
  it.each(['buyer', 'admin'] as const)('is for sellers: the %s is refused with "Only seller accounts can do this." and nothing is stored', async (role) => {
    const before = await store.db.book.count();
    await expectRefusal(store.as(role === 'buyer' ? buyer : admin).books.add(NEW_LISTING), 'FORBIDDEN', 'Only seller accounts can do this.');
    expect(await store.db.book.count()).toBe(before);
  });

  it('a visitor is asked to sign in first', async () => {
    await expectRefusal(store.anonymous().books.add(NEW_LISTING), 'UNAUTHORIZED', 'Sign in first: send Authorization: Bearer <token>.');
  });

  it("names every problem of a listing in one message and stores nothing; put right, the listing is the seller's, available", async () => {
    const before = await store.db.book.count();
    const refused = store.as(seller).books.add({ ...NEW_LISTING, book: ' ', phone: 'call me', price: '-3.50' });
    await expectRefusal(
      refused,
      'BAD_REQUEST',
      'Title is required; Price must be a positive amount, e.g. 350; Phone must be a phone number, e.g. +8801700000000',
    );
    expect(await store.db.book.count()).toBe(before);

    const { insertedId } = await store.as(seller).books.add({ ...NEW_LISTING, price: '3.50' });
    expect(await store.anonymous().catalog.book({ id: insertedId })).toMatchObject({
      book: NEW_LISTING.book,
      price: '3.50',
      priceMinor: 350,
      sellerId: seller.id,
      status: 'available',
      advertise: false,
      booked: false,
    });
  });
});

describe('changing the price', () => {
  it.each([
    ['0', 'Price must be more than zero'],
    ['-5', 'Price must be a positive amount, e.g. 350'],
    ['12.345', 'Price must be a positive amount with at most two decimals, e.g. 350 or 350.50'],
    [true, 'Price must be a number'],
  ] as const)('refuses the price %j with "%s", keeping the old one', async (price, message) => {
    const id = await listing();
    // A legacy client may send anything as the price (`true` included): the schema is what stops it.
    await expectRefusal(store.as(seller).books.price({ id, price: price as unknown as string }), 'BAD_REQUEST', message);
    expect((await bookRow(id)).priceMinor).toBe(35000);
  });

  it("is the book's seller's alone: another seller and an admin are refused, the price stays", async () => {
    const id = await listing();
    await expectRefusal(store.as(otherSeller).books.price({ id, price: '1' }), 'FORBIDDEN', 'Only the seller of this book can change it.');
    await expectRefusal(store.as(admin).books.price({ id, price: '1' }), 'FORBIDDEN', 'Only seller accounts can do this.');
    expect((await bookRow(id)).priceMinor).toBe(35000);
  });

  it('changes the listing but not a booking already made, and answers modifiedCount 0 for the same price', async () => {
    const id = await listing('Repriced');
    const { insertedId: orderId } = await store.as(buyer).orders.book({ bookPostingId: id, ...BUYER_CONTACT });
    expect(await store.as(seller).books.price({ id, price: '300.50' })).toMatchObject({ modifiedCount: 1 });
    expect(await store.anonymous().catalog.book({ id })).toMatchObject({ price: '300.50', priceMinor: 30050 });
    expect(await store.as(buyer).orders.byId({ id: orderId })).toMatchObject({ price: '350', priceMinor: 35000 });
    expect(await store.as(seller).books.price({ id, price: 300.5 })).toMatchObject({ modifiedCount: 0 });
  });

  it('is refused once the book is sold', async () => {
    const id = await listing();
    await store.as(seller).books.setStatus({ id, status: 'sold' });
    await expectRefusal(store.as(seller).books.price({ id, price: '200' }), 'CONFLICT', 'This book is sold: its price can no longer change.');
    expect((await bookRow(id)).priceMinor).toBe(35000);
  });
});

describe('status, advertising and removal', () => {
  it('a paid copy is sold and off the home page; it can be neither made available again nor advertised', async () => {
    const { bookId } = await orderAt(store, { buyer, seller, categoryId, stage: 'paid' });
    expect(await bookRow(bookId)).toMatchObject({ status: 'sold', advertise: false });
    await expectRefusal(
      store.as(seller).books.setStatus({ id: bookId, status: 'available' }),
      'CONFLICT',
      'This copy has been paid for; it cannot be made available again.',
    );
    await expectRefusal(store.as(seller).books.advertise({ id: bookId }), 'CONFLICT', 'A sold book cannot be advertised.');
    expect(await bookRow(bookId)).toMatchObject({ status: 'sold', advertise: false });
  });

  it('answers NOT_FOUND "There is no such book." for every change to a book that does not exist', async () => {
    const asSeller = store.as(seller);
    const changes = [
      () => asSeller.books.setStatus({ id: UNKNOWN, status: 'sold' }),
      () => asSeller.books.price({ id: UNKNOWN, price: '100' }),
      () => asSeller.books.advertise({ id: UNKNOWN }),
      () => asSeller.books.unadvertise({ id: UNKNOWN }),
      () => asSeller.books.remove({ id: UNKNOWN }),
    ];
    for (const change of changes) await expectRefusal(change(), 'NOT_FOUND', 'There is no such book.');
  });

  it('another seller can neither mark it sold nor advertise it; it stays as it was', async () => {
    const id = await listing('Still Yours');
    const asOther = store.as(otherSeller).books;
    for (const change of [() => asOther.setStatus({ id, status: 'sold' }), () => asOther.advertise({ id }), () => asOther.unadvertise({ id })]) {
      await expectRefusal(change(), 'FORBIDDEN', 'Only the seller of this book can change it.');
    }
    expect(await store.anonymous().catalog.book({ id })).toMatchObject({ status: 'available', advertise: false });
  });

  it('another seller cannot remove a listing; it stays listed', async () => {
    const id = await listing('Not Yours');
    await expectRefusal(store.as(otherSeller).books.remove({ id }), 'FORBIDDEN', 'Only the seller of this book can change it.');
    expect(await store.anonymous().catalog.book({ id })).toMatchObject({ book: 'Not Yours' });
  });

  it("removing one's booked listing cancels the booking and tells the buyer why; the order keeps its copy of the book", async () => {
    const { orderId, bookId } = await orderAt(store, { buyer, seller, categoryId, title: 'Withdrawn Book' });
    expect(await store.as(seller).books.remove({ id: bookId })).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await store.as(buyer).orders.byId({ id: orderId })).toMatchObject({
      state: 'cancelled',
      cancelReason: 'The listing was removed.',
      bookPostingId: null,
      book: 'Withdrawn Book',
    });
    expect((await store.as(buyer).users.notifications()).find((n) => n.orderId === orderId)).toMatchObject({
      kind: 'order_cancelled',
      message: 'The booking of “Withdrawn Book” was cancelled: The listing was removed.',
    });
    // The seller removed it themselves: nobody tells them, and nothing is audited.
    expect(await store.db.notification.findMany({ where: { userId: seller.id, bookId }, select: { kind: true } })).toEqual([{ kind: 'order_booked' }]);
    expect(await store.db.auditEvent.count({ where: { targetId: bookId } })).toBe(0);
  });
});

describe("a seller's own list", () => {
  it("is theirs and the admins' to read: another seller is refused, and a buyer has none", async () => {
    await expectRefusal(store.as(otherSeller).books.mine({ email: seller.email }), 'FORBIDDEN', 'You can only list your own books.');
    await expectRefusal(store.as(buyer).books.mine({ email: buyer.email }), 'FORBIDDEN', 'Only seller or admin accounts can do this.');
    expect((await store.as(admin).books.mine({ email: seller.email })).every((b) => b.addedBy === seller.email)).toBe(true);
  });

  it('shows who holds each copy, and pages newest first by cursor', async () => {
    const shop = await store.signUp('seller', 'paged-shop');
    const [older, newer] = [
      await addBook(store.db, { sellerId: shop.id, categoryId, title: 'Older' }),
      await addBook(store.db, { sellerId: shop.id, categoryId, title: 'Newer' }),
    ];
    await store.db.book.update({ where: { id: older }, data: { createdAt: new Date(Date.now() - 60_000) } });
    const { insertedId: orderId } = await store.as(buyer).orders.book({ bookPostingId: newer, ...BUYER_CONTACT });

    const asShop = store.as(shop);
    const [first] = await asShop.books.mine({ email: shop.email, limit: 1 });
    expect(first).toMatchObject({
      _id: newer,
      hidden: false,
      sale: {
        orderId,
        status: 'booked',
        state: 'booked',
        buyerEmail: buyer.email,
        buyerPhone: BUYER_CONTACT.buyerPhone,
        buyerLocation: BUYER_CONTACT.buyerLocation,
      },
    });
    const next = await asShop.books.mine({ email: shop.email, limit: 1, cursor: first!._id });
    expect(next.map((b) => [b._id, b.sale])).toEqual([[older, null]]);
  });
});
