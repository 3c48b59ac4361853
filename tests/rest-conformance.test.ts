import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook, addCategories, addOffer } from './helpers/fixtures.ts';
import { bearer, member, passwordIdentity, type Member } from './helpers/identities.ts';
import { multipartFile } from './helpers/multipart.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/test-app.ts';
import { buildApp } from '../server/app.ts';
import { createDb } from '../server/db/client.ts';
import { createDeps } from '../server/create-deps.ts';
import { releaseExpiredBookings } from '../server/services/orders.ts';
import { openApiValidator, type OpenApiValidator } from './helpers/openapi-validator.ts';
import { startFakeStripe } from './helpers/fake-stripe.ts';
import { browserSubscription } from './helpers/fake-push-service.ts';

/**
 * Drives every REST operation through its success and each failure its document lists, and checks
 * every answer (status and body) against /api/openapi.json. A failure the document lists that no
 * case produces fails the suite, as does an answer the document does not describe.
 *
 * Some failures come from every operation alike and are made here from its success case: 401 (no
 * token), 429 (a second call on a store that allows one a minute) and 503 (a store whose database
 * is down). The rest are written out below.
 */

const WEBHOOK_SECRET = 'whsec_conformance';
const IMAGE_MAX_BYTES = 4096;
/** Every app of this file signs with one secret, so a token one makes (an unsubscribe link) holds on the others. */
const SECRET = { APP_TOKEN_SECRET: 'conformance-secret-shared-by-every-app-here' };
const DEAD_DATABASE = { DATABASE_URL: 'postgresql://postgres:x@127.0.0.1:9/none', ...SECRET };

type Request = { method?: string; url: string; as?: Member | string; body?: unknown; headers?: Record<string, string>; app?: TestApp };
type Fixtures = {
  t: TestApp;
  stripeApp: TestApp;
  buyer: Member;
  otherBuyer: Member;
  unverified: Member;
  seller: Member;
  otherSeller: Member;
  admin: Member;
  stripeBuyer: Member;
  book: (options?: { seller?: Member; advertise?: boolean }) => Promise<string>;
  order: (options?: { buyer?: Member; seller?: Member }) => Promise<string>;
  paidOrder: () => Promise<{ orderId: string; clientSecret: string }>;
  /** A paid order whose buyer reported a problem. */
  problemOrder: () => Promise<string>;
  /** A paid order its buyer confirmed received. */
  completedOrder: () => Promise<string>;
  /** A completed sale whose seller (without a payout account) was then deleted: owed to a deleted seller. */
  owedSale: () => Promise<string>;
  /** The buyer's review of a fresh completed order. */
  review: () => Promise<string>;
  /** A saved search of the buyer's. */
  savedSearch: () => Promise<string>;
  intent: (orderId: string, buyer?: Member) => Promise<string>;
  report: () => Promise<string>;
  /** The buyer's conversation with the seller about a fresh book, with one message. */
  conversation: () => Promise<string>;
  user: (role: 'buyer' | 'seller') => Promise<string>;
  png: () => Promise<Buffer>;
};
type Case = { op: string; status: number; why: string; request: (fx: Fixtures) => Promise<Request> | Request };

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
/** What every listing of a bulk import shares. */
const BULK_FORM = { categoryId: 'fiction', phone: '+8801700000000', location: 'Dhaka' };
/** A previewed import of the seller's, of one row. */
async function bulkImportOf(fx: Fixtures): Promise<string> {
  const category = await fx.t.db.category.findFirstOrThrow({ select: { id: true } });
  const rows = { create: { line: 2, isbn: '9780679457312', condition: 'Good', price: '350', notes: '', photoUrl: '', problems: [] } };
  return (
    await fx.t.db.bulkImport.create({ data: { sellerId: fx.seller.userId, categoryId: category.id, phone: '1', location: 'L', rows }, select: { id: true } })
  ).id;
}
/** The buyer's open offer of BDT 1 on a fresh book of the seller's (at BDT 350): the seller's turn. */
const offerOf = async (fx: Fixtures) =>
  addOffer(fx.t.db, { bookId: await fx.book(), buyerId: fx.buyer.userId, sellerId: fx.seller.userId, listedMinor: 35000, amountMinor: 100 });
/** Lets a buyer's earlier bookings run out: a buyer holds five at most, and each case books its own at once. */
async function letBookingsRunOut(t: TestApp, who: Member): Promise<void> {
  await t.db.order.updateMany({ where: { buyerId: who.userId, status: 'booked' }, data: { expiresAt: new Date(0) } });
  await releaseExpiredBookings(t.db);
}
/** A fresh book of the seller's that the other buyer holds. */
async function heldByOtherBuyer(fx: Fixtures): Promise<string> {
  const id = await fx.book();
  await fx.t.app.inject({
    method: 'POST',
    url: '/api/buyer-orders',
    headers: bearer(fx.otherBuyer.accessToken),
    payload: { bookPostingId: id, buyerPhone: '+8801800000000' },
  });
  return id;
}
/** Two fresh books of the seller's (or these), booked together by the buyer. */
async function bundleOf(fx: Fixtures, books?: string[]): Promise<Request> {
  await letBookingsRunOut(fx.t, fx.buyer);
  return { method: 'POST', url: '/api/bundles', as: fx.buyer, body: { bookIds: books ?? [await fx.book(), await fx.book()], buyerPhone: '+8801800000000' } };
}
const bundleIdOf = async (fx: Fixtures) => (await send(fx.t, await bundleOf(fx))).json<{ _id: string }>()._id;
const card = (clientSecret: string, cardNumber = '4242 4242 4242 4242') => ({ clientSecret, cardNumber, expiry: '12/34', cvc: '123' });
const listing = {
  book: 'Conformance',
  author: 'A. Author',
  price: '120',
  condition: 'Good',
  phone: '+8801700000001',
  location: 'Dhaka',
  categoryId: 'fiction',
  image: '/images/cover.webp',
};
const upload = async (fx: Fixtures, bytes: Buffer, field = 'image'): Promise<Request> => {
  const form = await multipartFile(field, bytes, 'a.png', 'image/png');
  return { method: 'POST', url: '/api/images', as: fx.buyer, headers: form.headers, body: form.payload };
};
const sdk = new Stripe('sk_test_fake');
const stripeEvent = (eventId: string, intent: object): Request => {
  const payload = JSON.stringify({ id: eventId, object: 'event', type: 'payment_intent.succeeded', data: { object: intent } });
  return {
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
    body: payload,
  };
};

