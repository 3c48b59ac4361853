import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobRunner, type JobRunner } from '../server/jobs/job-runner.ts';
import { jobTasks } from '../server/jobs/tasks.ts';
import { emailAlertDigest, emailNotice, emailUnreadMessages, queueAlertDigests } from '../server/services/email/notices.ts';
import { ALERT_KINDS } from '../server/services/email/topics.ts';
import { addBook, addCategories } from './helpers/fixtures.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { header, mailTo, waitForMail } from './helpers/mailbox.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The store's email, into a real SMTP server (the run's mail catcher): who gets what, with which
 * subject and unsubscribe header; the topics a user turned off stay quiet; message emails are
 * batched; alerts come as a daily digest unless wanted at once.
 */
let t: TestApp;
let jobs: JobRunner;
let seller: Member;
let buyer: Member;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await addCategories(t.db, ['Fiction']))[0]!.id;
  [seller, buyer] = await Promise.all([member(t, 'seller'), member(t, 'buyer')]);
  const deps = { ...t.deps, log: t.app.log };
  jobs = await startJobRunner({ connectionString: t.databaseUrl, tasks: jobTasks(deps), crontab: '', concurrency: 2, log: () => undefined });
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
});

const deps = () => ({ ...t.deps, log: t.app.log });
const rest = async (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, who: Member | null, payload?: object) => {
  const res = await t.app.inject({ method, url: `/api${url}`, headers: who ? bearer(who.accessToken) : {}, ...(payload && { payload }) });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
};
const book = async (title: string) => {
  const bookId = await addBook(t.db, { sellerId: seller.userId, categoryId, title });
  const booked = await rest('POST', '/buyer-orders', buyer, { bookPostingId: bookId, buyerPhone: '+8801711111111' });
  expect(booked.status).toBe(200);
  return booked.body.insertedId as string;
};
const noticeOf = async (userId: string, orderId: string, kind: string) =>
  (await t.db.notification.findFirstOrThrow({ where: { userId, orderId, kind }, select: { id: true } })).id;

