import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook, addCategories, ageAccounts } from '../helpers/fixtures.ts';
import { expectRefusal, openProcedureStore, type ProcedureStore, type StoreUser } from '../helpers/procedure-caller.ts';
import { BUYER_CONTACT } from '../helpers/procedure-orders.ts';

/** The public catalog, read as a visitor (no token) through the procedures: what shows where, and paging. */
let store: ProcedureStore;
let seller: StoreUser;
let buyer: StoreUser;
let admin: StoreUser;
let reporters: StoreUser[];
let fiction: { id: string; name: string; slug: string };
let history: { id: string; name: string; slug: string };

beforeAll(async () => {
  store = await openProcedureStore();
  [fiction, history] = (await addCategories(store.db, ['Fiction', 'History'])) as [typeof fiction, typeof history];
  [seller, buyer, admin, ...reporters] = await Promise.all([
    store.signUp('seller'),
    store.signUp('buyer'),
    store.signUp('admin'),
    ...[1, 2, 3].map((i) => store.signUp('buyer', `reporter-${i}`)),
  ]);
  // Only established accounts (a day old) can hide a listing by reporting it.
  await ageAccounts(
    store.db,
    reporters.map((r) => r.id),
  );
});
afterAll(() => store.close());

const ids = (books: Array<{ _id: string }>) => books.map((b) => b._id);

/** Lists books in order, each a second newer than the one before (their order does not hang on the clock). */
async function listInOrder(categoryId: string, titles: string[]): Promise<string[]> {
  const bookIds: string[] = [];
  for (const title of titles) bookIds.push(await addBook(store.db, { sellerId: seller.id, categoryId, title }));
  const start = Date.now() - titles.length * 1000;
  await Promise.all(bookIds.map((id, i) => store.db.book.update({ where: { id }, data: { createdAt: new Date(start + i * 1000) } })));
  return bookIds;
}

describe('reading the catalog without signing in', () => {
  it('answers categories by name, null for an unknown category, and no books for it', async () => {
    const visitor = store.anonymous();
    await store.db.category.update({ where: { id: history.id }, data: { nameBn: 'ইতিহাস' } });
    expect(await visitor.catalog.categories()).toEqual([
      { _id: fiction.id, category: 'Fiction', categoryBn: null, categoryId: 'fiction' },
      { _id: history.id, category: 'History', categoryBn: 'ইতিহাস', categoryId: 'history' },
    ]);
    expect(await visitor.catalog.category({ categoryId: 'poetry' })).toBeNull();
    expect(await visitor.catalog.booksInCategory({ id: 'poetry' })).toEqual([]);
  });

  it('a listing three established accounts reported is gone from every public read and cannot be booked, until an admin dismisses a report', async () => {
    const bookId = await addBook(store.db, { sellerId: seller.id, categoryId: fiction.id, title: 'Dubious Atlas', advertise: true });
    const visitor = store.anonymous();
    const sightings = async () => ({
      category: ids(await visitor.catalog.booksInCategory({ id: 'fiction' })).includes(bookId),
      advertised: ids(await visitor.catalog.advertised()).includes(bookId),
      search: ids((await visitor.catalog.search({ q: 'dubious atlas' })).items).includes(bookId),
      sellerPage: ids(await visitor.catalog.sellerBooks({ id: seller.id })).includes(bookId),
      bookPage: (await visitor.catalog.book({ id: bookId })) !== null,
    });
    const everywhere = { category: true, advertised: true, search: true, sellerPage: true, bookPage: true };
    expect(await sightings()).toEqual(everywhere);

    const reportIds: string[] = [];
    for (const reporter of reporters) reportIds.push((await store.as(reporter).moderation.report({ bookId, reason: 'counterfeit_or_scam' })).insertedId);
    expect(await sightings()).toEqual({ category: false, advertised: false, search: false, sellerPage: false, bookPage: false });
    await expectRefusal(store.as(buyer).orders.book({ bookPostingId: bookId, ...BUYER_CONTACT }), 'NOT_FOUND', 'There is no such book.');
    // Its seller still sees it, told it is hidden; so does the admin.
    expect((await store.as(seller).books.mine({ email: seller.email })).find((b) => b._id === bookId)).toMatchObject({ hidden: true });
    expect((await store.as(admin).admin.reportedItems({})).filter((r) => r.bookId === bookId).map((r) => r.hidden)).toEqual([true, true, true]);

    await store.as(admin).admin.dismissReport({ id: reportIds[0]! });
    expect(await sightings()).toEqual(everywhere);
  });

  it('advertises only the available, advertised copies nobody holds; a cancelled booking brings one back', async () => {
    const [shown, notAdvertised, sold, held] = await Promise.all(
      ['Shown', 'Not Advertised', 'Sold', 'Held'].map((title) =>
        addBook(store.db, { sellerId: seller.id, categoryId: fiction.id, title, advertise: title !== 'Not Advertised' }),
      ),
    );
    await store.as(seller).books.setStatus({ id: sold!, status: 'sold' });
    const { insertedId: orderId } = await store.as(buyer).orders.book({ bookPostingId: held!, ...BUYER_CONTACT });
    const onHomePage = async () => {
      const advertised = ids(await store.anonymous().catalog.advertised());
      return {
        shown: advertised.includes(shown!),
        notAdvertised: advertised.includes(notAdvertised!),
        sold: advertised.includes(sold!),
        held: advertised.includes(held!),
      };
    };
    expect(await onHomePage()).toEqual({ shown: true, notAdvertised: false, sold: false, held: false });
    await store.as(buyer).orders.cancel({ id: orderId });
    expect(await onHomePage()).toEqual({ shown: true, notAdvertised: false, sold: false, held: true });
  });
});