const cases: Case[] = [
  // catalog: public reads
  { op: 'GET /', status: 200, why: 'the API is up', request: () => ({ url: '/api/' }) },
  { op: 'GET /categories', status: 200, why: 'the categories', request: () => ({ url: '/api/categories' }) },
  { op: 'GET /category/{categoryId}', status: 200, why: 'a category', request: () => ({ url: '/api/category/fiction' }) },
  { op: 'GET /category/{categoryId}', status: 400, why: 'a malformed categoryId', request: () => ({ url: '/api/category/Not%20A%20Slug' }) },
  { op: 'GET /config', status: 200, why: 'the public settings', request: () => ({ url: '/api/config' }) },
  { op: 'GET /pages/{slug}', status: 200, why: 'a site page', request: () => ({ url: '/api/pages/about' }) },
  { op: 'GET /pages/{slug}', status: 400, why: 'no such page', request: () => ({ url: '/api/pages/careers' }) },
  { op: 'GET /pages/{slug}', status: 404, why: "the page's file is missing", request: (fx) => ({ app: fx.stripeApp, url: '/api/pages/about' }) },
  { op: 'GET /books/categoryId', status: 200, why: 'a page of a category', request: () => ({ url: '/api/books/categoryId?id=fiction&limit=2' }) },
  { op: 'GET /books/categoryId', status: 400, why: 'a limit of 0', request: () => ({ url: '/api/books/categoryId?id=fiction&limit=0' }) },
  {
    op: 'GET /feature/books',
    status: 200,
    why: 'the advertised books',
    request: async (fx) => (await fx.book({ advertise: true }), { url: '/api/feature/books' }),
  },
  { op: 'GET /book/{id}', status: 200, why: 'a book', request: async (fx) => ({ url: `/api/book/${await fx.book()}` }) },
  { op: 'GET /book/{id}', status: 400, why: 'a malformed id', request: () => ({ url: '/api/book/42' }) },
  { op: 'GET /seller/verified/{email}', status: 200, why: 'an unverified seller: null', request: (fx) => ({ url: `/api/seller/verified/${fx.seller.email}` }) },
  { op: 'GET /seller/verified/{email}', status: 400, why: 'not an email', request: () => ({ url: '/api/seller/verified/nobody' }) },
  { op: 'GET /sellers/{id}', status: 200, why: "a seller's profile", request: (fx) => ({ url: `/api/sellers/${fx.seller.userId}` }) },
  { op: 'GET /sellers/{id}', status: 400, why: 'a malformed id', request: () => ({ url: '/api/sellers/42' }) },
  {
    op: 'GET /sellers/{id}/books',
    status: 200,
    why: "a page of a seller's listings",
    request: async (fx) => (await fx.book(), { url: `/api/sellers/${fx.seller.userId}/books?limit=2` }),
  },
  { op: 'GET /sellers/{id}/books', status: 400, why: 'a malformed cursor', request: (fx) => ({ url: `/api/sellers/${fx.seller.userId}/books?cursor=42` }) },
  { op: 'GET /books/search', status: 200, why: 'a search', request: () => ({ url: '/api/books/search?q=conformance&limit=2' }) },
  { op: 'GET /books/search', status: 400, why: 'a cursor it never gave out', request: () => ({ url: '/api/books/search?q=a&cursor=forged' }) },
  { op: 'GET /isbn/{isbn}', status: 200, why: "an edition's copies", request: () => ({ url: '/api/isbn/978-0-306-40615-7?limit=2' }) },
  { op: 'GET /isbn/{isbn}', status: 400, why: 'an ISBN whose check digit fails', request: () => ({ url: '/api/isbn/9780306406158' }) },
  { op: 'GET /isbn/{isbn}/record', status: 200, why: 'an ISBN looked up before', request: (fx) => ({ url: '/api/isbn/0-679-45731-3/record', as: fx.seller }) },
  { op: 'GET /isbn/{isbn}/record', status: 400, why: 'a typo', request: (fx) => ({ url: '/api/isbn/9780679457313/record', as: fx.seller }) },
  { op: 'GET /isbn/{isbn}/record', status: 403, why: 'a buyer', request: (fx) => ({ url: '/api/isbn/9780679457312/record', as: fx.buyer }) },
  {
    op: 'GET /isbn/{isbn}/record',
    status: 503,
    why: 'the book catalogue does not answer',
    request: (fx) => ({ url: '/api/isbn/9780140449136/record', as: fx.seller }),
  },

  // books: a seller's own listings
  { op: 'GET /books', status: 200, why: "the seller's books", request: (fx) => ({ url: `/api/books?email=${fx.seller.email}`, as: fx.seller }) },
  { op: 'GET /books', status: 400, why: 'no email', request: (fx) => ({ url: '/api/books', as: fx.seller }) },
  { op: 'GET /books', status: 403, why: "another seller's books", request: (fx) => ({ url: `/api/books?email=${fx.seller.email}`, as: fx.otherSeller }) },
  { op: 'POST /books', status: 200, why: 'a new listing', request: (fx) => ({ method: 'POST', url: '/api/books', as: fx.seller, body: listing }) },
  {
    op: 'POST /books',
    status: 400,
    why: 'an unknown category',
    request: (fx) => ({ method: 'POST', url: '/api/books', as: fx.seller, body: { ...listing, categoryId: 'poetry' } }),
  },
  { op: 'POST /books', status: 403, why: 'a buyer', request: (fx) => ({ method: 'POST', url: '/api/books', as: fx.buyer, body: listing }) },
  {
    op: 'DELETE /books/{id}',
    status: 200,
    why: 'its seller deletes it',
    request: async (fx) => ({ method: 'DELETE', url: `/api/books/${await fx.book()}`, as: fx.seller }),
  },
  { op: 'DELETE /books/{id}', status: 400, why: 'a malformed id', request: (fx) => ({ method: 'DELETE', url: '/api/books/42', as: fx.seller }) },
  {
    op: 'DELETE /books/{id}',
    status: 403,
    why: 'another seller',
    request: async (fx) => ({ method: 'DELETE', url: `/api/books/${await fx.book()}`, as: fx.otherSeller }),
  },
  { op: 'DELETE /books/{id}', status: 404, why: 'no such book', request: (fx) => ({ method: 'DELETE', url: `/api/books/${UNKNOWN}`, as: fx.seller }) },
  ...(['PATCH /book/status/{id}', 'PATCH /book/feature/{id}', 'PATCH /book/feature/remove/{id}'] as const).flatMap((op): Case[] => {
    const url = (id: string) => `/api${op.slice('PATCH '.length).replace('{id}', id)}`;
    const body = op.includes('status') ? { status: 'sold' } : {};
    return [
      { op, status: 200, why: 'its seller', request: async (fx) => ({ method: 'PATCH', url: url(await fx.book()), as: fx.seller, body }) },
      { op, status: 400, why: 'a malformed id', request: (fx) => ({ method: 'PATCH', url: url('42'), as: fx.seller, body }) },
      { op, status: 403, why: 'another seller', request: async (fx) => ({ method: 'PATCH', url: url(await fx.book()), as: fx.otherSeller, body }) },
      { op, status: 404, why: 'no such book', request: (fx) => ({ method: 'PATCH', url: url(UNKNOWN), as: fx.seller, body }) },
    ];
  }),
  {
    op: 'PATCH /book/status/{id}',
    status: 409,
    why: 'a paid copy made available',
    request: async (fx) => {
      const { orderId } = await fx.paidOrder();
      const order = await fx.t.db.order.findUniqueOrThrow({ where: { id: orderId }, select: { bookId: true } });
      return { method: 'PATCH', url: `/api/book/status/${order.bookId}`, as: fx.seller, body: { status: 'available' } };
    },
  },
  {
    op: 'PATCH /book/feature/{id}',
    status: 409,
    why: 'a sold book advertised',
    request: async (fx) => {
      const id = await fx.book();
      await fx.t.db.book.update({ where: { id }, data: { status: 'sold' } });
      return { method: 'PATCH', url: `/api/book/feature/${id}`, as: fx.seller, body: {} };
    },
  },

  // orders
  {
    op: 'POST /buyer-orders',
    status: 200,
    why: 'a booking',
    request: async (fx) => ({ method: 'POST', url: '/api/buyer-orders', as: fx.buyer, body: { bookPostingId: await fx.book(), buyerPhone: '+8801800000000' } }),
  },
  {
    op: 'POST /buyer-orders',
    status: 400,
    why: 'no phone',
    request: async (fx) => ({ method: 'POST', url: '/api/buyer-orders', as: fx.buyer, body: { bookPostingId: await fx.book() } }),
  },
  {
    op: 'POST /buyer-orders',
    status: 401,
    why: 'an account that no longer exists',
    request: async (fx) => {
      const gone = await member(fx.t, 'buyer', 'gone');
      await fx.t.db.user.delete({ where: { id: gone.userId } });
      return { method: 'POST', url: '/api/buyer-orders', as: gone, body: { bookPostingId: await fx.book(), buyerPhone: '+8801800000000' } };
    },
  },
  {
    op: 'POST /buyer-orders',
    status: 403,
    why: 'an unverified email',
    request: async (fx) => ({
      method: 'POST',
      url: '/api/buyer-orders',
      as: fx.unverified,
      body: { bookPostingId: await fx.book(), buyerPhone: '+8801800000000' },
    }),
  },
  {
    op: 'POST /buyer-orders',
    status: 404,
    why: 'no such book',
    request: (fx) => ({ method: 'POST', url: '/api/buyer-orders', as: fx.buyer, body: { bookPostingId: UNKNOWN, buyerPhone: '+8801800000000' } }),
  },
  {
    op: 'POST /buyer-orders',
    status: 409,
    why: 'a copy someone else holds',
    request: async (fx) => ({
      method: 'POST',
      url: '/api/buyer-orders',
      as: fx.buyer,
      body: { bookPostingId: await heldByOtherBuyer(fx), buyerPhone: '+8801800000000' },
    }),
  },
  { op: 'GET /buyer-orders', status: 200, why: "the buyer's orders", request: (fx) => ({ url: `/api/buyer-orders?email=${fx.buyer.email}`, as: fx.buyer }) },
  { op: 'GET /buyer-orders', status: 400, why: 'not an email', request: (fx) => ({ url: '/api/buyer-orders?email=x', as: fx.buyer }) },
  {
    op: 'GET /buyer-orders',
    status: 403,
    why: "someone else's orders",
    request: (fx) => ({ url: `/api/buyer-orders?email=${fx.buyer.email}`, as: fx.otherBuyer }),
  },
  { op: 'POST /bundles', status: 200, why: 'two copies of one seller together', request: (fx) => bundleOf(fx) },
  {
    op: 'POST /bundles',
    status: 400,
    why: 'one book is not a bundle',
    request: async (fx) => ({ ...(await bundleOf(fx)), body: { bookIds: [await fx.book()], buyerPhone: '+8801800000000' } }),
  },
  { op: 'POST /bundles', status: 403, why: 'an unverified email', request: async (fx) => ({ ...(await bundleOf(fx)), as: fx.unverified }) },
  { op: 'POST /bundles', status: 404, why: 'no such book', request: async (fx) => bundleOf(fx, [await fx.book(), UNKNOWN]) },
  {
    op: 'POST /bundles',
    status: 409,
    why: 'a copy someone else holds',
    request: async (fx) => bundleOf(fx, [await fx.book(), await heldByOtherBuyer(fx)]),
  },
  { op: 'GET /bundles/{id}', status: 200, why: "the buyer's bundle", request: async (fx) => ({ url: `/api/bundles/${await bundleIdOf(fx)}`, as: fx.buyer }) },
  { op: 'GET /bundles/{id}', status: 400, why: 'a malformed id', request: (fx) => ({ url: '/api/bundles/42', as: fx.buyer }) },
  {
    op: 'GET /bundles/{id}',
    status: 403,
    why: "someone else's bundle",
    request: async (fx) => ({ url: `/api/bundles/${await bundleIdOf(fx)}`, as: fx.otherBuyer }),
  },
  { op: 'GET /me/bundle-discount', status: 200, why: "a seller's discount", request: (fx) => ({ url: '/api/me/bundle-discount', as: fx.seller }) },
  { op: 'GET /me/bundle-discount', status: 403, why: 'a buyer has none', request: (fx) => ({ url: '/api/me/bundle-discount', as: fx.buyer }) },
  {
    op: 'PATCH /me/bundle-discount',
    status: 200,
    why: '10 % off three or more',
    request: (fx) => ({ method: 'PATCH', url: '/api/me/bundle-discount', as: fx.otherSeller, body: { percent: 10, minBooks: 3 } }),
  },
  {
    op: 'PATCH /me/bundle-discount',
    status: 400,
    why: 'more than half off',
    request: (fx) => ({ method: 'PATCH', url: '/api/me/bundle-discount', as: fx.otherSeller, body: { percent: 60, minBooks: 3 } }),
  },
  {
    op: 'PATCH /me/bundle-discount',
    status: 403,
    why: 'a buyer sells nothing',
    request: (fx) => ({ method: 'PATCH', url: '/api/me/bundle-discount', as: fx.buyer, body: { percent: 10, minBooks: 3 } }),
  },
  {
    op: 'GET /buyer-orders/{id}',
    status: 200,
    why: "the buyer's order",
    request: async (fx) => ({ url: `/api/buyer-orders/${await fx.order()}`, as: fx.buyer }),
  },
  { op: 'GET /buyer-orders/{id}', status: 400, why: 'a malformed id', request: (fx) => ({ url: '/api/buyer-orders/42', as: fx.buyer }) },
  {
    op: 'GET /buyer-orders/{id}',
    status: 403,
    why: "someone else's order",
    request: async (fx) => ({ url: `/api/buyer-orders/${await fx.order()}`, as: fx.otherBuyer }),
  },
  {
    op: 'PATCH /buyer-orders/cancel/{id}',
    status: 200,
    why: 'the buyer cancels',
    request: async (fx) => ({ method: 'PATCH', url: `/api/buyer-orders/cancel/${await fx.order()}`, as: fx.buyer }),
  },
  {
    op: 'PATCH /buyer-orders/cancel/{id}',
    status: 400,
    why: 'a malformed id',
    request: (fx) => ({ method: 'PATCH', url: '/api/buyer-orders/cancel/42', as: fx.buyer }),
  },
  {
    op: 'PATCH /buyer-orders/cancel/{id}',
    status: 403,
    why: "someone else's order",
    request: async (fx) => ({ method: 'PATCH', url: `/api/buyer-orders/cancel/${await fx.order()}`, as: fx.otherBuyer }),
  },
  {
    op: 'PATCH /buyer-orders/cancel/{id}',
    status: 404,
    why: 'no such order',
    request: (fx) => ({ method: 'PATCH', url: `/api/buyer-orders/cancel/${UNKNOWN}`, as: fx.buyer }),
  },
  {
    op: 'PATCH /buyer-orders/cancel/{id}',
    status: 409,
    why: 'a paid order',
    request: async (fx) => ({ method: 'PATCH', url: `/api/buyer-orders/cancel/${(await fx.paidOrder()).orderId}`, as: fx.buyer }),
  },
  {
    op: 'PATCH /buyer-orders/success/{id}',
    status: 200,
    why: 'a paid order',
    request: async (fx) => ({ method: 'PATCH', url: `/api/buyer-orders/success/${(await fx.paidOrder()).orderId}`, as: fx.buyer }),
  },
  {
    op: 'PATCH /buyer-orders/success/{id}',
    status: 400,
    why: 'a malformed id',
    request: (fx) => ({ method: 'PATCH', url: '/api/buyer-orders/success/42', as: fx.buyer }),
  },
  {
    op: 'PATCH /buyer-orders/success/{id}',
    status: 403,
    why: "someone else's order",
    request: async (fx) => ({ method: 'PATCH', url: `/api/buyer-orders/success/${await fx.order()}`, as: fx.otherBuyer }),
  },
  {
    op: 'PATCH /buyer-orders/success/{id}',
    status: 404,
    why: 'no such order',
    request: (fx) => ({ method: 'PATCH', url: `/api/buyer-orders/success/${UNKNOWN}`, as: fx.buyer }),
  },
  {
    op: 'PATCH /buyer-orders/success/{id}',
    status: 409,
    why: 'not paid yet',
    request: async (fx) => ({ method: 'PATCH', url: `/api/buyer-orders/success/${await fx.order()}`, as: fx.buyer }),
  },
  {
    op: 'POST /reports',
    status: 200,
    why: 'a report',
    request: async (fx) => ({ method: 'POST', url: '/api/reports', as: fx.buyer, body: { bookId: await fx.book(), reason: 'other' } }),
  },
  {
    op: 'POST /reports',
    status: 400,
    why: 'an unknown reason',
    request: async (fx) => ({ method: 'POST', url: '/api/reports', as: fx.buyer, body: { bookId: await fx.book(), reason: 'boring' } }),
  },
  {
    op: 'POST /reports',
    status: 403,
    why: "one's own listing",
    request: async (fx) => ({ method: 'POST', url: '/api/reports', as: fx.seller, body: { bookId: await fx.book(), reason: 'other' } }),
  },
  {
    op: 'POST /reports',
    status: 404,
    why: 'no such book',
    request: (fx) => ({ method: 'POST', url: '/api/reports', as: fx.buyer, body: { bookId: UNKNOWN, reason: 'other' } }),
  },
  {
    op: 'POST /reports',
    status: 409,
    why: 'reported twice',
    request: async (fx) => {
      const bookId = await fx.book();
      await fx.t.app.inject({ method: 'POST', url: '/api/reports', headers: bearer(fx.buyer.accessToken), payload: { bookId, reason: 'other' } });
      return { method: 'POST', url: '/api/reports', as: fx.buyer, body: { bookId, reason: 'other' } };
    },
  },
  { op: 'GET /reports/mine', status: 200, why: "the buyer's reports", request: (fx) => ({ url: '/api/reports/mine', as: fx.buyer }) },
  { op: 'GET /reports/mine', status: 403, why: 'no account record yet', request: async () => ({ url: '/api/reports/mine', as: await freshIdentityToken() }) },

  // payments
  {
    op: 'POST /payments/intent/{orderId}',
    status: 200,
    why: 'the buyer starts paying',
    request: async (fx) => ({ method: 'POST', url: `/api/payments/intent/${await fx.order()}`, as: fx.buyer, body: {} }),
  },
  {
    op: 'POST /payments/intent/{orderId}',
    status: 400,
    why: 'a malformed id',
    request: (fx) => ({ method: 'POST', url: '/api/payments/intent/42', as: fx.buyer, body: {} }),
  },
  {
    op: 'POST /payments/intent/{orderId}',
    status: 403,
    why: "someone else's order",
    request: async (fx) => ({ method: 'POST', url: `/api/payments/intent/${await fx.order()}`, as: fx.otherBuyer, body: {} }),
  },
  {
    op: 'POST /payments/intent/{orderId}',
    status: 404,
    why: 'no such order',
    request: (fx) => ({ method: 'POST', url: `/api/payments/intent/${UNKNOWN}`, as: fx.buyer, body: {} }),
  },
  {
    op: 'POST /payments/intent/{orderId}',
    status: 409,
    why: 'already paid',
    request: async (fx) => ({ method: 'POST', url: `/api/payments/intent/${(await fx.paidOrder()).orderId}`, as: fx.buyer, body: {} }),
  },
  {
    op: 'POST /payments/test/confirm',
    status: 200,
    why: 'the test card pays',
    request: async (fx) => ({ method: 'POST', url: '/api/payments/test/confirm', as: fx.buyer, body: card(await fx.intent(await fx.order())) }),
  },
  {
    op: 'POST /payments/test/confirm',
    status: 400,
    why: 'a secret this store never made',
    request: (fx) => ({ method: 'POST', url: '/api/payments/test/confirm', as: fx.buyer, body: card('test_x.y') }),
  },
  {
    op: 'POST /payments/test/confirm',
    status: 402,
    why: 'a declined card',
    request: async (fx) => ({
      method: 'POST',
      url: '/api/payments/test/confirm',
      as: fx.buyer,
      body: card(await fx.intent(await fx.order()), '4000 0000 0000 0002'),
    }),
  },
  {
    op: 'POST /payments/test/confirm',
    status: 403,
    why: "someone else's payment",
    request: async (fx) => ({ method: 'POST', url: '/api/payments/test/confirm', as: fx.otherBuyer, body: card(await fx.intent(await fx.order())) }),
  },
  {
    op: 'POST /payments/test/confirm',
    status: 404,
    why: 'a store that takes cards through Stripe',
    request: (fx) => ({ app: fx.stripeApp, method: 'POST', url: '/api/payments/test/confirm', as: fx.stripeBuyer, body: card('test_x.y') }),
  },
  {
    op: 'POST /payments/test/confirm',
    status: 409,
    why: 'paid already',
    request: async (fx) => ({ method: 'POST', url: '/api/payments/test/confirm', as: fx.buyer, body: card((await fx.paidOrder()).clientSecret) }),
  },
  {
    op: 'POST /payments/webhook',
    status: 200,
    why: 'a signed event',
    request: (fx) => ({
      ...stripeEvent('evt_conformance', {
        id: 'pi_unknown',
        object: 'payment_intent',
        amount: 1,
        currency: 'bdt',
        status: 'succeeded',
        metadata: { orderId: UNKNOWN },
      }),
      app: fx.stripeApp,
    }),
  },
  {
    op: 'POST /payments/webhook',
    status: 400,
    why: 'a bad signature',
    request: (fx) => ({
      app: fx.stripeApp,
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      body: '{}',
    }),
  },
  {
    op: 'POST /payments/webhook',
    status: 404,
    why: 'Stripe is off',
    request: () => ({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      body: '{}',
    }),
  },

  // images
  { op: 'POST /images', status: 200, why: 'an image', request: async (fx) => upload(fx, await fx.png()) },
  { op: 'POST /images', status: 400, why: 'the wrong field', request: async (fx) => upload(fx, await fx.png(), 'photo') },
  { op: 'POST /images', status: 413, why: 'too large', request: (fx) => upload(fx, Buffer.alloc(IMAGE_MAX_BYTES * 2, 1)) },
  { op: 'POST /images', status: 415, why: 'not a form', request: (fx) => ({ method: 'POST', url: '/api/images', as: fx.buyer, body: { image: 'x' } }) },

  // after payment: handover, receipt, problems
  {
    op: 'PATCH /buyer-orders/handed-over/{id}',
    status: 200,
    why: 'the seller hands over',
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/buyer-orders/handed-over/${(await fx.paidOrder()).orderId}`,
      as: fx.seller,
      body: { note: 'In person' },
    }),
  },
  {
    op: 'PATCH /buyer-orders/handed-over/{id}',
    status: 400,
    why: 'a note too long',
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/buyer-orders/handed-over/${(await fx.paidOrder()).orderId}`,
      as: fx.seller,
      body: { note: 'x'.repeat(301) },
    }),
  },
  {
    op: 'PATCH /buyer-orders/handed-over/{id}',
    status: 403,
    why: 'the buyer',
    request: async (fx) => ({ method: 'PATCH', url: `/api/buyer-orders/handed-over/${(await fx.paidOrder()).orderId}`, as: fx.buyer, body: {} }),
  },
  {
    op: 'PATCH /buyer-orders/handed-over/{id}',
    status: 404,
    why: 'no such order',
    request: (fx) => ({ method: 'PATCH', url: `/api/buyer-orders/handed-over/${UNKNOWN}`, as: fx.seller, body: {} }),
  },
  {
    op: 'PATCH /buyer-orders/handed-over/{id}',
    status: 409,
    why: 'not paid yet',
    request: async (fx) => ({ method: 'PATCH', url: `/api/buyer-orders/handed-over/${await fx.order()}`, as: fx.seller, body: {} }),
  },
  {
    op: 'PATCH /buyer-orders/received/{id}',
    status: 200,
    why: 'the buyer has it',
    request: async (fx) => ({ method: 'PATCH', url: `/api/buyer-orders/received/${(await fx.paidOrder()).orderId}`, as: fx.buyer }),
  },
  {
    op: 'PATCH /buyer-orders/received/{id}',
    status: 400,
    why: 'a malformed id',
    request: (fx) => ({ method: 'PATCH', url: '/api/buyer-orders/received/42', as: fx.buyer }),
  },
  {
    op: 'PATCH /buyer-orders/received/{id}',
    status: 403,
    why: 'the seller',
    request: async (fx) => ({ method: 'PATCH', url: `/api/buyer-orders/received/${(await fx.paidOrder()).orderId}`, as: fx.seller }),
  },
  {
    op: 'PATCH /buyer-orders/received/{id}',
    status: 404,
    why: 'no such order',
    request: (fx) => ({ method: 'PATCH', url: `/api/buyer-orders/received/${UNKNOWN}`, as: fx.buyer }),
  },
  {
    op: 'PATCH /buyer-orders/received/{id}',
    status: 409,
    why: 'frozen by a problem',
    request: async (fx) => ({ method: 'PATCH', url: `/api/buyer-orders/received/${await fx.problemOrder()}`, as: fx.buyer }),
  },
  {
    op: 'POST /buyer-orders/problem/{id}',
    status: 200,
    why: 'it never came',
    request: async (fx) => ({
      method: 'POST',
      url: `/api/buyer-orders/problem/${(await fx.paidOrder()).orderId}`,
      as: fx.buyer,
      body: { reason: 'not_received' },
    }),
  },
  {
    op: 'POST /buyer-orders/problem/{id}',
    status: 400,
    why: 'an unknown reason',
    request: async (fx) => ({ method: 'POST', url: `/api/buyer-orders/problem/${(await fx.paidOrder()).orderId}`, as: fx.buyer, body: { reason: 'bored' } }),
  },
  {
    op: 'POST /buyer-orders/problem/{id}',
    status: 403,
    why: 'the seller',
    request: async (fx) => ({ method: 'POST', url: `/api/buyer-orders/problem/${(await fx.paidOrder()).orderId}`, as: fx.seller, body: { reason: 'other' } }),
  },
  {
    op: 'POST /buyer-orders/problem/{id}',
    status: 404,
    why: 'no such order',
    request: (fx) => ({ method: 'POST', url: `/api/buyer-orders/problem/${UNKNOWN}`, as: fx.buyer, body: { reason: 'other' } }),
  },
  {
    op: 'POST /buyer-orders/problem/{id}',
    status: 409,
    why: 'reported already',
    request: async (fx) => ({ method: 'POST', url: `/api/buyer-orders/problem/${await fx.problemOrder()}`, as: fx.buyer, body: { reason: 'other' } }),
  },
  { op: 'GET /problems', status: 200, why: 'an admin', request: (fx) => ({ url: '/api/problems?limit=5', as: fx.admin }) },
  { op: 'GET /problems', status: 400, why: 'a malformed cursor', request: (fx) => ({ url: '/api/problems?cursor=42', as: fx.admin }) },
  { op: 'GET /problems', status: 403, why: 'a seller', request: (fx) => ({ url: '/api/problems', as: fx.seller }) },
  ...(['PATCH /problems/refund/{id}', 'PATCH /problems/release/{id}'] as const).flatMap((op): Case[] => {
    const url = (id: string) => `/api${op.slice(6).replace('{id}', id)}`;
    return [
      { op, status: 200, why: 'an admin decides', request: async (fx) => ({ method: 'PATCH', url: url(await fx.problemOrder()), as: fx.admin }) },
      { op, status: 400, why: 'a malformed id', request: (fx) => ({ method: 'PATCH', url: url('42'), as: fx.admin }) },
      { op, status: 403, why: 'a seller', request: async (fx) => ({ method: 'PATCH', url: url(await fx.problemOrder()), as: fx.seller }) },
      { op, status: 404, why: 'no such order', request: (fx) => ({ method: 'PATCH', url: url(UNKNOWN), as: fx.admin }) },
      { op, status: 409, why: 'no open problem', request: async (fx) => ({ method: 'PATCH', url: url((await fx.paidOrder()).orderId), as: fx.admin }) },
    ];
  }),
  { op: 'GET /owed-to-deleted-sellers', status: 200, why: 'an admin', request: (fx) => ({ url: '/api/owed-to-deleted-sellers?limit=5', as: fx.admin }) },
  {
    op: 'GET /owed-to-deleted-sellers',
    status: 400,
    why: 'a malformed cursor',
    request: (fx) => ({ url: '/api/owed-to-deleted-sellers?cursor=42', as: fx.admin }),
  },
  { op: 'GET /owed-to-deleted-sellers', status: 403, why: 'a seller', request: (fx) => ({ url: '/api/owed-to-deleted-sellers', as: fx.seller }) },
  ...((): Case[] => {
    const op = 'PATCH /owed-to-deleted-sellers/settle/{id}';
    const settle = (id: string, as: Member, body: object = { how: 'paid_outside', note: 'Bank transfer BT-1' }): Request => ({
      method: 'PATCH',
      url: `/api/owed-to-deleted-sellers/settle/${id}`,
      as,
      body,
    });
    return [
      { op, status: 200, why: 'an admin paid the former seller', request: async (fx) => settle(await fx.owedSale(), fx.admin) },
      { op, status: 400, why: 'no note', request: async (fx) => settle(await fx.owedSale(), fx.admin, { how: 'refund_buyer' }) },
      { op, status: 403, why: 'a seller', request: async (fx) => settle(await fx.owedSale(), fx.seller) },
      { op, status: 404, why: 'no such order', request: (fx) => settle(UNKNOWN, fx.admin) },
      { op, status: 409, why: 'its seller is still here', request: async (fx) => settle(await fx.completedOrder(), fx.admin) },
    ];
  })(),
  { op: 'GET /reconciliation', status: 200, why: 'an admin', request: (fx) => ({ url: '/api/reconciliation', as: fx.admin }) },
  { op: 'GET /reconciliation', status: 403, why: 'a buyer', request: (fx) => ({ url: '/api/reconciliation', as: fx.buyer }) },

  // numbers: a seller's insights and the admin overview
  { op: 'GET /insights', status: 200, why: 'a seller', request: (fx) => ({ url: '/api/insights?weeks=4', as: fx.seller }) },
  { op: 'GET /insights', status: 400, why: 'weeks out of range', request: (fx) => ({ url: '/api/insights?weeks=53', as: fx.seller }) },
  { op: 'GET /insights', status: 401, why: 'nobody signed in', request: () => ({ url: '/api/insights' }) },
  { op: 'GET /insights', status: 403, why: 'a buyer', request: (fx) => ({ url: '/api/insights', as: fx.buyer }) },
  { op: 'GET /admin/overview', status: 200, why: 'an admin', request: (fx) => ({ url: '/api/admin/overview?days=7', as: fx.admin }) },
  { op: 'GET /admin/overview', status: 400, why: 'days not a number', request: (fx) => ({ url: '/api/admin/overview?days=week', as: fx.admin }) },
  { op: 'GET /admin/overview', status: 403, why: 'a seller', request: (fx) => ({ url: '/api/admin/overview', as: fx.seller }) },
  // money: a seller's earnings and payout account
  { op: 'GET /earnings', status: 200, why: 'a seller', request: (fx) => ({ url: '/api/earnings', as: fx.seller }) },
  { op: 'GET /earnings', status: 403, why: 'a buyer', request: (fx) => ({ url: '/api/earnings', as: fx.buyer }) },
  { op: 'GET /earnings/movements', status: 200, why: 'a seller', request: (fx) => ({ url: '/api/earnings/movements?limit=5', as: fx.seller }) },
  { op: 'GET /earnings/movements', status: 400, why: 'a malformed cursor', request: (fx) => ({ url: '/api/earnings/movements?cursor=42', as: fx.seller }) },
  { op: 'GET /earnings/movements', status: 403, why: 'an admin', request: (fx) => ({ url: '/api/earnings/movements', as: fx.admin }) },
  {
    op: 'POST /payouts/account-link',
    status: 200,
    why: 'a seller sets up payouts',
    request: (fx) => ({ method: 'POST', url: '/api/payouts/account-link', as: fx.seller, body: {} }),
  },
  {
    op: 'POST /payouts/account-link',
    status: 400,
    why: 'a body that is not an object',
    request: (fx) => ({ method: 'POST', url: '/api/payouts/account-link', as: fx.seller, body: '[1]', headers: { 'content-type': 'application/json' } }),
  },
  {
    op: 'POST /payouts/account-link',
    status: 403,
    why: 'a buyer',
    request: (fx) => ({ method: 'POST', url: '/api/payouts/account-link', as: fx.buyer, body: {} }),
  },

  // reviews
  {
    op: 'POST /reviews',
    status: 200,
    why: 'the buyer rates a completed order',
    request: async (fx) => ({ method: 'POST', url: '/api/reviews', as: fx.buyer, body: { orderId: await fx.completedOrder(), rating: 5 } }),
  },
  {
    op: 'POST /reviews',
    status: 400,
    why: 'nine stars',
    request: async (fx) => ({ method: 'POST', url: '/api/reviews', as: fx.buyer, body: { orderId: await fx.completedOrder(), rating: 9 } }),
  },
  {
    op: 'POST /reviews',
    status: 403,
    why: 'the seller',
    request: async (fx) => ({ method: 'POST', url: '/api/reviews', as: fx.seller, body: { orderId: await fx.completedOrder(), rating: 5 } }),
  },
  {
    op: 'POST /reviews',
    status: 404,
    why: 'no such order',
    request: (fx) => ({ method: 'POST', url: '/api/reviews', as: fx.buyer, body: { orderId: UNKNOWN, rating: 5 } }),
  },
  {
    op: 'POST /reviews',
    status: 409,
    why: 'not completed yet',
    request: async (fx) => ({ method: 'POST', url: '/api/reviews', as: fx.buyer, body: { orderId: (await fx.paidOrder()).orderId, rating: 5 } }),
  },
  {
    op: 'POST /reviews/{id}/reply',
    status: 200,
    why: 'the seller answers',
    request: async (fx) => ({ method: 'POST', url: `/api/reviews/${await fx.review()}/reply`, as: fx.seller, body: { text: 'Thanks!' } }),
  },
  {
    op: 'POST /reviews/{id}/reply',
    status: 400,
    why: 'no text',
    request: async (fx) => ({ method: 'POST', url: `/api/reviews/${await fx.review()}/reply`, as: fx.seller, body: { text: '' } }),
  },
  {
    op: 'POST /reviews/{id}/reply',
    status: 403,
    why: 'another seller',
    request: async (fx) => ({ method: 'POST', url: `/api/reviews/${await fx.review()}/reply`, as: fx.otherSeller, body: { text: 'Hi' } }),
  },
  {
    op: 'POST /reviews/{id}/reply',
    status: 404,
    why: 'no such review',
    request: (fx) => ({ method: 'POST', url: `/api/reviews/${UNKNOWN}/reply`, as: fx.seller, body: { text: 'Hi' } }),
  },
  {
    op: 'POST /reviews/{id}/reply',
    status: 409,
    why: 'answered already',
    request: async (fx) => {
      const id = await fx.review();
      await fx.t.app.inject({ method: 'POST', url: `/api/reviews/${id}/reply`, headers: bearer(fx.seller.accessToken), payload: { text: 'First' } });
      return { method: 'POST', url: `/api/reviews/${id}/reply`, as: fx.seller, body: { text: 'Second' } };
    },
  },
  {
    op: 'POST /reviews/{id}/report',
    status: 200,
    why: 'the seller reports it',
    request: async (fx) => ({ method: 'POST', url: `/api/reviews/${await fx.review()}/report`, as: fx.seller, body: { reason: 'offensive' } }),
  },
  {
    op: 'POST /reviews/{id}/report',
    status: 400,
    why: "a listing's reason",
    request: async (fx) => ({ method: 'POST', url: `/api/reviews/${await fx.review()}/report`, as: fx.seller, body: { reason: 'already_sold' } }),
  },
  {
    op: 'POST /reviews/{id}/report',
    status: 403,
    why: 'its own author',
    request: async (fx) => ({ method: 'POST', url: `/api/reviews/${await fx.review()}/report`, as: fx.buyer, body: { reason: 'other' } }),
  },
  {
    op: 'POST /reviews/{id}/report',
    status: 404,
    why: 'no such review',
    request: (fx) => ({ method: 'POST', url: `/api/reviews/${UNKNOWN}/report`, as: fx.seller, body: { reason: 'other' } }),
  },
  {
    op: 'POST /reviews/{id}/report',
    status: 409,
    why: 'reported already',
    request: async (fx) => {
      const id = await fx.review();
      await fx.t.app.inject({ method: 'POST', url: `/api/reviews/${id}/report`, headers: bearer(fx.seller.accessToken), payload: { reason: 'other' } });
      return { method: 'POST', url: `/api/reviews/${id}/report`, as: fx.seller, body: { reason: 'offensive' } };
    },
  },
  {
    op: 'GET /sellers/{id}/reviews',
    status: 200,
    why: "a seller's reviews",
    request: async (fx) => (await fx.review(), { url: `/api/sellers/${fx.seller.userId}/reviews?limit=2` }),
  },
  { op: 'GET /sellers/{id}/reviews', status: 400, why: 'a malformed cursor', request: (fx) => ({ url: `/api/sellers/${fx.seller.userId}/reviews?cursor=42` }) },

  // wishlists and saved searches
  {
    op: 'PATCH /book/price/{id}',
    status: 200,
    why: 'its seller lowers it',
    request: async (fx) => ({ method: 'PATCH', url: `/api/book/price/${await fx.book()}`, as: fx.seller, body: { price: '300' } }),
  },
  {
    op: 'PATCH /book/price/{id}',
    status: 400,
    why: 'no price',
    request: async (fx) => ({ method: 'PATCH', url: `/api/book/price/${await fx.book()}`, as: fx.seller, body: {} }),
  },
  {
    op: 'PATCH /book/price/{id}',
    status: 403,
    why: 'another seller',
    request: async (fx) => ({ method: 'PATCH', url: `/api/book/price/${await fx.book()}`, as: fx.otherSeller, body: { price: '1' } }),
  },
  {
    op: 'PATCH /book/price/{id}',
    status: 404,
    why: 'no such book',
    request: (fx) => ({ method: 'PATCH', url: `/api/book/price/${UNKNOWN}`, as: fx.seller, body: { price: '1' } }),
  },
  {
    op: 'POST /offers',
    status: 200,
    why: 'an offer on a bundle of two copies',
    request: async (fx) => ({
      method: 'POST',
      url: '/api/offers',
      as: fx.buyer,
      body: { bookIds: [await fx.book(), await fx.book()], price: '500', buyerPhone: '+8801800000000' },
    }),
  },
  {
    op: 'PATCH /book/price/{id}',
    status: 409,
    why: 'sold',
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/book/price/${(await fx.t.db.order.findUniqueOrThrow({ where: { id: (await fx.paidOrder()).orderId }, select: { bookId: true } })).bookId}`,
      as: fx.seller,
      body: { price: '1' },
    }),
  },
  ...(
    [
      [200, 'a buyer offers less than the price', 'otherBuyer', '300'],
      [400, 'at the price', 'otherBuyer', '350'],
      [403, 'on the own listing', 'seller', '300'],
      [404, 'no such book', 'otherBuyer', '300'],
      [409, 'the book takes no offers', 'otherBuyer', '300'],
    ] as const
  ).map(([status, why, who, price]): Case => ({
    op: 'POST /offers',
    status,
    why,
    request: async (fx) => {
      const bookId = status === 404 ? UNKNOWN : await fx.book();
      if (status === 409) await fx.t.db.book.update({ where: { id: bookId }, data: { offersEnabled: false } });
      return { method: 'POST', url: '/api/offers', as: fx[who], body: { bookId, price, buyerPhone: '+8801700000001' } };
    },
  })),
  {
    op: 'GET /me/offers',
    status: 200,
    why: "the seller's offers",
    request: async (fx) => (await offerOf(fx), { url: '/api/me/offers?side=selling&limit=2', as: fx.seller }),
  },
  { op: 'GET /me/offers', status: 400, why: 'an unknown side', request: (fx) => ({ url: '/api/me/offers?side=both', as: fx.seller }) },
  { op: 'GET /me/offers', status: 403, why: 'no account record yet', request: async () => ({ url: '/api/me/offers', as: await freshIdentityToken() }) },
  { op: 'GET /offers/{id}', status: 200, why: 'its buyer reads it', request: async (fx) => ({ url: `/api/offers/${await offerOf(fx)}`, as: fx.buyer }) },
  { op: 'GET /offers/{id}', status: 400, why: 'a malformed id', request: (fx) => ({ url: '/api/offers/42', as: fx.buyer }) },
  {
    op: 'GET /offers/{id}',
    status: 403,
    why: 'no account record yet',
    request: async (fx) => ({ url: `/api/offers/${await offerOf(fx)}`, as: await freshIdentityToken() }),
  },
  { op: 'GET /offers/{id}', status: 404, why: 'someone else’s', request: async (fx) => ({ url: `/api/offers/${await offerOf(fx)}`, as: fx.otherBuyer }) },
  {
    op: 'GET /conversations/{id}/offers',
    status: 200,
    why: 'the offers of the conversation',
    request: async (fx) => {
      const offer = await fx.t.db.offer.findUniqueOrThrow({ where: { id: await offerOf(fx) }, select: { conversationId: true } });
      return { url: `/api/conversations/${offer.conversationId}/offers`, as: fx.seller };
    },
  },
  { op: 'GET /conversations/{id}/offers', status: 400, why: 'a malformed id', request: (fx) => ({ url: '/api/conversations/42/offers', as: fx.seller }) },
  {
    op: 'GET /conversations/{id}/offers',
    status: 403,
    why: 'no account record yet',
    request: async () => ({ url: `/api/conversations/${UNKNOWN}/offers`, as: await freshIdentityToken() }),
  },
  ...(['accept', 'decline', 'withdraw', 'counter'] as const).flatMap((kind): Case[] => {
    const op = `POST /offers/{id}/${kind}`;
    const body = kind === 'counter' ? { price: '2' } : {};
    // The seller answers the buyer's offer; the buyer withdraws their own.
    const party = (fx: Fixtures) => (kind === 'withdraw' ? fx.buyer : fx.seller);
    const other = (fx: Fixtures) => (kind === 'withdraw' ? fx.seller : fx.buyer);
    return [
      {
        op,
        status: 200,
        why: 'whose turn it is',
        request: async (fx) => ({ method: 'POST', url: `/api/offers/${await offerOf(fx)}/${kind}`, as: party(fx), body }),
      },
      { op, status: 400, why: 'a malformed id', request: (fx) => ({ method: 'POST', url: `/api/offers/42/${kind}`, as: party(fx), body }) },
      {
        op,
        status: 403,
        why: 'the wrong side',
        request: async (fx) => ({ method: 'POST', url: `/api/offers/${await offerOf(fx)}/${kind}`, as: other(fx), body }),
      },
      {
        op,
        status: 404,
        why: 'someone else’s',
        request: async (fx) => ({ method: 'POST', url: `/api/offers/${await offerOf(fx)}/${kind}`, as: fx.otherSeller, body }),
      },
      {
        op,
        status: 409,
        why: 'closed already',
        request: async (fx) => {
          const id = await offerOf(fx);
          await fx.t.db.offer.update({ where: { id }, data: { status: 'declined' } });
          return { method: 'POST', url: `/api/offers/${id}/${kind}`, as: party(fx), body };
        },
      },
    ];
  }),
  {
    op: 'GET /books/{id}/offer-terms',
    status: 200,
    why: 'its seller',
    request: async (fx) => ({ url: `/api/books/${await fx.book()}/offer-terms`, as: fx.seller }),
  },
  { op: 'GET /books/{id}/offer-terms', status: 400, why: 'a malformed id', request: (fx) => ({ url: '/api/books/42/offer-terms', as: fx.seller }) },
  {
    op: 'GET /books/{id}/offer-terms',
    status: 403,
    why: 'another seller',
    request: async (fx) => ({ url: `/api/books/${await fx.book()}/offer-terms`, as: fx.otherSeller }),
  },
  { op: 'GET /books/{id}/offer-terms', status: 404, why: 'no such book', request: (fx) => ({ url: `/api/books/${UNKNOWN}/offer-terms`, as: fx.seller }) },
  {
    op: 'PATCH /books/{id}/offer-terms',
    status: 200,
    why: 'its seller sets a floor',
    request: async (fx) => ({ method: 'PATCH', url: `/api/books/${await fx.book()}/offer-terms`, as: fx.seller, body: { floor: '250' } }),
  },
  {
    op: 'PATCH /books/{id}/offer-terms',
    status: 400,
    why: 'a floor at the price',
    request: async (fx) => ({ method: 'PATCH', url: `/api/books/${await fx.book()}/offer-terms`, as: fx.seller, body: { floor: '350' } }),
  },
  {
    op: 'PATCH /books/{id}/offer-terms',
    status: 403,
    why: 'another seller',
    request: async (fx) => ({ method: 'PATCH', url: `/api/books/${await fx.book()}/offer-terms`, as: fx.otherSeller, body: { enabled: false } }),
  },
  {
    op: 'PATCH /books/{id}/offer-terms',
    status: 404,
    why: 'no such book',
    request: (fx) => ({ method: 'PATCH', url: `/api/books/${UNKNOWN}/offer-terms`, as: fx.seller, body: { enabled: false } }),
  },
  {
    op: 'POST /bulk-imports',
    status: 200,
    why: 'a shop previews its CSV',
    request: (fx) => ({
      method: 'POST',
      url: '/api/bulk-imports',
      as: fx.seller,
      body: { ...BULK_FORM, csv: 'isbn,condition,price\n9780679457312,Good,350\n' },
    }),
  },
  {
    op: 'POST /bulk-imports',
    status: 400,
    why: 'no price column',
    request: (fx) => ({ method: 'POST', url: '/api/bulk-imports', as: fx.seller, body: { ...BULK_FORM, csv: 'isbn,condition\n9780679457312,Good\n' } }),
  },
  {
    op: 'POST /bulk-imports',
    status: 403,
    why: 'a buyer',
    request: (fx) => ({ method: 'POST', url: '/api/bulk-imports', as: fx.buyer, body: { ...BULK_FORM, csv: 'isbn,condition,price\n' } }),
  },
  {
    op: 'POST /bulk-imports/{id}/start',
    status: 200,
    why: 'its shop starts it',
    request: async (fx) => ({ method: 'POST', url: `/api/bulk-imports/${await bulkImportOf(fx)}/start`, as: fx.seller }),
  },
  {
    op: 'POST /bulk-imports/{id}/start',
    status: 400,
    why: 'a malformed id',
    request: (fx) => ({ method: 'POST', url: '/api/bulk-imports/42/start', as: fx.seller }),
  },
  {
    op: 'POST /bulk-imports/{id}/start',
    status: 403,
    why: 'another seller',
    request: async (fx) => ({ method: 'POST', url: `/api/bulk-imports/${await bulkImportOf(fx)}/start`, as: fx.otherSeller }),
  },
  {
    op: 'POST /bulk-imports/{id}/start',
    status: 404,
    why: 'no such import',
    request: (fx) => ({ method: 'POST', url: `/api/bulk-imports/${UNKNOWN}/start`, as: fx.seller }),
  },
  {
    op: 'POST /bulk-imports/{id}/start',
    status: 409,
    why: 'started already',
    request: async (fx) => {
      const id = await bulkImportOf(fx);
      await fx.t.db.bulkImport.update({ where: { id }, data: { status: 'running' } });
      return { method: 'POST', url: `/api/bulk-imports/${id}/start`, as: fx.seller };
    },
  },
  {
    op: 'GET /bulk-imports/{id}',
    status: 200,
    why: 'its shop reads it',
    request: async (fx) => ({ url: `/api/bulk-imports/${await bulkImportOf(fx)}`, as: fx.seller }),
  },
  { op: 'GET /bulk-imports/{id}', status: 400, why: 'a malformed id', request: (fx) => ({ url: '/api/bulk-imports/42', as: fx.seller }) },
  {
    op: 'GET /bulk-imports/{id}',
    status: 403,
    why: 'another seller',
    request: async (fx) => ({ url: `/api/bulk-imports/${await bulkImportOf(fx)}`, as: fx.otherSeller }),
  },
  { op: 'GET /bulk-imports/{id}', status: 404, why: 'no such import', request: (fx) => ({ url: `/api/bulk-imports/${UNKNOWN}`, as: fx.seller }) },
  { op: 'GET /exports/books', status: 200, why: "a seller's listings", request: (fx) => ({ url: '/api/exports/books', as: fx.seller }) },
  { op: 'GET /exports/books', status: 403, why: 'a buyer', request: (fx) => ({ url: '/api/exports/books', as: fx.buyer }) },
  {
    op: 'GET /price-hint',
    status: 200,
    why: 'a seller prices an edition',
    request: (fx) => ({ url: '/api/price-hint?isbn=9780679457312&condition=Good', as: fx.seller }),
  },
  {
    op: 'GET /price-hint',
    status: 400,
    why: 'a title without its author',
    request: (fx) => ({ url: '/api/price-hint?title=Dune&condition=Good', as: fx.seller }),
  },
  { op: 'GET /price-hint', status: 403, why: 'a buyer', request: (fx) => ({ url: '/api/price-hint?isbn=9780679457312&condition=Good', as: fx.buyer }) },
  {
    op: 'GET /books/{id}',
    status: 200,
    why: 'its seller, to edit it',
    request: async (fx) => ({ url: `/api/books/${await fx.book()}`, as: fx.seller }),
  },
  { op: 'GET /books/{id}', status: 400, why: 'a malformed id', request: (fx) => ({ url: '/api/books/42', as: fx.seller }) },
  { op: 'GET /books/{id}', status: 403, why: 'another seller', request: async (fx) => ({ url: `/api/books/${await fx.book()}`, as: fx.otherSeller }) },
  { op: 'GET /books/{id}', status: 404, why: 'no such book', request: (fx) => ({ url: `/api/books/${UNKNOWN}`, as: fx.seller }) },
  {
    op: 'PATCH /books/{id}',
    status: 200,
    why: 'its seller mends the title and the price',
    request: async (fx) => ({ method: 'PATCH', url: `/api/books/${await fx.book()}`, as: fx.seller, body: { book: 'Mended Title', price: '320' } }),
  },
  {
    op: 'PATCH /books/{id}',
    status: 400,
    why: 'an unknown category',
    request: async (fx) => ({ method: 'PATCH', url: `/api/books/${await fx.book()}`, as: fx.seller, body: { categoryId: 'no-such-shelf' } }),
  },
  {
    op: 'PATCH /books/{id}',
    status: 403,
    why: 'another seller',
    request: async (fx) => ({ method: 'PATCH', url: `/api/books/${await fx.book()}`, as: fx.otherSeller, body: { book: 'Taken' } }),
  },
  {
    op: 'PATCH /books/{id}',
    status: 404,
    why: 'no such book',
    request: (fx) => ({ method: 'PATCH', url: `/api/books/${UNKNOWN}`, as: fx.seller, body: { book: 'X' } }),
  },
  {
    op: 'PATCH /books/{id}',
    status: 409,
    why: 'a paid order holds the copy',
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/books/${(await fx.t.db.order.findUniqueOrThrow({ where: { id: (await fx.paidOrder()).orderId }, select: { bookId: true } })).bookId}`,
      as: fx.seller,
      body: { book: 'Too Late' },
    }),
  },
  {
    op: 'PUT /wishlist/{bookId}',
    status: 200,
    why: 'a buyer saves a book',
    request: async (fx) => ({ method: 'PUT', url: `/api/wishlist/${await fx.book()}`, as: fx.buyer }),
  },
  { op: 'PUT /wishlist/{bookId}', status: 400, why: 'a malformed id', request: (fx) => ({ method: 'PUT', url: '/api/wishlist/42', as: fx.buyer }) },
  {
    op: 'PUT /wishlist/{bookId}',
    status: 403,
    why: 'its own seller',
    request: async (fx) => ({ method: 'PUT', url: `/api/wishlist/${await fx.book()}`, as: fx.seller }),
  },
  { op: 'PUT /wishlist/{bookId}', status: 404, why: 'no such book', request: (fx) => ({ method: 'PUT', url: `/api/wishlist/${UNKNOWN}`, as: fx.buyer }) },
  {
    op: 'DELETE /wishlist/{bookId}',
    status: 200,
    why: 'the buyer lets go of it',
    request: async (fx) => ({ method: 'DELETE', url: `/api/wishlist/${await fx.book()}`, as: fx.buyer }),
  },
  { op: 'DELETE /wishlist/{bookId}', status: 400, why: 'a malformed id', request: (fx) => ({ method: 'DELETE', url: '/api/wishlist/42', as: fx.buyer }) },
  { op: 'DELETE /wishlist/{bookId}', status: 404, why: 'no such book', request: (fx) => ({ method: 'DELETE', url: `/api/wishlist/${UNKNOWN}`, as: fx.buyer }) },
  {
    op: 'DELETE /wishlist/{bookId}',
    status: 403,
    why: 'no account record yet',
    request: async (fx) => ({ method: 'DELETE', url: `/api/wishlist/${await fx.book()}`, as: await freshIdentityToken() }),
  },
  { op: 'GET /wishlist', status: 200, why: "the buyer's wishlist", request: (fx) => ({ url: '/api/wishlist?limit=5', as: fx.buyer }) },
  { op: 'GET /wishlist', status: 400, why: 'a malformed cursor', request: (fx) => ({ url: '/api/wishlist?cursor=42', as: fx.buyer }) },
  { op: 'GET /wishlist', status: 403, why: 'no account record yet', request: async () => ({ url: '/api/wishlist', as: await freshIdentityToken() }) },
  { op: 'GET /wishlist/ids', status: 200, why: "the buyer's saved ids", request: (fx) => ({ url: '/api/wishlist/ids', as: fx.buyer }) },
  { op: 'GET /wishlist/ids', status: 403, why: 'no account record yet', request: async () => ({ url: '/api/wishlist/ids', as: await freshIdentityToken() }) },
  {
    op: 'POST /saved-searches',
    status: 200,
    why: 'a search to hear about',
    request: (fx) => ({ method: 'POST', url: '/api/saved-searches', as: fx.otherBuyer, body: { q: 'conformance words' } }),
  },
  {
    op: 'POST /saved-searches',
    status: 400,
    why: 'no words',
    request: (fx) => ({ method: 'POST', url: '/api/saved-searches', as: fx.otherBuyer, body: { q: '!!' } }),
  },
  {
    op: 'POST /saved-searches',
    status: 403,
    why: 'no account record yet',
    request: async () => ({ method: 'POST', url: '/api/saved-searches', as: await freshIdentityToken(), body: { q: 'x' } }),
  },
  {
    op: 'POST /saved-searches',
    status: 409,
    why: 'twenty already',
    request: async (fx) => {
      const keen = await member(fx.t, 'buyer', 'keen-searcher');
      for (let i = 0; i < 20; i += 1)
        await fx.t.app.inject({ method: 'POST', url: '/api/saved-searches', headers: bearer(keen.accessToken), payload: { q: `word${i}` } });
      return { method: 'POST', url: '/api/saved-searches', as: keen, body: { q: 'one more' } };
    },
  },
  { op: 'GET /saved-searches', status: 200, why: "the caller's saved searches", request: (fx) => ({ url: '/api/saved-searches', as: fx.buyer }) },
  {
    op: 'GET /saved-searches',
    status: 403,
    why: 'no account record yet',
    request: async () => ({ url: '/api/saved-searches', as: await freshIdentityToken() }),
  },
  {
    op: 'DELETE /saved-searches/{id}',
    status: 200,
    why: 'its owner',
    request: async (fx) => ({ method: 'DELETE', url: `/api/saved-searches/${await fx.savedSearch()}`, as: fx.buyer }),
  },
  {
    op: 'DELETE /saved-searches/{id}',
    status: 400,
    why: 'a malformed id',
    request: (fx) => ({ method: 'DELETE', url: '/api/saved-searches/42', as: fx.buyer }),
  },
  {
    op: 'DELETE /saved-searches/{id}',
    status: 403,
    why: 'someone else',
    request: async (fx) => ({ method: 'DELETE', url: `/api/saved-searches/${await fx.savedSearch()}`, as: fx.otherBuyer }),
  },
  {
    op: 'DELETE /saved-searches/{id}',
    status: 404,
    why: 'no such saved search',
    request: (fx) => ({ method: 'DELETE', url: `/api/saved-searches/${UNKNOWN}`, as: fx.buyer }),
  },

  // email
  { op: 'GET /me/email-settings', status: 200, why: "the caller's settings", request: (fx) => ({ url: '/api/me/email-settings', as: fx.buyer }) },
  {
    op: 'GET /me/email-settings',
    status: 403,
    why: 'no account record yet',
    request: async () => ({ url: '/api/me/email-settings', as: await freshIdentityToken() }),
  },
  {
    op: 'PUT /me/email-settings',
    status: 200,
    why: 'alerts at once',
    request: (fx) => ({ method: 'PUT', url: '/api/me/email-settings', as: fx.otherBuyer, body: { alerts: 'instant' } }),
  },
  {
    op: 'PUT /me/email-settings',
    status: 400,
    why: 'a topic that does not exist',
    request: (fx) => ({ method: 'PUT', url: '/api/me/email-settings', as: fx.otherBuyer, body: { fax: true } }),
  },
  {
    op: 'PUT /me/email-settings',
    status: 403,
    why: 'no account record yet',
    request: async () => ({ method: 'PUT', url: '/api/me/email-settings', as: await freshIdentityToken(), body: {} }),
  },
  ...(['POST /email/unsubscribe', 'POST /email/unsubscribe/one-click'] as const).flatMap((op): Case[] => {
    const call = (fx: Fixtures, token: string): Request =>
      op === 'POST /email/unsubscribe'
        ? { method: 'POST', url: '/api/email/unsubscribe', body: { token } }
        : {
            method: 'POST',
            url: `/api/email/unsubscribe/one-click?token=${encodeURIComponent(token)}`,
            body: 'List-Unsubscribe=One-Click',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          };
    return [
      { op, status: 200, why: 'a link of ours', request: (fx) => call(fx, fx.t.deps.unsubscribeTokens.token(fx.otherBuyer.userId, 'messages')) },
      {
        op,
        status: 400,
        why: 'a forged token',
        request: (fx) => call(fx, `${fx.t.deps.unsubscribeTokens.token(fx.otherBuyer.userId, 'messages').slice(0, -4)}AAAA`),
      },
      { op, status: 404, why: 'an account since deleted', request: (fx) => call(fx, fx.t.deps.unsubscribeTokens.token(UNKNOWN, 'messages')) },
    ];
  }),

  // push
  { op: 'GET /me/push-settings', status: 200, why: "the caller's settings", request: (fx) => ({ url: '/api/me/push-settings', as: fx.buyer }) },
  {
    op: 'GET /me/push-settings',
    status: 403,
    why: 'no account record yet',
    request: async () => ({ url: '/api/me/push-settings', as: await freshIdentityToken() }),
  },
  {
    op: 'PUT /me/push-settings',
    status: 200,
    why: 'orders off',
    request: (fx) => ({ method: 'PUT', url: '/api/me/push-settings', as: fx.otherBuyer, body: { orders: false } }),
  },
  {
    op: 'PUT /me/push-settings',
    status: 400,
    why: 'a topic that does not exist',
    request: (fx) => ({ method: 'PUT', url: '/api/me/push-settings', as: fx.otherBuyer, body: { sms: true } }),
  },
  {
    op: 'PUT /me/push-settings',
    status: 403,
    why: 'no account record yet',
    request: async () => ({ method: 'PUT', url: '/api/me/push-settings', as: await freshIdentityToken(), body: {} }),
  },
  { op: 'GET /me/push-subscriptions', status: 200, why: "the caller's devices", request: (fx) => ({ url: '/api/me/push-subscriptions', as: fx.buyer }) },
  {
    op: 'GET /me/push-subscriptions',
    status: 403,
    why: 'no account record yet',
    request: async () => ({ url: '/api/me/push-subscriptions', as: await freshIdentityToken() }),
  },
  {
    op: 'POST /me/push-subscriptions',
    status: 200,
    why: "a browser's subscription on a push service",
    request: (fx) => ({ method: 'POST', url: '/api/me/push-subscriptions', as: fx.otherBuyer, body: subscriptionOn('https://fcm.googleapis.com/fcm/send') }),
  },
  {
    op: 'POST /me/push-subscriptions',
    status: 400,
    why: 'an endpoint that is not on a push service',
    request: (fx) => ({ method: 'POST', url: '/api/me/push-subscriptions', as: fx.otherBuyer, body: subscriptionOn('http://127.0.0.1:9') }),
  },
  {
    op: 'POST /me/push-subscriptions',
    status: 403,
    why: 'no account record yet',
    request: async () => ({
      method: 'POST',
      url: '/api/me/push-subscriptions',
      as: await freshIdentityToken(),
      body: subscriptionOn('https://fcm.googleapis.com/fcm/send'),
    }),
  },
  {
    op: 'DELETE /me/push-subscriptions/{id}',
    status: 200,
    why: "the caller's device",
    request: async (fx) => ({ method: 'DELETE', url: `/api/me/push-subscriptions/${await deviceOf(fx, fx.otherBuyer)}`, as: fx.otherBuyer }),
  },
  {
    op: 'DELETE /me/push-subscriptions/{id}',
    status: 400,
    why: 'a malformed id',
    request: (fx) => ({ method: 'DELETE', url: '/api/me/push-subscriptions/42', as: fx.buyer }),
  },
  {
    op: 'DELETE /me/push-subscriptions/{id}',
    status: 403,
    why: 'no account record yet',
    request: async () => ({ method: 'DELETE', url: `/api/me/push-subscriptions/${UNKNOWN}`, as: await freshIdentityToken() }),
  },
  {
    op: 'DELETE /me/push-subscriptions/{id}',
    status: 404,
    why: "another account's device",
    request: async (fx) => ({ method: 'DELETE', url: `/api/me/push-subscriptions/${await deviceOf(fx, fx.buyer)}`, as: fx.otherBuyer }),
  },

  // users
  {
    op: 'POST /users',
    status: 200,
    why: 'a sign-in saves the record',
    request: (fx) => ({ method: 'POST', url: '/api/users', as: fx.buyer.idToken, body: { name: 'Again', email: fx.buyer.email, role: 'buyer' } }),
  },
  {
    op: 'POST /users',
    status: 400,
    why: 'no name',
    request: (fx) => ({ method: 'POST', url: '/api/users', as: fx.buyer.idToken, body: { email: fx.buyer.email } }),
  },
  {
    op: 'POST /users',
    status: 403,
    why: 'another email',
    request: (fx) => ({ method: 'POST', url: '/api/users', as: fx.buyer.idToken, body: { name: 'X', email: fx.seller.email } }),
  },
  {
    op: 'POST /users',
    status: 409,
    why: 'an email another sign-in account holds',
    request: async (fx) => {
      const taken = await member(fx.t, 'buyer', 'taken');
      await fx.t.db.user.update({ where: { id: taken.userId }, data: { firebaseUid: 'someone-else' } });
      return { method: 'POST', url: '/api/users', as: taken.idToken, body: { name: 'X', email: taken.email } };
    },
  },
  { op: 'GET /user', status: 200, why: 'oneself', request: (fx) => ({ url: `/api/user?email=${fx.buyer.email}`, as: fx.buyer }) },
  { op: 'GET /user', status: 400, why: 'no email', request: (fx) => ({ url: '/api/user', as: fx.buyer }) },
  { op: 'GET /user', status: 403, why: 'someone else', request: (fx) => ({ url: `/api/user?email=${fx.seller.email}`, as: fx.buyer }) },
  { op: 'GET /me', status: 200, why: 'oneself', request: (fx) => ({ url: '/api/me', as: fx.buyer }) },
  {
    op: 'PATCH /me',
    status: 200,
    why: "one's own name, photo and bio",
    request: (fx) => ({ method: 'PATCH', url: '/api/me', as: fx.otherBuyer, body: { name: 'Other Buyer', image: '', bio: 'Reads on the bus.' } }),
  },
  {
    op: 'PATCH /me',
    status: 400,
    why: 'a bio too long',
    request: (fx) => ({ method: 'PATCH', url: '/api/me', as: fx.otherBuyer, body: { bio: 'x'.repeat(301) } }),
  },
  {
    op: 'PATCH /me',
    status: 403,
    why: 'no account record yet',
    request: async () => ({ method: 'PATCH', url: '/api/me', as: await freshIdentityToken(), body: { bio: 'x' } }),
  },
  {
    op: 'POST /me/verification-email',
    status: 200,
    why: 'an unverified account asks for its link',
    request: (fx) => ({ method: 'POST', url: '/api/me/verification-email', as: fx.unverified, body: { returnPath: '/dashboard' } }),
  },
  {
    op: 'POST /me/verification-email',
    status: 400,
    why: 'a returnPath that leads to another site',
    request: (fx) => ({ method: 'POST', url: '/api/me/verification-email', as: fx.unverified, body: { returnPath: '//elsewhere.example/' } }),
  },
  {
    op: 'POST /me/verification-email',
    status: 403,
    why: 'no account record yet',
    request: async () => ({ method: 'POST', url: '/api/me/verification-email', as: await freshIdentityToken(), body: {} }),
  },
  {
    op: 'POST /me/verification-email',
    status: 409,
    why: 'verified already',
    request: (fx) => ({ method: 'POST', url: '/api/me/verification-email', as: fx.buyer, body: {} }),
  },
  // conversations
  {
    op: 'POST /conversations',
    status: 200,
    why: 'ask the seller',
    request: async (fx) => ({ method: 'POST', url: '/api/conversations', as: fx.buyer, body: { bookId: await fx.book(), text: 'Still there?' } }),
  },
  {
    op: 'POST /conversations',
    status: 400,
    why: 'an empty message',
    request: async (fx) => ({ method: 'POST', url: '/api/conversations', as: fx.buyer, body: { bookId: await fx.book(), text: ' ' } }),
  },
  {
    op: 'POST /conversations',
    status: 403,
    why: "one's own book",
    request: async (fx) => ({ method: 'POST', url: '/api/conversations', as: fx.seller, body: { bookId: await fx.book(), text: 'Me?' } }),
  },
  {
    op: 'POST /conversations',
    status: 404,
    why: 'an unknown book',
    request: (fx) => ({ method: 'POST', url: '/api/conversations', as: fx.buyer, body: { bookId: UNKNOWN, text: 'Hello?' } }),
  },
  {
    op: 'GET /conversations',
    status: 200,
    why: "the caller's conversations",
    request: async (fx) => (await fx.conversation(), { url: '/api/conversations', as: fx.seller }),
  },
  { op: 'GET /conversations', status: 400, why: 'a malformed cursor', request: (fx) => ({ url: '/api/conversations?cursor=42', as: fx.seller }) },
  { op: 'GET /conversations', status: 403, why: 'no account record yet', request: async () => ({ url: '/api/conversations', as: await freshIdentityToken() }) },
  {
    op: 'GET /books/{bookId}/conversation',
    status: 200,
    why: 'the conversation about a book',
    request: async (fx) => ({ url: `/api/books/${await fx.book()}/conversation`, as: fx.buyer }),
  },
  { op: 'GET /books/{bookId}/conversation', status: 400, why: 'a malformed id', request: (fx) => ({ url: '/api/books/42/conversation', as: fx.buyer }) },
  {
    op: 'GET /books/{bookId}/conversation',
    status: 403,
    why: 'no account record yet',
    request: async () => ({ url: `/api/books/${UNKNOWN}/conversation`, as: await freshIdentityToken() }),
  },
  {
    op: 'GET /conversation/{id}',
    status: 200,
    why: 'one conversation',
    request: async (fx) => ({ url: `/api/conversation/${await fx.conversation()}`, as: fx.seller }),
  },
  { op: 'GET /conversation/{id}', status: 400, why: 'a malformed id', request: (fx) => ({ url: '/api/conversation/42', as: fx.seller }) },
  {
    op: 'GET /conversation/{id}',
    status: 403,
    why: 'no account record yet',
    request: async () => ({ url: `/api/conversation/${UNKNOWN}`, as: await freshIdentityToken() }),
  },
  {
    op: 'GET /conversation/{id}',
    status: 404,
    why: 'not a party',
    request: async (fx) => ({ url: `/api/conversation/${await fx.conversation()}`, as: fx.otherSeller }),
  },
  { op: 'GET /conversations/unread', status: 200, why: 'the unread count', request: (fx) => ({ url: '/api/conversations/unread', as: fx.seller }) },
  {
    op: 'GET /conversations/unread',
    status: 403,
    why: 'no account record yet',
    request: async () => ({ url: '/api/conversations/unread', as: await freshIdentityToken() }),
  },
  {
    op: 'GET /conversations/{id}/messages',
    status: 200,
    why: 'a thread',
    request: async (fx) => ({ url: `/api/conversations/${await fx.conversation()}/messages`, as: fx.seller }),
  },
  {
    op: 'GET /conversations/{id}/messages',
    status: 400,
    why: 'a malformed cursor',
    request: async (fx) => ({ url: `/api/conversations/${await fx.conversation()}/messages?cursor=abc`, as: fx.seller }),
  },
  {
    op: 'GET /conversations/{id}/messages',
    status: 403,
    why: 'no account record yet',
    request: async () => ({ url: `/api/conversations/${UNKNOWN}/messages`, as: await freshIdentityToken() }),
  },
  {
    op: 'GET /conversations/{id}/messages',
    status: 404,
    why: 'not a party',
    request: async (fx) => ({ url: `/api/conversations/${await fx.conversation()}/messages`, as: fx.otherSeller }),
  },
  {
    op: 'POST /conversations/{id}/report',
    status: 200,
    why: 'a rude conversation',
    request: async (fx) => ({ method: 'POST', url: `/api/conversations/${await fx.conversation()}/report`, as: fx.seller, body: { reason: 'offensive' } }),
  },
  {
    op: 'POST /conversations/{id}/report',
    status: 400,
    why: 'an unknown reason',
    request: async (fx) => ({ method: 'POST', url: `/api/conversations/${await fx.conversation()}/report`, as: fx.seller, body: { reason: 'boring' } }),
  },
  {
    op: 'POST /conversations/{id}/report',
    status: 403,
    why: 'no account record yet',
    request: async () => ({ method: 'POST', url: `/api/conversations/${UNKNOWN}/report`, as: await freshIdentityToken(), body: { reason: 'other' } }),
  },
  {
    op: 'POST /conversations/{id}/report',
    status: 404,
    why: 'not a party',
    request: async (fx) => ({ method: 'POST', url: `/api/conversations/${await fx.conversation()}/report`, as: fx.otherSeller, body: { reason: 'other' } }),
  },
  {
    op: 'POST /conversations/{id}/report',
    status: 409,
    why: 'reported twice',
    request: async (fx) => {
      const id = await fx.conversation();
      await send(fx.t, { method: 'POST', url: `/api/conversations/${id}/report`, as: fx.seller, body: { reason: 'other' } });
      return { method: 'POST', url: `/api/conversations/${id}/report`, as: fx.seller, body: { reason: 'other' } };
    },
  },
  {
    op: 'POST /conversations/{id}/messages',
    status: 200,
    why: 'an answer',
    request: async (fx) => ({ method: 'POST', url: `/api/conversations/${await fx.conversation()}/messages`, as: fx.seller, body: { text: 'Yes.' } }),
  },
  {
    op: 'POST /conversations/{id}/messages',
    status: 400,
    why: 'a control character',
    request: async (fx) => ({ method: 'POST', url: `/api/conversations/${await fx.conversation()}/messages`, as: fx.seller, body: { text: 'a\u0007' } }),
  },
  {
    op: 'POST /conversations/{id}/messages',
    status: 403,
    why: 'an unverified email',
    request: async (fx) => ({ method: 'POST', url: `/api/conversations/${await fx.conversation()}/messages`, as: fx.unverified, body: { text: 'Hi' } }),
  },
  {
    op: 'POST /conversations/{id}/messages',
    status: 404,
    why: 'not a party',
    request: async (fx) => ({ method: 'POST', url: `/api/conversations/${await fx.conversation()}/messages`, as: fx.otherSeller, body: { text: 'Hi' } }),
  },
  {
    op: 'POST /conversations/{id}/messages',
    status: 409,
    why: 'the other account is deleted',
    request: async (fx) => {
      const id = await fx.conversation();
      const gone = await member(fx.t, 'buyer', 'gone-party');
      await fx.t.db.conversation.update({ where: { id }, data: { buyerId: gone.userId } });
      await fx.t.db.user.delete({ where: { id: gone.userId } });
      return { method: 'POST', url: `/api/conversations/${id}/messages`, as: fx.seller, body: { text: 'Hello?' } };
    },
  },
  { op: 'GET /notifications', status: 200, why: "the seller's bell", request: (fx) => ({ url: '/api/notifications', as: fx.seller }) },
  { op: 'GET /notifications', status: 403, why: 'no account record yet', request: async () => ({ url: '/api/notifications', as: await freshIdentityToken() }) },
  { op: 'PATCH /notifications/read', status: 200, why: 'read them all', request: (fx) => ({ method: 'PATCH', url: '/api/notifications/read', as: fx.seller }) },
  {
    op: 'PATCH /notifications/read',
    status: 400,
    why: 'a body that is not an object',
    request: (fx) => ({ method: 'PATCH', url: '/api/notifications/read', as: fx.seller, body: '[1]', headers: { 'content-type': 'application/json' } }),
  },
  {
    op: 'PATCH /notifications/read',
    status: 403,
    why: 'no account record yet',
    request: async () => ({ method: 'PATCH', url: '/api/notifications/read', as: await freshIdentityToken() }),
  },
  { op: 'GET /jwt', status: 200, why: 'an ID token for its own email', request: (fx) => ({ url: `/api/jwt?email=${fx.buyer.email}`, as: fx.buyer.idToken }) },
  { op: 'GET /jwt', status: 400, why: 'no email', request: (fx) => ({ url: '/api/jwt', as: fx.buyer.idToken }) },
  { op: 'GET /jwt', status: 403, why: 'another email', request: (fx) => ({ url: `/api/jwt?email=${fx.seller.email}`, as: fx.buyer.idToken }) },

  // admin
  ...(['GET /all-buyers', 'GET /all-sellers', 'GET /reported-items'] as const).flatMap((op): Case[] => [
    { op, status: 200, why: 'an admin', request: (fx) => ({ url: `/api${op.slice(4)}?limit=5`, as: fx.admin }) },
    { op, status: 400, why: 'a malformed cursor', request: (fx) => ({ url: `/api${op.slice(4)}?cursor=42`, as: fx.admin }) },
    { op, status: 403, why: 'a seller', request: (fx) => ({ url: `/api${op.slice(4)}`, as: fx.seller }) },
  ]),
  {
    op: 'PATCH /admin/sellers/{id}/listing-cap',
    status: 200,
    why: 'an admin raises a verified shop’s cap',
    request: async (fx) => {
      const id = await fx.user('seller');
      await fx.t.db.user.update({ where: { id }, data: { sellerStatus: 'verified' } });
      return { method: 'PATCH', url: `/api/admin/sellers/${id}/listing-cap`, as: fx.admin, body: { perDay: 500 } };
    },
  },
  {
    op: 'PATCH /admin/sellers/{id}/listing-cap',
    status: 400,
    why: 'a cap of zero',
    request: async (fx) => ({ method: 'PATCH', url: `/api/admin/sellers/${await fx.user('seller')}/listing-cap`, as: fx.admin, body: { perDay: 0 } }),
  },
  {
    op: 'PATCH /admin/sellers/{id}/listing-cap',
    status: 403,
    why: 'a seller',
    request: (fx) => ({ method: 'PATCH', url: `/api/admin/sellers/${fx.seller.userId}/listing-cap`, as: fx.seller, body: { perDay: 500 } }),
  },
  {
    op: 'PATCH /admin/sellers/{id}/listing-cap',
    status: 404,
    why: 'no such user',
    request: (fx) => ({ method: 'PATCH', url: `/api/admin/sellers/${UNKNOWN}/listing-cap`, as: fx.admin, body: { perDay: 500 } }),
  },
  {
    op: 'PATCH /admin/sellers/{id}/listing-cap',
    status: 409,
    why: 'a seller not verified',
    request: async (fx) => ({ method: 'PATCH', url: `/api/admin/sellers/${await fx.user('seller')}/listing-cap`, as: fx.admin, body: { perDay: 500 } }),
  },
  {
    op: 'PATCH /seller/status/{id}',
    status: 200,
    why: 'an admin verifies a seller',
    request: async (fx) => ({ method: 'PATCH', url: `/api/seller/status/${await fx.user('seller')}`, as: fx.admin, body: { status: 0 } }),
  },
  {
    op: 'PATCH /seller/status/{id}',
    status: 400,
    why: 'a malformed id',
    request: (fx) => ({ method: 'PATCH', url: '/api/seller/status/42', as: fx.admin, body: { status: 0 } }),
  },
  {
    op: 'PATCH /seller/status/{id}',
    status: 403,
    why: 'a seller',
    request: async (fx) => ({ method: 'PATCH', url: `/api/seller/status/${await fx.user('seller')}`, as: fx.seller, body: { status: 0 } }),
  },
  {
    op: 'PATCH /seller/status/{id}',
    status: 404,
    why: 'no such user',
    request: (fx) => ({ method: 'PATCH', url: `/api/seller/status/${UNKNOWN}`, as: fx.admin, body: { status: 0 } }),
  },
  {
    op: 'PATCH /seller/status/{id}',
    status: 409,
    why: 'a buyer',
    request: async (fx) => ({ method: 'PATCH', url: `/api/seller/status/${await fx.user('buyer')}`, as: fx.admin, body: { status: 0 } }),
  },
  {
    op: 'DELETE /delete/user/{id}',
    status: 200,
    why: 'an admin deletes a buyer',
    request: async (fx) => ({ method: 'DELETE', url: `/api/delete/user/${await fx.user('buyer')}`, as: fx.admin }),
  },
  { op: 'DELETE /delete/user/{id}', status: 400, why: 'a malformed id', request: (fx) => ({ method: 'DELETE', url: '/api/delete/user/42', as: fx.admin }) },
  {
    op: 'DELETE /delete/user/{id}',
    status: 403,
    why: 'the admin themselves',
    request: (fx) => ({ method: 'DELETE', url: `/api/delete/user/${fx.admin.userId}`, as: fx.admin }),
  },
  {
    op: 'DELETE /delete/user/{id}',
    status: 404,
    why: 'no such user',
    request: (fx) => ({ method: 'DELETE', url: `/api/delete/user/${UNKNOWN}`, as: fx.admin }),
  },
  ...(['DELETE /reported-items/{id}', 'PATCH /reported-items/dismiss/{id}'] as const).flatMap((op): Case[] => {
    const [method, path] = op.split(' ') as [string, string];
    const url = (id: string) => `/api${path.replace('{id}', id)}`;
    return [
      { op, status: 200, why: 'an admin decides', request: async (fx) => ({ method, url: url(await fx.report()), as: fx.admin }) },
      { op, status: 400, why: 'a malformed id', request: (fx) => ({ method, url: url('42'), as: fx.admin }) },
      { op, status: 403, why: 'a seller', request: async (fx) => ({ method, url: url(await fx.report()), as: fx.seller }) },
      { op, status: 404, why: 'no such report', request: (fx) => ({ method, url: url(UNKNOWN), as: fx.admin }) },
      {
        op,
        status: 409,
        why: 'decided already',
        request: async (fx) => {
          const id = await fx.report();
          await fx.t.app.inject({ method: 'PATCH', url: `/api/reported-items/dismiss/${id}`, headers: bearer(fx.admin.accessToken) });
          return { method, url: url(id), as: fx.admin };
        },
      },
    ];
  }),
];

