import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook } from '../helpers/fixtures.ts';
import { expectRefusal, type ProcedureStore, type StoreUser } from '../helpers/procedure-caller.ts';
import { procedureStoreWith } from '../helpers/shop.ts';
import { BUYER_CONTACT, GOOD_CARD, orderAt } from '../helpers/procedure-orders.ts';

/** Booking, cancelling, paying and the moves after payment: who may do what to an order, and when. */
let store: ProcedureStore, categoryId: string, seller: StoreUser, buyer: StoreUser, otherBuyer: StoreUser, admin: StoreUser;
beforeAll(async () => ({ store, categoryId, seller, buyer, otherBuyer, admin } = await procedureStoreWith(['seller', 'buyer', 'otherBuyer', 'admin'])));
afterAll(() => store.close());

const listing = (title = 'Booked Copy') => addBook(store.db, { sellerId: seller.id, categoryId, title });
const book = (who: StoreUser, bookPostingId: string) => store.as(who).orders.book({ bookPostingId, ...BUYER_CONTACT });
const ordersOn = (bookId: string) => store.db.order.count({ where: { bookId } });
const stateOf = async (id: string) => (await store.db.order.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;
const noticesAbout = async (who: StoreUser, orderId: string) =>
  await store.db.notification.findMany({ where: { userId: who.id, orderId }, select: { kind: true, message: true }, orderBy: { createdAt: 'asc' } });
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
/** A buyer of a test's own, for tests that leave a booking open (a buyer holds at most 5 unpaid bookings). */
const newBuyer = (label: string) => store.signUp('buyer', label);

/** A booking that is refused: by whom, of which book (made by `prepare`), and what they are told. */
type Refusal = { who: () => StoreUser; prepare: () => Promise<string>; code: TRPC_ERROR_CODE_KEY; message: string };

const refusals: Array<[what: string, Refusal]> = [
  ["one's own listing", { who: () => seller, prepare: listing, code: 'FORBIDDEN', message: 'You cannot book your own listing.' }],
  [
    'a sold copy',
    {
      who: () => buyer,
      prepare: async () => {
        const id = await listing();
        await store.as(seller).books.setStatus({ id, status: 'sold' });
        return id;
      },
      code: 'CONFLICT',
      message: 'This book is sold.',
    },
  ],
  [
    'a copy someone else holds',
    {
      who: () => buyer,
      prepare: async () => {
        const id = await listing();
        await book(otherBuyer, id);
        return id;
      },
      code: 'CONFLICT',
      message: 'Someone else has just booked this copy.',
    },
  ],
  [
    'a listing hidden by reports',
    {
      who: () => buyer,
      prepare: async () => {
        const id = await listing();
        await store.db.book.update({ where: { id }, data: { hiddenAt: new Date() } });
        return id;
      },
      code: 'NOT_FOUND',
      message: 'There is no such book.',
    },
  ],
  ['a listing that does not exist', { who: () => buyer, prepare: () => Promise.resolve(UNKNOWN), code: 'NOT_FOUND', message: 'There is no such book.' }],
];

describe('booking a copy', () => {
  it('needs an account: a visitor is asked to sign in, a sign-in without a record to finish signing up', async () => {
    const bookId = await listing();
    await expectRefusal(
      store.anonymous().orders.book({ bookPostingId: bookId, ...BUYER_CONTACT }),
      'UNAUTHORIZED',
      'Sign in first: send Authorization: Bearer <token>.',
    );
    await expectRefusal(
      store.signedInWithoutRecord().orders.book({ bookPostingId: bookId, ...BUYER_CONTACT }),
      'FORBIDDEN',
      'Finish signing up first: there is no account record for you yet.',
    );
    expect(await ordersOn(bookId)).toBe(0);
  });

  it.each(refusals)('refuses %s, booking nothing', async (_what, { who, prepare, code, message }) => {
    const bookId = await prepare();
    const before = await ordersOn(bookId);
    await expectRefusal(book(who(), bookId), code, message);
    expect(await ordersOn(bookId)).toBe(before);
  });

  it('a buyer who books a copy they already hold is refused, and keeps their one booking', async () => {
    const holder = await newBuyer('holder');
    const bookId = await listing();
    await book(holder, bookId);
    await expectRefusal(book(holder, bookId), 'CONFLICT', 'You have booked this copy already: it is in My Orders.');
    expect(await ordersOn(bookId)).toBe(1);
  });
});

describe('reading orders', () => {
  it("an order is its buyer's, its seller's and the admins' to read; anyone else is refused", async () => {
    const reader = await newBuyer('reader');
    const { orderId } = await orderAt(store, { buyer: reader, seller, categoryId });
    for (const who of [reader, seller, admin])
      expect(await store.as(who).orders.byId({ id: orderId })).toMatchObject({ _id: orderId, buyerEmail: reader.email });
    await expectRefusal(store.as(otherBuyer).orders.byId({ id: orderId }), 'FORBIDDEN', 'This is not your order.');
    expect(await store.as(reader).orders.byId({ id: UNKNOWN })).toBeNull();
  });

  it("a buyer lists only their own orders; an admin lists anyone's", async () => {
    const { orderId } = await orderAt(store, { buyer: otherBuyer, seller, categoryId });
    await expectRefusal(store.as(buyer).orders.mine({ email: otherBuyer.email }), 'FORBIDDEN', 'You can only list your own orders.');
    expect((await store.as(admin).orders.mine({ email: otherBuyer.email })).map((o) => o._id)).toContain(orderId);
  });
});

describe('cancelling a booking', () => {
  it('is for its buyer or an admin: another buyer and the seller are refused, and it stays booked', async () => {
    const { orderId } = await orderAt(store, { buyer: await newBuyer('keeper'), seller, categoryId });
    for (const who of [otherBuyer, seller])
      await expectRefusal(store.as(who).orders.cancel({ id: orderId }), 'FORBIDDEN', 'Only the buyer can cancel this order.');
    await expectRefusal(store.as(buyer).orders.cancel({ id: UNKNOWN }), 'NOT_FOUND', 'There is no such order.');
    expect(await stateOf(orderId)).toBe('booked');
  });

  it('by the buyer tells the seller (not the buyer) and frees the copy; cancelling again changes nothing', async () => {
    const { orderId, bookId } = await orderAt(store, { buyer, seller, categoryId, title: 'Changed Mind' });
    expect(await store.as(buyer).orders.cancel({ id: orderId })).toMatchObject({ modifiedCount: 1 });
    expect(await noticesAbout(seller, orderId)).toEqual([
      expect.objectContaining({ kind: 'order_booked' }),
      { kind: 'order_cancelled', message: 'The booking of “Changed Mind” was cancelled: Cancelled by the buyer.' },
    ]);
    expect(await noticesAbout(buyer, orderId)).toEqual([]);
    expect(await store.anonymous().catalog.book({ id: bookId })).toMatchObject({ booked: false });
    expect(await store.as(buyer).orders.cancel({ id: orderId })).toMatchObject({ modifiedCount: 0 });
  });

  it('by an admin tells both parties and is audited', async () => {
    const { orderId } = await orderAt(store, { buyer, seller, categoryId, title: 'Stopped Sale' });
    expect(await store.as(admin).orders.cancel({ id: orderId })).toMatchObject({ modifiedCount: 1 });
    const told = { kind: 'order_cancelled', message: 'The booking of “Stopped Sale” was cancelled: Cancelled by an admin.' };
    expect(await noticesAbout(buyer, orderId)).toEqual([told]);
    expect((await noticesAbout(seller, orderId)).at(-1)).toEqual(told);
    expect(await store.db.auditEvent.findMany({ where: { targetId: orderId }, select: { action: true, actorId: true } })).toEqual([
      { action: 'order.cancel', actorId: admin.id },
    ]);
  });

  it('is refused once the order is paid, to its buyer and to an admin', async () => {
    const { orderId } = await orderAt(store, { buyer, seller, categoryId, stage: 'paid' });
    for (const who of [buyer, admin])
      await expectRefusal(store.as(who).orders.cancel({ id: orderId }), 'CONFLICT', 'This order is paid; it can no longer be cancelled.');
    expect(await stateOf(orderId)).toBe('paid');
  });
});

describe('paying', () => {
  it("only the buyer starts a payment, for the order's own price in the store currency", async () => {
    const payer = await newBuyer('payer');
    const { orderId } = await orderAt(store, { buyer: payer, seller, categoryId, priceMinor: 12345 });
    await expectRefusal(store.as(seller).orders.paymentIntent({ orderId }), 'FORBIDDEN', 'Only the buyer pays for an order.');
    expect(await store.as(payer).orders.paymentIntent({ orderId })).toMatchObject({ provider: 'test', amount: 12345, currency: store.config.STORE_CURRENCY });
  });

  it('a booking cancelled after its payment started cannot be paid, and its copy stays unsold', async () => {
    const { orderId, bookId } = await orderAt(store, { buyer, seller, categoryId });
    const { clientSecret } = await store.as(buyer).orders.paymentIntent({ orderId });
    await store.as(buyer).orders.cancel({ id: orderId });
    const message = 'This booking was cancelled; book the copy again to pay for it.';
    await expectRefusal(store.as(buyer).orders.confirmTestPayment({ clientSecret, ...GOOD_CARD }), 'CONFLICT', message);
    await expectRefusal(store.as(buyer).orders.paymentIntent({ orderId }), 'CONFLICT', message);
    expect(await stateOf(orderId)).toBe('cancelled');
    expect((await store.db.book.findUniqueOrThrow({ where: { id: bookId }, select: { status: true } })).status).toBe('available');
  });

  it('a paid order is not paid twice, and the legacy success call then changes nothing', async () => {
    const { orderId } = await orderAt(store, { buyer, seller, categoryId, stage: 'paid' });
    await expectRefusal(store.as(buyer).orders.paymentIntent({ orderId }), 'CONFLICT', 'This order is already paid.');
    expect(await store.as(buyer).orders.confirmPaid({ id: orderId })).toMatchObject({ modifiedCount: 0 });
    expect(await store.db.ledgerEntry.count({ where: { orderId, kind: 'charge' } })).toBe(1);
  });

  it('the legacy success call cannot mark an unpaid order paid', async () => {
    const legacy = await newBuyer('legacy');
    const { orderId } = await orderAt(store, { buyer: legacy, seller, categoryId });
    await expectRefusal(store.as(legacy).orders.confirmPaid({ id: orderId }), 'CONFLICT', 'No confirmed payment for this order yet: pay by card first.');
    expect(await stateOf(orderId)).toBe('booked');
  });

  it('refuses a client secret this store did not make', async () => {
    await expectRefusal(
      store.as(buyer).orders.confirmTestPayment({ clientSecret: 'test_secret_forged.c2ln', ...GOOD_CARD }),
      'BAD_REQUEST',
      'That payment was not started by this store.',
    );
  });
});

describe('after payment', () => {
  it('only the seller hands over; only the buyer confirms receipt or reports a problem', async () => {
    const { orderId } = await orderAt(store, { buyer, seller, categoryId, stage: 'paid' });
    await expectRefusal(store.as(buyer).orders.handedOver({ id: orderId }), 'FORBIDDEN', 'Only the seller of this order can do that.');
    await expectRefusal(store.as(admin).orders.handedOver({ id: orderId }), 'FORBIDDEN', 'Only the seller of this order can do that.');
    await expectRefusal(store.as(seller).orders.received({ id: orderId }), 'FORBIDDEN', 'Only the buyer of this order can do that.');
    await expectRefusal(store.as(otherBuyer).orders.problem({ id: orderId, reason: 'not_received' }), 'FORBIDDEN', 'Only the buyer of this order can do that.');
    expect(await stateOf(orderId)).toBe('paid');
  });

  it('a problem freezes the order: it can be neither handed over nor confirmed until an admin decides', async () => {
    const { orderId } = await orderAt(store, { buyer, seller, categoryId, stage: 'problem' });
    await expectRefusal(
      store.as(seller).orders.handedOver({ id: orderId }),
      'CONFLICT',
      'This order is frozen by a problem report: it cannot be marked handed over.',
    );
    await expectRefusal(
      store.as(buyer).orders.received({ id: orderId }),
      'CONFLICT',
      'This order is frozen by a problem report: it cannot be confirmed as received.',
    );
    await expectRefusal(
      store.as(buyer).orders.problem({ id: orderId, reason: 'other' }),
      'CONFLICT',
      'This order is frozen by a problem report: it cannot get a problem report.',
    );
    expect(await store.as(buyer).orders.byId({ id: orderId })).toMatchObject({
      state: 'problem',
      status: 'paid',
      problem: { reason: 'not_received', note: 'Nothing came.' },
    });
  });

  it('a cancelled booking never reaches handover', async () => {
    const { orderId } = await orderAt(store, { buyer, seller, categoryId });
    await store.as(buyer).orders.cancel({ id: orderId });
    await expectRefusal(store.as(seller).orders.handedOver({ id: orderId }), 'CONFLICT', 'This order is cancelled: it cannot be marked handed over.');
  });

  it('a handover note is at most 300 characters', async () => {
    const { orderId } = await orderAt(store, { buyer, seller, categoryId, stage: 'paid' });
    await expectRefusal(store.as(seller).orders.handedOver({ id: orderId, note: 'x'.repeat(301) }), 'BAD_REQUEST', 'Note is at most 300 characters');
    expect(await stateOf(orderId)).toBe('paid');
  });
});
