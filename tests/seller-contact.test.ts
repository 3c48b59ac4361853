import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook } from './helpers/fixtures.ts';
import { bearer, type Member } from './helpers/identities.ts';
import { appWith } from './helpers/shop.ts';
import type { TestApp } from './helpers/test-app.ts';

/** Anyone could once read every seller's phone and email from the open lists; now only those who need them can. */
let t: TestApp, seller: Member, buyer: Member, bookId: string;
const PHONE = '+8801712345678';
beforeAll(async () => {
  let categoryId: string;
  ({ t, seller, buyer, categoryId } = await appWith(['seller', 'buyer']));
  bookId = await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'Contact Book', advertise: true });
  await t.db.book.update({ where: { id: bookId }, data: { phone: PHONE } });
});
afterAll(() => t.close());

const get = async (url: string, who?: Member) => {
  const res = await t.app.inject({ method: 'GET', url, headers: who ? bearer(who.accessToken) : {} });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};
const trpc = (path: string, input?: unknown) => (input === undefined ? `/trpc/${path}` : `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`);

const PUBLIC_READS = () => [
  '/api/feature/books',
  `/api/book/${bookId}`,
  '/api/books/search?q=contact',
  `/api/sellers/${seller.userId}`,
  `/api/sellers/${seller.userId}/books`,
  '/api/books/categoryId?id=fiction',
  trpc('catalog.advertised'),
  trpc('catalog.book', { id: bookId }),
  trpc('catalog.search', { q: 'contact' }),
  trpc('catalog.seller', { id: seller.userId }),
  trpc('catalog.sellerBooks', { id: seller.userId }),
  trpc('catalog.booksInCategory', { id: 'fiction' }),
];

describe("a seller's phone and email", () => {
  it('are in no public answer, on REST or tRPC (the legacy fields stay, empty)', async () => {
    for (const url of PUBLIC_READS()) {
      const body = await get(url);
      expect(body, url).not.toContain(PHONE);
      expect(body, url).not.toContain(seller.email);
    }
    const book = JSON.parse(await get(`/api/book/${bookId}`));
    expect(book).toMatchObject({ phone: '', addedBy: '', sellerId: seller.userId });
  });

  it('stay out of public answers for a signed-in caller too, but for the legacy category list', async () => {
    for (const url of PUBLIC_READS().filter((u) => !u.includes('ategor'))) expect(await get(url, buyer), url).not.toContain(PHONE);
  });

  it('stay on the category list for a signed-in caller, as the legacy list showed them, and never leak to the next visitor', async () => {
    for (const url of ['/api/books/categoryId?id=fiction', trpc('catalog.booksInCategory', { id: 'fiction' })]) {
      const anonymous = await get(url); // now in the public-read cache
      expect(anonymous, url).not.toContain(PHONE);
      const signedIn = await get(url, buyer);
      expect(signedIn, url).toContain(PHONE);
      expect(signedIn, url).toContain(seller.email);
      expect(await get(url), url).not.toContain(PHONE);
    }
  });

  it("reach the buyer once their order is live, and the seller's own list", async () => {
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/buyer-orders',
      headers: bearer(buyer.accessToken),
      payload: { bookPostingId: bookId, buyerPhone: '+8801711111111' },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const orders = JSON.parse(await get(`/api/buyer-orders?email=${encodeURIComponent(buyer.email)}`, buyer));
    expect(orders[0]).toMatchObject({ sellerEmail: seller.email, sellerPhone: PHONE });
    const own = JSON.parse(await get(`/api/books?email=${encodeURIComponent(seller.email)}`, seller));
    expect(own[0]).toMatchObject({ phone: PHONE, addedBy: seller.email });
  });
});
