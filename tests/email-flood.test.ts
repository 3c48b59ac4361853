import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../server/config.ts';
import type { JobRunner } from '../server/jobs/job-runner.ts';
import { sendWaiting } from '../server/services/email/outbox.ts';
import { addBook, addCategories } from './helpers/fixtures.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { mailTo, waitForMail } from './helpers/mailbox.ts';
import { runStoreJobs } from './helpers/store-jobs.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { until } from './helpers/until.ts';

/**
 * Floods on purpose, as an attacker did (ten bookings cancelled in seconds, fifteen books asked
 * about at once), and counts the email that reaches the mail catcher: one email per person per
 * burst, naming every event; the next waits EMAIL_GAP_MINUTES; and a copy its buyer just cancelled
 * cannot be booked again until REBOOK_COOLDOWN_MINUTES have passed. The limits are the defaults,
 * but for a batch window of 15 s instead of 60 (the test waits it out; each burst takes a second
 * or two).
 */
const DEFAULTS = loadConfig({});
let t: TestApp;
let jobs: JobRunner;
let buyer: Member;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp({
    EMAIL_BATCH_SECONDS: '15',
    EMAIL_GAP_MINUTES: String(DEFAULTS.EMAIL_GAP_MINUTES),
    REBOOK_COOLDOWN_MINUTES: String(DEFAULTS.REBOOK_COOLDOWN_MINUTES),
  });
  categoryId = (await addCategories(t.db, ['Fiction']))[0]!.id;
  buyer = await member(t, 'buyer', 'flooder');
  jobs = await runStoreJobs(t);
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
});

const call = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url: `/api${url}`, headers: bearer(buyer.accessToken), ...(payload && { payload }) });
  return { status: res.statusCode, body: res.json<{ insertedId?: string; message?: string }>() };
};
const book = (bookId: string) => call('POST', '/buyer-orders', { bookPostingId: bookId, buyerPhone: '+8801711111111' });
const cancel = (orderId: string) => call('PATCH', `/buyer-orders/cancel/${orderId}`);

/** Waits until nothing is left to send to `who`: no email waits in the outbox, and no email job is due. */
async function untilQuiet(who: Member) {
  await until(
    async () => {
      const [{ waiting, due }] = await t.db.$queryRaw<[{ waiting: number; due: number }]>`
        SELECT (SELECT count(*)::int FROM email_outbox WHERE user_id = ${who.userId}::uuid) AS waiting,
               (SELECT count(*)::int FROM graphile_worker.jobs WHERE task_identifier LIKE 'email:%' AND run_at <= now()) AS due`;
      return waiting === 0 && due === 0;
    },
    30_000,
    `nothing left to email ${who.email}`,
    200,
  );
}

describe('a burst of events to one person', () => {
  it('is gathered for a minute, and a person gets at most one email every 10 minutes, by default', () => {
    expect(DEFAULTS).toMatchObject({ EMAIL_BATCH_SECONDS: 60, EMAIL_GAP_MINUTES: 10, REBOOK_COOLDOWN_MINUTES: 5 });
  });

  it('ten bookings booked and cancelled in seconds: the seller gets one email naming all twenty events', async () => {
    const seller = await member(t, 'seller', 'flooded-seller');
    const titles = Array.from({ length: 10 }, (_, i) => `Flood Copy ${i}`);
    const bookIds = await Promise.all(titles.map((title) => addBook(t.db, { sellerId: seller.userId, categoryId, title })));
    for (const bookId of bookIds) {
      const booked = await book(bookId);
      expect(booked.status, JSON.stringify(booked.body)).toBe(200);
      expect((await cancel(booked.body.insertedId!)).status).toBe(200);
    }

    const [mail] = await waitForMail(seller.email, 1, 60_000);
    await untilQuiet(seller);
    expect(await mailTo(seller.email)).toHaveLength(1);
    expect(mail!.subject).toBe('20 updates from Book Store');
    for (const title of titles) {
      expect(mail!.text).toContain(`booked “${title}”`);
      expect(mail!.text).toContain(`The booking of “${title}” was cancelled: Cancelled by the buyer.`);
    }
    expect(mail!.text).toContain('Unsubscribe from bookings');
    expect(mail!.text).toContain('Unsubscribe from cancellations');
    expect(await t.db.emailLog.count({ where: { userId: seller.userId } })).toBe(20);

    // The next event waits for the gap since that email: its send puts itself off until 10 minutes after it.
    const sent = (await t.db.emailLog.findFirstOrThrow({ where: { userId: seller.userId }, select: { sentAt: true } })).sentAt;
    const later = await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'After The Flood' });
    expect((await book(later)).status).toBe(200);
    await until(async () => (await t.db.emailOutbox.count({ where: { userId: seller.userId } })) === 1, 20_000, 'the next email queued', 100);
    expect(await sendWaiting(t.deps, seller.userId)).toBe(false);
    const [next] = await t.db.$queryRaw<Array<{ run_at: Date }>>`SELECT run_at FROM graphile_worker.jobs WHERE key = ${`email:${seller.userId}`}`;
    expect(next!.run_at.getTime()).toBeGreaterThanOrEqual(sent.getTime() + 10 * 60_000);
    expect(await t.db.emailOutbox.count({ where: { userId: seller.userId } })).toBe(1);
    expect(await mailTo(seller.email)).toHaveLength(1);
  }, 120_000);

  it('fifteen of one seller’s books asked about at once: the seller gets one email quoting all fifteen', async () => {
    const seller = await member(t, 'seller', 'asked-seller');
    const titles = Array.from({ length: 15 }, (_, i) => `Asked Copy ${i}`);
    const bookIds = await Promise.all(titles.map((title) => addBook(t.db, { sellerId: seller.userId, categoryId, title })));
    for (const [i, bookId] of bookIds.entries()) {
      expect((await call('POST', '/conversations', { bookId, text: `Question ${i}: is it still there?` })).status).toBe(200);
    }
    // Each conversation's email job waits two minutes for the reader (the notification trigger's delay): those minutes pass.
    await t.db.$executeRaw`SELECT graphile_worker.reschedule_jobs(array_agg(id), run_at := now())
      FROM graphile_worker.jobs WHERE task_identifier = 'email:messages' AND key LIKE ${`messages:${seller.userId}:%`}`;

    const [mail] = await waitForMail(seller.email, 1, 60_000);
    await untilQuiet(seller);
    expect(await mailTo(seller.email)).toHaveLength(1);
    expect(mail!.subject).toBe('15 updates from Book Store');
    for (const [i, title] of titles.entries()) {
      expect(mail!.text).toContain(`about “${title}”`);
      expect(mail!.text).toContain(`Question ${i}: is it still there?`);
    }
  }, 120_000);
});

