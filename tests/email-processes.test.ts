import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addBook } from './helpers/fixtures.ts';
import { memberOverHttp, type Member } from './helpers/identities.ts';
import { mailTo } from './helpers/mailbox.ts';
import { stallingSmtpServer } from './helpers/stalling-smtp.ts';
import { callJson, killStores, type StoreProcess } from './helpers/server-process.ts';
import { storesOnFreshDatabase } from './helpers/store-processes.ts';

/**
 * Email from server processes as they run in production: with two of them on one database each
 * event's email goes out once; and a process killed in the middle of a send leaves its email to be
 * delivered once, by the next process, after the restart.
 */
const processes = storesOnFreshDatabase({ APP_TOKEN_SECRET: randomBytes(32).toString('base64url') });
const start = (env: Record<string, string> = {}) => processes.start(env);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function bookCopies(store: StoreProcess, buyer: Member, seller: Member, titles: string[]) {
  for (const title of titles) {
    const bookId = await addBook(processes.database.db, { sellerId: seller.userId, categoryId: processes.categoryId, title });
    const answer = await callJson(store.url, 'POST', '/api/buyer-orders', {
      token: buyer.accessToken,
      body: { bookPostingId: bookId, buyerPhone: '+8801744444444' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
}

describe('two server processes on one database', () => {
  it("send each event's email exactly once, whichever process takes its job", async () => {
    const [a, b] = await Promise.all([start(), start()]);
    try {
      // A buyer holds at most 5 unpaid bookings: two buyers, one through each process.
      const [seller, first, second] = await Promise.all([
        memberOverHttp(a.url, 'seller', 'mail-proc-seller', b.url),
        memberOverHttp(b.url, 'buyer', 'mail-proc-buyer1', a.url),
        memberOverHttp(a.url, 'buyer', 'mail-proc-buyer2', b.url),
      ]);
      const titles = Array.from({ length: 10 }, (_, i) => `Twice Served ${i}`);
      await Promise.all([bookCopies(a, first, seller, titles.slice(0, 5)), bookCopies(b, second, seller, titles.slice(5))]);

      const notices = await processes.database.db.notification.findMany({ where: { userId: seller.userId, kind: 'order_booked' }, select: { id: true } });
      expect(notices).toHaveLength(10);
      const named = async () => (await mailTo(seller.email)).flatMap((m) => [...m.text.matchAll(/booked “(Twice Served \d)”/g)].map((match) => match[1]));
      const deadline = Date.now() + 20_000;
      while ((await named()).length < 10 && Date.now() < deadline) await sleep(200);
      await processes.untilNoEmailLeftToSend();
      // However the events fell into emails (one to one, or several in one), each is in exactly one.
      expect((await named()).toSorted()).toEqual(titles.toSorted());
      const logged = await processes.database.db.emailLog.findMany({ where: { userId: seller.userId }, select: { key: true } });
      expect(logged.map((l) => l.key).toSorted()).toEqual(notices.map((n) => `notice:${n.id}`).toSorted());
      const mail = await mailTo(seller.email);
      expect(new Set(mail.map((m) => m.messageId)).size).toBe(mail.length);
    } finally {
      // The next test's store must be the only one taking jobs from this database.
      await killStores([a, b]);
    }
  }, 120_000);
});

describe('a process killed while it sends an email', () => {
  it('leaves the email to the next process, which delivers it once after the restart', async () => {
    const smtp = await stallingSmtpServer();
    try {
      const first = await start({ SMTP_URL: smtp.url });
      const [seller, buyer] = await Promise.all([memberOverHttp(first.url, 'seller', 'killed-seller'), memberOverHttp(first.url, 'buyer', 'killed-buyer')]);
      await bookCopies(first, buyer, seller, ['Killed Mid-Send']);
      const notice = await processes.database.db.notification.findFirstOrThrow({
        where: { userId: seller.userId, kind: 'order_booked' },
        select: { id: true },
      });
      await smtp.stalled;
      await first.stop('SIGKILL');
      expect(smtp.delivered).toEqual([]);

      smtp.answer();
      await start({ SMTP_URL: smtp.url });
      const deadline = Date.now() + 60_000;
      while (smtp.delivered.length === 0 && Date.now() < deadline) await sleep(250);
      await processes.untilNoEmailLeftToSend();
      expect(smtp.delivered).toEqual([{ messageId: `<notice.${notice.id}@127.0.0.1>`, to: seller.email }]);
      expect(await processes.database.db.emailLog.count({ where: { key: `notice:${notice.id}` } })).toBe(1);
    } finally {
      await killStores(processes.stores);
      await smtp.close();
    }
  }, 150_000);
});
