import type { AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from './generated/book-store-api.ts';
import { addCategories } from './helpers/fixtures.ts';
import { passwordIdentity, uniqueEmail, verifyEmail } from './helpers/identities.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * A third-party client generated from the OpenAPI document (openapi-typescript types, openapi-fetch
 * calls), compiled by `npm run typecheck`, walks a whole purchase over HTTP: each party signs in
 * through the Auth emulator and exchanges the ID token for an access token; the seller lists a
 * book; the buyer finds it, books it, pays with the test card and sees the order paid.
 */
let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  await addCategories(t.db, ['Fiction']);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
});
afterAll(() => t.close());

/** A client signed in as a new account of this role: its record saved, its access token in every call. */
async function signedInClient(role: 'buyer' | 'seller', name: string) {
  const identity = await verifyEmail(await passwordIdentity(uniqueEmail(role)));
  const withIdToken = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${identity.idToken}` } });
  const saved = await withIdToken.POST('/users', { body: { name, email: identity.email, image: '', role } });
  expect(saved.response.status).toBe(200);
  const token = await withIdToken.GET('/jwt', { params: { query: { email: identity.email } } });
  if (!token.data || !('accessToken' in token.data)) throw new Error(`no access token: ${JSON.stringify(token.error)}`);
  return createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${token.data.accessToken}` } });
}

describe('a client generated from the OpenAPI document', () => {
  it('sells a book from one account to another: list, find, book, pay, see it paid', async () => {
    const seller = await signedInClient('seller', 'Typed Seller');
    const listed = await seller.POST('/books', {
      body: {
        book: 'Typed Journeys',
        author: 'O. Penapi',
        price: '275.50',
        condition: 'Excellent',
        phone: '+8801700000000',
        location: 'Dhaka',
        categoryId: 'fiction',
        image: '/images/cover.webp',
      },
    });
    expect(listed.error).toBeUndefined();

    const buyer = await signedInClient('buyer', 'Typed Buyer');
    const found = await buyer.GET('/books/search', { params: { query: { q: 'typed journeys' } } });
    const book = found.data?.items.find((item) => item._id === listed.data?.insertedId);
    expect(book).toMatchObject({ book: 'Typed Journeys', price: '275.50', priceMinor: 27550, sellerName: 'Typed Seller' });

    const booked = await buyer.POST('/buyer-orders', { body: { bookPostingId: book!._id, buyerPhone: '+8801800000000', buyerLocation: 'Chattogram' } });
    const orderId = booked.data!.insertedId;
    const intent = await buyer.POST('/payments/intent/{orderId}', { params: { path: { orderId } } });
    expect(intent.data).toMatchObject({ provider: 'test', amount: 27550, currency: 'BDT' });

    const declined = await buyer.POST('/payments/test/confirm', {
      body: { clientSecret: intent.data!.clientSecret, cardNumber: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' },
    });
    expect(declined.response.status).toBe(402);
    expect(declined.error).toEqual({ message: expect.stringMatching(/declined/), code: 'PAYMENT_REQUIRED' });

    const paid = await buyer.POST('/payments/test/confirm', {
      body: { clientSecret: intent.data!.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    });
    expect(paid.data).toEqual({ acknowledged: true, status: 'succeeded' });

    const order = await buyer.GET('/buyer-orders/{id}', { params: { path: { id: orderId } } });
    expect(order.data).toMatchObject({ status: 'paid', payment: true, book: 'Typed Journeys', price: '275.50' });
  });
});
