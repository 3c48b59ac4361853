import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategories } from './helpers/fixtures.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/*
 * While listing, a seller sees what comparable copies (the same ISBN, or the same title and author,
 * in the same condition) ask now and sold for in the last year: median, range and count, and
 * nothing when fewer than 3 compare.
 */
let t: TestApp, seller: Member, buyer: Member, categoryId: string;
const ISBN = '9780141439563';

beforeAll(async () => {
  t = await createTestApp();
  let categories;
  [categories, seller, buyer] = await Promise.all([addCategories(t.db, ['Fiction']), member(t, 'seller'), member(t, 'buyer')]);
  categoryId = categories[0]!.id;
});
afterAll(() => t.close());

type Copy = { title?: string; author?: string; isbn?: string | null; price: number; condition?: 'Excellent' | 'Good' | 'Fair' };

/** A listing of the seller's, priced in whole BDT. */
async function copy({ title = 'Great Expectations', author = 'Charles Dickens', isbn = ISBN, price, condition = 'Excellent' }: Copy) {
  const book = await t.db.book.create({
    data: {
      title,
      author,
      isbn,
      priceMinor: price * 100,
      condition,
      phone: '+8801700000000',
      location: 'Dhaka',
      categoryId,
      imageUrl: '/images/c.webp',
      sellerId: seller.userId,
    },
    select: { id: true, title: true, author: true, priceMinor: true },
  });
  return book;
}

/** A sale of the copy at its price, in this state, paid `daysAgo`. */
async function sale(book: Awaited<ReturnType<typeof copy>>, status: 'paid' | 'completed' | 'refunded' | 'cancelled', daysAgo = 3) {
  const paidAt = new Date(Date.now() - daysAgo * 86_400_000);
  await t.db.order.create({
    data: {
      bookId: book.id,
      buyerId: buyer.userId,
      sellerId: seller.userId,
      title: book.title,
      author: book.author,
      priceMinor: book.priceMinor,
      imageUrl: '/images/c.webp',
      sellerEmail: seller.email,
      sellerPhone: '+8801700000000',
      sellerLocation: 'Dhaka',
      buyerEmail: buyer.email,
      buyerPhone: '+8801711111111',
      status,
      expiresAt: paidAt,
      paidAt: status === 'cancelled' ? null : paidAt,
    },
  });
  await t.db.book.update({ where: { id: book.id }, data: { status: 'sold' } });
}

const hint = async (query: Record<string, string>, who = seller) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/price-hint?${new URLSearchParams(query).toString()}`, headers: bearer(who.accessToken) });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /api/price-hint', () => {
  it('gives the median, range and count of what copies of the edition in that condition ask, and of what they sold for', async () => {
    for (const price of [380, 420, 450, 500]) await copy({ price });
    // Not comparable: another condition, hidden by reports, or another book.
    await copy({ price: 100, condition: 'Good' });
    const hidden = await copy({ price: 900 });
    await t.db.book.update({ where: { id: hidden.id }, data: { hiddenAt: new Date() } });
    await copy({ price: 50, isbn: '9780141439518', title: 'Pride and Prejudice', author: 'Jane Austen' });
    // Sold for: paid and completed within the year; not refunded, cancelled or sold long ago.
    for (const [price, status] of [
      [300, 'paid'],
      [340, 'completed'],
      [360, 'completed'],
      [10, 'refunded'],
      [20, 'cancelled'],
    ] as const) {
      await sale(await copy({ price }), status);
    }
    await sale(await copy({ price: 5 }), 'completed', 400);

    expect(await hint({ isbn: ISBN, condition: 'Excellent' })).toEqual({
      status: 200,
      body: {
        asking: { count: 4, medianMinor: 43500, lowMinor: 38000, highMinor: 50000 },
        sold: { count: 3, medianMinor: 34000, lowMinor: 30000, highMinor: 36000 },
      },
    });
  });

  it('finds copies listed without an ISBN by their title and author, case aside; an ISBN-10 reads as its ISBN-13', async () => {
    for (const price of [200, 260]) await copy({ title: 'The Quiet Ferry', author: 'Mina Hossain', isbn: null, price, condition: 'Fair' });
    await copy({ title: 'the quiet ferry', author: 'MINA HOSSAIN', isbn: '9780306406157', price: 240, condition: 'Fair' });
    const byName = await hint({ title: 'The Quiet Ferry', author: 'Mina Hossain', condition: 'Fair' });
    expect(byName.body.asking).toEqual({ count: 3, medianMinor: 24000, lowMinor: 20000, highMinor: 26000 });
    // The ISBN alone finds only the copy that carries it: too few.
    expect((await hint({ isbn: '0-306-40615-2', condition: 'Fair' })).body).toEqual({ asking: null, sold: null });
    // Both: either way of matching.
    expect((await hint({ isbn: '0306406152', title: 'THE QUIET FERRY', author: 'mina hossain', condition: 'Fair' })).body.asking.count).toBe(3);
  });

  it('shows nothing when fewer than 3 copies compare, and leaves out the listing being edited', async () => {
    const [first] = await Promise.all(
      [2, 3, 4].map((n) => copy({ title: 'Rare Almanac', author: 'Ode Quill', isbn: null, price: n * 100, condition: 'Good' })),
    );
    const all = await hint({ title: 'Rare Almanac', author: 'Ode Quill', condition: 'Good' });
    expect(all.body.asking.count).toBe(3);
    expect((await hint({ title: 'Rare Almanac', author: 'Ode Quill', condition: 'Good', except: first!.id })).body).toEqual({ asking: null, sold: null });
  });

  it('is 400 without an ISBN or a title and an author, or with a condition that is not one; 403 for a buyer', async () => {
    expect(await hint({ title: 'Only a title', condition: 'Good' })).toMatchObject({
      status: 400,
      body: { message: 'Give an ISBN, or a title and an author' },
    });
    expect((await hint({ isbn: ISBN, condition: 'Mint' })).status).toBe(400);
    expect((await hint({ isbn: '9780141439564', condition: 'Good' })).status).toBe(400);
    expect((await hint({ isbn: ISBN, condition: 'Good' }, buyer)).status).toBe(403);
  });
});
