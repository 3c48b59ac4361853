import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../server/services/reconciliation.ts';
import { ledgerOf } from './helpers/ledger.ts';
import { startFakeStripe } from './helpers/fake-stripe.ts';
import { addCategories } from './helpers/fixtures.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { runStoreJobs } from './helpers/store-jobs.ts';
import { until } from './helpers/until.ts';

// Stripe failing under the store, through the official SDK against a local fake of its API that
// can hang, answer 500 or be gone. A Stripe try may take 300 ms here, and a Stripe that failed five
// calls in a row is left alone for a second.
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_outage_fake' };
const QUICK = { STRIPE_TIMEOUT_MS: '300', CIRCUIT_OPEN_SECONDS: '1' };
const INTENTS = '/v1/payment_intents';
const sdk = new Stripe('sk_test_fake');

let stripeApi: Awaited<ReturnType<typeof startFakeStripe>>;
let t: TestApp;
let seller: Member;
let buyer: Member;
let categoryId: string;

beforeAll(async () => {
  stripeApi = await startFakeStripe();
  t = await createTestApp({ ...STRIPE, ...QUICK, STRIPE_API_URL: stripeApi.url });
  categoryId = (await addCategories(t.db, ['Fiction']))[0]!.id;
  [seller, buyer] = await Promise.all([member(t, 'seller'), member(t, 'buyer')]);
});
afterAll(async () => {
  await t.close();
  await stripeApi.close();
});

const inject = (app: TestApp, method: 'GET' | 'POST' | 'PATCH', url: string, who?: Member, payload?: object) =>
  app.app.inject({ method, url: `/api${url}`, ...(who && { headers: bearer(who.accessToken) }), ...(payload && { payload }) });

/** A listing of the seller's, booked by the buyer: the order to pay for. */
async function bookedOrder(app: TestApp = t, category = categoryId) {
  const book = await app.db.book.create({
    data: {
      title: 'Outage Copy',
      author: 'A',
      priceMinor: 42000,
      condition: 'Good',
      phone: '+8801700000000',
      location: 'Dhaka',
      categoryId: category,
      imageUrl: '/i',
      sellerId: seller.userId,
    },
    select: { id: true },
  });
  const res = await inject(app, 'POST', '/buyer-orders', buyer, { bookPostingId: book.id, buyerPhone: '+8801711111111' });
  expect(res.statusCode).toBe(200);
  return res.json<{ insertedId: string }>().insertedId;
}

const pay = (orderId: string, app: TestApp = t) => inject(app, 'POST', `/payments/intent/${orderId}`, buyer, {});
/** A read and a write that have nothing to do with Stripe. */
const unrelated = () => Promise.all([inject(t, 'GET', '/categories'), inject(t, 'PATCH', '/me', seller, { name: 'Still Selling' })]);
const stripeUp = async () => /bookstore_dependency_up\{dependency="stripe"\} 1/.test((await t.deps.metrics.scrape()).text);

/** Waits out the breaker: paying works again once Stripe does and a try has been let through. */
async function recovered(orderId: string) {
  await until(async () => (await pay(orderId)).statusCode === 200, 10_000, 'paying through Stripe again');
  expect(await stripeUp()).toBe(true);
}

