/// <reference lib="webworker" />
import type { PushPayload } from '../../shared/push-payload.ts';

const ICON = '/icons/icon-192.png';

/** A push's payload as the server sends it (server/services/push/); anything else is shown as a plain nudge. */
function readPayload(data: PushMessageData | null): PushPayload {
  try {
    const payload = data?.json() as Record<keyof PushPayload, unknown> | null | undefined;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    if (payload && text(payload.title) && text(payload.url)) {
      return { title: text(payload.title), body: text(payload.body), url: text(payload.url), tag: text(payload.tag) || text(payload.url) };
    }
  } catch {
    // Not JSON: shown as the nudge below.
  }
  return { title: 'Book Store', body: 'Something new is waiting for you.', url: '/', tag: 'bookstore' };
}

/**
 * Shows a push as a notification. Chrome requires one for every push (userVisibleOnly); one with the
 * tag of a notification still shown replaces it (a conversation's newest message).
 */
export function showPush(registration: ServiceWorkerRegistration, data: PushMessageData | null): Promise<void> {
  const { title, body, url, tag } = readPayload(data);
  return registration.showNotification(title, { body, tag, icon: ICON, badge: ICON, data: { url } });
}

/** A tap on a notification: the store's open window goes to its page, or a new window opens there. */
export async function openFromNotification(clients: Clients, notification: Notification): Promise<void> {
  const { url } = (notification.data ?? {}) as { url?: string };
  // Only a page of this store, whatever address the server named it by (PUBLIC_URL may differ).
  const { pathname, search, hash } = new URL(url ?? '/', self.location.origin);
  const target = new URL(pathname + search + hash, self.location.origin).href;
  const [open] = await clients.matchAll({ type: 'window' });
  if (open) {
    await open.focus();
    await open.navigate(target);
  } else {
    await clients.openWindow(target);
  }
}
