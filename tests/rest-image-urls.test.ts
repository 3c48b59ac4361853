import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absoluteImageUrls } from '../server/integrations/images/image-urls.ts';
import { addCategories } from './helpers/fixtures.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { multipartFile } from './helpers/multipart.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// A legacy client on another origin reads the REST surface: our own uploads must reach it as absolute
// URLs on PUBLIC_URL, and it sends them back as it got them.
const PUBLIC_URL = 'https://books.example.com';

let t: TestApp;
let seller: Member;
let buyer: Member;
let clientDir: string;

beforeAll(async () => {
  clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bookstore-client-'));
  await fs.writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Book Store</title>');
  // The public-read cache on: a cached answer must be the absolute one too (writes here go through the API, which forgets it).
  t = await createTestApp({ PUBLIC_URL, PUBLIC_CACHE_MS: '10000', CLIENT_DIST_DIR: clientDir });
  await addCategories(t.db, ['Fiction', 'History']);
  [seller, buyer] = await Promise.all([member(t, 'seller'), member(t, 'buyer')]);
});
afterAll(async () => {
  await t.close();
  await fs.rm(clientDir, { recursive: true, force: true });
});

const get = (url: string, who?: Member) => t.app.inject({ method: 'GET', url, headers: who ? bearer(who.accessToken) : {} });
const send = (method: 'POST' | 'PATCH', url: string, who: Member | string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(typeof who === 'string' ? who : who.accessToken), ...(payload && { payload }) });
const trpcQuery = async (name: string, input?: unknown, who?: Member) =>
  (await get(`/trpc/${name}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, who)).json().result.data;

let colour = 0;
/** Uploads a new picture (a colour no other test used, so a new file) and answers the upload route's URLs. */
async function upload(who: Member): Promise<{ display: string; thumb: string }> {
  const png = await sharp({ create: { width: 120, height: 180, channels: 3, background: { r: 40, g: 90, b: colour++ } } })
    .png()
    .toBuffer();
  const form = await multipartFile('image', png, 'cover.png', 'image/png');
  const res = await t.app.inject({ method: 'POST', url: '/api/images', headers: { ...bearer(who.accessToken), ...form.headers }, payload: form.payload });
  expect(res.statusCode, res.body).toBe(200);
  return { display: res.json().data.display_url, thumb: res.json().data.thumb.url };
}

const listing = (over: Record<string, unknown>) => ({
  book: 'Pather Panchali',
  author: 'Bibhutibhushan Bandyopadhyay',
  price: '300',
  condition: 'Good',
  phone: '+8801711111111',
  location: 'Dhaka',
  categoryId: 'fiction',
  description: 'Paperback',
  ...over,
});

/** The image path of an absolute URL of ours, as the database keeps it. */
const stored = (url: string) => new URL(url).pathname;

describe('REST answers carry absolute image URLs on PUBLIC_URL', () => {
  it('an uploaded photo listed with the URL the upload answered reads back absolute on every REST read, relative over tRPC, and is kept relative', async () => {
    const photo = await upload(seller);
    expect(photo.display).toMatch(/^https:\/\/books\.example\.com\/images\/[0-9a-f]{32}\.webp$/);
    expect(photo.thumb).toBe(photo.display.replace('.webp', '-card.webp'));

    const added = await send('POST', '/api/books', seller, listing({ image: photo.display }));
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().insertedId as string;
    expect(await t.db.book.findUniqueOrThrow({ where: { id }, select: { imageUrl: true, thumbUrl: true } })).toEqual({
      imageUrl: stored(photo.display),
      thumbUrl: stored(photo.thumb),
    });
    expect((await send('PATCH', `/api/book/feature/${id}`, seller)).statusCode).toBe(200);

    const ours = (books: Array<{ _id: string }>) => books.find((b) => b._id === id);
    const reads = {
      book: (await get(`/api/book/${id}`)).json(),
      advertised: ours((await get('/api/feature/books')).json()),
      advertisedAgain: ours((await get('/api/feature/books')).json()),
      category: ours((await get('/api/books/categoryId?id=fiction')).json()),
      search: ours((await get('/api/books/search?q=Pather')).json().items),
      sellers: ours((await get(`/api/books?email=${encodeURIComponent(seller.email)}`, seller)).json()),
    };
    for (const [read, book] of Object.entries(reads)) {
      expect(book, read).toMatchObject({ image: photo.display, thumbnail: photo.thumb });
    }

    // The web client (same origin) keeps relative paths.
    expect(await trpcQuery('catalog.book', { id })).toMatchObject({ image: stored(photo.display), thumbnail: stored(photo.thumb) });
    expect(ours(await trpcQuery('catalog.advertised'))).toMatchObject({ image: stored(photo.display) });

    // The buyer's order shows the book's photo too.
    const booked = await send('POST', '/api/buyer-orders', buyer, { bookPostingId: id, buyerPhone: '+8801722222222', buyerLocation: 'Dhaka' });
    expect(booked.statusCode, booked.body).toBe(200);
    const [order] = (await get(`/api/buyer-orders?email=${encodeURIComponent(buyer.email)}`, buyer)).json();
    expect(order).toMatchObject({ bookPostingId: id, image: photo.display });
    const [trpcOrder] = await trpcQuery('orders.mine', { email: buyer.email }, buyer);
    expect(trpcOrder).toMatchObject({ bookPostingId: id, image: stored(photo.display) });
  });

  it('a profile photo saved with the absolute URL is kept relative and read back absolute over REST', async () => {
    const photo = await upload(buyer);
    const saved = await send('POST', '/api/users', buyer.idToken, { name: 'Buyer With Photo', email: buyer.email, image: photo.display, role: 'buyer' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: buyer.userId } })).image).toBe(stored(photo.display));
    expect((await get('/api/me', buyer)).json().image).toBe(photo.display);
    expect((await get(`/api/user?email=${encodeURIComponent(buyer.email)}`, buyer)).json().image).toBe(photo.display);
    expect((await trpcQuery('users.me', undefined, buyer)).image).toBe(stored(photo.display));
  });

  it("the web client, over tRPC, may send the upload route's absolute URL too: it is kept relative", async () => {
    const photo = await upload(seller);
    const res = await send('POST', '/trpc/books.add', seller, listing({ book: 'Aranyak', image: photo.display }));
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.db.book.findUniqueOrThrow({ where: { id: res.json().result.data.insertedId }, select: { imageUrl: true, thumbUrl: true } });
    expect(row).toEqual({ imageUrl: stored(photo.display), thumbUrl: stored(photo.thumb) });
  });

  it('leaves URLs elsewhere as they are and still refuses an http URL of another origin', async () => {
    const google = 'https://lh3.googleusercontent.com/a/photo=s96-c';
    expect((await send('POST', '/api/users', buyer.idToken, { name: 'Buyer', email: buyer.email, image: google, role: 'buyer' })).statusCode).toBe(200);
    expect((await get('/api/me', buyer)).json().image).toBe(google);

    for (const image of ['http://localhost:3000/images/0123456789abcdef0123456789abcdef.webp', 'http://books.example.com/images/x.webp']) {
      const res = await send('POST', '/api/books', seller, listing({ image }));
      expect(res.statusCode, image).toBe(400);
      expect(JSON.stringify(res.json())).toMatch(/Photo must be an uploaded image URL/);
    }
  });

  it('touches only image URL values, not text that mentions /images/', async () => {
    const description = 'Photos at /images/ and "/images/a.webp" (quoted \\"/images/b.webp\\").';
    const res = await send('POST', '/api/books', seller, listing({ book: 'Ichamati', description, image: '/images/0123456789abcdef0123456789abcdef.webp' }));
    expect(res.statusCode, res.body).toBe(200);
    const book = (await get(`/api/book/${res.json().insertedId}`)).json();
    expect(book.description).toBe(description);
    expect(book.image).toBe(`${PUBLIC_URL}/images/0123456789abcdef0123456789abcdef.webp`);
  });
});

describe('absoluteImageUrls on JSON text', () => {
  const convert = (value: unknown) => JSON.parse(absoluteImageUrls(JSON.stringify(value), PUBLIC_URL));

  it('makes every string value that is an image path absolute, in objects and arrays, and nothing else', () => {
    const value = {
      image: '/images/a.webp',
      list: ['/images/b.webp', 'x', '/images/c.webp'],
      nested: [{ thumbnail: '/images/d-card.webp', empty: '', none: null }],
      text: 'see /images/e.webp',
      quoted: '"/images/f.webp"',
      escaped: 'a\\",\\"/images/g.webp',
      backslashEnd: ['ends with a backslash \\', '/images/j.webp'],
      after: '/images/h.webp',
      external: 'https://cdn.example.com/images/i.webp',
      '/images/key.webp': 'a key is not a value',
    };
    expect(convert(value)).toEqual({
      ...value,
      image: `${PUBLIC_URL}/images/a.webp`,
      list: [`${PUBLIC_URL}/images/b.webp`, 'x', `${PUBLIC_URL}/images/c.webp`],
      nested: [{ thumbnail: `${PUBLIC_URL}/images/d-card.webp`, empty: '', none: null }],
      backslashEnd: ['ends with a backslash \\', `${PUBLIC_URL}/images/j.webp`],
      after: `${PUBLIC_URL}/images/h.webp`,
    });
  });
});

describe('Cross-Origin-Resource-Policy', () => {
  it('lets other origins show our images, and keeps everything else same-origin', async () => {
    const photo = await upload(seller);
    for (const url of [photo.display, photo.thumb]) {
      const res = await get(stored(url));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    for (const url of ['/', '/categories', '/api/categories', '/api/feature/books', '/trpc/catalog.categories', '/api/images']) {
      const res = await get(url);
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
    expect((await get('/')).headers['content-type']).toMatch(/^text\/html/);
  });
});
