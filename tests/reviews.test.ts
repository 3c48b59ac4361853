import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook, addCategories } from './helpers/fixtures.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** Buyers rate the sellers of completed orders once; sellers answer once; ratings show wherever the seller does. */
let t: TestApp;
let buyer: Member;
let otherBuyer: Member;
let seller: Member;
let admin: Member;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await addCategories(t.db, ['Fiction']))[0]!.id;
  [buyer, otherBuyer, seller, admin] = await Promise.all([member(t, 'buyer'), member(t, 'buyer', 'other-buyer'), member(t, 'seller'), member(t, 'admin')]);
});
afterAll(() => t.close());

type Answer = { status: number; body: Record<string, unknown> };
const rest = async (method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, who?: Member, payload?: object): Promise<Answer> => {
  const res = await t.app.inject({ method, url: `/api${url}`, headers: who ? bearer(who.accessToken) : {}, ...(payload && { payload }) });
  return { status: res.statusCode, body: res.json() };
};
const trpc = async (path: string, who: Member, input: object): Promise<Answer> => {
  const res = await t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers: bearer(who.accessToken), payload: input });
  const json = res.json();
  return { status: res.statusCode, body: json.result?.data ?? json.error?.json ?? json.error ?? json };
};

/** An order of `who` for a fresh copy of `from`, paid, and (unless `complete` is false) confirmed received. */
async function order({ who = buyer, from = seller, title = 'Reviewed Book', complete = true } = {}) {
  const bookId = await addBook(t.db, { sellerId: from.userId, categoryId, title });
  const id = (await rest('POST', '/buyer-orders', who, { bookPostingId: bookId, buyerPhone: '+8801711111111' })).body.insertedId as string;
  const { clientSecret } = (await rest('POST', `/payments/intent/${id}`, who, {})).body as { clientSecret: string };
  expect((await rest('POST', '/payments/test/confirm', who, { clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' })).status).toBe(200);
  if (complete) expect((await rest('PATCH', `/buyer-orders/received/${id}`, who)).status).toBe(200);
  return { id, bookId };
}
const ratingOf = async (sellerMember: Member) => (await rest('GET', `/sellers/${sellerMember.userId}`)).body.rating;

describe('rating a seller', () => {
  it('only the buyer of a completed order rates it, once, with 1 to 5 whole stars and at most 1,000 characters', async () => {
    const open = await order({ complete: false });
    const early = await rest('POST', '/reviews', buyer, { orderId: open.id, rating: 5 });
    expect(early).toEqual({ status: 409, body: expect.objectContaining({ message: 'You can rate the seller once the order is completed.' }) });

    const { id, bookId } = await order();
    expect((await rest('POST', '/reviews', buyer, { orderId: '00000000-0000-4000-8000-000000000000', rating: 5 })).status).toBe(404);
    for (const rating of [0, 6, 2.5, 'five']) {
      const refused = await rest('POST', '/reviews', buyer, { orderId: id, rating });
      expect(refused).toEqual({ status: 400, body: expect.objectContaining({ message: 'Rating must be a whole number of stars from 1 to 5' }) });
    }
    expect((await rest('POST', '/reviews', buyer, { orderId: id, rating: 4, text: 'x'.repeat(1001) })).body.message).toBe('Text is at most 1000 characters');
    expect(await ratingOf(seller)).toBeNull();

    // Two submits at once (a double click): one review.
    const [first, second] = await Promise.all([
      rest('POST', '/reviews', buyer, { orderId: id, rating: 4, text: '  Clean copy, quick handover.  ' }),
      trpc('reviews.create', buyer, { orderId: id, rating: 4 }),
    ]);
    expect([first.status, second.status].toSorted()).toEqual([200, 409]);
    expect(JSON.stringify([first.body, second.body])).toContain('You have already rated this order.');
    expect(await t.db.review.count({ where: { orderId: id } })).toBe(1);

    // The rating shows on the order, the seller's profile, their cards and the book page.
    const mine = (await rest('GET', `/buyer-orders/${id}`, buyer)).body;
    expect(mine).toMatchObject({ state: 'completed', rating: 4 });
    expect(await ratingOf(seller)).toEqual({ average: 4, count: 1 });
    const page = (await rest('GET', `/book/${bookId}`)).body;
    expect(page.sellerRating).toEqual({ average: 4, count: 1 });
    const cards = (await rest('GET', `/sellers/${seller.userId}/books`)).body as unknown as Array<{ sellerRating: unknown }>;
    expect(cards.every((c) => JSON.stringify(c.sellerRating) === JSON.stringify({ average: 4, count: 1 }))).toBe(true);
    const told = await t.db.notification.findFirst({ where: { userId: seller.userId, kind: 'review_received', orderId: id }, select: { message: true } });
    expect(told?.message).toMatch(/gave you 4 stars for “Reviewed Book”/);
  });

  it('averages every review to one decimal, and lists them newest first for anyone, a page at a time', async () => {
    const shop = await member(t, 'seller', 'averaged');
    for (const [rating, text] of [
      [5, 'Perfect'],
      [4, ''],
      [4, 'Good'],
    ] as const) {
      const { id } = await order({ from: shop, title: `Book rated ${rating}` });
      expect((await rest('POST', '/reviews', buyer, { orderId: id, rating, text })).status).toBe(200);
    }
    expect(await ratingOf(shop)).toEqual({ average: 4.3, count: 3 });
    const firstPage = (await rest('GET', `/sellers/${shop.userId}/reviews?limit=2`)).body as unknown as Array<Record<string, unknown>>;
    expect(firstPage.map((r) => [r.rating, r.text])).toEqual([
      [4, 'Good'],
      [4, ''],
    ]);
    expect(firstPage[0]).toEqual({
      _id: expect.any(String),
      rating: 4,
      text: 'Good',
      buyerName: expect.any(String),
      buyerId: buyer.userId,
      book: 'Book rated 4',
      reply: null,
      createdAt: expect.any(String),
    });
    const next = (await rest('GET', `/sellers/${shop.userId}/reviews?limit=2&cursor=${String(firstPage[1]!._id)}`)).body as unknown as Array<
      Record<string, unknown>
    >;
    expect(next.map((r) => r.text)).toEqual(['Perfect']);
    expect((await rest('GET', `/sellers/${buyer.userId}/reviews`)).body).toEqual([]);
  });
});

describe('answering a review', () => {
  it('the reviewed seller answers once; the reviewer is told; nobody else may', async () => {
    const { id } = await order();
    const reviewId = (await rest('POST', '/reviews', buyer, { orderId: id, rating: 2, text: 'Pages missing.' })).body.insertedId as string;
    expect((await rest('POST', `/reviews/${reviewId}/reply`, seller, { text: '   ' })).body.message).toBe('Write an answer first');
    expect((await rest('POST', '/reviews/00000000-0000-4000-8000-000000000000/reply', seller, { text: 'Hi' })).status).toBe(404);

    const answered = await rest('POST', `/reviews/${reviewId}/reply`, seller, { text: 'Sorry! I have refunded the difference.' });
    expect(answered).toEqual({
      status: 200,
      body: expect.objectContaining({ _id: reviewId, reply: { text: 'Sorry! I have refunded the difference.', at: expect.any(String) } }),
    });
    const again = await trpc('reviews.reply', seller, { id: reviewId, text: 'Once more' });
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).toContain('You have already answered this review.');
    expect(await t.db.notification.count({ where: { userId: buyer.userId, kind: 'review_answered', orderId: id } })).toBe(1);
  });
});

describe('reporting a review', () => {
  it('reaches Reported Items once per person; upheld, the review goes and leaves the average; dismissed, it stays', async () => {
    const shop = await member(t, 'seller', 'reported-shop');
    const unfair = (await rest('POST', '/reviews', buyer, { orderId: (await order({ from: shop })).id, rating: 1, text: 'Rude words' })).body
      .insertedId as string;
    const fair = (await rest('POST', '/reviews', buyer, { orderId: (await order({ from: shop })).id, rating: 5 })).body.insertedId as string;
    expect(await ratingOf(shop)).toEqual({ average: 3, count: 2 });

    expect((await rest('POST', `/reviews/${unfair}/report`, shop, { reason: 'wrong_category' })).status).toBe(400);
    const filed = await rest('POST', `/reviews/${unfair}/report`, shop, { reason: 'offensive', note: 'Insults' });
    expect(filed.status).toBe(200);
    expect((await rest('POST', `/reviews/${unfair}/report`, shop, { reason: 'other' })).status).toBe(409);
    const fairReport = (await rest('POST', `/reviews/${fair}/report`, otherBuyer, { reason: 'other' })).body.insertedId as string;

    const items = (await rest('GET', '/reported-items', admin)).body as unknown as Array<Record<string, unknown>>;
    expect(items.find((i) => i._id === filed.body.insertedId)).toMatchObject({
      reviewId: unfair,
      bookId: null,
      conversationId: null,
      sellerEmail: buyer.email,
      buyer: shop.email,
      reason: 'offensive',
      note: 'Insults',
    });

    expect((await rest('DELETE', `/reported-items/${String(filed.body.insertedId)}`, admin)).body).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await t.db.review.count({ where: { id: unfair } })).toBe(0);
    expect(await ratingOf(shop)).toEqual({ average: 5, count: 1 });
    const outcome = await t.db.notification.findFirst({ where: { userId: shop.userId, kind: 'report_upheld' }, select: { message: true } });
    expect(outcome?.message).toMatch(/^The review of “Reviewed Book” you reported has been removed/);

    expect((await rest('PATCH', `/reported-items/dismiss/${fairReport}`, admin)).status).toBe(200);
    expect(await t.db.review.count({ where: { id: fair } })).toBe(1);
  });

  it('a removed review stays removed: its buyer cannot rate that order again, on REST or tRPC', async () => {
    const shop = await member(t, 'seller', 'removal-shop');
    const { id: orderId } = await order({ from: shop });
    const review = (await rest('POST', '/reviews', buyer, { orderId, rating: 1, text: 'Rude words' })).body.insertedId as string;
    const report = (await rest('POST', `/reviews/${review}/report`, shop, { reason: 'offensive' })).body.insertedId as string;
    expect((await rest('DELETE', `/reported-items/${report}`, admin)).status).toBe(200);

    const removed = { message: 'An admin removed your review of this order, so it cannot be rated again.' };
    expect(await rest('POST', '/reviews', buyer, { orderId, rating: 1, text: 'Rude words again' })).toEqual({
      status: 409,
      body: expect.objectContaining(removed),
    });
    expect(await trpc('reviews.create', buyer, { orderId, rating: 5 })).toMatchObject({ status: 409, body: removed });
    expect(await t.db.review.count({ where: { orderId } })).toBe(0);
    expect(await ratingOf(shop)).toBeNull();
    // Their order says so, and My Orders offers no rating it would refuse.
    const mine = (await rest('GET', `/buyer-orders/${orderId}`, buyer)).body;
    expect(mine).toMatchObject({ reviewRemoved: true, rating: null });
  });

  it("a review outlives its writer's account, shown as from a deleted account", async () => {
    const leaving = await member(t, 'buyer', 'leaving');
    const shop = await member(t, 'seller', 'kept-review');
    const { id } = await order({ who: leaving, from: shop });
    expect((await rest('POST', '/reviews', leaving, { orderId: id, rating: 3 })).status).toBe(200);
    expect((await rest('DELETE', `/delete/user/${leaving.userId}`, admin)).status).toBe(200);
    const [review] = (await rest('GET', `/sellers/${shop.userId}/reviews`)).body as unknown as Array<Record<string, unknown>>;
    expect(review).toMatchObject({ rating: 3, buyerName: 'Deleted account' });
    expect(await ratingOf(shop)).toEqual({ average: 3, count: 1 });
  });
});
