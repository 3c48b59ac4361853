import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../server/seed/demo-accounts.ts';
import { browserSubscription, readPush, startFakePushService, type BrowserSubscription } from '../tests/helpers/fake-push-service.ts';
import { until } from '../tests/helpers/until.ts';
import { expectAccessible } from './support/accessibility.ts';
import { closePage, logIn, uncaughtErrors } from './support/pages.ts';
import { screenshotBoth } from './support/screenshots.ts';
import { storeInBrowser } from './support/session.ts';

const SELLER = { email: 'seller@example.com', password: DEMO_PASSWORD };
const BUYER = { email: 'buyer@example.com', password: DEMO_PASSWORD };
const QUESTION = 'Is the cover torn? I could pick it up in Mirpur tomorrow.';

// The push service the store sends to, on this machine: the browsers' own (Google's, Mozilla's) are out of reach here.
const pushService = await startFakePushService();
afterAll(() => pushService.close());
// The full browser: the headless shell shows no notifications.
const session = storeInBrowser({ PUSH_SERVICE_ORIGINS: pushService.url }, [], 'full');

/**
 * Allows notifications and gives the page's browser a push subscription on the local push service:
 * Chromium subscribes through Google's servers, out of reach here, so PushManager answers with
 * `subscription` (whose private key the test holds, to read what the store sends). Everything else,
 * the service worker showing the push included, is the browser's own.
 */
async function withLocalPushService(page: Page, subscription: BrowserSubscription): Promise<void> {
  await page.context().grantPermissions(['notifications'], { origin: session.store.url });
  await page.context().addInitScript(
    ({ endpoint, keys }) => {
      const STORED = 'test-push-subscription';
      const bytes = (text: string) => Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0)).buffer;
      const made = (serverKey: string) => ({
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: bytes(serverKey) },
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: () => {
          localStorage.removeItem(STORED);
          return Promise.resolve(true);
        },
      });
      PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
        const key = options?.applicationServerKey;
        if (typeof key !== 'string') throw new Error('the store subscribes with its key as base64url text');
        localStorage.setItem(STORED, key);
        return Promise.resolve(made(key) as unknown as PushSubscription);
      };
      PushManager.prototype.getSubscription = function () {
        const key = localStorage.getItem(STORED);
        return Promise.resolve(key ? (made(key) as unknown as PushSubscription) : null);
      };
    },
    { endpoint: subscription.endpoint, keys: subscription.keys },
  );
}

/**
 * Delivers a push to the page's service worker through DevTools, once a version of the store's
 * registration is active, until `shown` holds. DevTools answers before the worker has the event and
 * drops it when the worker cannot take it then (CI twice waited 10 and 30 s for a notification that
 * never came): it is delivered again every 10 s, and the same tag replaces a notification rather
 * than adding one.
 */
