import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook } from '../helpers/fixtures.ts';
import { expectRefusal, type AppCaller, type ProcedureStore, type StoreUser } from '../helpers/procedure-caller.ts';
import { procedureStoreWith } from '../helpers/shop.ts';
import { orderAt } from '../helpers/procedure-orders.ts';

/** The admin's work: verifying sellers, removing accounts, deciding reports and problems, and nobody else doing it. */
let store: ProcedureStore, categoryId: string, seller: StoreUser, buyer: StoreUser, admin: StoreUser;
beforeAll(async () => ({ store, categoryId, seller, buyer, admin } = await procedureStoreWith(['seller', 'buyer', 'admin'])));
afterAll(() => store.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const asAdmin = () => store.as(admin);
/** An open report by the buyer on a fresh listing of the seller. */
async function openReport(title = 'Reported Book') {
  const bookId = await addBook(store.db, { sellerId: seller.id, categoryId, title });
  return (await store.as(buyer).moderation.report({ bookId, reason: 'other', note: 'Looks wrong' })).insertedId;
}

describe('who may act as an admin', () => {
  it('only admins: buyers and sellers are told "Only admin accounts can do this.", and nothing changes', async () => {
    const candidate = await store.signUp('seller', 'candidate');
    const reportId = await openReport();
    const { orderId } = await orderAt(store, { buyer, seller, categoryId, stage: 'problem' });
    const attempts: Array<(as: AppCaller) => Promise<unknown>> = [
      (as) => as.admin.buyers({}),
      (as) => as.admin.sellers({}),
      (as) => as.admin.verifySeller({ id: candidate.id }),
      (as) => as.admin.deleteUser({ id: candidate.id }),
      (as) => as.admin.reportedItems({}),
      (as) => as.admin.dismissReport({ id: reportId }),
      (as) => as.admin.deleteReported({ id: reportId }),
      (as) => as.admin.problems({}),
      (as) => as.admin.refundProblem({ id: orderId }),
      (as) => as.admin.releaseProblem({ id: orderId }),
    ];
    for (const who of [buyer, seller]) {
      for (const attempt of attempts) await expectRefusal(attempt(store.as(who)), 'FORBIDDEN', 'Only admin accounts can do this.');
    }
    expect(await store.db.user.findUniqueOrThrow({ where: { id: candidate.id }, select: { sellerStatus: true } })).toEqual({ sellerStatus: 'unverified' });
    expect(await store.db.report.findUniqueOrThrow({ where: { id: reportId }, select: { status: true } })).toEqual({ status: 'open' });
    expect(await store.db.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true } })).toEqual({ status: 'problem' });
  });
});

describe('verifying a seller', () => {
  it('gives their cards the badge, makes the verified lookup find them and tells them; verifying again changes nothing', async () => {
    const shop = await store.signUp('seller', 'to-verify');
    const bookId = await addBook(store.db, { sellerId: shop.id, categoryId });
    expect(await store.anonymous().catalog.verifiedSeller({ email: shop.email })).toBeNull();
    expect(await asAdmin().admin.verifySeller({ id: shop.id, status: 0 })).toMatchObject({ modifiedCount: 1 });
    expect(await store.anonymous().catalog.book({ id: bookId })).toMatchObject({ sellerVerified: true });
    expect(await store.anonymous().catalog.verifiedSeller({ email: shop.email })).toMatchObject({ _id: shop.id, status: 'verified' });
    expect(await store.as(shop).users.notifications()).toEqual([
      expect.objectContaining({
        kind: 'seller_verified',
        message: 'Your seller account was verified: your listings now carry the verified badge.',
        read: false,
      }),
    ]);
    expect(await asAdmin().admin.verifySeller({ id: shop.id })).toMatchObject({ modifiedCount: 0 });
  });

  it('refuses a buyer, an admin and a user nobody has', async () => {
    for (const who of [buyer, admin]) await expectRefusal(asAdmin().admin.verifySeller({ id: who.id }), 'CONFLICT', 'Only sellers can be verified.');
    await expectRefusal(asAdmin().admin.verifySeller({ id: UNKNOWN }), 'NOT_FOUND', 'There is no such user.');
  });
});

