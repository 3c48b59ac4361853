import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook, addCategories } from './helpers/fixtures.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The web client's reads: tRPC queries over GET, alone or batched, answered before tRPC's own
 * adapter (server/http/fast-path/trpc-queries.ts). A request carrying `trpc-accept` goes to tRPC's adapter,
 * which lets each answer here be compared with the one tRPC itself gives.
 */
let t: TestApp;
let limited: TestApp;
let seller: Member;
let bookId: string;

beforeAll(async () => {
  [t, limited] = await Promise.all([
    createTestApp({ PUBLIC_CACHE_MS: '10000' }),
    createTestApp({ PUBLIC_CACHE_MS: '10000', RATE_LIMIT_READS_PER_MINUTE: '3' }),
  ]);
  const categoryId = (await addCategories(t.db, ['Fiction']))[0]!.id;
  seller = await member(t, 'seller');
  bookId = await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'Batched Copy' });
});
afterAll(() => Promise.all([t.close(), limited.close()]));

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const get = (app: TestApp, url: string, headers: Record<string, string> = {}) => app.app.inject({ method: 'GET', url, headers });
/** The same request, answered by tRPC's own adapter. */
const viaAdapter = (url: string, headers: Record<string, string> = {}) => get(t, url, { ...headers, 'trpc-accept': 'application/json' });

describe('tRPC queries over GET', () => {
  const cases: Array<[string, () => string, () => Record<string, string>]> = [
    ['one public read', () => `/trpc/catalog.book?input=${input({ id: bookId })}`, () => ({})],
    [
      'a batch of public and signed-in reads',
      () => `/trpc/catalog.categories,catalog.book,books.mine?batch=1&input=${input({ 1: { id: bookId }, 2: { email: seller.email } })}`,
      () => bearer(seller.accessToken),
    ],
    ['a malformed input', () => `/trpc/catalog.book?input=${input({ id: 'nope' })}`, () => ({})],
    ['a batch with one failing call (207)', () => `/trpc/catalog.categories,catalog.book?batch=1&input=${input({ 1: { id: 'nope' } })}`, () => ({})],
    ['a signed-in read without a token', () => `/trpc/users.notifications`, () => ({})],
    ['a read with no input at all', () => '/trpc/catalog.categories', () => ({})],
  ];
  for (const [name, url, headers] of cases) {
    it(`answers ${name} with the status, body and headers tRPC's adapter gives`, async () => {
      const [ours, theirs] = [await get(t, url(), headers()), await viaAdapter(url(), headers())];
      expect(ours.statusCode).toBe(theirs.statusCode);
      expect(ours.json()).toEqual(theirs.json());
      for (const header of ['vary', 'content-security-policy', 'x-ratelimit-limit']) expect(ours.headers[header]).toBe(theirs.headers[header]);
      // Fastify names the charset of the JSON it sends; tRPC's adapter leaves it implied.
      expect(ours.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(theirs.headers['content-type']).toBe('application/json');
    });
  }

  it('revalidates public reads as their REST twins do: an ETag, then 304 while the answer is the same', async () => {
    const url = `/trpc/catalog.categories,catalog.book?batch=1&input=${input({ 1: { id: bookId } })}`;
    const first = await get(t, url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const unchanged = await get(t, url, { 'if-none-match': etag });
    expect([unchanged.statusCode, unchanged.body, unchanged.headers.etag]).toEqual([304, '', etag]);
    expect((await get(t, url, { 'if-none-match': '"some-other-version"' })).statusCode).toBe(200);
    // A batch with a signed-in read in it is nobody else's to revalidate: no ETag.
    const mixed = await get(t, `/trpc/catalog.categories,books.mine?batch=1&input=${input({ 1: { email: seller.email } })}`, bearer(seller.accessToken));
    expect([mixed.statusCode, mixed.headers.etag]).toEqual([200, undefined]);
    // After a change (the book is advertised now) the old tag no longer matches.
    await t.app.inject({ method: 'PATCH', url: `/api/book/feature/${bookId}`, headers: bearer(seller.accessToken) });
    const changed = await get(t, url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers a remembered read from its finished JSON, alone or in a batch, until a write', async () => {
    const url = `/trpc/catalog.book?input=${input({ id: bookId })}`;
    const batchUrl = `/trpc/catalog.categories,catalog.book?batch=1&input=${input({ 1: { id: bookId } })}`;
    const first = await get(t, url);
    await get(t, batchUrl);
    await t.db.book.update({ where: { id: bookId }, data: { title: 'Renamed Behind The Cache' } });
    const again = await get(t, url);
    expect(again.body).toBe(first.body);
    expect((await get(t, batchUrl)).json()[1].result.data.book).toBe('Batched Copy');
    // A write through the store forgets it: the next read runs the procedure.
    await t.app.inject({ method: 'PATCH', url: `/api/book/feature/${bookId}`, headers: bearer(seller.accessToken) });
    expect((await get(t, url)).json().result.data.book).toBe('Renamed Behind The Cache');
  });

  it("counts a read answered from memory against the read limit, and refuses past it in tRPC's shape", async () => {
    const url = '/trpc/catalog.categories';
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await get(limited, url)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await get(limited, url);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.data.code).toBe('TOO_MANY_REQUESTS');
  });

  it("leaves mutations, unknown procedures and streaming batches to tRPC's adapter", async () => {
    expect((await get(t, '/trpc/books.add')).statusCode).toBe(405);
    expect((await get(t, '/trpc/catalog.nothing')).statusCode).toBe(404);
    const streamed = await get(t, `/trpc/catalog.categories?batch=1&input=${input({})}`, { 'trpc-accept': 'application/jsonl' });
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers['transfer-encoding']).toBe('chunked');
  });
});
