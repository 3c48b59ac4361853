import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook } from '../helpers/fixtures.ts';
import { expectRefusal, type ProcedureStore, type StoreUser } from '../helpers/procedure-caller.ts';
import { procedureStoreWith } from '../helpers/shop.ts';

/**
 * Reporting a listing: once per person and listing, by anyone with a verified email but its seller.
 * Three open reports hiding it is tests/procedures/catalog.procedures.test.ts's; deciding them, admin's.
 */
let store: ProcedureStore, categoryId: string, seller: StoreUser, buyer: StoreUser, otherBuyer: StoreUser;
beforeAll(async () => ({ store, categoryId, seller, buyer, otherBuyer } = await procedureStoreWith(['seller', 'buyer', 'otherBuyer'])));
afterAll(() => store.close());

const reportsOn = (bookId: string) => store.db.report.count({ where: { bookId } });

describe('reporting a listing', () => {
  it("is recorded once per person and listing, and each reporter's list shows only their own", async () => {
    const bookId = await addBook(store.db, { sellerId: seller.id, categoryId, title: 'Dubious Atlas' });
    expect(await store.as(buyer).moderation.report({ bookId, reason: 'other', note: 'Looks copied' })).toEqual({
      acknowledged: true,
      insertedId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await expectRefusal(store.as(buyer).moderation.report({ bookId, reason: 'other' }), 'CONFLICT', 'You have already reported this listing.');
    expect(await store.as(buyer).moderation.reportedBookIds()).toEqual([bookId]);
    expect(await store.as(otherBuyer).moderation.reportedBookIds()).toEqual([]);
    expect(await reportsOn(bookId)).toBe(1);
  });

  it('is refused for one’s own listing, a missing book, a reason that is not one, an over-long note and an unverified email', async () => {
    const bookId = await addBook(store.db, { sellerId: seller.id, categoryId });
    await expectRefusal(store.as(seller).moderation.report({ bookId, reason: 'other' }), 'FORBIDDEN', 'You cannot report your own listing.');
    await expectRefusal(
      store.as(buyer).moderation.report({ bookId: '00000000-0000-4000-8000-000000000000', reason: 'other' }),
      'NOT_FOUND',
      'There is no such book.',
    );
    await expectRefusal(
      store.as(buyer).moderation.report({ bookId, reason: 'boring' as 'other' }),
      'BAD_REQUEST',
      'Reason must be one of: wrong_category, counterfeit_or_scam, offensive, already_sold, other',
    );
    await expectRefusal(store.as(buyer).moderation.report({ bookId, reason: 'other', note: 'x'.repeat(501) }), 'BAD_REQUEST', 'Note is at most 500 characters');
    const unverified = await store.signUp('buyer', 'unverified', { verified: false });
    await expectRefusal(
      store.as(unverified).moderation.report({ bookId, reason: 'other' }),
      'FORBIDDEN',
      `Verify your email address to report a listing: follow the link we sent to ${unverified.email}, then try again.`,
    );
    expect(await reportsOn(bookId)).toBe(0);
  });
});
