import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe } from './helpers/fake-stripe.ts';
import { addCategories } from './helpers/fixtures.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { releaseExpiredBookings } from '../server/services/orders.ts';
import { reconcile } from '../server/services/reconciliation.ts';
import { ledgerOf } from './helpers/ledger.ts';
import { runStoreJobs } from './helpers/store-jobs.ts';
import { until } from './helpers/until.ts';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_fake';
let stripeApi: Awaited<ReturnType<typeof startFakeStripe>>;
let t: TestApp;
let seller: Member;
let buyer: Member;
let categoryId: string;
const sdk = new Stripe('sk_test_fake');

beforeAll(async () => {
  stripeApi = await startFakeStripe();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripeApi.url,
  });
  categoryId = (await addCategories(t.db, ['Fiction']))[0]!.id;
  [seller, buyer] = await Promise.all([member(t, 'seller'), member(t, 'buyer')]);
});
afterAll(async () => {
  await t.close();
  await stripeApi.close();
});

async function startedPayment(from: Member = seller) {
  const book = await t.db.book.create({
    data: {
      title: 'Card Copy',
      author: 'A',
      priceMinor: 42000,
      condition: 'Good',
      phone: '+8801700000000',
      location: 'Dhaka',
      categoryId,
      imageUrl: '/i',
      sellerId: from.userId,
    },
    select: { id: true },
  });
  const orderId = (
    await t.app.inject({
      method: 'POST',
      url: '/api/buyer-orders',
      headers: bearer(buyer.accessToken),
      payload: { bookPostingId: book.id, buyerPhone: '+8801711111111' },
    })
  ).json().insertedId as string;
  const intent = await t.app.inject({ method: 'POST', url: `/api/payments/intent/${orderId}`, headers: bearer(buyer.accessToken), payload: {} });
  return { orderId, bookId: book.id, intent: intent.json<{ provider: string; clientSecret: string; amount: number; currency: string }>() };
}

function webhook(eventId: string, object: object, { sign = true, secret = WEBHOOK_SECRET, type = 'payment_intent.succeeded' } = {}) {
  const payload = JSON.stringify({ id: eventId, object: 'event', type, data: { object } });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (sign) headers['stripe-signature'] = sdk.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers, payload });
}

const statusOf = async (orderId: string) => (await t.db.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true } })).status;
const refundOf = async (orderId: string) => {
  const { refund } = await ledgerOf(t.db, orderId);
  return refund ? { providerRef: refund.providerRef, amountMinor: refund.amountMinor, reason: refund.reason } : null;
};
const intentIdOf = async (orderId: string) =>
  (await t.db.order.findUniqueOrThrow({ where: { id: orderId }, select: { paymentIntentId: true } })).paymentIntentId!;

