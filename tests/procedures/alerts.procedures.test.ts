import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook } from '../helpers/fixtures.ts';
import { expectRefusal, type ProcedureStore, type StoreUser } from '../helpers/procedure-caller.ts';
import { procedureStoreWith } from '../helpers/shop.ts';

/** Wishlists and saved searches: one's own, never of one's own listing, and kept within their limits. */
let store: ProcedureStore, categoryId: string, seller: StoreUser, buyer: StoreUser, otherBuyer: StoreUser;
beforeAll(async () => ({ store, categoryId, seller, buyer, otherBuyer } = await procedureStoreWith(['seller', 'buyer', 'otherBuyer'])));
afterAll(() => store.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('the wishlist', () => {
  it("saves a book once, lists it as the saver's own, tells its seller how many saved it, and lets go of it", async () => {
    const bookId = await addBook(store.db, { sellerId: seller.id, categoryId, title: 'Saved Classic' });
    const asBuyer = store.as(buyer);
    expect(await asBuyer.alerts.saveBook({ bookId })).toMatchObject({ modifiedCount: 1 });
    expect(await asBuyer.alerts.saveBook({ bookId })).toMatchObject({ modifiedCount: 0 });
    expect((await asBuyer.alerts.wishlist({ limit: 5 })).map((book) => book._id)).toEqual([bookId]);
    expect(await asBuyer.alerts.savedBookIds()).toEqual([bookId]);
    expect(await store.as(otherBuyer).alerts.savedBookIds()).toEqual([]);
    expect((await store.as(seller).books.mine({ email: seller.email })).find((book) => book._id === bookId)).toMatchObject({ savedCount: 1 });

    expect(await asBuyer.alerts.unsaveBook({ bookId })).toMatchObject({ modifiedCount: 1 });
    expect(await asBuyer.alerts.unsaveBook({ bookId })).toMatchObject({ modifiedCount: 0 });
    expect(await asBuyer.alerts.savedBookIds()).toEqual([]);
  });

  it('is not for one’s own listing, nor for a book that does not exist', async () => {
    const bookId = await addBook(store.db, { sellerId: seller.id, categoryId });
    await expectRefusal(store.as(seller).alerts.saveBook({ bookId }), 'FORBIDDEN', 'You cannot save your own listing.');
    await expectRefusal(store.as(buyer).alerts.saveBook({ bookId: UNKNOWN }), 'NOT_FOUND', 'There is no such book.');
    await expectRefusal(store.as(buyer).alerts.unsaveBook({ bookId: UNKNOWN }), 'NOT_FOUND', 'There is no such book.');
    expect(await store.db.wishlistItem.count({ where: { bookId } })).toBe(0);
  });
});

describe('saved searches', () => {
  it('keep what they were given, refuse what makes no search, and belong to their owner', async () => {
    const { insertedId } = await store.as(buyer).alerts.saveSearch({ q: ' Small Things ', maxPrice: 500, categoryId: 'fiction', location: 'Dhaka' });
    expect(await store.as(buyer).alerts.savedSearches()).toEqual([
      {
        _id: insertedId,
        q: 'Small Things',
        categoryId: 'fiction',
        condition: null,
        minPrice: null,
        maxPrice: 500,
        location: 'Dhaka',
        createdAt: expect.any(String),
      },
    ]);
    expect(await store.as(otherBuyer).alerts.savedSearches()).toEqual([]);
    for (const [input, message] of [
      [{ q: '  ' }, 'Say what you are looking for: a word of a title or author'],
      [{ q: '!!!' }, 'Say what you are looking for: a word of a title or author'],
      [{ q: 'x', minPrice: 500, maxPrice: 100 }, 'minPrice is more than maxPrice'],
      [{ q: 'x', categoryId: 'poetry' }, 'There is no category "poetry".'],
    ] as const) {
      await expectRefusal(store.as(buyer).alerts.saveSearch(input), 'BAD_REQUEST', message);
    }
    await expectRefusal(store.as(otherBuyer).alerts.deleteSavedSearch({ id: insertedId }), 'FORBIDDEN', 'This is not your saved search.');
    await expectRefusal(store.as(buyer).alerts.deleteSavedSearch({ id: UNKNOWN }), 'NOT_FOUND', 'There is no such saved search.');
    expect(await store.as(buyer).alerts.deleteSavedSearch({ id: insertedId })).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await store.as(buyer).alerts.savedSearches()).toEqual([]);
  });

  it('are saved once: the same words and filters again answer the search already saved', async () => {
    const twice = await store.signUp('buyer', 'twice');
    const input = { q: 'winter garden', maxPrice: 300, location: 'Sylhet' };
    const first = await store.as(twice).alerts.saveSearch(input);
    expect(await store.as(twice).alerts.saveSearch(input)).toEqual(first);
    expect((await store.as(twice).alerts.saveSearch({ ...input, maxPrice: 400 })).insertedId).not.toBe(first.insertedId);
    expect(await store.as(twice).alerts.savedSearches()).toHaveLength(2);
  });

  it('are at most 20 a person, even asked for at once', async () => {
    const keen = await store.signUp('buyer', 'keen');
    const outcomes = await Promise.allSettled(Array.from({ length: 22 }, (_, i) => store.as(keen).alerts.saveSearch({ q: `word${i}` })));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(20);
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as Error] : []));
    expect(refused.map((error) => error.message)).toEqual(Array(2).fill('You have 20 saved searches: delete one first.'));
    expect(await store.as(keen).alerts.savedSearches()).toHaveLength(20);
  });
});
