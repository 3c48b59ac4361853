import type { EmailTopic } from '../../../shared/email-settings.ts';
import { addJob } from '../../jobs/add-job.ts';
import { deliver, type EmailDeps } from './send.ts';
import { readEmailSettings, topicOn } from './settings.ts';
import type { EmailContent } from './templates.ts';

/** How many events one batched email spells out; it counts the rest (the bell lists them all). */
const BATCH_MAX = 50;
/** How long a send may keep its person's waiting emails locked (nodemailer gives each SMTP step 20 s). */
const SEND_TIMEOUT_MS = 90_000;

export type QueuedEmail = {
  /** What the email is about (`notice:<id>`, ...): one that was sent already is not queued again. */
  key: string;
  userId: string;
  topic: EmailTopic;
  content: EmailContent;
  /** Waiting emails of this person whose key starts so are replaced (a conversation's older unread messages). */
  replaces?: string;
};

const sendJobKey = (userId: string) => `email:${userId}`;

/**
 * The one way an email goes out: it waits in the outbox with whatever else waits for the same person,
 * and one job per person (`email:send`) sends them together. The job runs EMAIL_BATCH_SECONDS after the
 * first of a burst (later ones keep its time). Answers whether it was queued.
 */
export async function queueEmail({ db, config }: Pick<EmailDeps, 'db' | 'config'>, email: QueuedEmail): Promise<boolean> {
  if (await db.emailLog.findUnique({ where: { key: email.key }, select: { key: true } })) return false;
  await db.$transaction(async (tx) => {
    if (email.replaces) await tx.emailOutbox.deleteMany({ where: { userId: email.userId, key: { startsWith: email.replaces } } });
    const { key, userId, topic } = email;
    await tx.emailOutbox.createMany({ data: [{ key, userId, topic, content: email.content }], skipDuplicates: true });
    const runAt = new Date(Date.now() + config.EMAIL_BATCH_SECONDS * 1000);
    await addJob(tx, 'email:send', { userId }, { runAt, jobKey: sendJobKey(userId), keepRunAt: true });
  });
  return true;
}

type Waiting = { key: string; topic: EmailTopic; content: EmailContent; created_at: Date };

/**
 * Job `email:send`: everything waiting for one person, as one email, once the batch window of the
 * oldest is over and EMAIL_GAP_MINUTES have passed since their last email (too soon: the job comes
 * back then). The waiting rows stay locked until the send is logged, so another job for the same
 * person waits, then finds them gone. Topics turned off meanwhile are dropped. Answers whether it sent.
 */
export async function sendWaiting(deps: EmailDeps, userId: string, now = new Date()): Promise<boolean> {
  const { db, config } = deps;
  return db.$transaction(
    async (tx) => {
      const waiting = await tx.$queryRaw<Waiting[]>`
        SELECT key, topic, content, created_at FROM email_outbox WHERE user_id = ${userId}::uuid ORDER BY created_at, key FOR UPDATE`;
      const first = waiting[0];
      if (!first) return false;
      const last = await tx.emailLog.aggregate({ where: { userId }, _max: { sentAt: true } });
      const due = Math.max(
        first.created_at.getTime() + config.EMAIL_BATCH_SECONDS * 1000,
        (last._max.sentAt?.getTime() ?? 0) + config.EMAIL_GAP_MINUTES * 60_000,
      );
      if (due > now.getTime()) {
        await addJob(tx, 'email:send', { userId }, { runAt: new Date(due), jobKey: sendJobKey(userId) });
        return false;
      }
      const user = await tx.user.findUnique({ where: { id: userId }, select: { id: true, email: true, emailSettings: true } });
      const settings = readEmailSettings(user?.emailSettings);
      const wanted = user ? waiting.filter((w) => topicOn(settings, w.topic)) : [];
      const topics = topicsByCount(wanted);
      if (user && topics.length > 0) {
        const key = wanted.length === 1 ? first.key : `batch:${wanted[0]!.key}`;
        await deliver(deps, { key, to: user, topics: topics as [EmailTopic, ...EmailTopic[]], content: batched(wanted.map((w) => w.content)) });
        await tx.emailLog.createMany({ data: wanted.map((w) => ({ key: w.key, userId, topic: w.topic, toEmail: user.email })), skipDuplicates: true });
      }
      await tx.emailOutbox.deleteMany({ where: { key: { in: waiting.map((w) => w.key) } } });
      return topics.length > 0;
    },
    { maxWait: 10_000, timeout: SEND_TIMEOUT_MS },
  );
}

/** The topics of some emails, the most frequent first (its unsubscribe link is the one-click one). */
function topicsByCount(emails: Array<{ topic: EmailTopic }>): EmailTopic[] {
  const counts = new Map<EmailTopic, number>();
  for (const { topic } of emails) counts.set(topic, (counts.get(topic) ?? 0) + 1);
  return [...counts.entries()].toSorted((a, b) => b[1] - a[1]).map(([topic]) => topic);
}

/** One email as it is; several as one, each under its own heading, oldest first. */
export function batched(contents: EmailContent[]): EmailContent {
  if (contents.length === 1) return contents[0]!;
  const subject = `${contents.length} updates from Book Store`;
  const more = contents.length - BATCH_MAX;
  return {
    subject,
    heading: subject,
    paragraphs: [
      'These came close together, so they come in one email, oldest first.',
      ...(more > 0 ? [`The first ${BATCH_MAX} are below, and ${more} more are under the bell in the store.`] : []),
    ],
    sections: contents
      .slice(0, BATCH_MAX)
      .map(({ heading, paragraphs, items, action }) => ({ heading, paragraphs, ...(items && { items }), ...(action && { action }) })),
  };
}
