import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addBook, addCategories } from './helpers/fixtures.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// A direct database change stands for a write made by another server process, which this
// process's cache cannot hear of: it shows once the entry's time is up.
let t: TestApp;
let seller: Member;
let buyer: Member;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_MS: '10000' });
  categoryId = (await addCategories(t.db, ['Fiction']))[0]!.id;
  [seller, buyer] = await Promise.all([member(t, 'seller'), member(t, 'buyer')]);
});
afterAll(() => t.close());

const get = async (url: string, who?: Member) => (await t.app.inject({ method: 'GET', url, headers: who ? bearer(who.accessToken) : {} })).json();
const advertisedIds = async () => (await get('/api/feature/books')).map((b: { _id: string }) => b._id);

describe('the cache of public reads', () => {
  it('serves a public read from memory until a write in this process, which every surface then sees at once', async () => {
    const id = await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'Cached Copy' });
    const before = await advertisedIds();
    await t.db.book.update({ where: { id }, data: { advertise: true } });
    expect(await advertisedIds()).toEqual(before);
    await t.db.book.update({ where: { id }, data: { advertise: false } });
    const res = await t.app.inject({ method: 'PATCH', url: `/api/book/feature/${id}`, headers: bearer(seller.accessToken) });
    expect(res.json()).toMatchObject({ modifiedCount: 1 });
    expect(await advertisedIds()).toContain(id);
    const viaTrpc = await t.app.inject({ method: 'GET', url: '/trpc/catalog.advertised' });
    expect(viaTrpc.json().result.data.map((b: { _id: string }) => b._id)).toContain(id);
  });

  it('answers a repeated REST read from memory with the same body and headers, for anyone, whatever token they send', async () => {
    // (Not the category list: it tells a signed-in caller the sellers' contact, see seller-contact.test.ts.)
    const url = `/api/sellers/${seller.userId}/books?limit=5`;
    const first = await t.app.inject({ method: 'GET', url });
    const again = await t.app.inject({ method: 'GET', url, headers: bearer(buyer.accessToken) });
    expect(again.body).toBe(first.body);
    for (const name of ['content-type', 'content-security-policy', 'x-content-type-options']) expect(again.headers[name]).toBe(first.headers[name]);
    // What is not a public read is never remembered.
    const mine = () => t.app.inject({ method: 'GET', url: `/api/books?email=${encodeURIComponent(seller.email)}`, headers: bearer(seller.accessToken) });
    const before = (await mine()).json<unknown[]>().length;
    await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'Listed Elsewhere' });
    expect((await mine()).json()).toHaveLength(before + 1);
  });

  it('never answers what a signed-in user reads of their own, or what decides a booking', async () => {
    const id = await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'Sold Elsewhere' });
    expect(await get(`/api/book/${id}`)).toMatchObject({ status: 'available' });
    await t.db.book.update({ where: { id }, data: { status: 'sold' } });
    expect(await get(`/api/book/${id}`)).toMatchObject({ status: 'available' });
    const mine = await get(`/api/books?email=${encodeURIComponent(seller.email)}`, seller);
    expect(mine.find((b: { _id: string }) => b._id === id)).toMatchObject({ status: 'sold' });
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/buyer-orders',
      headers: bearer(buyer.accessToken),
      payload: { bookPostingId: id, buyerPhone: '+8801711111111' },
    });
    expect(booking.json()).toMatchObject({ message: 'This book is sold.' });
  });

  it('keeps an entry no longer than PUBLIC_CACHE_MS', async () => {
    const short = await createTestApp({ PUBLIC_CACHE_MS: '100' });
    // The cache's clock, moved by hand (a fake clock starts at 0, which lru-cache reads as "no time").
    vi.useFakeTimers({ toFake: ['performance'] });
    vi.advanceTimersByTime(1_000);
    try {
      const [category] = await addCategories(short.db, ['History']);
      const read = async () => (await short.app.inject({ method: 'GET', url: '/api/categories' })).json().map((c: { category: string }) => c.category);
      expect(await read()).toEqual(['History']);
      // A change the server is not told of (written straight to the database): the entry answers until its time is up.
      await short.db.category.update({ where: { id: category!.id }, data: { name: 'World History' } });
      vi.advanceTimersByTime(99);
      expect(await read()).toEqual(['History']);
      vi.advanceTimersByTime(2);
      expect(await read()).toEqual(['World History']);
    } finally {
      vi.useRealTimers();
      await short.close();
    }
  });
});

