import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import sharp from 'sharp';
import { localImageStorage } from '../server/integrations/images/storage.ts';
import { seedDemo } from '../server/seed/seed-demo.ts';
import { bearer, member } from './helpers/identities.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo store', () => {
  it('fills an empty database once: a second run changes nothing', async () => {
    const images = localImageStorage(path.join(t.config.dataDir, 'images'));
    const [first, second] = [await seedDemo(t.db, images, t.config.STORE_CURRENCY), await seedDemo(t.db, images, t.config.STORE_CURRENCY)];
    expect([first, second]).toEqual([true, false]);
    expect(await t.db.category.count()).toBeGreaterThanOrEqual(6);
    expect(await t.db.book.count()).toBeGreaterThanOrEqual(30);
  }, 60_000);

  it('spreads the books over every category', async () => {
    const perCategory = await t.db.category.findMany({ select: { name: true, _count: { select: { books: true } } } });
    for (const c of perCategory) expect(c._count.books, c.name).toBeGreaterThanOrEqual(3);
  });

  it('has a demo buyer, seller and admin', async () => {
    const roles = (await t.db.user.findMany({ select: { role: true } })).map((u) => u.role);
    expect(new Set(roles)).toEqual(new Set(['buyer', 'seller', 'admin']));
  });

  it('gives every title a generated cover of its own that the app serves as a real image', async () => {
    const books = await t.db.book.findMany({ select: { title: true, imageUrl: true } });
    // Copies of one title (the price hint's comparables) share its cover.
    expect(new Set(books.map((b) => b.imageUrl)).size).toBe(new Set(books.map((b) => b.title)).size);
    for (const b of books.slice(0, 5)) {
      const res = await t.app.inject({ method: 'GET', url: b.imageUrl });
      expect(res.statusCode, b.title).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 360, 540]);
    }
  });

  it("has a shelf of its books' editions: a seller's lookup is answered offline, and each edition's page lists its demo copy", async () => {
    const seller = await member(t, 'seller', 'demo-shelf');
    // The tests' Open Library is a closed port: only what the shelf keeps can answer.
    const lookup = await t.app.inject({ method: 'GET', url: '/api/isbn/0-14-143951-3/record', headers: bearer(seller.accessToken) });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toMatchObject({
      isbn: '9780141439518',
      found: true,
      title: 'Pride and Prejudice',
      authors: ['Jane Austen'],
      publisher: 'Penguin Classics',
    });
    const edition = await t.app.inject({ method: 'GET', url: '/api/isbn/9780141439518' });
    expect(edition.json<{ items: Array<{ book: string; isbn: string }> }>().items).toMatchObject([{ book: 'Pride and Prejudice', isbn: '9780141439518' }]);
    expect(await t.db.book.count({ where: { isbn: { not: null } } })).toBeGreaterThanOrEqual(10);
  });

  it("has comparable copies, so the listing form's price hint shows a spread", async () => {
    const seller = await member(t, 'seller', 'demo-hint');
    const hint = await t.app.inject({ method: 'GET', url: '/api/price-hint?isbn=9780141439563&condition=Excellent', headers: bearer(seller.accessToken) });
    expect(hint.json()).toEqual({ asking: { count: 4, medianMinor: 43500, lowMinor: 38000, highMinor: 50000 }, sold: null });
  });
});
