import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal, type ProcedureStore, type StoreUser } from '../helpers/procedure-caller.ts';
import { procedureStoreWith } from '../helpers/shop.ts';
import { orderAt, type OrderStage } from '../helpers/procedure-orders.ts';

/** Reviews: only after a completed purchase, by its buyer, once; answered by the reviewed seller; reported by others. */
let store: ProcedureStore, categoryId: string, seller: StoreUser, otherSeller: StoreUser, buyer: StoreUser, otherBuyer: StoreUser, admin: StoreUser;
beforeAll(async () => {
  ({ store, categoryId, seller, otherSeller, buyer, otherBuyer, admin } = await procedureStoreWith(['seller', 'otherSeller', 'buyer', 'otherBuyer', 'admin']));
});
afterAll(() => store.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const completedOrder = async (from = seller) => (await orderAt(store, { buyer, seller: from, categoryId, stage: 'completed', title: 'Reviewed Book' })).orderId;
/** A review by the buyer of a fresh completed order of `from`. */
const review = async (from = seller) =>
  (await store.as(buyer).reviews.create({ orderId: await completedOrder(from), rating: 2, text: 'Pages missing.' })).insertedId;

describe('rating the seller of an order', () => {
  it.each(['booked', 'paid', 'handed_over', 'problem'] as const satisfies readonly OrderStage[])(
    'waits until the purchase is completed: refused while the order is %s',
    async (stage) => {
      const { orderId } = await orderAt(store, { buyer, seller, categoryId, stage });
      await expectRefusal(store.as(buyer).reviews.create({ orderId, rating: 5 }), 'CONFLICT', 'You can rate the seller once the order is completed.');
      expect(await store.db.review.count({ where: { orderId } })).toBe(0);
    },
  );

  it("once completed, its buyer rates it once: the order and the seller's profile show the stars", async () => {
    const shop = await store.signUp('seller', 'rated-shop');
    const orderId = await completedOrder(shop);
    await store.as(buyer).reviews.create({ orderId, rating: 4, text: '  Clean copy.  ' });
    await expectRefusal(store.as(buyer).reviews.create({ orderId, rating: 5 }), 'CONFLICT', 'You have already rated this order.');
    expect(await store.as(buyer).orders.byId({ id: orderId })).toMatchObject({ state: 'completed', rating: 4 });
    expect(await store.anonymous().catalog.seller({ id: shop.id })).toMatchObject({ rating: { average: 4, count: 1 } });
    expect(await store.anonymous().reviews.bySeller({ id: shop.id })).toEqual([expect.objectContaining({ rating: 4, text: 'Clean copy.', buyerId: buyer.id })]);
  });

  it("is for the order's buyer alone: its seller and another buyer are refused", async () => {
    const orderId = await completedOrder();
    for (const who of [seller, otherBuyer]) {
      await expectRefusal(store.as(who).reviews.create({ orderId, rating: 1 }), 'FORBIDDEN', 'Only the buyer of this order can rate its seller.');
    }
    await expectRefusal(store.as(buyer).reviews.create({ orderId: UNKNOWN, rating: 1 }), 'NOT_FOUND', 'There is no such order.');
    expect(await store.db.review.count({ where: { orderId } })).toBe(0);
  });

  it("is refused once the seller's account is gone", async () => {
    const leaving = await store.signUp('seller', 'leaving-seller');
    const orderId = await completedOrder(leaving);
    await store.as(admin).admin.deleteUser({ id: leaving.id });
    await expectRefusal(store.as(buyer).reviews.create({ orderId, rating: 5 }), 'CONFLICT', 'The seller of this order no longer has an account.');
  });
});

describe('answering a review', () => {
  it("is the reviewed seller's alone, once, and not blank", async () => {
    const reviewId = await review();
    await expectRefusal(store.as(otherSeller).reviews.reply({ id: reviewId, text: 'Not mine' }), 'FORBIDDEN', 'Only the reviewed seller can answer a review.');
    await expectRefusal(store.as(seller).reviews.reply({ id: reviewId, text: '   ' }), 'BAD_REQUEST', 'Write an answer first');
    await expectRefusal(store.as(seller).reviews.reply({ id: UNKNOWN, text: 'Hello' }), 'NOT_FOUND', 'There is no such review.');
    expect(await store.as(seller).reviews.reply({ id: reviewId, text: 'Sorry! Refunded the difference.' })).toMatchObject({
      _id: reviewId,
      reply: { text: 'Sorry! Refunded the difference.' },
    });
    await expectRefusal(store.as(seller).reviews.reply({ id: reviewId, text: 'Again' }), 'CONFLICT', 'You have already answered this review.');
  });
});

describe('reporting a review', () => {
  it('is for anyone but its author, with a verified email and a reason that fits a review', async () => {
    const reviewId = await review();
    await expectRefusal(store.as(buyer).reviews.report({ id: reviewId, reason: 'offensive' }), 'FORBIDDEN', 'You cannot report your own review.');
    const unverified = await store.signUp('buyer', 'unverified', { verified: false });
    await expectRefusal(
      store.as(unverified).reviews.report({ id: reviewId, reason: 'offensive' }),
      'FORBIDDEN',
      `Verify your email address to report a review: follow the link we sent to ${unverified.email}, then try again.`,
    );
    await expectRefusal(
      store.as(seller).reviews.report({ id: reviewId, reason: 'already_sold' as 'other' }),
      'BAD_REQUEST',
      'Reason must be one of: offensive, other',
    );
    expect(await store.db.report.count({ where: { reviewId } })).toBe(0);
    await store.as(seller).reviews.report({ id: reviewId, reason: 'offensive', note: 'Insults' });
    await expectRefusal(store.as(seller).reviews.report({ id: reviewId, reason: 'other' }), 'CONFLICT', 'You have already reported this review.');
    expect(await store.db.report.count({ where: { reviewId } })).toBe(1);
  });
});