async function deliverUntilShown(page: Page, data: string, shown: () => Promise<boolean>): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const scope = `${session.store.url}/`;
  const ours = new Set<string>();
  let active: string | undefined;
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const { registrationId, scopeURL, isDeleted } of registrations) if (scopeURL === scope && !isDeleted) ours.add(registrationId);
  });
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const { registrationId, status } of versions) if (status === 'activated') active = registrationId;
  });
  await cdp.send('ServiceWorker.enable');
  await until(() => Promise.resolve(active !== undefined && ours.has(active)), 30_000, "the phone's service worker, active");
  for (let attempt = 1; ; attempt++) {
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: session.store.url, registrationId: active!, data });
    try {
      await until(shown, 10_000, 'the notification on the phone');
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

describe('push notifications in the browser', () => {
  it('a seller turns them on for their phone; a buyer’s question reaches it, is shown, and stops at sign-out', async () => {
    const book = await session.store.db.book.findFirstOrThrow({
      where: { seller: { email: SELLER.email }, status: 'available', hiddenAt: null },
      orderBy: { createdAt: 'desc' },
      select: { id: true, title: true, sellerId: true },
    });
    const phone = browserSubscription(pushService.url);

    // The seller, on their phone, turns notifications on from their profile.
    const seller = await session.openAt(390, '/login');
    await withLocalPushService(seller, phone);
    await seller.reload();
    await logIn(seller, SELLER);
    await seller.goto(`${session.store.url}/dashboard/profile`);
    const settings = seller.getByRole('region', { name: 'Notifications on your devices' });
    await settings.getByText('Notifications are off for this device.').waitFor();
    await settings.getByRole('button', { name: 'Turn on for this device' }).click();
    await settings.getByText('Notifications are on for this device.').waitFor();
    const devices = settings.getByRole('list', { name: 'Devices that get them' });
    await devices.getByText('This device').waitFor();
    expect(await devices.getByRole('listitem').first().textContent()).toContain('Chrome on Linux');
    const saved = await session.store.db.pushSubscription.findMany({ where: { userId: book.sellerId }, select: { endpoint: true, label: true } });
    expect(saved).toEqual([{ endpoint: phone.endpoint, label: 'Chrome on Linux' }]);
    // Its topics are on; offers are turned off here and stay off.
    const offers = settings.getByRole('checkbox', { name: /^Offers/ });
    await offers.click();
    await seller.getByText('Notification settings saved').waitFor();
    expect(await offers.isChecked()).toBe(false);
    await expectAccessible(seller);
    await screenshotBoth(seller, 'push-settings');

    // A buyer asks about the book.
    const buyer = await session.openAt(1280, '/login');
    await logIn(buyer, BUYER);
    await buyer.goto(`${session.store.url}/books/${book.id}`);
    await buyer.getByRole('button', { name: `Ask the seller about ${book.title}` }).click();
    const ask = buyer.getByRole('dialog', { name: `Ask the seller ${book.title}` });
    await ask.getByLabel('Your message').fill(QUESTION);
    await ask.getByRole('button', { name: 'Send' }).click();
    await buyer.waitForURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/);
    const conversationId = new URL(buyer.url()).pathname.split('/').pop()!;

    // The push service gets one push for the phone, signed with the store's key, which only the phone can read.
    await until(() => Promise.resolve(pushService.to(phone.endpoint).length > 0), 30_000, 'a push to the phone');
    const [request, ...more] = pushService.to(phone.endpoint);
    expect(more).toEqual([]);
    const push = await readPush(phone, request!);
    expect(push.payload).toEqual({
      title: 'New message',
      body: `Demo Buyer wrote about “${book.title}”: ${QUESTION}`,
      url: `${session.store.url}/dashboard/messages/${conversationId}`,
      tag: `conversation:${conversationId}`,
    });
    expect(push.headers.urgency).toBe('high');

    // Delivered to the phone's service worker, it is shown as a notification.
    const shownNow = () =>
      seller.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag, data }) => ({ title, body, tag, data: data as unknown })),
      );
    await deliverUntilShown(seller, JSON.stringify(push.payload), async () => (await shownNow()).length > 0);
    expect(await shownNow()).toEqual([
      {
        title: 'New message',
        body: push.payload.body,
        tag: `conversation:${conversationId}`,
        data: { url: push.payload.url },
      },
    ]);

    // Signing out on the phone stops its notifications: the store forgets it, and the browser drops it.
    await seller.goto(`${session.store.url}/`);
    await seller.getByRole('button', { name: 'Open menu' }).click();
    await seller.getByRole('button', { name: 'Logout' }).click();
    await seller.getByText('You are logged out').waitFor();
    expect(await session.store.db.pushSubscription.count({ where: { userId: book.sellerId } })).toBe(0);
    expect(await seller.evaluate(async () => (await navigator.serviceWorker.ready).pushManager.getSubscription())).toBeNull();
    expect(uncaughtErrors(seller)).toEqual([]);
    await closePage(buyer);
    await closePage(seller);
  });
});
