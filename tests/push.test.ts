import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRunner } from '../server/jobs/job-runner.ts';
import { addBook } from './helpers/fixtures.ts';
import { browserSubscription, readPush, startFakePushService, type BrowserSubscription, type FakePushService } from './helpers/fake-push-service.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { appWith } from './helpers/shop.ts';
import { runStoreJobs } from './helpers/store-jobs.ts';
import type { TestApp } from './helpers/test-app.ts';
import { until } from './helpers/until.ts';

/**
 * Push notifications through the job queue, to a local push service (PUSH_SERVICE_ORIGINS points
 * at it): what reaches each device, read as the browser reads it (the VAPID signature checked, the
 * body decrypted); devices gone, topics off, a failure retried, and who of an order's parties hears.
 */
let pushService: FakePushService;
let t: TestApp;
let jobs: JobRunner;
let seller: Member;
let buyer: Member;
let categoryId: string;

beforeAll(async () => {
  pushService = await startFakePushService();
  ({ t, seller, buyer, categoryId } = await appWith(['seller', 'buyer'], { settings: { PUSH_SERVICE_ORIGINS: pushService.url } }));
  jobs = await runStoreJobs(t);
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
  await pushService.close();
});

const rest = async (method: 'GET' | 'PUT' | 'POST', url: string, who: Member, payload?: object) => {
  const res = await t.app.inject({ method, url: `/api${url}`, headers: bearer(who.accessToken), ...(payload && { payload }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Record<string, unknown>>();
};
/** A new browser of `who`'s, registered with the store. */
const device = async (who: Member, label = 'Chrome on Android'): Promise<BrowserSubscription> => {
  const subscription = browserSubscription(pushService.url);
  await rest('POST', '/me/push-subscriptions', who, { endpoint: subscription.endpoint, keys: subscription.keys, label });
  return subscription;
};
/** The `n`th push a device received, read as its browser reads it. */
const nthPush = async (subscription: BrowserSubscription, n = 1) => {
  await until(() => Promise.resolve(pushService.to(subscription.endpoint).length >= n), 10_000, `push ${n} to ${subscription.endpoint}`);
  return readPush(subscription, pushService.to(subscription.endpoint)[n - 1]!);
};
/** Waits until the queue holds no job of the notification's push any more (done, or never queued). */
const pushJobGone = (notificationId: string) =>
  until(
    async () => (await t.db.$queryRaw<unknown[]>`SELECT 1 FROM graphile_worker.jobs WHERE key = ${`push:${notificationId}`}`).length === 0,
    10_000,
    `the push job of ${notificationId}`,
  );
/** The push job of a notification still in the queue (attempts so far and the last error), if any. */
const pushJob = async (notificationId: string) =>
  (
    await t.db.$queryRaw<Array<{ attempts: number; last_error: string | null }>>`
    SELECT attempts, last_error FROM graphile_worker.jobs WHERE key = ${`push:${notificationId}`}`
  )[0];
const notificationOf = (userId: string, kind: string) =>
  t.db.notification.findFirstOrThrow({ where: { userId, kind }, orderBy: { createdAt: 'desc' }, select: { id: true, message: true } });
const ask = async (who: Member, title: string, text: string) => {
  const bookId = await addBook(t.db, { sellerId: seller.userId, categoryId, title });
  return (await rest('POST', '/conversations', who, { bookId, text })).insertedId as string;
};

describe('a new message', () => {
  it("reaches each of the receiver's devices, signed with the store's key and encrypted to the device, leading to the conversation", async () => {
    const [phone, laptop] = [await device(seller, 'Chrome on Android'), await device(seller, 'Firefox on Linux')];
    const conversationId = await ask(buyer, 'Pushed Book', 'Is it still there?');
    const notice = await notificationOf(seller.userId, 'message');
    for (const subscription of [phone, laptop]) {
      const push = await nthPush(subscription);
      expect(push.payload).toEqual({
        title: 'New message',
        body: notice.message,
        url: `${t.config.publicUrl}/dashboard/messages/${conversationId}`,
        tag: `conversation:${conversationId}`,
      });
      expect(push.payload.body).toContain('Is it still there?');
      expect(push.publicKey).toBe(t.deps.push.publicKey);
      expect(push.claims.sub).toBe(t.config.vapidSubject);
      expect(push.claims.exp! * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
      expect(push.headers).toMatchObject({ urgency: 'high', ttl: '86400', 'content-encoding': 'aes128gcm' });
    }
    expect(await t.deps.metrics.registry.getSingleMetricAsString('bookstore_push_messages_total')).toMatch(/outcome="sent"} [1-9]/);

    // The next message brings the unread notification up to date: pushed again, its newest words, under the same tag.
    await rest('POST', `/conversations/${conversationId}/messages`, buyer, { text: 'And is the cover torn?' });
    const next = await nthPush(phone, 2);
    expect(next.payload).toMatchObject({ tag: `conversation:${conversationId}` });
    expect(next.payload.body).toContain('And is the cover torn?');
  });

  it('is not pushed to a device its push service says is gone, which the store then forgets; the other devices still get it', async () => {
    const shop = await member(t, 'seller', 'half-gone');
    const [kept, gone] = [await device(shop), await device(shop)];
    pushService.answer(gone.endpoint, 410);
    const bookId = await addBook(t.db, { sellerId: shop.userId, categoryId, title: 'Gone Device' });
    await rest('POST', '/conversations', buyer, { bookId, text: 'Hello?' });
    expect((await nthPush(kept)).payload.title).toBe('New message');
    await until(async () => (await t.db.pushSubscription.count({ where: { endpoint: gone.endpoint } })) === 0, 10_000, 'the gone device forgotten');
    expect(await t.db.pushSubscription.count({ where: { endpoint: kept.endpoint } })).toBe(1);
  });

  it('is tried again when a push service fails for the moment, after the other devices had it', async () => {
    const shop = await member(t, 'seller', 'flaky');
    const [steady, flaky] = [await device(shop), await device(shop)];
    pushService.answer(flaky.endpoint, 503);
    const bookId = await addBook(t.db, { sellerId: shop.userId, categoryId, title: 'Flaky Service' });
    await rest('POST', '/conversations', buyer, { bookId, text: 'Anyone there?' });
    const notice = await notificationOf(shop.userId, 'message');
    await nthPush(steady);
    await until(async () => ((await pushJob(notice.id))?.attempts ?? 0) >= 1, 10_000, 'a failed attempt');
    expect((await pushJob(notice.id))!.last_error).toContain('1 of 2 devices could not be reached');
    pushService.answer(flaky.endpoint, 201);
    // The queue's next try (about 3 s on) reaches it; the steady device has it twice, under one tag.
    expect((await nthPush(flaky, 2)).payload.body).toContain('Anyone there?');
    await pushJobGone(notice.id);
    expect(pushService.to(steady.endpoint)).toHaveLength(2);
  });

  // That a user without a device costs no job at all is tests/triggers.test.ts's (no job runner there to take it first).
  it('is not pushed when the topic is off', async () => {
    const quiet = await member(t, 'seller', 'quiet');
    const phone = await device(quiet);
    expect(await rest('PUT', '/me/push-settings', quiet, { messages: false })).toEqual({ messages: false, offers: true, orders: true });
    const bookId = await addBook(t.db, { sellerId: quiet.userId, categoryId, title: 'Quiet Book' });
    await rest('POST', '/conversations', buyer, { bookId, text: 'Psst' });
    await pushJobGone((await notificationOf(quiet.userId, 'message')).id);
    expect(pushService.to(phone.endpoint)).toEqual([]);
  });
});

describe('offers and orders', () => {
  it('an offer is pushed to the seller, leading to the conversation; a paid order to the seller alone, leading to My products', async () => {
    const shop = await member(t, 'seller', 'offered');
    const customer = await member(t, 'buyer', 'customer');
    const [shopPhone, customerPhone] = [await device(shop), await device(customer)];

    const offered = await addBook(t.db, { sellerId: shop.userId, categoryId, title: 'Offered Book' });
    await rest('POST', '/offers', customer, { bookId: offered, price: '200', buyerPhone: '+8801700000001' });
    const offer = await nthPush(shopPhone);
    const made = await t.db.notification.findFirstOrThrow({
      where: { userId: shop.userId, kind: 'offer_made' },
      select: { id: true, message: true, conversationId: true },
    });
    expect(offer.payload).toEqual({
      title: 'An offer on your book',
      body: made.message,
      url: `${t.config.publicUrl}/dashboard/messages/${made.conversationId}`,
      tag: `notification:${made.id}`,
    });
    expect(offer.headers.urgency).toBe('normal');

    const sold = await addBook(t.db, { sellerId: shop.userId, categoryId, title: 'Paid Book' });
    const orderId = (await rest('POST', '/buyer-orders', customer, { bookPostingId: sold, buyerPhone: '+8801700000001' })).insertedId as string;
    const { clientSecret } = await rest('POST', `/payments/intent/${orderId}`, customer, {});
    await rest('POST', '/payments/test/confirm', customer, { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' });
    const paid = await nthPush(shopPhone, 2);
    expect(paid.payload).toMatchObject({ title: 'Paid: hand the book over', url: `${t.config.publicUrl}/dashboard/my-products` });
    expect(paid.payload.body).toContain('hand it over');
    // The buyer's own "your payment went through" asks nothing of them: not pushed.
    await pushJobGone((await notificationOf(customer.userId, 'order_paid')).id);
    expect(pushService.to(customerPhone.endpoint)).toEqual([]);
  });
});