describe('messages read while their email waits', () => {
  it('are not emailed: reading the conversation drops the waiting email', async () => {
    const seller = await member(t, 'seller', 'reading-seller');
    const bookId = await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'Read In Time' });
    const conversationId = (await call('POST', '/conversations', { bookId, text: 'Is it signed?' })).body.insertedId!;
    await t.db.$executeRaw`SELECT graphile_worker.reschedule_jobs(array_agg(id), run_at := now())
      FROM graphile_worker.jobs WHERE key = ${`messages:${seller.userId}:${conversationId}`}`;
    await until(async () => (await t.db.emailOutbox.count({ where: { userId: seller.userId } })) === 1, 20_000, 'the email queued', 100);

    const read = await t.app.inject({ method: 'GET', url: `/api/conversations/${conversationId}/messages`, headers: bearer(seller.accessToken) });
    expect(read.statusCode).toBe(200);
    expect(await t.db.emailOutbox.count({ where: { userId: seller.userId } })).toBe(0);
    expect(await sendWaiting(t.deps, seller.userId, { now: new Date(Date.now() + 60_000) })).toBe(false);
    expect(await mailTo(seller.email)).toEqual([]);
  });
});

describe('booking a copy again right after cancelling it', () => {
  it('waits REBOOK_COOLDOWN_MINUTES (a 429 saying when): of ten tries in a row one books, and the seller hears of it and its cancellation in one email', async () => {
    const seller = await member(t, 'seller', 'rebooked-seller');
    const bookId = await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'Booked Again And Again' });
    const first = await book(bookId);
    expect(first.status).toBe(200);
    const cancelledAt = Date.now();
    expect((await cancel(first.body.insertedId!)).status).toBe(200);
    for (let attempt = 0; attempt < 9; attempt++) {
      const again = await book(bookId);
      expect(again.status).toBe(429);
      expect(again.body.message).toMatch(/^You cancelled your booking of this copy a moment ago: you can book it again in 5 minutes, at \d\d:\d\d UTC\.$/);
    }
    const at = /at (\d\d:\d\d) UTC/.exec((await book(bookId)).body.message!)![1]!;
    expect([cancelledAt, cancelledAt + 60_000].map((ms) => new Date(ms + 5 * 60_000).toISOString().slice(11, 16))).toContain(at);

    const [mail] = await waitForMail(seller.email, 1, 60_000);
    await untilQuiet(seller);
    expect(await mailTo(seller.email)).toHaveLength(1);
    expect(mail!.subject).toBe('2 updates from Book Store');
    expect(mail!.text.match(/booked “Booked Again And Again”/g)).toHaveLength(1);
    expect(mail!.text.match(/The booking of “Booked Again And Again” was cancelled/g)).toHaveLength(1);

    // Another buyer is not held back, and neither is this one once the cooldown is over.
    const other = await member(t, 'buyer', 'other-buyer');
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/buyer-orders',
      headers: bearer(other.accessToken),
      payload: { bookPostingId: bookId, buyerPhone: '+8801722222222' },
    });
    expect(theirs.statusCode).toBe(200);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/buyer-orders/cancel/${theirs.json<{ insertedId: string }>().insertedId}`,
      headers: bearer(other.accessToken),
    });
    await t.db.order.updateMany({ where: { buyerId: buyer.userId, bookId }, data: { cancelledAt: new Date(Date.now() - 5 * 60_000 - 1000) } });
    expect((await book(bookId)).status).toBe(200);
  }, 120_000);
});
