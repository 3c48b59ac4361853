import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Book, SearchResult } from '../shared/books.ts';
import { NEW_LISTING, addCategories } from './helpers/fixtures.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/*
 * A listing may name its edition by ISBN (ISBN-10 or -13, hyphens or not, kept as its ISBN-13).
 * GET /isbn/{isbn} lists every available copy of that edition, cheapest first, from every seller;
 * a search for the ISBN finds them too.
 */
let t: TestApp;
let sellers: Member[];
const ISBN_13 = '9780306406157';
const ISBN_10 = '0-306-40615-2';

beforeAll(async () => {
  t = await createTestApp();
  await addCategories(t.db, ['Fiction']);
  sellers = await Promise.all([member(t, 'seller', 'edition-a'), member(t, 'seller', 'edition-b')]);
});
afterAll(() => t.close());

async function list(seller: Member, fields: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/books', headers: bearer(seller.accessToken), payload: { ...NEW_LISTING, ...fields } });
  return { status: res.statusCode, body: res.json<{ insertedId?: string; message?: string }>() };
}
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('one page per edition', () => {
  it('keeps the ISBN a seller gives as its ISBN-13, and refuses one whose check digit fails', async () => {
    const listed = await list(sellers[0]!, { book: 'Kept by ISBN-10', isbn: ISBN_10 });
    expect(listed.status).toBe(200);
    expect((await get(`/api/book/${listed.body.insertedId}`)).json<Book>().isbn).toBe(ISBN_13);

    const none = await list(sellers[0]!, { book: 'No ISBN given', isbn: '' });
    expect((await get(`/api/book/${none.body.insertedId}`)).json<Book>().isbn).toBeNull();

    const typo = await list(sellers[0]!, { book: 'A typo', isbn: '978-0-306-40615-8' });
    expect(typo.status).toBe(400);
    expect(typo.body.message).toMatch(/Not an ISBN/);
  });

  it('lists every available copy of the edition from every seller, cheapest first; a search for the ISBN finds them too', async () => {
    const isbn = '978-1-86197-876-9';
    const ids: Record<string, string> = {};
    for (const [title, seller, price] of [
      ['Dear copy', sellers[0]!, '900'],
      ['Cheap copy', sellers[1]!, '150'],
      ['Middle copy', sellers[1]!, '400'],
      ['Sold copy', sellers[0]!, '100'],
    ] as const) {
      ids[title] = (await list(seller, { book: title, price, isbn })).body.insertedId!;
    }
    await list(sellers[0]!, { book: 'Another edition', price: '50', isbn: ISBN_13 });
    await t.app.inject({ method: 'PATCH', url: `/api/book/status/${ids['Sold copy']}`, headers: bearer(sellers[0]!.accessToken), payload: { status: 'sold' } });

    const edition = await get('/api/isbn/1861978766');
    expect(edition.statusCode).toBe(200);
    const copies = edition.json<SearchResult>().items;
    expect(copies.map((book) => book.book)).toEqual(['Cheap copy', 'Middle copy', 'Dear copy']);
    expect(new Set(copies.map((book) => book.sellerId))).toEqual(new Set(sellers.map((s) => s.userId)));

    const firstPage = (await get(`/api/isbn/${encodeURIComponent(isbn)}?limit=2`)).json<SearchResult>();
    expect(firstPage.items.map((book) => book.book)).toEqual(['Cheap copy', 'Middle copy']);
    const next = (await get(`/api/isbn/9781861978769?limit=2&cursor=${firstPage.nextCursor}`)).json<SearchResult>();
    expect(next).toMatchObject({ items: [{ book: 'Dear copy' }], nextCursor: null });

    const searched = (await get(`/api/books/search?q=${encodeURIComponent(isbn)}&sort=price_asc`)).json<SearchResult>();
    expect(searched.items.map((book) => book.book)).toEqual(['Sold copy', 'Cheap copy', 'Middle copy', 'Dear copy']);
  });

  it('refuses what is not an ISBN, saying so', async () => {
    const typo = await get('/api/isbn/9781861978760');
    expect(typo.statusCode).toBe(400);
    expect(typo.json<{ message: string }>().message).toMatch(/Not an ISBN/);
    expect((await get('/api/isbn/9780000000002')).json<SearchResult>().items).toEqual([]);
  });
});
