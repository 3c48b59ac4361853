import { clip } from '../../../shared/clip.ts';
import type { PushPayload } from '../../../shared/push-payload.ts';
import type { Deps } from '../../deps.ts';
import { readerOf, sayTo } from '../../i18n/translate.ts';
import { PushFailure, type PushTarget, type PushUrgency } from '../../integrations/push/push-sender.ts';
import { noticeLink } from '../notice-links.ts';
import { noticeText, noticeWordColumns } from '../notifications.ts';
import { readPushSettings } from './settings.ts';
import { PUSHES } from './topics.ts';

type PushDeps = Pick<Deps, 'db' | 'config' | 'push' | 'log'>;
type Device = PushTarget & { id: string };
/** What became of one device's push: `retry` when a later try may reach it. */
type Result = 'sent' | 'gone' | 'refused' | 'retry';

/** How much of a notification's words a push carries: a phone shows a few lines, and a push message holds about 4 KB. */
const BODY_MAX = 400;
/** The notification's words as they are (clip would make the non-breaking space in an amount a plain one), clipped only when too long. */
const bodyOf = (message: string) => (message.length <= BODY_MAX ? message : clip(message, BODY_MAX));

/** Whether the notification is for the party of its order that `only` names (when it names one). */
async function forThisParty({ db }: Pick<Deps, 'db'>, n: { userId: string; orderId: string | null }, only?: 'buyer' | 'seller'): Promise<boolean> {
  if (!only) return true;
  const order = n.orderId ? await db.order.findUnique({ where: { id: n.orderId }, select: { buyerId: true, sellerId: true } }) : null;
  return (only === 'buyer' ? order?.buyerId : order?.sellerId) === n.userId;
}

/** One device's push; a device its push service no longer knows is forgotten. */
async function pushTo(deps: PushDeps, device: Device, payload: PushPayload, urgency: PushUrgency, notificationId: string): Promise<Result> {
  try {
    const outcome = await deps.push.send(device, payload, urgency);
    if (outcome === 'gone') {
      await deps.db.pushSubscription.deleteMany({ where: { id: device.id } });
      deps.log.info({ notificationId, deviceId: device.id }, 'push: forgot a device its push service no longer knows');
    }
    return outcome;
  } catch (error) {
    const retry = !(error instanceof PushFailure) || error.transient;
    deps.log.warn({ err: error, notificationId, deviceId: device.id }, retry ? 'push: failed; the push:notice job tries again' : 'push: refused');
    return retry ? 'retry' : 'refused';
  }
}

/**
 * Job `push:notice` (queued by a trigger on notifications): a notification on the user's devices,
 * when its kind is pushed (topics.ts), its topic is on in their push settings and it is still
 * unread, as its newest words (a conversation's one notification is brought up to date by each
 * message), in the user's language. Every device is tried, outside any transaction. When one could
 * not be reached but a later try may reach it (no answer, the service's 5xx or 429), the job fails
 * after the others, and the queue tries again: a device that had it already shows it once, as the
 * tag replaces it. A refusal that would come again is logged and left. Answers how many devices took it.
 */
export async function pushNotice(deps: PushDeps, notificationId: string): Promise<number> {
  const n = await deps.db.notification.findUnique({
    where: { id: notificationId },
    select: {
      id: true,
      kind: true,
      ...noticeWordColumns,
      userId: true,
      bookId: true,
      orderId: true,
      conversationId: true,
      readAt: true,
      user: {
        select: { pushSettings: true, language: true, banglaDigits: true, pushDevices: { select: { id: true, endpoint: true, p256dh: true, auth: true } } },
      },
    },
  });
  const push = n && PUSHES[n.kind];
  if (!n || !push || n.readAt || !readPushSettings(n.user.pushSettings)[push.topic] || !(await forThisParty(deps, n, push.only))) return 0;
  const reader = readerOf(n.user);
  const payload: PushPayload = {
    title: sayTo(reader)(`pushes.${push.title}`),
    body: bodyOf(noticeText(n, reader)),
    url: (await noticeLink(deps, n)).url,
    tag: n.kind === 'message' && n.conversationId ? `conversation:${n.conversationId}` : `notification:${n.id}`,
  };
  const urgency = push.topic === 'messages' ? 'high' : 'normal';
  const results = await Promise.all(n.user.pushDevices.map((device) => pushTo(deps, device, payload, urgency, n.id)));
  const count = (result: Result) => results.filter((r) => r === result).length;
  deps.log.debug({ notificationId, sent: count('sent'), gone: count('gone'), refused: count('refused'), retry: count('retry') }, 'push: notice');
  if (count('retry') > 0) throw new Error(`push: ${count('retry')} of ${results.length} devices could not be reached; the job tries again`);
  return count('sent');
}
