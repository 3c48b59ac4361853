import type { EmailTopic } from '../../../shared/email-settings.ts';
import { randomUUID } from 'node:crypto';
import { SEND_TIMEOUT_MS } from '../../integrations/email/mailer.ts';
import { addJob } from '../../jobs/add-job.ts';
import { readerOf, sayTo, type Say } from '../../i18n/translate.ts';
import { deliver, recipientColumns, type EmailDeps, type Recipient } from './send.ts';
import { readEmailSettings, topicOn } from './settings.ts';
import type { EmailContent } from './templates.ts';

/** How many events one batched email spells out; it counts the rest (the bell lists them all). */
const BATCH_MAX = 50;
/** How long a send's claim on what it sends lasts: the longest an SMTP send may take, and a margin. */
const CLAIM_MS = SEND_TIMEOUT_MS + 10_000;

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

type Waiting = { key: string; topic: EmailTopic; content: EmailContent; created_at: Date; claimed_by: string | null; claimed_until: Date | null };
type SendOptions = {
  /** When the send happens (the batch window and the gap are measured to it). */
  now?: Date;
  /** The `email:send` job sending, whose claims are its own; a send outside a job claims under an id of its own. */
  jobId?: string;
};
type Claim = { by: string; keys: string[]; to: Recipient; topics: [EmailTopic, ...EmailTopic[]]; key: string; content: EmailContent; logged: Waiting[] };

/**
 * Job `email:send`: everything waiting for one person, as one email, once the batch window of the
 * oldest is over and EMAIL_GAP_MINUTES have passed since their last email (too soon: the job comes
 * back then). Topics turned off meanwhile are dropped. Answers whether it sent.
 *
 * No transaction stays open while SMTP talks: a short one claims the rows (for the job that sends,
 * until CLAIM_MS from now), the email goes out, and another logs it and removes them. Another job for
 * the same person that finds a claim comes back when it runs out instead of waiting. A claim made by
 * the very job now running is its own earlier attempt, cut short (a job runs in one place at a time:
 * its process was killed, and the job was given back): it is taken over at once, not waited out.
 */
export async function sendWaiting(deps: EmailDeps, userId: string, { now = new Date(), jobId }: SendOptions = {}): Promise<boolean> {
  const claim = await claimWaiting(deps, userId, now, jobId ? `job:${jobId}` : randomUUID());
  if (!claim) return false;
  try {
    await deliver(deps, { key: claim.key, to: claim.to, topics: claim.topics, content: claim.content });
  } catch (error) {
    // Given back at once, so that the job's retry need not wait for the claim to run out.
    await deps.db.emailOutbox.updateMany({ where: { key: { in: claim.keys }, claimedBy: claim.by }, data: { claimedBy: null, claimedUntil: null } });
    throw error;
  }
  await deps.db.$transaction(async (tx) => {
    await tx.emailLog.createMany({ data: claim.logged.map((w) => ({ key: w.key, userId, topic: w.topic, toEmail: claim.to.email })), skipDuplicates: true });
    await tx.emailOutbox.deleteMany({ where: { key: { in: claim.keys } } });
    // What came meanwhile had its send put off until this claim would run out: it may go now (its gap permitting).
    if ((await tx.emailOutbox.count({ where: { userId } })) > 0) await addJob(tx, 'email:send', { userId }, { jobKey: sendJobKey(userId) });
  });
  return true;
}

/** What of a person's waiting emails is due now, claimed for this send; null when nothing is (then the job is back when something will be). */
async function claimWaiting({ db, config }: EmailDeps, userId: string, now: Date, by: string): Promise<Claim | null> {
  return db.$transaction(async (tx) => {
    const waiting = await tx.$queryRaw<Waiting[]>`
      SELECT key, topic, content, created_at, claimed_by, claimed_until FROM email_outbox WHERE user_id = ${userId}::uuid ORDER BY created_at, key FOR UPDATE`;
    const first = waiting[0];
    if (!first) return null;
    // Another send is under way: after it, this one comes back (and counts the gap from its email).
    const claimedUntil = Math.max(...waiting.map((w) => (w.claimed_by === by ? 0 : (w.claimed_until?.getTime() ?? 0))));
    if (claimedUntil > Date.now()) {
      await addJob(tx, 'email:send', { userId }, { runAt: new Date(claimedUntil), jobKey: sendJobKey(userId) });
      return null;
    }
    const last = await tx.emailLog.aggregate({ where: { userId }, _max: { sentAt: true } });
    const due = Math.max(
      first.created_at.getTime() + config.EMAIL_BATCH_SECONDS * 1000,
      (last._max.sentAt?.getTime() ?? 0) + config.EMAIL_GAP_MINUTES * 60_000,
    );
    if (due > now.getTime()) {
      await addJob(tx, 'email:send', { userId }, { runAt: new Date(due), jobKey: sendJobKey(userId) });
      return null;
    }
    const user = await tx.user.findUnique({ where: { id: userId }, select: { ...recipientColumns, emailSettings: true } });
    const settings = readEmailSettings(user?.emailSettings);
    const wanted = user ? waiting.filter((w) => topicOn(settings, w.topic)) : [];
    const topics = topicsByCount(wanted);
    const unwanted = waiting.filter((w) => !wanted.includes(w));
    if (unwanted.length > 0) await tx.emailOutbox.deleteMany({ where: { key: { in: unwanted.map((w) => w.key) } } });
    if (!user || !isNonEmpty(topics)) return null;
    const keys = wanted.map((w) => w.key);
    await tx.emailOutbox.updateMany({ where: { key: { in: keys } }, data: { claimedBy: by, claimedUntil: new Date(Date.now() + CLAIM_MS) } });
    const key = wanted.length === 1 ? first.key : `batch:${wanted[0]!.key}`;
    const contents = wanted.map((w) => w.content);
    const content = batched(contents, sayTo(readerOf(user)));
    return { by, keys, to: user, topics, key, content, logged: wanted };
  });
}

const isNonEmpty = <T>(list: T[]): list is [T, ...T[]] => list.length > 0;

/** The topics of some emails, the most frequent first (its unsubscribe link is the one-click one). */
function topicsByCount(emails: Array<{ topic: EmailTopic }>): EmailTopic[] {
  const counts = new Map<EmailTopic, number>();
  for (const { topic } of emails) counts.set(topic, (counts.get(topic) ?? 0) + 1);
  return [...counts.entries()].toSorted((a, b) => b[1] - a[1]).map(([topic]) => topic);
}

/**
 * One email as it is; several as one, each under its own heading, oldest first, said in the
 * recipient's language (each was queued in it).
 */
export function batched(contents: EmailContent[], say: Say): EmailContent {
  if (contents.length === 1) return contents[0]!;
  const subject = say('emails.batch.subject', { count: contents.length });
  const more = contents.length - BATCH_MAX;
  return {
    subject,
    heading: subject,
    paragraphs: [say('emails.batch.intro'), ...(more > 0 ? [say('emails.batch.more', { shown: BATCH_MAX, more })] : [])],
    sections: contents
      .slice(0, BATCH_MAX)
      .map(({ heading, paragraphs, items, action }) => ({ heading, paragraphs, ...(items && { items }), ...(action && { action }) })),
  };
}
