import { MESSAGE_EMAIL_GAP_MINUTES } from '../../../shared/email-settings.ts';
import type { Prisma } from '../../db/generated/client.ts';
import type { Deps } from '../../deps.ts';
import { readerOf, sayTo } from '../../i18n/translate.ts';
import { addJob } from '../../jobs/add-job.ts';
import { noticeLink } from '../notice-links.ts';
import { noticeText, noticeWordColumns } from '../notifications.ts';
import type { TaskName } from '../../jobs/task-payloads.ts';
import { queueEmail } from './outbox.ts';
import type { EmailDeps } from './send.ts';
import { readEmailSettings, wantsNow } from './settings.ts';
import { ALERT_KINDS, NOTICES } from './topics.ts';

const MESSAGE_EMAIL_GAP_MS = MESSAGE_EMAIL_GAP_MINUTES * 60_000;
/** How many of the newest unread messages an email quotes. */
const QUOTED_MESSAGES = 5;
const DIGEST_MAX = 50;

type Client = Deps['db'] | Prisma.TransactionClient;

/** A recipient's row as their emails need it: where to, what they want, and in which language. */
const recipientColumns = { id: true, email: true, emailSettings: true, language: true, banglaDigits: true } as const;
/** A notification's words (notifications.ts, noticeText). */

/**
 * Job `email:notice`: the email of one notification, when its kind is emailed and the user's
 * settings want it now (alerts wait for the digest unless they want each at once), into the
 * outbox (outbox.ts), as every email: a burst to one person goes out as one email.
 */
export async function emailNotice(deps: EmailDeps, notificationId: string): Promise<boolean> {
  const n = await deps.db.notification.findUnique({
    where: { id: notificationId },
    select: { id: true, kind: true, ...noticeWordColumns, userId: true, bookId: true, orderId: true, conversationId: true, user: { select: recipientColumns } },
  });
  const notice = n && NOTICES[n.kind];
  if (!n || !notice || !wantsNow(readEmailSettings(n.user.emailSettings), notice.topic)) return false;
  const reader = readerOf(n.user);
  const say = sayTo(reader);
  const { label, url } = await noticeLink(deps, n);
  const subject = say(`emails.${notice.subject}`);
  return queueEmail(deps, {
    key: `notice:${n.id}`,
    userId: n.user.id,
    topic: notice.topic,
    content: { subject, heading: subject, paragraphs: [noticeText(n, reader)], action: { label: say(`emails.${label}`), url } },
  });
}

/** The start of the keys of a reader's emails about one conversation's unread messages. */
const messagesKeyPrefix = (userId: string, conversationId: string) => `messages:${userId}:${conversationId}:`;

/** A conversation its reader has just read: an email about its messages still waiting in the outbox is dropped. */
export async function dropUnreadMessagesEmail(db: Client, userId: string, conversationId: string): Promise<void> {
  await db.emailOutbox.deleteMany({ where: { userId, key: { startsWith: messagesKeyPrefix(userId, conversationId) } } });
}

/**
 * Job `email:messages`: one email about a conversation's messages the user has not read, at most
 * one every MESSAGE_EMAIL_GAP_MINUTES per conversation (too soon: the job comes back when the gap is over).
 * Messages read meanwhile are not emailed.
 */
