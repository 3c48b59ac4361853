import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkImport } from '../shared/bulk-imports.ts';
import { runImport } from '../server/services/bulk-imports.ts';
import { bearer, type Member } from './helpers/identities.ts';
import { appWith } from './helpers/shop.ts';
import type { TestApp } from './helpers/test-app.ts';

/*
 * A shop lists its stock from a CSV: a preview names every row's problems before anything is listed,
 * a background job lists the rest under the shop's caps (an admin may raise them for a verified shop),
 * and the import reports, row by row, what was listed and why not. My products exports to CSV.
 */
let t: TestApp, shop: Member, otherSeller: Member, buyer: Member, admin: Member;
const KNOWN = { '9780141439563': 'Great Expectations', '9780141439518': 'Pride and Prejudice', '9780140449266': 'The Count of Monte Cristo' };
const UNKNOWN = '9780306406157';

beforeAll(async () => {
  ({ t, seller: shop, otherSeller, buyer, admin } = await appWith(['seller', 'otherSeller', 'buyer', 'admin'], { categories: ['Fiction'] }));
  // The editions as a lookup keeps them (the tests' Open Library is a closed port): one unknown to it.
  await t.db.isbnRecord.createMany({
    data: [
      ...Object.entries(KNOWN).map(([isbn, title]) => ({ isbn, found: true, title, authors: ['A. Classic'], imageUrl: '/images/edition-cover.webp' })),
      { isbn: UNKNOWN, found: false, authors: [] },
    ],
  });
  await t.db.user.update({ where: { id: shop.userId }, data: { sellerStatus: 'verified' } });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: Member, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(who.accessToken), ...(payload && { payload }) });
const preview = (csv: string, who = shop) => call('POST', '/bulk-imports', who, { csv, categoryId: 'fiction', phone: '+8801700000000', location: 'Dhaka' });
const csvOf = (...lines: string[]) => lines.join('\n') + '\n';

