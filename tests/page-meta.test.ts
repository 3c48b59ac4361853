import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook, addCategories } from './helpers/fixtures.ts';
import { member, type Member } from './helpers/identities.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** Shared links and crawlers read the HTML the server sends, before any JavaScript runs. */
const PUBLIC_URL = 'https://books.example.com';
let t: TestApp;
let seller: Member;
let categoryId: string;
let clientDir: string;

beforeAll(async () => {
  clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bookstore-client-'));
  await fs.copyFile('client/index.html', path.join(clientDir, 'index.html'));
  // Vite's manifest of a build: the entry with a chunk it shares, the book page and the front page
  // with their own, and the Bangla messages each shows, fetched when the page is in Bangla.
  await fs.mkdir(path.join(clientDir, '.vite'));
  const manifest = {
    'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['i18n/messages/common.bn.json'] },
    '_shared.js': { file: 'assets/shared-s1.js' },
    'app/routes/book-page.tsx': { file: 'assets/book-page-b1.js', imports: ['_shared.js', '_card.js'] },
    '_card.js': { file: 'assets/card-c1.js', imports: ['_shared.js'], dynamicImports: ['i18n/messages/books.bn.json', 'app/routes/lazy-part.tsx'] },
    'app/routes/home-page.tsx': { file: 'assets/home-page-h1.js', imports: ['_shared.js'], dynamicImports: ['i18n/messages/home.bn.json'] },
    'i18n/messages/common.bn.json': { file: 'assets/common.bn-m1.js' },
    'i18n/messages/books.bn.json': { file: 'assets/books.bn-m2.js' },
    'i18n/messages/home.bn.json': { file: 'assets/home.bn-m3.js' },
    'app/routes/lazy-part.tsx': { file: 'assets/lazy-part-l1.js' },
  };
  await fs.writeFile(path.join(clientDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  t = await createTestApp({ PUBLIC_URL, CLIENT_DIST_DIR: clientDir });
  categoryId = (await addCategories(t.db, ['Fiction']))[0]!.id;
  seller = await member(t, 'seller');
});
afterAll(async () => {
  await t.close();
  await fs.rm(clientDir, { recursive: true, force: true });
});

const meta = (html: string, attribute: 'name' | 'property', key: string) => new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

type Seed = { path: string; input: unknown; data: unknown; infinite?: true };
const preloadsOf = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]);
const seedsOf = (html: string) => JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)![1]!) as Seed[];

/** Each seed is what the client gets when it asks tRPC for that procedure with that input. */
async function expectAnsweredAsAsked(seeds: Seed[]): Promise<void> {
  for (const { path, input, data } of seeds) {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    const trpc = await t.app.inject({ method: 'GET', url: `/trpc/${path}${query}` });
    expect(data, path).toEqual(trpc.json().result.data);
  }
}

