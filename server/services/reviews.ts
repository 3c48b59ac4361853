import { Conflict, Forbidden, NotFound } from './domain-errors.ts';
import type { NewReviewData, Review, ReviewReplyData } from '../../shared/reviews.ts';
import type { UserRow } from '../auth/authenticate.ts';
import type { Deps } from '../deps.ts';
import type { Prisma } from '../db/generated/client.ts';
import { notify } from './notifications.ts';
import { newestFirst, type Page } from './paging.ts';
import { type InsertResult, insertResult } from '../../shared/results.ts';
import { byCheckout, type Checkout, sameCheckout, whatValues } from './checkouts.ts';

type DbDeps = Pick<Deps, 'db'>;
type Tx = Prisma.TransactionClient;

/**
 * Reviews: once an order is completed its buyer rates the seller, once (1 to 5 stars and a few
 * words), and the seller may answer, once. Each seller's rating totals on their user row change in
 * the same transaction as the reviews they sum, so cards show the average without counting.
 */

const reviewColumns = {
  id: true,
  rating: true,
  text: true,
  reply: true,
  repliedAt: true,
  createdAt: true,
  buyerId: true,
  buyer: { select: { name: true } },
  order: { select: { title: true } },
} satisfies Prisma.ReviewSelect;

function toWireReview(row: Prisma.ReviewGetPayload<{ select: typeof reviewColumns }>): Review {
  return {
    _id: row.id,
    rating: row.rating,
    text: row.text,
    buyerName: row.buyer?.name ?? 'Deleted account',
    buyerId: row.buyerId,
    book: row.order.title,
    reply: row.reply !== null && row.repliedAt ? { text: row.reply, at: row.repliedAt.toISOString() } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Adds a rating to the seller's totals, or takes one away (`sign` -1) when its review is removed. */
function countRating(tx: Tx, sellerId: string, rating: number, sign: 1 | -1) {
  return tx.user.update({ where: { id: sellerId }, data: { ratingSum: { increment: sign * rating }, ratingCount: { increment: sign } } });
}

/**
 * POST /reviews: the buyer of a completed order rates its seller, once (not again after an admin
 * removed it). A bundle is rated once, whichever of its orders is named: the review is its lead's.
 */
export async function reviewOrder({ db }: DbDeps, buyer: UserRow, input: NewReviewData): Promise<InsertResult> {
  return db.$transaction(async (tx) => {
    // The orders' rows are held until the review is in, so a double submit finds the first one.
    const orders = await tx.$queryRaw<
      Array<{
        id: string;
        bundle_id: string | null;
        buyer_id: string | null;
        seller_id: string | null;
        status: string;
        title: string;
        review_removed_at: Date | null;
      }>
    >`SELECT id, bundle_id, buyer_id, seller_id, status, title, review_removed_at FROM orders WHERE ${sameCheckout(input.orderId)} ORDER BY id FOR UPDATE`;
    const order = orders.find((o) => o.id === input.orderId);
    if (!order) throw new NotFound('There is no such order.');
    if (order.buyer_id !== buyer.id) throw new Forbidden('Only the buyer of this order can rate its seller.');
    if (order.status !== 'completed') throw new Conflict('You can rate the seller once the order is completed.');
    if (!order.seller_id) throw new Conflict('The seller of this order no longer has an account.');
    const [{ lead, titles }] = byCheckout(orders) as [Checkout<typeof order>];
    if (lead.review_removed_at) throw new Conflict('An admin removed your review of this order, so it cannot be rated again.');
    if (await tx.review.findUnique({ where: { orderId: lead.id }, select: { id: true } })) {
      throw new Conflict('You have already rated this order.');
    }
    const review = await tx.review.create({
      data: { orderId: lead.id, sellerId: order.seller_id, buyerId: buyer.id, rating: input.rating, text: input.text },
      select: { id: true },
    });
    await countRating(tx, order.seller_id, input.rating, 1);
    await notify(tx, [
      {
        userId: order.seller_id,
        kind: 'review_received',
        key: 'reviewReceived',
        values: { name: buyer.name, stars: input.rating, ...whatValues(titles) },
        orderId: lead.id,
      },
    ]);
    return insertResult(review.id);
  });
}

/** POST /reviews/{id}/reply: the reviewed seller answers, once. */
export async function replyToReview({ db }: DbDeps, seller: UserRow, input: ReviewReplyData): Promise<Review> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.review.updateMany({
      where: { id: input.id, sellerId: seller.id, reply: null },
      data: { reply: input.text, repliedAt: new Date() },
    });
    const review = await tx.review.findUnique({ where: { id: input.id }, select: { ...reviewColumns, sellerId: true, orderId: true } });
    if (!review) throw new NotFound('There is no such review.');
    if (review.sellerId !== seller.id) throw new Forbidden('Only the reviewed seller can answer a review.');
    if (count === 0) throw new Conflict('You have already answered this review.');
    await notify(tx, [
      { userId: review.buyerId, kind: 'review_answered', key: 'reviewAnswered', values: { title: review.order.title }, orderId: review.orderId },
    ]);
    return toWireReview(review);
  });
}

/** GET /sellers/{id}/reviews: a seller's reviews, newest first, a page at a time. */
export async function sellerReviews({ db }: DbDeps, sellerId: string, page: Page): Promise<Review[]> {
  const rows = await db.review.findMany({ where: { sellerId }, select: reviewColumns, ...newestFirst(page) });
  return rows.map(toWireReview);
}

/**
 * Removes a review an admin upheld a report on, taking its rating out of the seller's totals. The
 * removal is final: its order is marked, so its buyer cannot post it again.
 */
export async function removeReview(tx: Tx, reviewId: string): Promise<number> {
  const review = await tx.review.findUnique({ where: { id: reviewId }, select: { sellerId: true, rating: true, orderId: true } });
  if (!review) return 0;
  await tx.review.delete({ where: { id: reviewId } });
  await tx.order.update({ where: { id: review.orderId }, data: { reviewRemovedAt: new Date() } });
  if (review.sellerId) await countRating(tx, review.sellerId, review.rating, -1);
  return 1;
}
