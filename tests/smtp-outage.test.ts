import net from 'node:net';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { addBook, addCategories } from './helpers/fixtures.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { mailTo, waitForMail } from './helpers/mailbox.ts';
import { freePort } from './helpers/server-process.ts';
import { runStoreJobs } from './helpers/store-jobs.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { until } from './helpers/until.ts';

// The mail server down under the store: its SMTP_URL names a port where nothing listens (connections
// are refused) until a relay to the run's mail catcher opens there, as a mail server coming back.
let port: number;
let relay: net.Server | undefined;
let t: TestApp;
let seller: Member;
let buyer: Member;

beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  [seller, buyer] = await Promise.all([member(t, 'seller', 'smtp-down-seller'), member(t, 'buyer', 'smtp-down-buyer')]);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => (relay ? relay.close(resolve) : resolve(undefined)));
});

/** The mail server back: each connection on `port` relayed to the mail catcher. */
async function smtpBack(): Promise<void> {
  const catcher = new URL(inject('smtpUrl'));
  relay = net.createServer((socket) => {
    const upstream = net.connect(Number(catcher.port), catcher.hostname);
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => relay!.listen(port, '127.0.0.1', resolve));
}

const emailJobs = async () =>
  await t.db.$queryRaw<Array<{ attempts: number; last_error: string | null }>>`
    SELECT attempts, last_error FROM graphile_worker.jobs WHERE task_identifier LIKE 'email:%'`;

it('a write that sends email succeeds while SMTP is down, and the email goes out once when it is back', async () => {
  const categoryId = (await addCategories(t.db, ['Mail Down']))[0]!.id;
  const bookId = await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'Sent Later' });
  const jobs = await runStoreJobs(t);
  try {
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/buyer-orders',
      headers: bearer(buyer.accessToken),
      payload: { bookPostingId: bookId, buyerPhone: '+8801711111111' },
    });
    expect(booked.statusCode).toBe(200);
    await until(async () => (await emailJobs()).some((job) => job.attempts > 0 && job.last_error !== null), 15_000, 'the email job failing on SMTP');
    expect(await mailTo(seller.email)).toEqual([]);

    await smtpBack();
    // The job's next try comes after the queue's growing delay: make it due now.
    await t.db.$executeRaw`UPDATE graphile_worker._private_jobs SET run_at = now()`;
    const [mail] = await waitForMail(seller.email);
    expect(mail!.subject).toBe('Someone booked your book');
    await until(async () => (await emailJobs()).length === 0, 15_000, 'the email jobs done');
  } finally {
    await jobs.stop();
  }
  expect((await mailTo(seller.email)).filter((m) => m.text.includes('“Sent Later”'))).toHaveLength(1);
});
