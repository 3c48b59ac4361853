import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueEmail, sendWaiting } from '../server/services/email/outbox.ts';
import { member, type Member } from './helpers/identities.ts';
import { stallingSmtpServer } from './helpers/stalling-smtp.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * An email's send claims what it sends for a short while instead of holding a transaction open
 * through the SMTP conversation: a slow mail server holds up nobody else's work on the database.
 */
let smtp: Awaited<ReturnType<typeof stallingSmtpServer>>;
let t: TestApp;
let seller: Member;
beforeAll(async () => {
  smtp = await stallingSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  seller = await member(t, 'seller', 'claims-seller');
});
afterAll(async () => {
  smtp.release();
  await t.close();
  await smtp.close();
});

const waitingEmail = (key: string) =>
  queueEmail(t.deps, {
    key,
    userId: seller.userId,
    topic: 'bookings',
    content: { subject: `About ${key}`, heading: `About ${key}`, paragraphs: ['Someone booked a book of yours.'] },
  });

/** Touches the seller's waiting emails, as reading a conversation does (it drops its email), giving up after a second of waiting for a lock. */
const touchWaiting = () =>
  t.db.$transaction(async (tx) => {
    await tx.$executeRaw`SET LOCAL lock_timeout = '1s'`;
    return tx.$executeRaw`UPDATE email_outbox SET topic = topic WHERE user_id = ${seller.userId}::uuid`;
  });

describe('an email while the mail server is slow to answer', () => {
  it('locks nothing: the waiting email can be changed, and a second send for the person comes back when the first is over', async () => {
    expect(await waitingEmail('claims:slow')).toBe(true);
    const sending = sendWaiting(t.deps, seller.userId);
    await smtp.stalled;

    expect(await touchWaiting()).toBe(1);
    const started = Date.now();
    expect(await sendWaiting(t.deps, seller.userId)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
    const [again] = await t.db.$queryRaw<Array<{ run_at: Date }>>`SELECT run_at FROM graphile_worker.jobs WHERE key = ${`email:${seller.userId}`}`;
    expect(again!.run_at.getTime()).toBeGreaterThan(Date.now() + 20_000);

    smtp.release();
    expect(await sending).toBe(true);
    expect(smtp.delivered.map((m) => m.messageId)).toEqual([expect.stringMatching(/^<claims\.slow@/)]);
    expect(await t.db.emailOutbox.count({ where: { userId: seller.userId } })).toBe(0);
    expect(await t.db.emailLog.count({ where: { userId: seller.userId, key: 'claims:slow' } })).toBe(1);
  });

  it('takes over the emails of a send whose claim ran out (its process died), and sends them once', async () => {
    smtp.answer();
    expect(await waitingEmail('claims:orphaned')).toBe(true);
    await t.db.emailOutbox.update({ where: { key: 'claims:orphaned' }, data: { claimedBy: 'job:41', claimedUntil: new Date(Date.now() - 1000) } });
    expect(await sendWaiting(t.deps, seller.userId)).toBe(true);
    expect(await sendWaiting(t.deps, seller.userId)).toBe(false);
    expect(smtp.delivered.filter((m) => m.messageId.startsWith('<claims.orphaned@'))).toHaveLength(1);
  });

  it('lets the job that claimed an email send it at once when it runs again (its process was killed mid-send), and no other job', async () => {
    smtp.answer();
    expect(await waitingEmail('claims:killed')).toBe(true);
    await t.db.emailOutbox.update({ where: { key: 'claims:killed' }, data: { claimedBy: 'job:42', claimedUntil: new Date(Date.now() + 40_000) } });

    expect(await sendWaiting(t.deps, seller.userId, { jobId: '43' })).toBe(false);
    expect(await sendWaiting(t.deps, seller.userId)).toBe(false);
    expect(smtp.delivered.filter((m) => m.messageId.startsWith('<claims.killed@'))).toEqual([]);

    expect(await sendWaiting(t.deps, seller.userId, { jobId: '42' })).toBe(true);
    expect(smtp.delivered.filter((m) => m.messageId.startsWith('<claims.killed@'))).toHaveLength(1);
    expect(await t.db.emailOutbox.count({ where: { userId: seller.userId } })).toBe(0);
  });
});