describe('deleting an account', () => {
  it('never removes an admin, oneself included, nor a user nobody has', async () => {
    const otherAdmin = await store.signUp('admin', 'other-admin');
    await expectRefusal(asAdmin().admin.deleteUser({ id: admin.id }), 'FORBIDDEN', 'You cannot delete your own account.');
    await expectRefusal(asAdmin().admin.deleteUser({ id: otherAdmin.id }), 'FORBIDDEN', 'Admins cannot be deleted here.');
    await expectRefusal(asAdmin().admin.deleteUser({ id: UNKNOWN }), 'NOT_FOUND', 'There is no such user.');
    expect(await store.db.user.count({ where: { id: { in: [admin.id, otherAdmin.id] } } })).toBe(2);
  });

  it('a seller leaving mid-sale: their paid order becomes a problem for the admins, their booking is cancelled, their listings go', async () => {
    const leaving = await store.signUp('seller', 'leaving');
    const paid = await orderAt(store, { buyer, seller: leaving, categoryId, stage: 'paid', title: 'Paid Not Handed' });
    const booked = await orderAt(store, { buyer, seller: leaving, categoryId, title: 'Still Booked' });
    const unsold = await addBook(store.db, { sellerId: leaving.id, categoryId, title: 'Never Sold' });

    expect(await asAdmin().admin.deleteUser({ id: leaving.id })).toEqual({ acknowledged: true, deletedCount: 1 });

    expect(await store.as(buyer).orders.byId({ id: paid.orderId })).toMatchObject({
      state: 'problem',
      status: 'paid',
      problem: { reason: 'other', note: "The seller's account was deleted before the sale completed." },
    });
    expect(await store.as(buyer).orders.byId({ id: booked.orderId })).toMatchObject({ state: 'cancelled', cancelReason: 'The seller’s account was removed.' });
    expect((await asAdmin().admin.problems({})).map((o) => o._id)).toContain(paid.orderId);
    expect((await asAdmin().users.notifications()).find((n) => n.orderId === paid.orderId)).toMatchObject({
      kind: 'problem_opened',
      message: 'The seller of “Paid Not Handed” was deleted before the sale completed: refund or release it under Problems.',
    });
    expect(await store.anonymous().catalog.book({ id: unsold })).toBeNull();
    expect(await store.anonymous().catalog.seller({ id: leaving.id })).toBeNull();
  });
});

describe('deciding reports', () => {
  it('a report is decided once: deciding it again is a CONFLICT, an unknown one NOT_FOUND', async () => {
    const dismissed = await openReport('Dismissed Once');
    const upheld = await openReport('Upheld Once');
    expect(await asAdmin().admin.dismissReport({ id: dismissed })).toMatchObject({ modifiedCount: 1 });
    expect(await asAdmin().admin.deleteReported({ id: upheld })).toEqual({ acknowledged: true, deletedCount: 1 });
    for (const id of [dismissed, upheld]) {
      await expectRefusal(asAdmin().admin.dismissReport({ id }), 'CONFLICT', 'This report has already been decided.');
      await expectRefusal(asAdmin().admin.deleteReported({ id }), 'CONFLICT', 'This report has already been decided.');
    }
    await expectRefusal(asAdmin().admin.dismissReport({ id: UNKNOWN }), 'NOT_FOUND', 'There is no such report.');
    const open = (await asAdmin().admin.reportedItems({})).map((r) => r._id);
    expect(open).not.toContain(dismissed);
    expect(open).not.toContain(upheld);
  });
});

describe('deciding problems', () => {
  it('only an order in a problem can be refunded or released, each saying what the order is', async () => {
    const paid = await orderAt(store, { buyer, seller, categoryId, stage: 'paid' });
    await expectRefusal(asAdmin().admin.refundProblem({ id: paid.orderId }), 'CONFLICT', 'This order is paid and not handed over yet: it cannot be refunded.');
    const problem = await orderAt(store, { buyer, seller, categoryId, stage: 'problem' });
    expect(await asAdmin().admin.releaseProblem({ id: problem.orderId })).toMatchObject({ state: 'completed' });
    await expectRefusal(asAdmin().admin.refundProblem({ id: problem.orderId }), 'CONFLICT', 'This order is completed: it cannot be refunded.');
    await expectRefusal(asAdmin().admin.releaseProblem({ id: problem.orderId }), 'CONFLICT', 'This order is completed: it cannot be released to the seller.');
    await expectRefusal(asAdmin().admin.releaseProblem({ id: UNKNOWN }), 'NOT_FOUND', 'There is no such order.');
  });

  it('lists the problems most recently reported first, a page at a time', async () => {
    const first = await orderAt(store, { buyer, seller, categoryId, stage: 'problem' });
    const second = await orderAt(store, { buyer, seller, categoryId, stage: 'problem' });
    // Both reported after every other problem of this file, the second last.
    await store.db.order.update({ where: { id: first.orderId }, data: { problemAt: new Date(Date.now() + 60_000) } });
    await store.db.order.update({ where: { id: second.orderId }, data: { problemAt: new Date(Date.now() + 120_000) } });
    const page = await asAdmin().admin.problems({ limit: 1 });
    const next = await asAdmin().admin.problems({ limit: 1, cursor: page[0]!._id });
    expect([page, next].map((orders) => orders.map((o) => o._id))).toEqual([[second.orderId], [first.orderId]]);
  });
});