/** What a browser on the push service at `serviceUrl` posts to register itself. */
function subscriptionOn(serviceUrl: string) {
  const { endpoint, keys } = browserSubscription(serviceUrl);
  return { endpoint, keys, label: 'Conformance phone' };
}
/** A fresh device (push subscription) of `who`'s. */
async function deviceOf(fx: Fixtures, who: Member): Promise<string> {
  const body = subscriptionOn('https://fcm.googleapis.com/fcm/send');
  return (
    await fx.t.db.pushSubscription.create({ data: { userId: who.userId, endpoint: body.endpoint, ...body.keys, label: body.label }, select: { id: true } })
  ).id;
}

/** An ID token of a fresh sign-in account that has not saved its user record yet. */
async function freshIdentityToken(): Promise<string> {
  return (await passwordIdentity()).idToken;
}

/** The real app on a database nobody answers at (a closed port), not listening. */
async function appWithoutDatabase(overrides: Record<string, string> = {}): Promise<TestApp> {
  const config = testConfig({ ...DEAD_DATABASE, DATA_DIR: await fs.mkdtemp(path.join(os.tmpdir(), 'bookstore-down-')), ...overrides });
  const db = createDb(DEAD_DATABASE.DATABASE_URL, 1);
  const deps = createDeps(config, db);
  const app = await buildApp(deps);
  return { app, db, deps, config, databaseUrl: DEAD_DATABASE.DATABASE_URL, close: () => app.close() };
}