describe('compression', () => {
  type Answer = Awaited<ReturnType<typeof t.app.inject>>;
  const fetchAs = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
  /** The body as the client reads it, whatever encoding it came in. */
  const decoded = (res: Answer) => {
    const encoding = res.headers['content-encoding'];
    if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
    if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
    expect(encoding).toBeUndefined();
    return res.body;
  };

  it('sends large JSON answers of both surfaces compressed to clients that accept it, and the same JSON plain to others', async () => {
    const [category] = await addCategories(t.db, ['Compressed']);
    for (let i = 0; i < 40; i++)
      await addBook(t.db, { sellerId: seller.userId, categoryId: category!.id, title: `Advertised Copy Number ${i}`, advertise: true });
    // Books added behind the cache's back: forget what it holds.
    t.deps.publicReads.clear();

    for (const url of ['/api/feature/books', '/trpc/catalog.advertised']) {
      const plain = await fetchAs(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const json = JSON.parse(plain.body);
      expect(JSON.stringify(json)).toContain('Advertised Copy Number 39');
      // Computed afresh, then from the cache (REST answers a hit with the finished JSON): both compressed.
      t.deps.publicReads.clear();
      for (const round of ['fresh', 'remembered']) {
        const br = await fetchAs(url, 'br, gzip');
        expect(br.statusCode, round).toBe(200);
        expect(br.headers['content-encoding'], `${url} ${round}`).toBe('br');
        expect(br.headers.vary).toMatch(/accept-encoding/i);
        expect(br.headers['content-type']).toMatch(/^application\/json/);
        expect(JSON.parse(decoded(br))).toEqual(json);
        expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      }
      const gzip = await fetchAs(url, 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(decoded(gzip))).toEqual(json);
      const identity = await fetchAs(url, 'identity');
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body).toBe(plain.body);
      console.log(`${url}: ${plain.rawPayload.length} bytes plain, ${gzip.rawPayload.length} gzip, ${(await fetchAs(url, 'br')).rawPayload.length} br`);
    }
  });

  it('leaves answers under 1 KB plain, and keeps the security headers on compressed ones', async () => {
    const small = await fetchAs('/api/categories', 'br, gzip');
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body)).toEqual(expect.any(Array));
    const large = await fetchAs('/api/feature/books', 'br, gzip');
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers['content-security-policy']).toBeDefined();
    expect(large.headers['x-content-type-options']).toBe('nosniff');
    // Refusals keep their status and JSON message.
    const refused = await t.app.inject({
      method: 'PATCH',
      url: '/api/book/feature/not-a-book',
      headers: { ...bearer(seller.accessToken), 'accept-encoding': 'br' },
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.parse(decoded(refused))).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
  });

  it("sends the client's index page compressed, for every client route", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bookstore-client-'));
    const html = `<!doctype html><html><head><title>Book Store</title></head><body>${'<p>A used book.</p>'.repeat(200)}</body></html>`;
    // What the build writes (scripts/vite/precompress.ts): the page and its compressed siblings.
    await fs.writeFile(path.join(dir, 'index.html'), html);
    await fs.writeFile(path.join(dir, 'index.html.br'), brotliCompressSync(html));
    await fs.writeFile(path.join(dir, 'index.html.gz'), gzipSync(html));
    const site = await createTestApp({ CLIENT_DIST_DIR: dir });
    try {
      for (const url of ['/', '/categories', '/index.html']) {
        const plain = await site.app.inject({ method: 'GET', url });
        expect(plain.headers['content-encoding']).toBeUndefined();
        // The front page names its address in each language in its head (docs/languages.md), and every
        // page carries its first reads (docs/performance.md); the page is otherwise the file.
        const file = plain.body
          .replace(/<link rel="alternate"[^>]*>\s*/g, '')
          .replace(/\s*<script type="application\/json" id="page-data">.*?<\/script>/, '')
          .replace(/\s*<\/head>/, '</head>');
        expect(file).toBe(html);
        const br = await site.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
        expect(br.statusCode, url).toBe(200);
        expect(br.headers['content-type']).toMatch(/^text\/html/);
        expect(br.headers['content-encoding'], url).toBe('br');
        expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
        const gzip = await site.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
        expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      }
    } finally {
      await site.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe('ETag and If-None-Match on public REST reads', () => {
  const read = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('answers 304 with no body to the ETag the client holds, and 200 with the body to a stale one', async () => {
    t.deps.publicReads.clear();
    for (const url of ['/api/categories', '/api/feature/books', `/api/books/categoryId?id=fiction`]) {
      const first = await read(url);
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^"[\w-]{27}"$/);
      // The second read comes from the cache: the same ETag, made once with the body.
      const revalidated = await read(url, { 'if-none-match': etag });
      expect(revalidated.statusCode, url).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(etag);
      expect((await read(url, { 'if-none-match': `"stale", W/${etag}` })).statusCode, 'a list, weakly compared').toBe(304);
      const stale = await read(url, { 'if-none-match': '"stale"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
      expect(stale.headers.etag).toBe(etag);
    }
  });

  it('gives changed data a new ETag: the old one then gets the new body', async () => {
    const url = '/api/feature/books';
    const before = await read(url);
    const id = await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'Newly Advertised' });
    await t.app.inject({ method: 'PATCH', url: `/api/book/feature/${id}`, headers: bearer(seller.accessToken) });
    const after = await read(url, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json().map((b: { _id: string }) => b._id)).toContain(id);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('keeps the ETag on a compressed answer, and answers its If-None-Match with 304', async () => {
    for (let i = 0; i < 5; i++) await addBook(t.db, { sellerId: seller.userId, categoryId, title: `Compressed And Tagged ${i}`, advertise: true });
    t.deps.publicReads.clear();
    const br = await read('/api/feature/books', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await read('/api/feature/books');
    expect(br.headers.etag).toBe(plain.headers.etag);
    const revalidated = await read('/api/feature/books', { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('tags no read that is not public', async () => {
    const mine = await t.app.inject({ method: 'GET', url: `/api/books?email=${encodeURIComponent(seller.email)}`, headers: bearer(seller.accessToken) });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers.etag).toBeUndefined();
    const missing = await read('/api/book/not-a-uuid');
    expect(missing.statusCode).toBe(400);
    expect(missing.headers.etag).toBeUndefined();
  });
});