describe('Stripe failing', () => {
  it('answering 500: paying answers 503 with Retry-After; after five such calls Stripe is not called at all, then is tried again', async () => {
    const orderId = await bookedOrder();
    stripeApi.fail(INTENTS, 1_000);
    try {
      for (let i = 0; i < 5; i++) {
        const res = await pay(orderId);
        expect(res.statusCode).toBe(503);
        expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(res.json().message).toMatch(/^A service the store relies on \(Stripe\) is not answering right now\. Please try again in \d+ seconds\.$/);
      }
      expect(await stripeUp()).toBe(false);
      const asked = stripeApi.requests.length;
      const refused = await pay(orderId);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      expect(stripeApi.requests.length).toBe(asked);
      expect((await unrelated()).map((r) => r.statusCode)).toEqual([200, 200]);
    } finally {
      stripeApi.fail(INTENTS, 0);
    }
    await recovered(orderId);
  });

  it('hanging: paying answers 503 after its time limit, while reads and writes beside it answer as usual', async () => {
    const orderId = await bookedOrder();
    const release = stripeApi.stall(INTENTS);
    try {
      const paying = pay(orderId);
      let paid = false;
      void paying.then(() => (paid = true));
      await until(() => Promise.resolve(stripeApi.requests.some((r) => r.path === INTENTS)), 5_000, 'the payment reaching Stripe');
      // Stripe holds the payment; the unrelated calls answer while it does.
      expect((await unrelated()).map((r) => r.statusCode)).toEqual([200, 200]);
      expect(paid).toBe(false);
      const res = await paying;
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      expect((await t.db.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true, paymentIntentId: true } })).paymentIntentId).toBeNull();
    } finally {
      release();
    }
    await recovered(orderId);
  });

  it('refusing connections: paying answers 503 with a message, and the booking is kept', async () => {
    const gone = await startFakeStripe();
    await gone.close();
    const alone = await createTestApp({ ...STRIPE, ...QUICK, STRIPE_API_URL: gone.url });
    try {
      const category = (await addCategories(alone.db, ['Gone']))[0]!.id;
      [seller, buyer] = await Promise.all([member(alone, 'seller', 'gone-seller'), member(alone, 'buyer', 'gone-buyer')]);
      const orderId = await bookedOrder(alone, category);
      const res = await pay(orderId, alone);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/\(Stripe\) is not answering right now/);
      expect((await alone.db.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true } })).status).toBe('booked');
    } finally {
      await alone.close();
      [seller, buyer] = await Promise.all([member(t, 'seller'), member(t, 'buyer')]);
    }
  });

  it('a booking ended while Stripe is down has its intent cancelled once Stripe is back, by one more try', async () => {
    const orderId = await bookedOrder();
    expect((await pay(orderId)).statusCode).toBe(200);
    const intentId = (await t.db.order.findUniqueOrThrow({ where: { id: orderId }, select: { paymentIntentId: true } })).paymentIntentId!;
    const cancelPath = `${INTENTS}/${intentId}/cancel`;
    stripeApi.fail(cancelPath, 1_000);
    let failedTries: number;
    const jobs = await runStoreJobs(t);
    try {
      expect((await inject(t, 'PATCH', `/buyer-orders/cancel/${orderId}`, buyer)).statusCode).toBe(200);
      await until(() => Promise.resolve(stripeApi.requests.filter((r) => r.path === cancelPath).length >= 2), 10_000, 'the cancel job failing on Stripe');
      expect(stripeApi.intent(intentId)?.status).not.toBe('canceled');
      failedTries = stripeApi.requests.filter((r) => r.path === cancelPath).length;
      stripeApi.fail(cancelPath, 0);
      // The job's next try comes after the queue's growing delay: make it due now.
      await t.db
        .$executeRaw`UPDATE graphile_worker._private_jobs SET run_at = now() WHERE task_id = (SELECT id FROM graphile_worker._private_tasks WHERE identifier = 'payments:cancel_intent')`;
      await until(() => Promise.resolve(stripeApi.intent(intentId)?.status === 'canceled'), 15_000, 'the intent cancelled after Stripe is back');
      const waiting = async () =>
        (await t.db.$queryRaw<[{ n: number }]>`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'payments:cancel_intent'`)[0].n;
      await until(async () => (await waiting()) === 0, 10_000, 'the cancel job done');
    } finally {
      await jobs.stop();
    }
    expect(stripeApi.intent(intentId)?.status).toBe('canceled');
    expect(stripeApi.requests.filter((r) => r.path === cancelPath)).toHaveLength(failedTries + 1);
  });

  it('a refund decided while Stripe is down is made once Stripe is back, once, and the money reconciles', async () => {
    const admin = await member(t, 'admin', 'outage-admin');
    const orderId = await bookedOrder();
    expect((await pay(orderId)).statusCode).toBe(200);
    const intentId = (await t.db.order.findUniqueOrThrow({ where: { id: orderId }, select: { paymentIntentId: true } })).paymentIntentId!;
    const payload = JSON.stringify({
      id: `evt_paid_${orderId}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: stripeApi.succeed(intentId) },
    });
    const signature = sdk.webhooks.generateTestHeaderString({ payload, secret: STRIPE.STRIPE_WEBHOOK_SECRET });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(paid.json()).toMatchObject({ applied: true });
    expect((await inject(t, 'POST', `/buyer-orders/problem/${orderId}`, buyer, { reason: 'not_received' })).statusCode).toBe(200);

    stripeApi.fail('/v1/refunds', 1_000);
    let failedTries: number;
    try {
      // The decision is the store's: it is kept, and the refund waits for Stripe.
      expect((await inject(t, 'PATCH', `/problems/refund/${orderId}`, admin)).statusCode).toBe(200);
      expect((await ledgerOf(t.db, orderId)).refund).toBeUndefined();
      expect((await reconcile(t.deps)).pending.awaiting_provider).toBeGreaterThanOrEqual(1);
    } finally {
      failedTries = stripeApi.requests.filter((r) => r.path === '/v1/refunds').length;
      stripeApi.fail('/v1/refunds', 0);
    }
    const jobs = await runStoreJobs(t);
    try {
      // The breaker may still be waiting out the failures, and the job its queue's delay: make it due until it runs.
      await until(
        async () => {
          await t.db.$executeRaw`UPDATE graphile_worker._private_jobs SET run_at = now() WHERE run_at > now()`;
          return Boolean((await ledgerOf(t.db, orderId)).refund);
        },
        20_000,
        'the refund made after Stripe is back',
      );
    } finally {
      await jobs.stop();
    }
    expect(stripeApi.refunds.filter((r) => r.payment_intent === intentId)).toHaveLength(1);
    expect(stripeApi.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(failedTries + 1);
    const money = await reconcile(t.deps);
    expect(money.mismatches).toEqual([]);
    expect(money.pending.awaiting_provider).toBe(0);
  });
});