describe('a book page, as a link preview or a crawler sees it', () => {
  it("carries the book's title, description, canonical URL and photo in its HTML", async () => {
    const id = await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'The Shadow Lines' });
    await t.db.book.update({ where: { id }, data: { description: 'First edition, signed by the author.' } });
    const res = await t.app.inject({ method: 'GET', url: `/books/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>The Shadow Lines by Some Author · Book Store</title>');
    expect(meta(html, 'property', 'og:title')).toBe('The Shadow Lines by Some Author · Book Store');
    expect(meta(html, 'property', 'og:image')).toBe(`${PUBLIC_URL}/images/c.webp`);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'name', 'description')).toBe('BDT 350, good condition, in Dhaka. First edition, signed by the author.');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/books/${id}" />`);
    // The photo starts loading with the page, not once the script has asked for the book.
    expect(html).toContain('<link rel="preload" as="image" fetchpriority="high" href="/images/c.webp" />');
    expect(html).toContain('<div id="root"></div>');
  });

  it('shows sooner: its route chunk preloads with the entry, and what the page asks for first is in the HTML', async () => {
    const id = await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'Seeded Book' });
    const html = (await t.app.inject({ method: 'GET', url: `/books/${id}` })).body;
    expect(preloadsOf(html)).toEqual(['/assets/book-page-b1.js', '/assets/card-c1.js']);
    const seeds = seedsOf(html);
    const book = await t.db.book.findUniqueOrThrow({ where: { id }, select: { sellerId: true, category: { select: { slug: true } } } });
    const slug = book.category.slug;
    expect(seeds.map(({ path, input }) => ({ path, input }))).toEqual([
      { path: 'catalog.book', input: { id } },
      { path: 'catalog.storeConfig', input: undefined },
      { path: 'catalog.categories', input: undefined },
      { path: 'catalog.seller', input: { id: book.sellerId } },
      { path: 'catalog.sellerBooks', input: { id: book.sellerId, limit: 5 } },
      { path: 'catalog.booksInCategory', input: { id: slug, limit: 5 } },
      { path: 'catalog.category', input: { categoryId: slug } },
    ]);
    expect(JSON.stringify(seeds[5]!.data)).toContain('Seeded Book');
    await expectAnsweredAsAsked(seeds);
  });

  it('in Bangla, preloads the messages the entry and the page show too, not those of parts loaded later', async () => {
    const id = await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'Bangla Book' });
    const page = async (url: string) => preloadsOf((await t.app.inject({ method: 'GET', url })).body);
    expect(await page(`/books/${id}?lang=bn`)).toEqual(['/assets/book-page-b1.js', '/assets/card-c1.js', '/assets/common.bn-m1.js', '/assets/books.bn-m2.js']);
    expect(await page('/?lang=bn')).toEqual(['/assets/home-page-h1.js', '/assets/common.bn-m1.js', '/assets/home.bn-m3.js']);
    expect(await page('/?lang=en')).toEqual(['/assets/home-page-h1.js']);
    // A page the server does not describe still has the layout's words in its language.
    expect(await page('/dashboard/profile?lang=bn')).toEqual(['/assets/common.bn-m1.js']);
  });

  it('escapes what sellers wrote', async () => {
    const id = await addBook(t.db, { sellerId: seller.userId, categoryId, title: '"><script>alert(1)</script>' });
    const html = (await t.app.inject({ method: 'GET', url: `/books/${id}` })).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('</script><');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    // In the page's data block too: JSON that no "</script>" inside can end.
    expect(html).toContain('\\u003cscript>alert(1)\\u003c/script>');
  });

  it('answers a deleted, unknown or malformed book with a real 404 that search engines skip', async () => {
    const id = await addBook(t.db, { sellerId: seller.userId, categoryId });
    await t.db.book.delete({ where: { id } });
    for (const url of [`/books/${id}`, '/books/not-a-book']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<title>Book not found · Book Store</title>');
      expect(meta(res.body, 'name', 'robots')).toBe('noindex');
    }
  });
});

describe('a category page', () => {
  it('has its own title, description, canonical URL and the photo of its newest listed copy; an unknown one is a 404', async () => {
    const [drama] = await addCategories(t.db, ['Drama']);
    expect((await t.app.inject({ method: 'GET', url: '/category/drama' })).body).not.toContain('og:image');
    await addBook(t.db, { sellerId: seller.userId, categoryId: drama!.id, title: 'Older Play' });
    const newest = await addBook(t.db, { sellerId: seller.userId, categoryId: drama!.id, title: 'Newer Play' });
    await t.db.book.update({ where: { id: newest }, data: { imageUrl: '/images/newest-play.webp', createdAt: new Date(Date.now() + 60_000) } });
    const page = (await t.app.inject({ method: 'GET', url: '/category/drama' })).body;
    expect(page).toMatch(/<meta property="og:image" content="http[^"]+\/images\/newest-play\.webp" \/>/);
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(page).toMatch(/<link rel="canonical" href="http[^"]+\/category\/drama" \/>/);
    expect(page).toContain('<meta name="description" content="Used drama books from local sellers on Book Store');

    const html = (await t.app.inject({ method: 'GET', url: '/category/fiction' })).body;
    expect(html).toContain('<title>Used Fiction books · Book Store</title>');
    expect((await t.app.inject({ method: 'GET', url: '/category/poetry' })).statusCode).toBe(404);
  });

  it('carries its first twelve books, as the list asks for its first page, with the menu and the store settings', async () => {
    const [history] = await addCategories(t.db, ['History']);
    for (let i = 1; i <= 13; i++) await addBook(t.db, { sellerId: seller.userId, categoryId: history!.id, title: `History ${i}` });
    const seeds = seedsOf((await t.app.inject({ method: 'GET', url: '/category/history' })).body);
    expect(seeds.map(({ path, input, infinite }) => ({ path, input, infinite }))).toEqual([
      { path: 'catalog.category', input: { categoryId: 'history' }, infinite: undefined },
      { path: 'catalog.storeConfig', input: undefined, infinite: undefined },
      { path: 'catalog.categories', input: undefined, infinite: undefined },
      { path: 'catalog.booksInCategory', input: { id: 'history', limit: 12 }, infinite: true },
    ]);
    expect(seeds[3]!.data).toHaveLength(12);
    await expectAnsweredAsAsked(seeds);
  });

  it("starts loading its first card's picture with the page, the card-sized copy where there is one", async () => {
    const [verse] = await addCategories(t.db, ['Verse']);
    await addBook(t.db, { sellerId: seller.userId, categoryId: verse!.id, title: 'Older Verse' });
    const newest = await addBook(t.db, { sellerId: seller.userId, categoryId: verse!.id, title: 'Newest Verse' });
    await t.db.book.update({
      where: { id: newest },
      data: { imageUrl: '/images/newest-verse.webp', thumbUrl: '/images/newest-verse-card.webp', createdAt: new Date(Date.now() + 60_000) },
    });
    const html = (await t.app.inject({ method: 'GET', url: '/category/verse' })).body;
    const [first] = seedsOf(html).find((s) => s.path === 'catalog.booksInCategory')!.data as Array<{ book: string; thumbnail: string | null }>;
    expect(first).toMatchObject({ book: 'Newest Verse', thumbnail: '/images/newest-verse-card.webp' });
    expect(html).toContain('<link rel="preload" as="image" fetchpriority="high" href="/images/newest-verse-card.webp" />');
    expect(html.match(/rel="preload" as="image"/g)).toHaveLength(1);
  });

  it("leaves the web app's other pages to the SPA's own head, in any letter case and with a trailing slash", async () => {
    for (const url of ['/categories', '/Categories/', '/dashboard', '/dashboard/profile', `/dashboard/messages/${categoryId}`, '/login?from=%2Fsearch']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Book Store</title>');
    }
  });
});

