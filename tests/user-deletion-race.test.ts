import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook, addCategories } from './helpers/fixtures.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Member;
let sellers: Member[];
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await addCategories(t.db, ['Race']))[0]!.id;
  [admin, ...sellers] = await Promise.all([member(t, 'admin'), member(t, 'seller', 'a'), member(t, 'seller', 'b'), member(t, 'seller', 'c')]);
});
afterAll(() => t.close());

describe('deleting a user while their bookings are in flight', () => {
  it('leaves no live order without its buyer: each booking lands before the deletion (and is cancelled) or is refused after it', async () => {
    const ROUNDS = 6;
    const outcomes: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const buyer = await member(t, 'buyer', `doomed-${round}`);
      // Five copies from three sellers (at most two a seller for one buyer).
      const copies = await Promise.all([0, 0, 1, 1, 2].map((s, i) => addBook(t.db, { sellerId: sellers[s]!.userId, categoryId, title: `Race ${round}.${i}` })));
      // Through both surfaces, alternately.
      const bookings = copies.map((bookPostingId, i) =>
        t.app.inject({
          method: 'POST',
          url: i % 2 ? '/trpc/orders.book' : '/api/buyer-orders',
          headers: bearer(buyer.accessToken),
          payload: { bookPostingId, buyerPhone: '+8801700000000' },
        }),
      );
      const deletion = t.app.inject({ method: 'DELETE', url: `/api/delete/user/${buyer.userId}`, headers: bearer(admin.accessToken) });
      const [deleted, ...booked] = await Promise.all([deletion, ...bookings]);
      expect(deleted.statusCode).toBe(200);
      outcomes.push(...booked.map((r) => r.statusCode));
    }
    const orphans = await t.db.order.count({ where: { status: 'booked', buyerId: null } });
    expect(orphans).toBe(0);
    // Copies are free again: nothing is held by an order whose buyer is gone.
    expect(await t.db.order.count({ where: { liveBookId: { not: null }, buyerId: null } })).toBe(0);
    // A booking that lost the race is told its account is gone.
    expect(outcomes.filter((status) => status !== 200 && status !== 401)).toEqual([]);
  });
});