describe('POST /api/bulk-imports (the preview)', () => {
  it('reads the columns in any order and names each row’s problems; nothing is listed', async () => {
    const res = await preview(
      csvOf(
        'Price,ISBN,Condition,Notes,photo_url',
        '350,9780141439563,Good,"Penguin, 2003 printing",',
        '420,0-14-143951-3,excellent,,',
        '99,9780141439564,Good,,',
        '100,9780141439518,Mint,,',
        '12.345,9780141439518,Fair,,',
        '200,,Good,,',
        '150,9780141439518,Good,,http://shop.example.com/p.jpg',
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<BulkImport>();
    expect(body).toMatchObject({ status: 'previewed', total: 7, ready: 2, done: 0, listed: 0 });
    expect(body.rows.map((r) => [r.line, r.isbn, r.condition, r.problems])).toEqual([
      [2, '9780141439563', 'Good', []],
      [3, '9780141439518', 'Excellent', []],
      [4, '9780141439564', 'Good', ['The ISBN is not one: its check digit does not hold.']],
      [5, '9780141439518', 'Mint', ['The condition must be Excellent, Good or Fair.']],
      [6, '9780141439518', 'Fair', ['Price must be a positive amount with at most two decimals, e.g. 350 or 350.50.']],
      [7, '', 'Good', ['The ISBN is missing.']],
      [8, '9780141439518', 'Good', ['The photo URL must be an https URL, or one of your uploads.']],
    ]);
    expect(body.rows[0]!.notes).toBe('Penguin, 2003 printing');
    expect(await t.db.book.count({ where: { sellerId: shop.userId } })).toBe(0);
  });

  it.each([
    [
      'no price column',
      csvOf('isbn,condition', '9780141439563,Good'),
      'The first line must name the columns isbn, condition, price, notes, photo_url; missing: price.',
    ],
    ['only a header', csvOf('isbn,condition,price'), 'The file has no rows to list: a first line naming the columns, then one copy a line.'],
    ['an unclosed quote', 'isbn,condition,price\n"9780141439563,Good,350\n', /^The file is not a CSV we can read/],
    [
      '1,001 rows',
      csvOf('isbn,condition,price', ...Array.from({ length: 1001 }, () => '9780141439563,Good,350')),
      'A file lists at most 1000 copies; this one has 1001.',
    ],
    [
      '600 KB of notes',
      csvOf('isbn,condition,price,notes', ...Array.from({ length: 900 }, () => `9780141439563,Good,350,${'x'.repeat(650)}`)),
      'The file is at most 500 KB',
    ],
  ])('refuses a file with %s: 400, nothing kept', async (_what, csv, message) => {
    const before = await t.db.bulkImport.count();
    const res = await preview(csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await t.db.bulkImport.count()).toBe(before);
  });

  it('is for sellers only', async () => {
    expect((await preview(csvOf('isbn,condition,price', '9780141439563,Good,350'), buyer)).statusCode).toBe(403);
  });
});

describe('listing an import', () => {
  it('lists the rows without problems in the background, each from its edition, and reports every row; never twice', async () => {
    const previewed = (
      await preview(
        csvOf(
          'isbn,condition,price,notes,photo_url',
          '9780141439563,Good,350,First copy,',
          `${UNKNOWN},Fair,100,,`,
          '9780140449266,Excellent,560,,https://127.0.0.1/photo.jpg',
          '9780141439518,Good,300,Own photo,/images/0123456789abcdef0123456789abcdef.webp',
          'not-an-isbn,Good,1,,',
        ),
      )
    ).json<BulkImport>();
    expect(previewed.ready).toBe(4);
    const started = await call('POST', `/bulk-imports/${previewed._id}/start`, shop);
    expect(started.json()).toMatchObject({ status: 'running', done: 0 });
    expect((await call('POST', `/bulk-imports/${previewed._id}/start`, shop)).statusCode).toBe(409);
    const [job] = await t.db.$queryRaw<Array<{ key: string }>>`SELECT key FROM graphile_worker._private_jobs WHERE key = ${`bulk:${previewed._id}`}`;
    expect(job).toBeDefined();

    await runImport(t.deps, previewed._id);
    await runImport(t.deps, previewed._id);
    const report = (await call('GET', `/bulk-imports/${previewed._id}`, shop)).json<BulkImport>();
    expect(report).toMatchObject({ status: 'done', total: 5, ready: 4, done: 4, listed: 2 });
    expect(report.rows.map((r) => [r.line, r.outcome])).toEqual([
      [2, 'Listed'],
      [3, 'The book catalogue does not know this ISBN: list it by hand.'],
      [4, 'The photo URL points inside a private network.'],
      [5, 'Listed'],
      [6, null],
    ]);
    const books = await t.db.book.findMany({
      where: { id: { in: report.rows.flatMap((r) => (r.bookId ? [r.bookId] : [])) } },
      select: { title: true, author: true, isbn: true, priceMinor: true, condition: true, description: true, imageUrl: true, location: true, sellerId: true },
      orderBy: { priceMinor: 'desc' },
    });
    expect(books).toEqual([
      {
        title: 'Great Expectations',
        author: 'A. Classic',
        isbn: '9780141439563',
        priceMinor: 35000,
        condition: 'Good',
        description: 'First copy',
        imageUrl: '/images/edition-cover.webp',
        location: 'Dhaka',
        sellerId: shop.userId,
      },
      {
        title: 'Pride and Prejudice',
        author: 'A. Classic',
        isbn: '9780141439518',
        priceMinor: 30000,
        condition: 'Good',
        description: 'Own photo',
        imageUrl: '/images/0123456789abcdef0123456789abcdef.webp',
        location: 'Dhaka',
        sellerId: shop.userId,
      },
    ]);
    expect((await call('GET', `/bulk-imports/${previewed._id}`, otherSeller)).statusCode).toBe(403);
  });

  it("holds the shop to its caps, and an admin's higher cap for a verified shop lifts them", async () => {
    const rows = (n: number) => csvOf('isbn,condition,price', ...Array.from({ length: n }, () => '9780141439563,Good,350'));
    const capped = (await preview(rows(40))).json<BulkImport>();
    const over = capped.rows.filter((r) => r.problems.includes('Over your listing cap for now: list it later, or ask for a higher cap.'));
    // 30 an hour, less the two listed above.
    expect([capped.ready, over.length]).toEqual([28, 12]);

    const grant = (perDay: number | null, who = admin, id = shop.userId) => call('PATCH', `/admin/sellers/${id}/listing-cap`, who, { perDay });
    expect((await grant(1000)).json().modifiedCount).toBe(1);
    expect((await grant(1000)).json().modifiedCount).toBe(0);
    expect((await grant(1000, shop)).statusCode).toBe(403);
    expect((await grant(1000, admin, otherSeller.userId)).statusCode).toBe(409);
    expect((await preview(rows(40))).json<BulkImport>().ready).toBe(40);
    expect((await grant(null)).json().modifiedCount).toBe(1);
    expect((await preview(rows(40))).json<BulkImport>().ready).toBe(28);
  });
});

describe('GET /api/exports/books', () => {
  it("is the seller's listings as CSV, a formula-looking cell kept as text", async () => {
    await call('POST', '/books', otherSeller, {
      book: '=HYPERLINK("http://evil.example")',
      author: 'Quote "Marks", Inc',
      price: '120',
      condition: 'Fair',
      phone: '+8801700000000',
      location: 'Khulna',
      categoryId: 'fiction',
      image: '/images/0123456789abcdef0123456789abcdef.webp',
    });
    const res = await call('GET', '/exports/books', otherSeller);
    expect(res.statusCode).toBe(200);
    const { filename, csv } = res.json<{ filename: string; csv: string }>();
    expect(filename).toMatch(/^my-books-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, line, end] = csv.split('\r\n');
    expect(header).toBe('id,isbn,title,author,condition,price,price_when_new,status,category,location,notes,photo_urls,listed_at');
    expect(line).toMatch(
      new RegExp(
        `^[0-9a-f-]{36},,"'=HYPERLINK\\(""http://evil.example""\\)","Quote ""Marks"", Inc",Fair,120,,available,fiction,Khulna,,${t.config.publicUrl}/images/0123456789abcdef0123456789abcdef.webp,\\d{4}-`,
      ),
    );
    expect(end).toBe('');
  });
});