describe('the front page', () => {
  it('carries the advertised books, the menu and the store settings its first render asks for', async () => {
    await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'Advertised Novel', advertise: true });
    const seeds = seedsOf((await t.app.inject({ method: 'GET', url: '/' })).body);
    expect(seeds.map((seed) => seed.path)).toEqual(['catalog.storeConfig', 'catalog.categories', 'catalog.advertised']);
    expect(JSON.stringify(seeds[2]!.data)).toContain('Advertised Novel');
    await expectAnsweredAsAsked(seeds);
  });
});

describe('an address the web app has no page at', () => {
  it('is the not-found page with a 404 that search engines skip, not a 200', async () => {
    for (const url of ['/no-such-page', '/categories/extra', '/dashboard/no-such-screen', '/assets/gone-1a2b.js', '/books']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<title>Page not found · Book Store</title>');
      expect(meta(res.body, 'name', 'robots')).toBe('noindex');
      expect(res.body, 'the app still starts and shows its not-found page').toContain('<div id="root">');
    }
  });
});

describe("a seller's page", () => {
  it('names the seller and says what they wrote about themselves; a buyer has no seller page', async () => {
    await t.db.user.update({ where: { id: seller.userId }, data: { name: 'Nadia Rahman', bio: 'Novels and poetry, collected in Dhaka.' } });
    const html = (await t.app.inject({ method: 'GET', url: `/sellers/${seller.userId}` })).body;
    expect(html).toContain('<title>Nadia Rahman, used books · Book Store</title>');
    expect(meta(html, 'name', 'description')).toMatch(/^Seller on Book Store since \d{4}, \d+ books? sold\. Novels and poetry, collected in Dhaka\.$/);
    const buyer = await member(t, 'buyer');
    expect((await t.app.inject({ method: 'GET', url: `/sellers/${buyer.userId}` })).statusCode).toBe(404);
  });
});

describe('the site pages (about, contact, help, terms, privacy, cookies)', () => {
  it.each([
    ['/about', 'About us'],
    ['/contact', 'Contact'],
    ['/help', 'Help and FAQ'],
    ['/terms', 'Terms of use'],
    ['/privacy', 'Privacy policy'],
    ['/cookies', 'Cookie policy'],
  ])('%s carries its heading as title, its first paragraph as description, and the page itself for the client', async (path, heading) => {
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(`<title>${heading} · Book Store</title>`);
    expect(meta(html, 'property', 'og:title')).toBe(`${heading} · Book Store`);
    expect(meta(html, 'name', 'description')).toMatch(/^\S.{30,200}$/);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}${path}" />`);
    const seeds = seedsOf(html);
    expect(seeds.map((seed) => seed.path)).toEqual(['catalog.sitePage', 'catalog.storeConfig', 'catalog.categories']);
    expect(seeds[0]!.input).toEqual({ slug: path.slice(1), lang: 'en' });
    await expectAnsweredAsAsked(seeds);
  });
});