describe("an event's email", () => {
  it('reaches the party it concerns, through the job queue, with its subject, both bodies and a one-click unsubscribe', async () => {
    const orderId = await book('Mailed Book');
    const [mail] = await waitForMail(seller.email);
    expect(mail!.to).toEqual([seller.email]);
    expect(mail!.subject).toBe('Someone booked your book');
    expect(mail!.text).toContain('booked “Mailed Book”');
    expect(mail!.html).toContain('booked “Mailed Book”');
    expect(mail!.html).toContain(`${t.config.publicUrl}/dashboard/my-products`);
    const notice = await noticeOf(seller.userId, orderId, 'order_booked');
    expect(mail!.messageId).toBe(`<notice.${notice}@127.0.0.1>`);
    expect(header(await mail!.source(), 'List-Unsubscribe')).toMatch(new RegExp(`^<${t.config.publicUrl}/api/email/unsubscribe/one-click\\?token=[\\w.%-]+>`));
    expect(header(await mail!.source(), 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // The buyer's own booking is not news to them: no email.
    expect(await mailTo(buyer.email)).toEqual([]);
  });

  it('is sent once, however often its job runs', async () => {
    const orderId = await book('Once Only');
    await waitForMail(seller.email, 2);
    const notice = await noticeOf(seller.userId, orderId, 'order_booked');
    expect(await emailNotice(deps(), notice)).toBe(false);
    expect((await mailTo(seller.email)).filter((m) => m.text.includes('“Once Only”'))).toHaveLength(1);
  });
});

describe('choosing which emails come', () => {
  it('the one-click unsubscribe in the header turns the topic off, and no more of it is sent', async () => {
    const shop = await member(t, 'seller', 'unsubscribing');
    const first = await addBook(t.db, { sellerId: shop.userId, categoryId, title: 'First Booking' });
    await rest('POST', '/buyer-orders', buyer, { bookPostingId: first, buyerPhone: '+8801711111111' });
    const [mail] = await waitForMail(shop.email);
    const url = header(await mail!.source(), 'List-Unsubscribe')!.slice(1, -1);
    // What a mail client does (RFC 8058): a POST with a form body, no sign-in.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: url.replace(t.config.publicUrl, ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json()).toMatchObject({ topic: 'bookings', settings: { bookings: false, payments: true } });

    const second = await addBook(t.db, { sellerId: shop.userId, categoryId, title: 'Second Booking' });
    const orderId = (await rest('POST', '/buyer-orders', buyer, { bookPostingId: second, buyerPhone: '+8801711111111' })).body.insertedId as string;
    expect(await emailNotice(deps(), await noticeOf(shop.userId, orderId, 'order_booked'))).toBe(false);
    expect(await mailTo(shop.email)).toHaveLength(1);
  });

  it('the link in the body unsubscribes through POST /email/unsubscribe; a forged or cut token is refused', async () => {
    const shop = await member(t, 'seller', 'body-link');
    const bookId = await addBook(t.db, { sellerId: shop.userId, categoryId, title: 'Linked' });
    await rest('POST', '/buyer-orders', buyer, { bookPostingId: bookId, buyerPhone: '+8801711111111' });
    const [mail] = await waitForMail(shop.email);
    const token = decodeURIComponent(/\/unsubscribe\?token=([\w.%-]+)/.exec(mail!.text)![1]!);
    expect((await rest('POST', '/email/unsubscribe', null, { token: `${token.slice(0, -3)}abc` })).status).toBe(400);
    expect((await rest('POST', '/email/unsubscribe', null, { token: token.slice(0, 20) })).status).toBe(400);
    expect((await rest('POST', '/email/unsubscribe', null, { token })).body).toMatchObject({ topic: 'bookings', settings: { bookings: false } });
  });
});

describe('messages', () => {
  it('one email per conversation for a burst of unread messages, then at most one every 15 minutes; read ones are not sent', async () => {
    const shop = await member(t, 'seller', 'chatty');
    const bookId = await addBook(t.db, { sellerId: shop.userId, categoryId, title: 'Chatty Book' });
    const conversationId = (await rest('POST', '/conversations', buyer, { bookId, text: 'Is it still there?' })).body.insertedId as string;
    await rest('POST', `/conversations/${conversationId}/messages`, buyer, { text: 'And is the cover torn?' });
    // The notification's trigger put one job (per reader and conversation) in the queue, to run in a while.
    const pending = await t.db.$queryRaw<
      Array<{ n: number }>
    >`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key = ${`messages:${shop.userId}:${conversationId}`}`;
    expect(pending[0]!.n).toBe(1);

    const reader = { userId: shop.userId, conversationId };
    expect(await emailUnreadMessages(deps(), reader)).toBe(true);
    const [mail] = await waitForMail(shop.email);
    expect(mail!.subject).toMatch(/^New messages from .+ about “Chatty Book”$/);
    expect(mail!.text).toContain('And is the cover torn?');
    expect(mail!.text).toContain('Is it still there?');

    await rest('POST', `/conversations/${conversationId}/messages`, buyer, { text: 'Hello again' });
    expect(await emailUnreadMessages(deps(), reader)).toBe(false);
    expect(await emailUnreadMessages(deps(), reader, new Date(Date.now() + 16 * 60_000))).toBe(true);
    expect(await waitForMail(shop.email, 2)).toHaveLength(2);

    // Read before the next window: nothing to email.
    await rest('GET', `/conversations/${conversationId}/messages`, shop);
    expect(await emailUnreadMessages(deps(), reader, new Date(Date.now() + 40 * 60_000))).toBe(false);
  });
});

describe('alerts', () => {
  async function alert(user: Member, kind: 'price_drop' | 'back_in_stock', title: string) {
    const bookId = await addBook(t.db, { sellerId: seller.userId, categoryId, title });
    return (await t.db.notification.create({ data: { userId: user.userId, kind, message: `“${title}” is cheaper now.`, bookId }, select: { id: true } })).id;
  }

  it("wait for a daily digest by default: one email with all of the day's alerts, once", async () => {
    const reader = await member(t, 'buyer', 'digest-reader');
    const first = await alert(reader, 'price_drop', 'Digest One');
    await alert(reader, 'back_in_stock', 'Digest Two');
    expect(await emailNotice(deps(), first)).toBe(false);
    // The morning job queues one digest job per such user; the queue sends it.
    expect(await queueAlertDigests(t.deps)).toBeGreaterThanOrEqual(1);
    const [digest, ...more] = await waitForMail(reader.email);
    expect(await emailAlertDigest(deps(), { userId: reader.userId, day: new Date().toISOString().slice(0, 10) })).toBe(false);
    expect(more).toEqual([]);
    expect(await mailTo(reader.email)).toHaveLength(1);
    expect(digest!.subject).toBe('Your book alerts: 2 new');
    expect(digest!.text).toContain('“Digest One”');
    expect(digest!.text).toContain('“Digest Two”');
  });

  it('add an email job of their own only for users who want each alert at once (every alert kind)', async () => {
    const [daily, instant] = await Promise.all([member(t, 'buyer', 'kinds-daily'), member(t, 'buyer', 'kinds-instant')]);
    await rest('PUT', '/me/email-settings', instant, { alerts: 'instant' });
    // A notice's email is a job, then waits in the outbox for its person's batch, then is logged as sent.
    const noticeJobs = async (ids: string[]) => {
      const keys = ids.map((id) => `notice:${id}`);
      const [{ n }] = await t.db.$queryRaw<[{ n: number }]>`SELECT count(DISTINCT key)::int AS n FROM (
        SELECT key FROM email_log UNION ALL SELECT key FROM email_outbox UNION ALL SELECT key FROM graphile_worker.jobs
      ) AS found WHERE key = ANY(${keys}::text[])`;
      return n;
    };
    const created = async (user: Member) =>
      Promise.all(
        ALERT_KINDS.map(
          async (kind) => (await t.db.notification.create({ data: { userId: user.userId, kind, message: `A ${kind} alert.` }, select: { id: true } })).id,
        ),
      );
    expect(await noticeJobs(await created(daily))).toBe(0);
    expect(await noticeJobs(await created(instant))).toBe(ALERT_KINDS.length);
  });

  it('come one by one when the user wants them at once, and not at all when off', async () => {
    const eager = await member(t, 'buyer', 'eager');
    await rest('PUT', '/me/email-settings', eager, { alerts: 'instant' });
    await alert(eager, 'price_drop', 'Eager Book');
    const [mail] = await waitForMail(eager.email);
    expect(mail!.subject).toBe('A book you saved is cheaper now');
    expect(mail!.html).toMatch(/\/books\/[\w-]+/);

    const quiet = await member(t, 'buyer', 'quiet');
    await rest('PUT', '/me/email-settings', quiet, { alerts: 'off' });
    expect(await emailNotice(deps(), await alert(quiet, 'price_drop', 'Quiet Book'))).toBe(false);
    expect(await emailAlertDigest(deps(), { userId: quiet.userId, day: new Date().toISOString().slice(0, 10) })).toBe(false);
    expect(await mailTo(quiet.email)).toEqual([]);
  });
});
