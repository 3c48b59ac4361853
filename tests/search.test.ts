import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchQuerySchema, type Book, type SearchQuery } from '../shared/books.ts';
import { RECENT_WINDOW, searchBooks } from '../server/services/search.ts';
import { addCategories } from './helpers/fixtures.ts';
import { member } from './helpers/identities.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const CONDITIONS = ['Excellent', 'Good', 'Fair'] as const;

beforeAll(async () => {
  t = await createTestApp();
  const [fiction, history] = await addCategories(t.db, ['Fiction', 'History']);
  const seller = await member(t, 'seller');
  const named = [
    ['Pride and Prejudice', 'Jane Austen', 350, 'Dhaka', fiction],
    ['The Old Man and the Sea', 'Ernest Hemingway', 300, 'Sylhet', fiction],
    ['A Farewell to Arms', 'Ernest Hemingway', 420, 'Dhaka', history],
    ['Principles of Economics', 'N. Gregory Mankiw', 950, 'Khulna', history],
  ] as const;
  const generated = Array.from(
    { length: 57 },
    (_, i) => [`Volume ${i} of Stories`, `Writer ${i % 9}`, 100 + ((i * 37) % 500), i % 2 ? 'Dhaka' : 'Rajshahi', i % 3 ? fiction : history] as const,
  );
  const now = Date.now();
  await t.db.book.createMany({
    data: [...named, ...generated].map(([title, author, price, location, category], i) => ({
      title,
      author,
      priceMinor: price * 100,
      condition: CONDITIONS[i % 3]!,
      phone: '+8801700000000',
      location,
      categoryId: category!.id,
      imageUrl: '/images/x.webp',
      sellerId: seller.userId,
      // Some books share a posting time and a price, so paging must break ties by id.
      createdAt: new Date(now - Math.floor(i / 3) * 60_000),
    })),
  });
});
afterAll(() => t.close());

async function search(params: Record<string, string | number>) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/books/search?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString()}`,
  });
  return res;
}
const titles = async (params: Record<string, string | number>) => (await search(params)).json().items.map((b: Book) => b.book);

describe('GET /api/books/search', () => {
  it('finds a book by a misspelt author word', async () => {
    expect(await titles({ q: 'Hemingwey' })).toEqual(expect.arrayContaining(['The Old Man and the Sea', 'A Farewell to Arms']));
    expect(await titles({ q: 'Austin' })).toContain('Pride and Prejudice');
  });

  it('finds a book by a title prefix, and by several words together', async () => {
    expect(await titles({ q: 'Pri' })).toEqual(expect.arrayContaining(['Pride and Prejudice', 'Principles of Economics']));
    expect(await titles({ q: 'old sea' })).toEqual(['The Old Man and the Sea']);
  });

  it('answers a visitor with no token, on REST and on tRPC (what the web app sends): search is public', async () => {
    const rest = await t.app.inject({ method: 'GET', url: '/api/books/search?q=Austen' });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().items.map((b: Book) => b.book)).toEqual(['Pride and Prejudice']);
    const trpc = await t.app.inject({ method: 'GET', url: `/trpc/catalog.search?input=${encodeURIComponent(JSON.stringify({ q: 'Austen' }))}` });
    expect(trpc.statusCode).toBe(200);
    expect(trpc.json().result.data.items.map((b: Book) => b.book)).toEqual(['Pride and Prejudice']);
  });

  it('finds nothing for words that match nothing', async () => {
    expect((await search({ q: 'zzqxj' })).json()).toEqual({ items: [], nextCursor: null });
  });

  it('combines filters: category, condition, price range and location', async () => {
    const res = await search({ categoryId: 'fiction', condition: 'Fair', minPrice: 150, maxPrice: 400, location: 'dhaka', limit: 48 });
    const items: Book[] = res.json().items;
    expect(items.length).toBeGreaterThan(0);
    for (const b of items) {
      expect(b).toMatchObject({ categoryId: 'fiction', condition: 'Fair', location: 'Dhaka' });
      expect(b.priceMinor).toBeGreaterThanOrEqual(15000);
      expect(b.priceMinor).toBeLessThanOrEqual(40000);
    }
    const all = await t.db.book.count({
      where: { category: { slug: 'fiction' }, condition: 'Fair', priceMinor: { gte: 15000, lte: 40000 }, location: { equals: 'Dhaka', mode: 'insensitive' } },
    });
    expect(items).toHaveLength(all);
  });

  it.each(['newest', 'price_asc', 'price_desc'] as const)('pages through every result exactly once, sorted %s', async (sort) => {
    const seen: Book[] = [];
    let cursor: string | null = null;
    do {
      const res = await search({ sort, limit: 7, ...(cursor && { cursor }) });
      expect(res.statusCode).toBe(200);
      const body: { items: Book[]; nextCursor: string | null } = res.json();
      seen.push(...body.items);
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen.map((b) => b._id).sort()).toEqual((await t.db.book.findMany({ select: { id: true } })).map((b) => b.id).sort());
    const keys = seen.map((b) => (sort === 'newest' ? -Date.parse(b.createdAt) : sort === 'price_asc' ? b.priceMinor : -b.priceMinor));
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
  });

  it.each([
    [{ limit: 49 }, /limit is at most 48/],
    [{ sort: 'cheapest' }, /sort must be/],
    [{ cursor: 'bm90LWEtY3Vyc29y' }, /cursor/],
    [{ minPrice: 'cheap' }, /number/],
    [{ minPrice: 900, maxPrice: 500 }, /minPrice is more than maxPrice/],
  ])('refuses %j with a 400 message', async (params, message) => {
    const res = await search(params);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toMatch(message);
  });

  // A search reads the next books in order first and asks the full-text index for the rest only
  // when they hold too few matches: with a window of 3 books, most pages take both steps.
  it.each([
    { q: 'hemingway' },
    { q: 'stories', sort: 'price_asc', limit: 5 },
    { q: 'vol writer', categoryId: 'history', limit: 4 },
    { location: 'dhaka', sort: 'price_desc', limit: 7 },
    { condition: 'Good', minPrice: 200, limit: 6 },
    { q: 'pri' },
  ])('pages through the same books whatever the first step reads: %j', async (params) => {
    const pages = async (window: number) => {
      const seen: string[][] = [];
      let query: SearchQuery = searchQuerySchema.parse(params);
      for (;;) {
        const page = await searchBooks({ db: t.db, config: t.config }, query, { window });
        seen.push(page.items.map((b) => b.book));
        if (!page.nextCursor) return seen;
        query = { ...query, cursor: page.nextCursor };
      }
    };
    const whole = await pages(RECENT_WINDOW);
    expect(whole.flat().length).toBeGreaterThan(0);
    expect(await pages(3)).toEqual(whole);
    expect(await pages(1)).toEqual(whole);
  });
});