describe('robots.txt and the sitemaps', () => {
  it('keep crawlers out of the dashboard and the APIs, and point at the sitemap', async () => {
    const robots = (await t.app.inject({ method: 'GET', url: '/robots.txt' })).body;
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('list the public pages and every listed book, not hidden ones', async () => {
    const listed = await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'Listed' });
    const hidden = await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'Hidden' });
    await t.db.book.update({ where: { id: hidden }, data: { hiddenAt: new Date() } });
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toContain(`<loc>${PUBLIC_URL}/sitemaps/pages.xml</loc>`);
    expect(index.body).toContain(`<loc>${PUBLIC_URL}/sitemaps/books-1.xml</loc>`);
    const pages = (await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' })).body;
    // Each page once per language, naming the other as its alternate.
    const paths = ['/', '/category/fiction', '/about', '/contact', '/help', '/terms', '/privacy', '/cookies'];
    for (const path of paths) for (const locale of ['en', 'bn']) expect(pages).toContain(`<loc>${PUBLIC_URL}${path}?lang=${locale}</loc>`);
    expect(pages).toContain(`<xhtml:link rel="alternate" hreflang="bn" href="${PUBLIC_URL}/category/fiction?lang=bn"/>`);
    expect(pages).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/category/fiction"/>`);
    const books = (await t.app.inject({ method: 'GET', url: '/sitemaps/books-1.xml' })).body;
    expect(books).toContain(`<loc>${PUBLIC_URL}/books/${listed}?lang=en</loc>`);
    expect(books).toContain(`<loc>${PUBLIC_URL}/books/${listed}?lang=bn</loc>`);
    expect(books).not.toContain(hidden);
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/books-2.xml' })).statusCode).toBe(404);
  });
});

describe('a page in its reader’s language', () => {
  const lang = (html: string) => /<html lang="([^"]*)" data-digits="([^"]*)"/.exec(html)?.slice(1);

  it('is Bangla for a browser that prefers it, English otherwise, and the address or the visitor’s choice wins', async () => {
    const id = await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'Padma Nadir Majhi' });
    const page = async (url: string, headers: Record<string, string> = {}) => (await t.app.inject({ method: 'GET', url, headers })).body;

    const bangla = await page(`/books/${id}`, { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' });
    expect(lang(bangla)).toEqual(['bn', 'beng']);
    expect(bangla).toContain('<title>Padma Nadir Majhi — Some Author · বুক স্টোর</title>');
    expect(meta(bangla, 'name', 'description')).toMatch(/^৩৫০.*, অবস্থা ভালো, Dhaka।/);
    expect(meta(bangla, 'property', 'og:locale')).toBe('bn_BD');
    expect(lang(await page(`/books/${id}`, { 'accept-language': 'en-GB,en;q=0.9' }))).toEqual(['en', 'beng']);
    expect(lang(await page(`/books/${id}`))).toEqual(['en', 'beng']);

    // The visitor's choice (the web app's cookie) over the browser's; 0-9 digits when chosen.
    const latin = await page(`/books/${id}`, { 'accept-language': 'en', cookie: 'theme=x; lang=bn-latn' });
    expect(lang(latin)).toEqual(['bn', 'latn']);
    expect(meta(latin, 'name', 'description')).toMatch(/^350/);
    // The address over both: a shared link in a language opens in it, and is that page's canonical URL.
    const asked = await page(`/books/${id}?lang=en`, { 'accept-language': 'bn', cookie: 'lang=bn' });
    expect(lang(asked)).toEqual(['en', 'beng']);
    expect(asked).toContain(`<link rel="canonical" href="${PUBLIC_URL}/books/${id}?lang=en" />`);
    // Every shared page names its address in each language.
    for (const [hreflang, href] of [
      ['en', `/books/${id}?lang=en`],
      ['bn', `/books/${id}?lang=bn`],
      ['x-default', `/books/${id}`],
    ]) {
      expect(asked).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${PUBLIC_URL}${href}" />`);
    }
  });

  it('sets the language of every page of the app, and tells caches that it varies', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard/profile', headers: { 'accept-language': 'bn' } });
    expect(lang(res.body)).toEqual(['bn', 'beng']);
    expect(res.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    expect(res.headers['content-language']).toBe('bn');
    const front = (await t.app.inject({ method: 'GET', url: '/' })).body;
    expect(front).toContain(`<link rel="alternate" hreflang="bn" href="${PUBLIC_URL}/?lang=bn" />`);
  });

  it('starts every page with page-start.js ahead of the entry, in either language', async () => {
    const scripts = async (url: string) =>
      [...(await t.app.inject({ method: 'GET', url })).body.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)].map((m) => m[1]);
    expect(await scripts('/?lang=bn')).toEqual(['/page-start.js', '/main.tsx']);
    expect(await scripts('/dashboard/profile?lang=bn')).toEqual(['/page-start.js', '/main.tsx']);
    expect(await scripts('/?lang=en')).toEqual(['/page-start.js', '/main.tsx']);
  });
});
