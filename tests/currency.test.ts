import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRunner } from '../server/jobs/job-runner.ts';
import { startFakeStripe } from './helpers/fake-stripe.ts';
import { addBook, addCategories, NEW_LISTING } from './helpers/fixtures.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { ledgerOf } from './helpers/ledger.ts';
import { waitForMail } from './helpers/mailbox.ts';
import { appWith } from './helpers/shop.ts';
import { runStoreJobs } from './helpers/store-jobs.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * A store in a currency without decimals (JPY): a price of ¥350 is 350 of the smallest unit
 * everywhere (the wire's minor units, the payment provider's amount, the ledger, the fee, emails),
 * not 35000. The other tests run in BDT, the default, whose minor unit is a hundredth.
 */
let t: TestApp;
let jobs: JobRunner;
let seller: Member;
let buyer: Member;
let reader: Member;
let categoryId: string;

beforeAll(async () => {
  ({
    t,
    categoryId,
    seller,
    buyer,
    otherBuyer: reader,
  } = await appWith(['seller', 'buyer', 'otherBuyer'], { settings: { STORE_CURRENCY: 'JPY', PLATFORM_FEE_PERCENT: '5' } }));
  jobs = await runStoreJobs(t);
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
});

type Answer = { status: number; body: Record<string, unknown> };
const rest = async (method: 'GET' | 'PATCH' | 'POST' | 'PUT', url: string, who: Member, payload?: object): Promise<Answer> => {
  const res = await t.app.inject({ method, url: `/api${url}`, headers: bearer(who.accessToken), ...(payload && { payload }) });
  return { status: res.statusCode, body: res.json() };
};

const WHOLE_YEN = 'Price must be a positive amount with no decimals (JPY), e.g. 350';

describe('a price in JPY', () => {
  it('is whole yen: ¥350 is listed as 350 minor units and reads back "350"', async () => {
    const listed = await rest('POST', '/books', seller, NEW_LISTING);
    expect(listed.status).toBe(200);
    const book = await rest('GET', `/book/${listed.body.insertedId as string}`, seller);
    expect(book.body).toMatchObject({ price: '350', priceMinor: 350, originalPrice: null });
  });

  it('with decimals is refused with a 400 naming the rule, when listed and when changed; the price stays', async () => {
    const before = await t.db.book.count();
    const listed = await rest('POST', '/books', seller, { ...NEW_LISTING, price: '350.50' });
    expect(listed).toMatchObject({ status: 400, body: { message: WHOLE_YEN, issues: [{ path: 'price', message: WHOLE_YEN }] } });
    expect(await t.db.book.count()).toBe(before);

    const id = await addBook(t.db, { sellerId: seller.userId, categoryId, priceMinor: 350 });
    expect(await rest('PATCH', `/book/price/${id}`, seller, { price: 349.5 })).toMatchObject({ status: 400, body: { message: WHOLE_YEN } });
    expect(await rest('PATCH', `/book/price/${id}`, seller, { price: '300' })).toMatchObject({ status: 200, body: { modifiedCount: 1 } });
    expect(await t.db.book.findUniqueOrThrow({ where: { id }, select: { priceMinor: true } })).toEqual({ priceMinor: 300 });
  });
});

describe('paying for a book listed at ¥350', () => {
  it('asks the payment provider for 350 yen; the 5 % fee rounds to the yen (¥18), and the seller is paid ¥332', async () => {
    expect((await rest('POST', '/payouts/account-link', seller, {})).status).toBe(200);
    const bookId = (await rest('POST', '/books', seller, { ...NEW_LISTING, book: 'Yen Book', price: '350' })).body.insertedId as string;
    const orderId = (await rest('POST', '/buyer-orders', buyer, { bookPostingId: bookId, buyerPhone: '+8801711111111' })).body.insertedId as string;

    const intent = (await rest('POST', `/payments/intent/${orderId}`, buyer, {})).body as { clientSecret: string };
    expect(intent).toMatchObject({ provider: 'test', amount: 350, currency: 'JPY' });
    expect(t.deps.testPayments.intentOf(intent.clientSecret)).toEqual({ orderId, amount: 350, currency: 'JPY' });
    const card = { clientSecret: intent.clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' };
    expect((await rest('POST', '/payments/test/confirm', buyer, card)).status).toBe(200);
    expect(await t.db.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true, platformFeeMinor: true } })).toEqual({
      status: 'paid',
      platformFeeMinor: 18,
    });

    expect((await rest('PATCH', `/buyer-orders/received/${orderId}`, buyer)).status).toBe(200);
    expect(await ledgerOf(t.db, orderId)).toMatchObject({ charge: { amountMinor: 350 }, transfer: { amountMinor: 332 }, platform_fee: { amountMinor: 18 } });
    expect((await rest('GET', '/earnings', seller)).body).toMatchObject({
      currency: 'JPY',
      paidOut: { count: 1, amountMinor: 332 },
      fees: { count: 1, amountMinor: 18 },
    });
    const told = await t.db.notification.findMany({ where: { userId: seller.userId, kind: 'payout_sent' }, select: { message: true } });
    expect(told).toEqual([{ message: '¥332 for “Yen Book” is on its way to your payout account.' }]);
  });
});

describe('an email about a price in JPY', () => {
  it('names it in yen without decimals: "now ¥300 (was ¥350)"', async () => {
    expect((await rest('PUT', '/me/email-settings', reader, { alerts: 'instant' })).status).toBe(200);
    const bookId = await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'Cheaper Yen Book', priceMinor: 350 });
    expect((await rest('PUT', `/wishlist/${bookId}`, reader)).status).toBe(200);
    expect((await rest('PATCH', `/book/price/${bookId}`, seller, { price: '300' })).status).toBe(200);
    const [mail] = await waitForMail(reader.email);
    expect(mail!.subject).toBe('A book you saved is cheaper now');
    expect(mail!.text).toContain('“Cheaper Yen Book”, which you saved, is now ¥300 (was ¥350).');
  });
});

describe('Stripe in JPY', () => {
  it('is asked for a PaymentIntent of 350 yen for a book listed at ¥350', async () => {
    const stripeApi = await startFakeStripe();
    const store = await createTestApp({
      STORE_CURRENCY: 'JPY',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_secret_for_the_fake',
      STRIPE_API_URL: stripeApi.url,
    });
    try {
      await addCategories(store.db, ['Fiction']);
      const [shop, customer] = await Promise.all([member(store, 'seller'), member(store, 'buyer')]);
      const call = (url: string, payload: object, who = customer) =>
        store.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(who.accessToken), payload });
      const bookId = (await call('/books', { ...NEW_LISTING, price: '350' }, shop)).json<{ insertedId: string }>().insertedId;
      const orderId = (await call('/buyer-orders', { bookPostingId: bookId, buyerPhone: '+8801711111111' })).json<{ insertedId: string }>().insertedId;
      expect((await call(`/payments/intent/${orderId}`, {})).json()).toMatchObject({ provider: 'stripe', amount: 350, currency: 'JPY' });
      const created = stripeApi.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
      expect(created.map((r) => [r.body.get('amount'), r.body.get('currency')])).toEqual([['350', 'jpy']]);
    } finally {
      await store.close();
      await stripeApi.close();
    }
  });
});
