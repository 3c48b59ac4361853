import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rollUpBookViews } from '../server/services/book-views.ts';
import { addDays, storeDay } from '../shared/store-days.ts';
import { addBook, addCategories } from './helpers/fixtures.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** A book page's views, counted for its seller's insights (docs/selling.md#insights). */
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const HEADLESS = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';

let t: TestApp;
let seller: Member;
let buyer: Member;
let categoryId: string;

beforeAll(async () => {
  // The public read cache on, as in production: a remembered answer still counts its view.
  t = await createTestApp({ PUBLIC_CACHE_MS: '5000' });
  categoryId = (await addCategories(t.db, ['Fiction']))[0]!.id;
  seller = await member(t, 'seller');
  buyer = await member(t, 'buyer');
});
afterAll(() => t.close());

type Reader = { userAgent?: string; ip?: string; token?: string };

/** The book page's read as the web app makes it (/trpc), by a reader on a device. */
async function readBook(id: string, { userAgent = PHONE, ip = '203.0.113.7', token }: Reader = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/trpc/catalog.book?input=${encodeURIComponent(JSON.stringify({ id }))}`,
    remoteAddress: ip,
    headers: { ...(userAgent && { 'user-agent': userAgent }), ...(token && bearer(token)) },
  });
  expect(res.statusCode).toBe(200);
}

/** Views of the book, as the insights read them, once what the server saw is written. */
async function views(bookId: string): Promise<number> {
  await t.deps.bookViews.flush();
  const [row] = await t.db.$queryRaw<[{ views: number }]>`SELECT coalesce(sum(views), 0)::int AS views FROM book_view_counts WHERE book_id = ${bookId}::uuid`;
  return row.views;
}

const newBook = (title: string) => addBook(t.db, { sellerId: seller.userId, categoryId, title });

describe('book page views', () => {
  it('counts a visitor once a day however often they open the page, each device and each book apart', async () => {
    const book = await newBook('Counted Once');
    const other = await newBook('Counted Apart');
    for (let i = 0; i < 3; i++) await readBook(book);
    expect(await views(book)).toBe(1);
    await readBook(book, { userAgent: LAPTOP });
    await readBook(book, { ip: '198.51.100.4' });
    expect(await views(book)).toBe(3);
    await readBook(other);
    expect(await views(other)).toBe(1);
    expect(await views(book)).toBe(3);
  });

  it('counts the page opened from its link (its HTML) and then read by the app as one visit', async () => {
    const book = await newBook('Opened From A Link');
    const page = await t.app.inject({ method: 'GET', url: `/books/${book}`, remoteAddress: '203.0.113.9', headers: { 'user-agent': PHONE } });
    expect(page.statusCode).toBe(200);
    expect(await views(book)).toBe(1);
    await readBook(book, { ip: '203.0.113.9' });
    expect(await views(book)).toBe(1);
  });

  it('does not count bots, browsers that do not say what they are, or the REST API', async () => {
    const book = await newBook('Crawled');
    await readBook(book, { userAgent: GOOGLEBOT });
    await readBook(book, { userAgent: HEADLESS });
    await readBook(book, { userAgent: '' });
    const page = await t.app.inject({ method: 'GET', url: `/books/${book}`, headers: { 'user-agent': GOOGLEBOT } });
    expect(page.statusCode).toBe(200);
    const rest = await t.app.inject({ method: 'GET', url: `/api/book/${book}`, headers: { 'user-agent': PHONE } });
    expect(rest.statusCode).toBe(200);
    expect(await views(book)).toBe(0);
  });

  it("does not count the seller's own views, even when their device opened the page before signing in", async () => {
    const book = await newBook('Own Listing');
    await readBook(book, { token: seller.idToken, ip: '192.0.2.10' });
    expect(await views(book)).toBe(0);
    // Their phone opens the link (not signed in yet: the HTML carries no token), then the app reads it as them.
    await t.app.inject({ method: 'GET', url: `/books/${book}`, remoteAddress: '192.0.2.11', headers: { 'user-agent': PHONE } });
    await t.deps.bookViews.flush();
    await readBook(book, { token: seller.idToken, ip: '192.0.2.11' });
    expect(await views(book)).toBe(0);
    // A buyer signed in is a visitor like any other.
    await readBook(book, { token: buyer.idToken, ip: '192.0.2.12' });
    expect(await views(book)).toBe(1);
  });

  it('keeps no address or browser: a visitor is a hash that changes every day', async () => {
    const book = await newBook('Private Visitors');
    await readBook(book, { ip: '203.0.113.200' });
    await t.deps.bookViews.flush();
    const rows = await t.db.$queryRaw<Array<{ visitor: Buffer }>>`SELECT visitor FROM book_view_visits WHERE book_id = ${book}::uuid`;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.visitor).toHaveLength(16);
    expect(rows[0]!.visitor.toString('latin1')).not.toContain('203.0.113.200');
  });

  it('rolls days before yesterday up into a count per book and day, and forgets their visitors', async () => {
    const book = await newBook('Rolled Up');
    const gone = await newBook('Deleted Since');
    const today = storeDay(t.config.STORE_TIME_ZONE);
    const daysAgo = (n: number) => addDays(today, -n);
    const visit = (day: string, bookId: string, visitor: string, own = false) =>
      t.db.$executeRaw`INSERT INTO book_view_visits (day, book_id, visitor, own) VALUES (${day}::date, ${bookId}::uuid, decode(${visitor}, 'hex'), ${own})`;
    await visit(daysAgo(3), book, 'aa');
    await visit(daysAgo(3), book, 'bb');
    await visit(daysAgo(3), book, 'cc', true);
    await visit(daysAgo(2), book, 'aa');
    await visit(daysAgo(1), book, 'aa');
    await visit(daysAgo(3), gone, 'aa');
    await t.db.book.delete({ where: { id: gone } });
    await rollUpBookViews(t.db, t.config.STORE_TIME_ZONE);
    const days = await t.db.bookViewDay.findMany({ where: { bookId: { in: [book, gone] } }, orderBy: { day: 'asc' } });
    expect(days.map((d) => [d.day.toISOString().slice(0, 10), d.views])).toEqual([
      [daysAgo(3), 2],
      [daysAgo(2), 1],
    ]);
    // Yesterday's visitors wait a day more; the others are gone, the deleted listing's too.
    const left = await t.db.$queryRaw<Array<{ day: Date }>>`SELECT day FROM book_view_visits WHERE book_id IN (${book}::uuid, ${gone}::uuid)`;
    expect(left.map((r) => r.day.toISOString().slice(0, 10))).toEqual([daysAgo(1)]);
    expect(await views(book)).toBe(4);
    // A second pass changes nothing.
    await rollUpBookViews(t.db, t.config.STORE_TIME_ZONE);
    expect(await views(book)).toBe(4);
  });
});

describe('book page views, counting off', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ VIEW_COUNTING: 'false' });
  });
  afterAll(() => off.close());

  it('counts nothing when VIEW_COUNTING is false', async () => {
    const [category] = await addCategories(off.db, ['Fiction']);
    const owner = await member(off, 'seller');
    const book = await addBook(off.db, { sellerId: owner.userId, categoryId: category!.id, title: 'Uncounted' });
    const res = await off.app.inject({
      method: 'GET',
      url: `/trpc/catalog.book?input=${encodeURIComponent(JSON.stringify({ id: book }))}`,
      headers: { 'user-agent': PHONE },
    });
    expect(res.statusCode).toBe(200);
    await off.deps.bookViews.flush();
    expect(await off.db.$queryRaw`SELECT * FROM book_view_visits`).toEqual([]);
  });
});