export async function emailUnreadMessages(
  deps: EmailDeps,
  { userId, conversationId }: { userId: string; conversationId: string },
  now = new Date(),
): Promise<boolean> {
  const user = await deps.db.user.findUnique({ where: { id: userId }, select: recipientColumns });
  if (!user || !readEmailSettings(user.emailSettings).messages) return false;
  const keyPrefix = messagesKeyPrefix(userId, conversationId);
  const last = await deps.db.emailLog.findFirst({
    where: { userId, topic: 'messages', key: { startsWith: keyPrefix } },
    orderBy: { sentAt: 'desc' },
    select: { sentAt: true },
  });
  const nextAllowed = last ? last.sentAt.getTime() + MESSAGE_EMAIL_GAP_MS : 0;
  if (nextAllowed > now.getTime()) {
    await addJob(
      deps.db,
      'email:messages',
      { userId, conversationId },
      { runAt: new Date(nextAllowed), jobKey: `messages:${userId}:${conversationId}`, keepRunAt: true },
    );
    return false;
  }
  const conversation = await deps.db.conversation.findUnique({
    where: { id: conversationId },
    select: {
      bookTitle: true,
      buyerId: true,
      sellerId: true,
      buyerReadId: true,
      sellerReadId: true,
      buyer: { select: { name: true } },
      seller: { select: { name: true } },
    },
  });
  if (!conversation || (conversation.buyerId !== userId && conversation.sellerId !== userId)) return false;
  const asBuyer = conversation.buyerId === userId;
  const unread = await deps.db.message.findMany({
    where: { conversationId, fromBuyer: !asBuyer, id: { gt: asBuyer ? conversation.buyerReadId : conversation.sellerReadId } },
    orderBy: { id: 'desc' },
    take: QUOTED_MESSAGES,
    select: { id: true, text: true, offerStep: true, offerMinor: true },
  });
  const newest = unread[0];
  if (!newest) return false;
  const reader = readerOf(user);
  const say = sayTo(reader);
  // An offer's step is written in English; a reader of another language is told it in theirs.
  const words = (m: (typeof unread)[number]) =>
    reader.locale !== 'en' && m.offerStep && m.offerMinor !== null
      ? say(`notices.offerStep.${m.offerStep}`, { amount: { minor: m.offerMinor, currency: deps.config.STORE_CURRENCY } })
      : m.text;
  const about = {
    name: (asBuyer ? conversation.seller?.name : conversation.buyer?.name) ?? say('emails.messages.deletedAccount'),
    title: conversation.bookTitle,
  };
  const subject = say('emails.messages.subject', about);
  return queueEmail(deps, {
    key: `${keyPrefix}${newest.id}`,
    userId,
    topic: 'messages',
    // An email about this conversation still waiting is replaced: this one quotes its messages too.
    replaces: keyPrefix,
    content: {
      subject,
      heading: subject,
      paragraphs: [say(unread.length > 1 ? 'emails.messages.introNewestFirst' : 'emails.messages.intro', about)],
      items: unread.map((m) => ({ text: words(m) })),
      action: { label: say('emails.messages.answer'), url: `${deps.config.publicUrl}/dashboard/messages/${conversationId}` },
    },
  });
}

/** The day a digest is for, as its key says it (UTC). */
export const digestDay = (at: Date) => at.toISOString().slice(0, 10);

/** Alerts go out as a daily digest unless the user chose otherwise: the settings' default. */
const DEFAULT_ALERT_MODE = readEmailSettings({}).alerts;

const DIGEST_TASK: TaskName = 'email:alert_digest';

/** Job `email:alert_digests` (daily): a digest job for every user whose alerts of the last day wait for one, in one statement. */
export async function queueAlertDigests({ db }: Pick<Deps, 'db'>, now = new Date()): Promise<number> {
  const day = digestDay(now);
  const [{ queued }] = await db.$queryRaw<[{ queued: number }]>`
    WITH waiting AS (
      SELECT DISTINCT n.user_id FROM notifications n JOIN users u ON u.id = n.user_id
      WHERE n.kind = ANY(${[...ALERT_KINDS]}::text[]) AND n.created_at > ${now}::timestamptz - interval '1 day'
        AND coalesce(u.email_settings->>'alerts', ${DEFAULT_ALERT_MODE}) = 'daily'
    ), added AS (
      SELECT graphile_worker.add_job(${DIGEST_TASK}, json_build_object('userId', user_id, 'day', ${day}::text),
                                     job_key := 'digest:' || user_id || ':' || ${day}::text)
      FROM waiting
    )
    SELECT count(*)::int AS queued FROM added`;
  return queued;
}

/** Job `email:alert_digest`: one email with a user's alerts since their last digest (of the last day at most). */
export async function emailAlertDigest(deps: EmailDeps, { userId, day }: { userId: string; day: string }, now = new Date()): Promise<boolean> {
  const user = await deps.db.user.findUnique({ where: { id: userId }, select: recipientColumns });
  if (!user || readEmailSettings(user.emailSettings).alerts !== 'daily') return false;
  const last = await deps.db.emailLog.findFirst({
    where: { userId, topic: 'alerts', key: { startsWith: 'digest:' } },
    orderBy: { sentAt: 'desc' },
    select: { sentAt: true },
  });
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const alerts = await deps.db.notification.findMany({
    where: { userId, kind: { in: [...ALERT_KINDS] }, createdAt: { gt: last && last.sentAt > dayAgo ? last.sentAt : dayAgo } },
    orderBy: { createdAt: 'desc' },
    take: DIGEST_MAX,
    select: { ...noticeWordColumns, bookId: true },
  });
  if (alerts.length === 0) return false;
  const reader = readerOf(user);
  const say = sayTo(reader);
  const subject = say('emails.digest.subject', { count: alerts.length });
  return queueEmail(deps, {
    key: `digest:${userId}:${day}`,
    userId,
    topic: 'alerts',
    content: {
      subject,
      heading: subject,
      paragraphs: [say('emails.digest.intro')],
      items: alerts.map((a) => ({ text: noticeText(a, reader), ...(a.bookId && { url: `${deps.config.publicUrl}/books/${a.bookId}` }) })),
      action: { label: say('emails.digest.wishlist'), url: `${deps.config.publicUrl}/dashboard/wishlist` },
    },
  });
}