let fx: Fixtures;
let limited: TestApp;
let databaseDown: TestApp;
let stripeDatabaseDown: TestApp;
let validator: OpenApiValidator;
/** Unset until beforeAll starts it (and when it failed first). */
let stripeApi: { url: string; close: () => Promise<void> } | undefined;
/** The apps beforeAll has started: closed after the tests, those started before a failure too. */
const apps: TestApp[] = [];
const started = async (starting: Promise<TestApp>): Promise<TestApp> => {
  const app = await starting;
  apps.push(app);
  return app;
};
const seen = new Set<string>();
let answersValidated = 0;

beforeAll(async () => {
  stripeApi = await startFakeStripe();
  const stripe = {
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripeApi.url,
  };
  const t = await started(createTestApp({ IMAGE_MAX_BYTES: String(IMAGE_MAX_BYTES), LISTINGS_PER_HOUR: '1000', LISTINGS_PER_DAY: '1000', ...SECRET }));
  // Its folder of site pages is empty: a page's missing file is a 404.
  const stripeApp = await started(createTestApp({ ...stripe, SITE_PAGES_DIR: await fs.mkdtemp(path.join(os.tmpdir(), 'bookstore-no-pages-')) }));
  limited = await started(
    createTestApp({
      RATE_LIMIT_READS_PER_MINUTE: '1',
      RATE_LIMIT_WRITES_PER_MINUTE: '1',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '1',
      RATE_LIMIT_MESSAGES_PER_MINUTE: '1',
      RATE_LIMIT_VERIFICATION_EMAILS_PER_MINUTE: '1',
    }),
  );
  databaseDown = await started(appWithoutDatabase());
  stripeDatabaseDown = await started(appWithoutDatabase(stripe));
  const [category] = await addCategories(t.db, ['Fiction']);
  // An ISBN looked up before (the store's Open Library is out of reach in tests: other ISBNs answer 503).
  await t.db.isbnRecord.create({ data: { isbn: '9780679457312', found: true, title: 'Kept', authors: ['Someone'] } });
  const [buyer, otherBuyer, unverified, seller, otherSeller, admin, stripeBuyer] = await Promise.all([
    member(t, 'buyer', 'buyer'),
    member(t, 'buyer', 'other-buyer'),
    member(t, 'buyer', 'unverified', { verified: false }),
    member(t, 'seller', 'seller'),
    member(t, 'seller', 'other-seller'),
    member(t, 'admin', 'admin'),
    member(stripeApp, 'buyer', 'stripe-buyer'),
  ]);
  const call = async (method: 'POST', url: string, who: Member, payload: object) => {
    const res = await t.app.inject({ method, url, headers: bearer(who.accessToken), payload });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.body}`);
    return res.json();
  };
  const book: Fixtures['book'] = ({ seller: who = seller, advertise = false } = {}) =>
    addBook(t.db, { sellerId: who.userId, categoryId: category!.id, advertise });
  // A buyer may hold five unpaid bookings: the earlier ones (each case uses its own at once) run out first.
  const order: Fixtures['order'] = async ({ buyer: who = buyer, seller: from = seller } = {}) => {
    await letBookingsRunOut(t, who);
    return (await call('POST', '/api/buyer-orders', who, { bookPostingId: await book({ seller: from }), buyerPhone: '+8801800000000' })).insertedId;
  };
  const intent: Fixtures['intent'] = async (orderId, who = buyer) => (await call('POST', `/api/payments/intent/${orderId}`, who, {})).clientSecret;
  const paidOrder = async () => {
    const orderId = await order();
    const clientSecret = await intent(orderId);
    await call('POST', '/api/payments/test/confirm', buyer, card(clientSecret));
    return { orderId, clientSecret };
  };
  const succeed = async (method: 'PATCH' | 'DELETE', url: string, who: Member) => {
    const res = await t.app.inject({ method, url, headers: bearer(who.accessToken) });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.body}`);
  };
  const completedOrder = async (from = seller) => {
    const orderId = await order({ seller: from });
    await call('POST', '/api/payments/test/confirm', buyer, card(await intent(orderId)));
    await succeed('PATCH', `/api/buyer-orders/received/${orderId}`, buyer);
    return orderId;
  };
  const owedSale = async () => {
    const leaving = await member(t, 'seller', 'leaving');
    const orderId = await completedOrder(leaving);
    await succeed('DELETE', `/api/delete/user/${leaving.userId}`, admin);
    return orderId;
  };
  fx = {
    t,
    stripeApp,
    buyer,
    otherBuyer,
    unverified,
    seller,
    otherSeller,
    admin,
    stripeBuyer,
    book,
    order,
    intent,
    paidOrder,
    problemOrder: async () => {
      const { orderId } = await paidOrder();
      await call('POST', `/api/buyer-orders/problem/${orderId}`, buyer, { reason: 'not_received' });
      return orderId;
    },
    completedOrder: () => completedOrder(),
    owedSale,
    review: async () => (await call('POST', '/api/reviews', buyer, { orderId: await completedOrder(), rating: 4 })).insertedId,
    savedSearch: async () => (await call('POST', '/api/saved-searches', buyer, { q: `kept ${Math.random().toString(36).slice(2)}` })).insertedId,
    report: async () => (await call('POST', '/api/reports', buyer, { bookId: await book(), reason: 'other' })).insertedId,
    conversation: async () => (await call('POST', '/api/conversations', buyer, { bookId: await book(), text: 'Is it still there?' })).insertedId,
    user: async (role) => (await member(t, role, `subject-${role}`)).userId,
    png: () =>
      sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
        .png()
        .toBuffer(),
  };
  validator = openApiValidator((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json());
}, 120_000);

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close().catch(() => undefined)));
  await stripeApi?.close();
});