describe('paging a category', () => {
  it('answers its books newest first, sold ones included, a page at a time; the cursor goes on where a page ended', async () => {
    const [oldest, older, middle, newer, newest] = await listInOrder(history.id, ['Oldest', 'Older', 'Middle', 'Newer', 'Newest']);
    await store.as(seller).books.setStatus({ id: middle!, status: 'sold' });
    const visitor = store.anonymous();
    const first = await visitor.catalog.booksInCategory({ id: 'history', limit: 2 });
    const second = await visitor.catalog.booksInCategory({ id: 'history', limit: 2, cursor: first.at(-1)!._id });
    const last = await visitor.catalog.booksInCategory({ id: 'history', limit: 2, cursor: second.at(-1)!._id });
    expect([ids(first), ids(second), ids(last)]).toEqual([[newest, newer], [middle, older], [oldest]]);
    expect(second[0]).toMatchObject({ book: 'Middle', status: 'sold' });
  });

  it.each([
    [{ limit: 0 }, 'limit must be at least 1'],
    [{ limit: 101 }, 'limit is at most 100'],
    [{ cursor: 'page-2' }, 'That id is malformed: expected a UUID'],
  ])('refuses %j with a BAD_REQUEST that says why', async (page, message) => {
    await expectRefusal(store.anonymous().catalog.booksInCategory({ id: 'history', ...page }), 'BAD_REQUEST', message);
  });
});

describe('searching', () => {
  it('finds sold copies (shown greyed out) but never hidden ones', async () => {
    const [available, sold, hidden] = await Promise.all(
      ['Quixotic Lanterns', 'Quixotic Lanterns Sold', 'Quixotic Lanterns Hidden'].map((title) =>
        addBook(store.db, { sellerId: seller.id, categoryId: fiction.id, title }),
      ),
    );
    await store.as(seller).books.setStatus({ id: sold!, status: 'sold' });
    await store.db.book.update({ where: { id: hidden! }, data: { hiddenAt: new Date() } });
    const { items, nextCursor } = await store.anonymous().catalog.search({ q: 'quixotic lanterns' });
    expect(Object.fromEntries(items.map((b) => [b._id, b.status]))).toEqual({ [available!]: 'available', [sold!]: 'sold' });
    expect(nextCursor).toBeNull();
  });

  it('pages by the cursor it gave out, and refuses that cursor with another sort', async () => {
    const [cheap, dear] = await Promise.all([
      addBook(store.db, { sellerId: seller.id, categoryId: fiction.id, title: 'Zephyrine Cheap', priceMinor: 10000 }),
      addBook(store.db, { sellerId: seller.id, categoryId: fiction.id, title: 'Zephyrine Dear', priceMinor: 90000 }),
    ]);
    const visitor = store.anonymous();
    const first = await visitor.catalog.search({ q: 'zephyrine', sort: 'price_asc', limit: 1 });
    expect(ids(first.items)).toEqual([cheap]);
    const next = await visitor.catalog.search({ q: 'zephyrine', sort: 'price_asc', limit: 1, cursor: first.nextCursor! });
    expect(next).toEqual({ items: [expect.objectContaining({ _id: dear })], nextCursor: null });
    await expectRefusal(
      visitor.catalog.search({ q: 'zephyrine', sort: 'newest', limit: 1, cursor: first.nextCursor! }),
      'BAD_REQUEST',
      'That cursor is not one this search gave out.',
    );
  });
});
