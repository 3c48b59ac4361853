import type { PushDevice } from '../../shared/push.ts';
import { deviceLabel } from './device-label.ts';
import { mayHavePush } from './push-permission.ts';
import type { TRPCClient } from './trpc.ts';

/**
 * This browser's Web Push subscription and the store's record of it (docs/push.md). The service
 * worker receives the pushes (client/service-worker/push.ts); browsers offer push only where they
 * run one: HTTPS or localhost, in a production build.
 */
export const pushSupported = (): boolean => window.isSecureContext && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function registration(): Promise<ServiceWorkerRegistration | null> {
  return pushSupported() ? ((await navigator.serviceWorker.getRegistration()) ?? null) : null;
}

/**
 * The registration once its worker is active: one still installing (precaching the app shell, slow on
 * a weak connection) cannot take a subscription, nor receive a push. Null when none is registered,
 * or none became active within half a minute.
 */
async function activeRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!(await registration())) return null;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 30_000));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** This browser's subscription, or null when it has none. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await registration())?.pushManager.getSubscription() ?? null;
}

const base64Url = (buffer: ArrayBuffer | null) =>
  buffer
    ? btoa(String.fromCharCode(...new Uint8Array(buffer)))
        .replaceAll('+', '-')
        .replaceAll('/', '_')
        .replace(/=+$/, '')
    : '';

function asInput(subscription: PushSubscription) {
  const { endpoint = subscription.endpoint, keys = {} } = subscription.toJSON();
  return { endpoint, keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' }, label: deviceLabel(navigator.userAgent) };
}

/**
 * Asks the person's leave, subscribes this browser with the store's key and registers it. A
 * subscription made with another key (the store's keys were replaced) is dropped for a new one.
 */
export async function subscribeThisDevice(client: TRPCClient): Promise<PushDevice> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new Error('This browser blocks notifications from the store: allow them in its site settings, then try again.');
  if (permission !== 'granted') throw new Error('Notifications were not turned on: the browser asked, and no answer came.');
  const worker = await activeRegistration();
  if (!worker) throw new Error('This browser cannot receive notifications from the store yet: reload the page and try again.');
  const { publicKey } = await client.push.devices.query();
  let subscription = await worker.pushManager.getSubscription();
  if (subscription && base64Url(subscription.options.applicationServerKey) !== publicKey) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
  return client.push.subscribe.mutate(asInput(subscription));
}

/**
 * At the start of a signed-in session: a browser already subscribed is registered again for whoever
 * is signed in (its endpoint may have changed, or another account had it).
 */
export async function renewThisDevice(client: TRPCClient): Promise<void> {
  if (!pushSupported() || !mayHavePush()) return;
  const subscription = await currentSubscription();
  if (subscription) await client.push.subscribe.mutate(asInput(subscription));
}

/**
 * Stops this browser's pushes: the store forgets it, and the browser drops its subscription even
 * when the store could not be told (its push service then answers "gone", and the store forgets it
 * on the next push).
 */
export async function forgetThisDevice(client: TRPCClient, devices?: PushDevice[]): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  try {
    const mine = (devices ?? (await client.push.devices.query()).devices).find((d) => d.endpoint === subscription.endpoint);
    if (mine) await client.push.unsubscribe.mutate({ id: mine.id });
  } finally {
    await subscription.unsubscribe();
  }
}