let nextAddress = 1;

async function send(app: TestApp, request: Request, remoteAddress = '198.51.100.1') {
  const token = typeof request.as === 'string' ? request.as : request.as?.accessToken;
  const isForm = request.headers?.['content-type']?.startsWith('multipart/') || typeof request.body === 'string' || Buffer.isBuffer(request.body);
  return app.app.inject({
    method: (request.method ?? 'GET') as 'GET',
    url: request.url,
    remoteAddress,
    headers: { ...(token && bearer(token)), ...request.headers },
    ...(request.body !== undefined && { payload: isForm ? (request.body as string) : (request.body as object) }),
  });
}

/** Checks an answer against the document: its status is documented for the operation, and its body validates. */
function conforms(op: string, res: Awaited<ReturnType<typeof send>>, expected: number): void {
  expect(res.statusCode, `${op}: ${res.body}`).toBe(expected);
  const problems = validator.check(op, res.statusCode, res.headers['content-type'] ?? '', res.body);
  expect(problems, `${op} ${res.statusCode}: ${res.body}`).toEqual([]);
  if (expected === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  seen.add(`${op} ${expected}`);
  answersValidated += 1;
}

const successes = new Map(cases.filter((c) => c.status === 200).map((c) => [c.op, c]));

describe('every REST operation answers as its document says', () => {
  it.each(cases.map((c) => [`${c.op} → ${c.status} (${c.why})`, c] as const))('%s', async (_name, c) => {
    const request = await c.request(fx);
    conforms(c.op, await send(request.app ?? fx.t, request), c.status);
  });

  it.each([...successes].map(([op, c]) => [op, c] as const))('%s → 304, 401, 409, 413, 415, 422, 429 and 503 where documented', async (op, c) => {
    const request = await c.request(fx);
    const documented = validator.statuses(op);
    if (documented.includes(304)) {
      const first = await send(request.app ?? fx.t, request);
      conforms(op, await send(request.app ?? fx.t, { ...request, headers: { ...request.headers, 'if-none-match': String(first.headers.etag) } }), 304);
    }
    if (documented.includes(422)) {
      // The same Idempotency-Key with another request; then the same request while its first call is (made to look) still running.
      const key = `conformance-${op}`;
      const keyed = { ...request, headers: { ...request.headers, 'idempotency-key': key } };
      conforms(op, await send(request.app ?? fx.t, keyed), 200);
      conforms(op, await send(request.app ?? fx.t, { ...keyed, body: { ...(keyed.body as object), another: 'request' } }), 422);
      await fx.t.db.$executeRaw`UPDATE idempotency_keys SET state = 'pending', response_status = NULL WHERE key = ${key}`;
      conforms(op, await send(request.app ?? fx.t, keyed), 409);
    }
    const anonymous = { ...request, as: undefined };
    if (documented.includes(401)) conforms(op, await send(request.app ?? fx.t, anonymous), 401);
    if (documented.includes(429)) {
      const address = `203.0.113.${nextAddress++}`;
      await send(limited, anonymous, address);
      conforms(op, await send(limited, anonymous, address), 429);
    }
    // A JSON body over 1 MB, or a body that is not JSON, is refused before anything else looks at the call (uploads have cases of their own).
    if (documented.includes(413) && op !== 'POST /images') {
      conforms(
        op,
        await send(request.app ?? fx.t, {
          ...request,
          headers: { ...request.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ padding: 'x'.repeat(1_100_000) }),
        }),
        413,
      );
    }
    if (documented.includes(415) && op !== 'POST /images') {
      conforms(op, await send(request.app ?? fx.t, { ...request, headers: { ...request.headers, 'content-type': 'text/plain' }, body: 'not json' }), 415);
    }
    if (documented.includes(503)) {
      const down = request.app === fx.stripeApp ? stripeDatabaseDown : databaseDown;
      const asIdToken = typeof request.as === 'object' ? request.as.idToken : request.as;
      conforms(op, await send(down, { ...request, as: asIdToken }), 503);
    }
  });

  it('covers every operation of the document, and every status each one documents', () => {
    const documented = validator.operations().flatMap((op) => validator.statuses(op).map((status) => `${op} ${status}`));
    expect(documented.length).toBeGreaterThan(150);
    expect(documented.filter((entry) => !seen.has(entry))).toEqual([]);
    console.log(
      `REST conformance: ${validator.operations().length} operations, ${documented.length} documented (operation, status) pairs, ${answersValidated} answers validated against the document`,
    );
  });
});
