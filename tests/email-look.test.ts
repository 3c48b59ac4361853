import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../e2e/support/browser.ts';
import type { JobRunner } from '../server/jobs/job-runner.ts';
import { digestDay, emailAlertDigest, emailUnreadMessages } from '../server/services/email/notices.ts';
import { NOTICES } from '../server/services/email/topics.ts';
import { addBook, addCategories } from './helpers/fixtures.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { waitForMail } from './helpers/mailbox.ts';
import { runStoreJobs } from './helpers/store-jobs.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Every kind of email the store sends, as it arrives (caught by the run's mail catcher), opened in
 * Chromium: its headings and text show in the store's fonts and colours, which they do only when
 * each inline style attribute was read whole.
 */
let t: TestApp;
let jobs: JobRunner;
let browser: Browser;
let page: Page;
let seller: Member;
let categoryId: string;

beforeAll(async () => {
  // A few seconds to gather in, so the two events of the batched email go out together.
  t = await createTestApp({ EMAIL_BATCH_SECONDS: '3' });
  categoryId = (await addCategories(t.db, ['Fiction']))[0]!.id;
  seller = await member(t, 'seller', 'look-seller');
  jobs = await runStoreJobs(t);
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(async () => {
  await browser.close();
  await jobs.stop();
  await t.close();
});

const deps = () => ({ ...t.deps, log: t.app.log });
const put = (who: Member, url: string, payload: object) => t.app.inject({ method: 'PUT', url: `/api${url}`, headers: bearer(who.accessToken), payload });

/** The store's look, as the browser computes it (client/app/styles.css's teal, ink and muted grey). */
const INK = 'rgb(15, 45, 43)';
const DEEP_TEAL = 'rgb(0, 117, 110)';
const TEAL = 'rgb(0, 173, 164)';
const MUTED = 'rgb(80, 96, 94)';
const SERIF = /^Georgia, "Times New Roman", serif$/;
const SANS = /^-apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif$/;

type Look = { font: string; color: string; weight: string; size: string; background: string; edge: string };
/** What the page function needs of an element (this project's Node types have no DOM). */
type Styled = { ownerDocument: { defaultView: { getComputedStyle: (element: Styled) => Record<string, string> } } };
/** Each element's style, as the browser computed it. */
const looks = (selector: string) =>
  page.locator(selector).evaluateAll((elements: Styled[]) =>
    elements.map((element): Look => {
      const s = element.ownerDocument.defaultView.getComputedStyle(element);
      return { font: s.fontFamily!, color: s.color!, weight: s.fontWeight!, size: s.fontSize!, background: s.backgroundColor!, edge: s.borderLeftColor! };
    }),
  );

/** The parts of every email and how each must look; `optional` parts are in some emails only. */
const PARTS: Array<{ part: string; selector: string; look: Partial<Record<keyof Look, string | RegExp>>; optional?: boolean }> = [
  { part: 'brand', selector: 'td:has(> span)', look: { font: SERIF, color: INK, weight: '700', size: '22px' } },
  { part: "brand's second word", selector: 'td > span', look: { color: DEEP_TEAL } },
  { part: 'heading', selector: 'h1', look: { font: SERIF, color: INK, weight: '700', size: '22px' } },
  { part: 'section heading', selector: 'h2', look: { font: SERIF, color: INK, weight: '700', size: '18px' }, optional: true },
  { part: 'paragraph', selector: 'p:not(:has(a))', look: { font: SANS, color: INK, size: '16px' } },
  { part: 'quoted line', selector: 'td[style*="border-left"]', look: { font: SANS, color: INK, size: '15px', edge: TEAL }, optional: true },
  { part: 'action button', selector: 'p > a', look: { font: SANS, color: 'rgb(2, 43, 40)', weight: '700', background: TEAL }, optional: true },
  { part: 'footer', selector: 'td[style*="border-top"]', look: { font: SANS, color: MUTED, size: '13px' } },
  // An email the reader asked for (the verification link) has nothing to unsubscribe from.
  { part: 'footer link', selector: 'td[style*="border-top"] > a', look: { color: DEEP_TEAL }, optional: true },
];

/**
 * How long an email may take here: the dozen this test sends (one a reader) go out two at a time
 * (runStoreJobs' concurrency) after a 3 s batch window, beside the rest of the suite; under CI's
 * load one of them once took longer than 15 s.
 */
const ARRIVAL_MS = 60_000;

/** One email of each kind, each to a reader of its own, as caught; a batch of two events in one email; the verification link. */
async function everyKindOfEmail(): Promise<Array<{ kind: string; html: string }>> {
  const bookId = await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'The Look Book' });
  const notices = Object.entries(NOTICES).map(async ([kind, notice]) => {
    const reader = await member(t, 'buyer', `look-${kind}`);
    if (notice!.topic === 'alerts') await put(reader, '/me/email-settings', { alerts: 'instant' });
    await t.db.notification.create({ data: { userId: reader.userId, kind, message: `Something about “The Look Book” (${kind}).`, bookId } });
    return { kind, html: (await waitForMail(reader.email, 1, ARRIVAL_MS))[0]!.html };
  });
  const messages = (async () => {
    const [shop, asker] = await Promise.all([member(t, 'seller', 'look-messages'), member(t, 'buyer', 'look-asker')]);
    const asked = await addBook(t.db, { sellerId: shop.userId, categoryId, title: 'Asked About' });
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: bearer(asker.accessToken),
      payload: { bookId: asked, text: 'Is it "as new"?' },
    });
    await emailUnreadMessages(deps(), { userId: shop.userId, conversationId: opened.json<{ insertedId: string }>().insertedId });
    return { kind: 'messages', html: (await waitForMail(shop.email, 1, ARRIVAL_MS))[0]!.html };
  })();
  const digest = (async () => {
    const reader = await member(t, 'buyer', 'look-digest');
    await t.db.notification.create({ data: { userId: reader.userId, kind: 'price_drop', message: '“The Look Book” is cheaper now.', bookId } });
    await emailAlertDigest(deps(), { userId: reader.userId, day: digestDay(new Date()) });
    return { kind: 'alert digest', html: (await waitForMail(reader.email, 1, ARRIVAL_MS))[0]!.html };
  })();
  const batch = (async () => {
    const reader = await member(t, 'seller', 'look-batch');
    await t.db.notification.createMany({
      data: ['order_booked', 'order_cancelled'].map((kind) => ({ userId: reader.userId, kind, message: `Something about “The Look Book” (${kind}).`, bookId })),
    });
    const [mail] = await waitForMail(reader.email, 1, ARRIVAL_MS);
    expect(mail!.subject).toBe('2 updates from Book Store');
    return { kind: 'batch', html: mail!.html };
  })();
  const verification = (async () => {
    const reader = await member(t, 'buyer', 'look-verify', { verified: false });
    const asked = await t.app.inject({ method: 'POST', url: '/api/me/verification-email', headers: bearer(reader.accessToken), payload: {} });
    expect(asked.statusCode, asked.body).toBe(200);
    return { kind: 'verification', html: (await waitForMail(reader.email, 1, ARRIVAL_MS))[0]!.html };
  })();
  return Promise.all([...notices, messages, digest, batch, verification]);
}

describe('every kind of email, opened in a browser', () => {
  it("shows its brand, heading, text, quotes, button and footer in the store's fonts and colours", async () => {
    const emails = await everyKindOfEmail();
    expect(emails.map((e) => e.kind).toSorted()).toEqual([...Object.keys(NOTICES), 'messages', 'alert digest', 'batch', 'verification'].toSorted());
    for (const { kind, html } of emails) {
      await page.setContent(html);
      for (const { part, selector, look, optional } of PARTS) {
        const seen = await looks(selector);
        if (!optional) expect(seen.length, `${kind}: its ${part}`).toBeGreaterThan(0);
        for (const one of seen) {
          for (const [property, wanted] of Object.entries(look)) {
            const value = one[property as keyof Look];
            if (wanted instanceof RegExp) expect(value, `${kind}: ${part}'s ${property}`).toMatch(wanted);
            else expect(value, `${kind}: ${part}'s ${property}`).toBe(wanted);
          }
        }
      }
    }
  }, 90_000);
});