describe('Stripe, through the official SDK against a local fake of its API', () => {
  it('creates one PaymentIntent per order, with the amount from the database and an idempotency key', async () => {
    const { orderId, intent } = await startedPayment();
    expect(intent).toEqual({ provider: 'stripe', clientSecret: expect.stringMatching(/^pi_fake_\d+_secret_fake$/), amount: 42000, currency: 'BDT' });
    const again = await t.app.inject({ method: 'POST', url: `/api/payments/intent/${orderId}`, headers: bearer(buyer.accessToken), payload: {} });
    expect(again.json().clientSecret).toBe(intent.clientSecret);
    const creates = stripeApi.requests.filter((r) => r.method === 'POST' && r.body.get('metadata[orderId]') === orderId);
    expect(creates.map((r) => [r.body.get('amount'), r.body.get('currency'), r.idempotencyKey])).toEqual([
      ['42000', 'bdt', `order-${orderId}`],
      ['42000', 'bdt', `order-${orderId}`],
    ]);
  });

  it('a signed payment_intent.succeeded marks the order paid exactly once, even delivered three times', async () => {
    const { orderId, bookId } = await startedPayment();
    const paid = stripeApi.succeed(await intentIdOf(orderId));
    const answers = await Promise.all([webhook('evt_once', paid), webhook('evt_once', paid), webhook('evt_once', paid)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.json().applied)).toHaveLength(1);
    expect(await statusOf(orderId)).toBe('paid');
    expect(await t.db.ledgerEntry.count({ where: { orderId, kind: 'charge' } })).toBe(1);
    expect((await t.db.book.findUniqueOrThrow({ where: { id: bookId } })).status).toBe('sold');
    expect(await t.db.paymentEvent.count({ where: { id: 'evt_once' } })).toBe(1);
  });

  it('an unsigned webhook, or one signed with another secret, pays nothing', async () => {
    const { orderId } = await startedPayment();
    const paid = stripeApi.succeed(await intentIdOf(orderId));
    const unsigned = await webhook('evt_unsigned', paid, { sign: false });
    expect(unsigned.statusCode).toBe(400);
    const forged = await webhook('evt_forged', paid, { secret: 'whsec_someone_else' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('The webhook signature does not hold.');
    expect(await statusOf(orderId)).toBe('booked');
  });

  it('a webhook for another amount pays nothing: the charge is recorded and refunded, the booking ends', async () => {
    const { orderId } = await startedPayment();
    const paid = stripeApi.succeed(await intentIdOf(orderId));
    const res = await webhook('evt_cheap', { ...paid, amount: 100, amount_received: 100 });
    expect(res.json()).toEqual({ received: true, applied: false });
    expect(await statusOf(orderId)).toBe('cancelled');
    expect(await refundOf(orderId)).toMatchObject({ amountMinor: 100, reason: 'The payment did not match the order’s amount.' });
  });

  it('the legacy success call marks paid only once Stripe says the intent succeeded', async () => {
    const { orderId } = await startedPayment();
    const success = () => t.app.inject({ method: 'PATCH', url: `/api/buyer-orders/success/${orderId}`, headers: bearer(buyer.accessToken) });
    expect((await success()).statusCode).toBe(409);
    expect(await statusOf(orderId)).toBe('booked');
    stripeApi.succeed(await intentIdOf(orderId));
    expect((await success()).json()).toMatchObject({ acknowledged: true, modifiedCount: 1 });
    expect(await statusOf(orderId)).toBe('paid');
    expect((await success()).json()).toMatchObject({ modifiedCount: 0 });
  });

  it('turns the built-in test provider off', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test/confirm',
      headers: bearer(buyer.accessToken),
      payload: { clientSecret: 'test_x.y', cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('a problem after a Stripe payment', () => {
  it("an admin's refund goes back through Stripe's refund API, with an idempotency key, once", async () => {
    const admin = await member(t, 'admin');
    const { orderId } = await startedPayment();
    const intentId = await intentIdOf(orderId);
    expect((await webhook(`evt_problem_${orderId}`, stripeApi.succeed(intentId))).json()).toEqual({ received: true, applied: true });
    const problem = await t.app.inject({
      method: 'POST',
      url: `/api/buyer-orders/problem/${orderId}`,
      headers: bearer(buyer.accessToken),
      payload: { reason: 'not_received' },
    });
    expect(problem.statusCode).toBe(200);

    const refunds = await Promise.all(
      [1, 2].map(() => t.app.inject({ method: 'PATCH', url: `/api/problems/refund/${orderId}`, headers: bearer(admin.accessToken) })),
    );
    expect(refunds.map((r) => r.statusCode).toSorted()).toEqual([200, 409]);
    const calls = stripeApi.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds' && r.body.get('payment_intent') === intentId);
    expect(calls.map((r) => [r.idempotencyKey, r.body.get('amount')])).toEqual([[`refund-${orderId}`, '42000']]);
    const refund = stripeApi.refunds.find((r) => r.payment_intent === intentId)!;
    expect(await refundOf(orderId)).toEqual({ providerRef: refund.id, amountMinor: 42000, reason: "An admin upheld the buyer's problem." });
    expect(await statusOf(orderId)).toBe('refunded');
  });
});

describe('a booking that ends while its payment is under way', () => {
  const buyerCancels = (orderId: string) => t.app.inject({ method: 'PATCH', url: `/api/buyer-orders/cancel/${orderId}`, headers: bearer(buyer.accessToken) });

  /** Runs the store's job queue until the intents' cancellations queued so far have run. */
  async function runCancellations() {
    const jobs = await runStoreJobs(t);
    try {
      const waiting = async () =>
        (await t.db.$queryRaw<[{ n: number }]>`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'payments:cancel_intent'`)[0].n;
      await until(async () => (await waiting()) === 0, 15_000, 'the intents cancelled');
    } finally {
      await jobs.stop();
    }
  }

  it('cancels the PaymentIntent when the buyer cancels, by a job: the cancelling request does not wait on Stripe', async () => {
    const { orderId } = await startedPayment();
    const intentId = await intentIdOf(orderId);
    const cancelCalls = () => stripeApi.requests.filter((r) => r.path === `/v1/payment_intents/${intentId}/cancel`);
    expect((await buyerCancels(orderId)).statusCode).toBe(200);
    expect(cancelCalls()).toHaveLength(0);
    await runCancellations();
    expect(stripeApi.intent(intentId)?.status).toBe('canceled');
    expect(cancelCalls()).toHaveLength(1);
  });

  it('cancels the PaymentIntent when the seller marks the copy sold, and when the hold runs out', async () => {
    const sold = await startedPayment();
    await t.app.inject({ method: 'PATCH', url: `/api/book/status/${sold.bookId}`, headers: bearer(seller.accessToken), payload: { status: 'sold' } });
    expect(await statusOf(sold.orderId)).toBe('cancelled');

    const expired = await startedPayment();
    await t.db.order.update({ where: { id: expired.orderId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    // What the server's sweeper does every minute.
    expect(await releaseExpiredBookings(t.db)).toBeGreaterThanOrEqual(1);
    await runCancellations();
    expect(stripeApi.intent(await intentIdOf(sold.orderId))?.status).toBe('canceled');
    expect(stripeApi.intent(await intentIdOf(expired.orderId))?.status).toBe('canceled');
  });

  it('refunds a payment that succeeded after the booking ended, once, records both, and tells the buyer', async () => {
    const { orderId, bookId } = await startedPayment();
    const intentId = await intentIdOf(orderId);
    // The card is charged just as the seller marks the copy sold: the intent can no longer be cancelled.
    const paid = stripeApi.succeed(intentId);
    await t.app.inject({ method: 'PATCH', url: `/api/book/status/${bookId}`, headers: bearer(seller.accessToken), payload: { status: 'sold' } });
    expect(await statusOf(orderId)).toBe('cancelled');

    const answers = await Promise.all([webhook('evt_late', paid), webhook('evt_late', paid), webhook('evt_late_retry', paid)]);
    expect(answers.map((a) => a.json())).toEqual(Array(3).fill({ received: true, applied: false }));
    expect(stripeApi.refunds.filter((r) => r.payment_intent === intentId)).toHaveLength(1);
    const refund = stripeApi.refunds.find((r) => r.payment_intent === intentId)!;
    expect((await ledgerOf(t.db, orderId)).charge).toMatchObject({ providerRef: intentId, amountMinor: 42000 });
    expect(await refundOf(orderId)).toEqual({ providerRef: refund.id, amountMinor: 42000, reason: 'The booking had ended before the payment arrived.' });
    expect(await statusOf(orderId)).toBe('cancelled');
    const told = await t.db.notification.findFirst({ where: { userId: buyer.userId, orderId, kind: 'payment_refunded' }, select: { message: true } });
    expect(told?.message).toBe(
      'Your payment for “Card Copy” could not be applied (the booking had ended before the payment arrived), so it was refunded in full.',
    );
    expect(await t.db.auditEvent.count({ where: { action: 'payment.refund', targetId: orderId, actorEmail: 'system' } })).toBe(1);
  });

  it('the legacy success call on such an order says the charge went back', async () => {
    const { orderId } = await startedPayment();
    const intentId = await intentIdOf(orderId);
    stripeApi.succeed(intentId);
    await t.db.order.update({ where: { id: orderId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await releaseExpiredBookings(t.db);
    const res = await t.app.inject({ method: 'PATCH', url: `/api/buyer-orders/success/${orderId}`, headers: bearer(buyer.accessToken) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/refunded in full/);
    expect(stripeApi.refunds.filter((r) => r.payment_intent === intentId)).toHaveLength(1);
  });
});

describe('paying sellers through Stripe Connect', () => {
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: Member, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(who.accessToken), ...(payload && { payload }) });
  /** A Stripe-paid order of `from`'s, confirmed received by the buyer. */
  async function completedOrder(from: Member) {
    const { orderId } = await startedPayment(from);
    const intentId = await intentIdOf(orderId);
    expect((await webhook(`evt_paid_${orderId}`, stripeApi.succeed(intentId))).json()).toEqual({ received: true, applied: true });
    expect((await call('PATCH', `/buyer-orders/received/${orderId}`, buyer)).statusCode).toBe(200);
    return { orderId, intentId };
  }
  const accountOf = async (who: Member) =>
    (await t.db.user.findUniqueOrThrow({ where: { id: who.userId }, select: { payoutAccountId: true } })).payoutAccountId!;

  it('opens one Express account per seller and answers an onboarding link that comes back to Earnings', async () => {
    const shop = await member(t, 'seller', 'connect-link');
    const first = await call('POST', '/payouts/account-link', shop, {});
    const again = await call('POST', '/payouts/account-link', shop, {});
    const accountId = await accountOf(shop);
    expect(first.json()).toEqual({ url: `https://connect.stripe.test/setup/${accountId}` });
    expect(again.json()).toEqual(first.json());
    const opened = stripeApi.requests.filter((r) => r.method === 'POST' && r.path === '/v1/accounts' && r.body.get('metadata[userId]') === shop.userId);
    expect(opened.map((r) => [r.body.get('type'), r.body.get('email'), r.body.get('capabilities[transfers][requested]'), r.idempotencyKey])).toEqual([
      ['express', shop.email, 'true', `payout-account-${shop.userId}`],
    ]);
    const links = stripeApi.requests.filter((r) => r.path === '/v1/account_links' && r.body.get('account') === accountId);
    expect(links).toHaveLength(2);
    expect(Object.fromEntries(['type', 'return_url', 'refresh_url'].map((k) => [k, links[0]!.body.get(k)]))).toEqual({
      type: 'account_onboarding',
      return_url: `${t.config.publicUrl}/dashboard/earnings?payouts=return`,
      refresh_url: `${t.config.publicUrl}/dashboard/earnings?payouts=refresh`,
    });
    expect((await call('GET', '/earnings', shop)).json()).toMatchObject({ payoutAccount: 'pending' });
  });

  it('keeps a completed sale owed until onboarding ends, then transfers it once, tied to the charge, when Stripe says so', async () => {
    const shop = await member(t, 'seller', 'connect-webhook');
    await call('POST', '/payouts/account-link', shop, {});
    const accountId = await accountOf(shop);
    const { orderId, intentId } = await completedOrder(shop);
    expect(stripeApi.transfers).not.toContainEqual(expect.objectContaining({ destination: accountId }));
    expect((await call('GET', '/earnings', shop)).json()).toMatchObject({ payoutAccount: 'pending', awaitingPayout: { count: 1, amountMinor: 42000 } });

    // Stripe tells the store (a Connect webhook, delivered twice) that the seller finished onboarding.
    const activated = stripeApi.activate(accountId);
    const told = await Promise.all([1, 2].map(() => webhook(`evt_account_${accountId}`, activated, { type: 'account.updated' })));
    expect(told.map((r) => r.statusCode)).toEqual([200, 200]);
    const made = stripeApi.requests.filter((r) => r.path === '/v1/transfers' && r.body.get('destination') === accountId);
    expect(made.map((r) => r.idempotencyKey)).toEqual([`transfer-${orderId}`]);
    expect(Object.fromEntries(['amount', 'currency', 'source_transaction', 'transfer_group'].map((k) => [k, made[0]!.body.get(k)]))).toEqual({
      amount: '42000',
      currency: 'bdt',
      source_transaction: `ch_fake_${intentId}`,
      transfer_group: `order-${orderId}`,
    });
    const transfer = stripeApi.transfers.find((tr) => tr.destination === accountId)!;
    expect((await ledgerOf(t.db, orderId)).transfer).toEqual({ amountMinor: 42000, provider: 'stripe', providerRef: transfer.id, reason: null });
    expect((await call('GET', '/earnings', shop)).json()).toMatchObject({
      payoutAccount: 'ready',
      awaitingPayout: { count: 0 },
      paidOut: { count: 1, amountMinor: 42000 },
    });
  });

  it('asks Stripe about an account still being set up when its seller opens Earnings, and pays what it is owed', async () => {
    const shop = await member(t, 'seller', 'connect-return');
    await call('POST', '/payouts/account-link', shop, {});
    const accountId = await accountOf(shop);
    const { orderId } = await completedOrder(shop);
    stripeApi.activate(accountId);
    // Back from onboarding, with no webhook (yet): the Earnings page asks.
    expect((await call('GET', '/earnings', shop)).json()).toMatchObject({ payoutAccount: 'ready', paidOut: { count: 1, amountMinor: 42000 } });
    expect(stripeApi.requests.filter((r) => r.method === 'GET' && r.path === `/v1/accounts/${accountId}`).length).toBeGreaterThanOrEqual(1);
    expect((await ledgerOf(t.db, orderId)).transfer).toMatchObject({ provider: 'stripe' });
  });

  it('a refund after the seller was paid is refused, and nothing goes back through Stripe', async () => {
    const admin = await member(t, 'admin', 'connect-admin');
    const shop = await member(t, 'seller', 'connect-paid');
    await call('POST', '/payouts/account-link', shop, {});
    stripeApi.activate(await accountOf(shop));
    expect((await call('GET', '/earnings', shop)).json()).toMatchObject({ payoutAccount: 'ready' });
    const { orderId, intentId } = await completedOrder(shop);
    expect((await ledgerOf(t.db, orderId)).transfer).toMatchObject({ amountMinor: 42000 });
    expect((await call('PATCH', `/problems/refund/${orderId}`, admin)).statusCode).toBe(409);
    expect(stripeApi.refunds.filter((r) => r.payment_intent === intentId)).toEqual([]);
  });

  it('refunds after the decision is committed: while Stripe hangs on the refund, the order is not locked', async () => {
    const admin = await member(t, 'admin', 'stalled-refund');
    const { orderId } = await startedPayment();
    const intentId = await intentIdOf(orderId);
    await webhook(`evt_paid_${orderId}`, stripeApi.succeed(intentId));
    expect((await call('POST', `/buyer-orders/problem/${orderId}`, buyer, { reason: 'not_received' })).statusCode).toBe(200);
    const release = stripeApi.stall('/v1/refunds');
    const refunding = call('PATCH', `/problems/refund/${orderId}`, admin);
    const reachedStripe = () => Promise.resolve(stripeApi.requests.some((r) => r.path === '/v1/refunds' && r.body.get('payment_intent') === intentId));
    try {
      await until(reachedStripe, 10_000, 'the refund reaching Stripe');
      // Anything else may take the order's row meanwhile: NOWAIT fails at once on a row another transaction holds.
      await t.db.$transaction((tx) => tx.$queryRaw`SELECT id FROM orders WHERE id = ${orderId}::uuid FOR UPDATE NOWAIT`);
    } finally {
      release();
    }
    expect((await refunding).statusCode).toBe(200);
    expect(await refundOf(orderId)).toMatchObject({ amountMinor: 42000, reason: "An admin upheld the buyer's problem." });
    expect(stripeApi.refunds.filter((r) => r.payment_intent === intentId)).toHaveLength(1);
  });

  it('a transfer Stripe fails on is made by its job when Stripe recovers, once', async () => {
    const shop = await member(t, 'seller', 'failed-transfer');
    await call('POST', '/payouts/account-link', shop, {});
    stripeApi.activate(await accountOf(shop));
    expect((await call('GET', '/earnings', shop)).json()).toMatchObject({ payoutAccount: 'ready' });
    // The SDK tries twice: the buyer's confirmation still completes the order, and the transfer waits.
    stripeApi.fail('/v1/transfers', 2);
    const { orderId } = await completedOrder(shop);
    expect((await ledgerOf(t.db, orderId)).transfer).toBeUndefined();
    expect((await reconcile(t.deps)).pending.awaiting_provider).toBeGreaterThanOrEqual(1);
    const jobs = await runStoreJobs(t);
    try {
      await until(async () => Boolean((await ledgerOf(t.db, orderId)).transfer), 30_000, 'the job making the transfer');
    } finally {
      await jobs.stop();
    }
    expect(stripeApi.transfers.filter((tr) => tr.transfer_group === `order-${orderId}`)).toHaveLength(1);
    expect(await t.db.notification.count({ where: { orderId, kind: 'payout_sent' } })).toBe(1);
    expect((await call('GET', '/earnings', shop)).json()).toMatchObject({ awaitingPayout: { count: 0 }, paidOut: { count: 1, amountMinor: 42000 } });
  });
});

describe('a bundle paid through Stripe', () => {
  it('is one PaymentIntent for its price; a refund gives back each order its share, a partial refund keyed by the order', async () => {
    const admin = await member(t, 'admin');
    const bookIds = await Promise.all(
      [12345, 23456].map(async (priceMinor, i) => {
        const data = { title: `Bundled ${i}`, author: 'A', priceMinor, condition: 'Good' as const, phone: '+8801700000000', location: 'Dhaka', categoryId };
        return (await t.db.book.create({ data: { ...data, imageUrl: '/i', sellerId: seller.userId }, select: { id: true } })).id;
      }),
    );
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bundles',
      headers: bearer(buyer.accessToken),
      payload: { bookIds, buyerPhone: '+8801711111111' },
    });
    const orderIds = booked.json<{ orders: Array<{ _id: string }> }>().orders.map((o) => o._id);
    const lead = orderIds[0]!;
    // Starting payment from either order gives the one intent of the bundle, for its whole price.
    const intents = await Promise.all(
      orderIds.map((id) => t.app.inject({ method: 'POST', url: `/api/payments/intent/${id}`, headers: bearer(buyer.accessToken), payload: {} })),
    );
    expect(intents.map((r) => r.json<{ amount: number }>().amount)).toEqual([35801, 35801]);
    const intentId = await intentIdOf(lead);
    expect(stripeApi.requests.filter((r) => r.path === '/v1/payment_intents' && r.body.get('metadata[orderId]') === lead)).toHaveLength(2);
    expect(new Set(stripeApi.requests.filter((r) => r.path === '/v1/payment_intents').map((r) => r.idempotencyKey)).has(`order-${lead}`)).toBe(true);
    expect((await webhook(`evt_bundle_${lead}`, stripeApi.succeed(intentId))).json()).toEqual({ received: true, applied: true });
    expect(await Promise.all(orderIds.map(statusOf))).toEqual(['paid', 'paid']);

    await t.app.inject({ method: 'POST', url: `/api/buyer-orders/problem/${orderIds[1]}`, headers: bearer(buyer.accessToken), payload: { reason: 'other' } });
    const refund = await t.app.inject({ method: 'PATCH', url: `/api/problems/refund/${lead}`, headers: bearer(admin.accessToken) });
    expect(refund.statusCode).toBe(200);
    const calls = stripeApi.requests.filter((r) => r.path === '/v1/refunds' && r.body.get('payment_intent') === intentId);
    const prices = await Promise.all(
      orderIds.map(async (id) => (await t.db.order.findUniqueOrThrow({ where: { id }, select: { priceMinor: true } })).priceMinor),
    );
    expect(calls.map((r) => [r.idempotencyKey, Number(r.body.get('amount'))])).toEqual(orderIds.map((id, i) => [`refund-${id}`, prices[i]]));
    expect(stripeApi.refunds.filter((r) => r.payment_intent === intentId).reduce((sum, r) => sum + r.amount, 0)).toBe(35801);
    expect(await Promise.all(orderIds.map(statusOf))).toEqual(['refunded', 'refunded']);
    const money = await reconcile(t.deps);
    expect([money.mismatches, money.bundleMismatches]).toEqual([[], []]);
  });
});
