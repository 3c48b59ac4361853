import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRunner } from '../server/jobs/job-runner.ts';
import { digestDay, emailAlertDigest, emailUnreadMessages } from '../server/services/email/notices.ts';
import { whatValues } from '../server/services/checkouts.ts';
import { notify } from '../server/services/notifications.ts';
import type { Notification } from '../shared/notifications.ts';
import { addBook } from './helpers/fixtures.ts';
import { browserSubscription, readPush, startFakePushService, type BrowserSubscription, type FakePushService } from './helpers/fake-push-service.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { mailTo, waitForMail } from './helpers/mailbox.ts';
import { appWith } from './helpers/shop.ts';
import { runStoreJobs } from './helpers/store-jobs.ts';
import type { TestApp } from './helpers/test-app.ts';
import { until } from './helpers/until.ts';

/**
 * What the server writes to a person is in their language (docs/languages.md): a notification's
 * email (subject, words, button, footer), its push, the batch, the digest, the unread-messages and
 * the verification email, with amounts in the reader's digits. An account that chose no language
 * reads the store's English as before, and the API's `message` stays English for everyone.
 */
let pushService: FakePushService;
let t: TestApp;
let jobs: JobRunner;
let buyer: Member;
let categoryId: string;

beforeAll(async () => {
  pushService = await startFakePushService();
  // Emails wait 2 s for others to the same person, as in production (a minute there): a burst is one email.
  ({ t, buyer, categoryId } = await appWith(['buyer'], { settings: { PUSH_SERVICE_ORIGINS: pushService.url, EMAIL_BATCH_SECONDS: '2' } }));
  jobs = await runStoreJobs(t);
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
  await pushService.close();
});

const deps = () => ({ ...t.deps, log: t.app.log });
const rest = async (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, who: Member, payload?: object) => {
  const res = await t.app.inject({ method, url: `/api${url}`, headers: bearer(who.accessToken), ...(payload && { payload }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<unknown>();
};
/** A new account that reads the store in `language` (none: it never chose one). */
const reader = async (role: 'buyer' | 'seller', label: string, language?: { language: 'en' | 'bn'; banglaDigits?: boolean }, options = {}) => {
  const who = await member(t, role, label, options);
  if (language) await rest('PATCH', '/me', who, language);
  return who;
};
const device = async (who: Member): Promise<BrowserSubscription> => {
  const subscription = browserSubscription(pushService.url);
  await rest('POST', '/me/push-subscriptions', who, { endpoint: subscription.endpoint, keys: subscription.keys, label: 'Phone' });
  return subscription;
};
const firstPush = async (subscription: BrowserSubscription) => {
  await until(() => Promise.resolve(pushService.to(subscription.endpoint).length > 0), 10_000, `a push to ${subscription.endpoint}`);
  return (await readPush(subscription, pushService.to(subscription.endpoint)[0]!)).payload;
};
/** The buyer offers 1,250 for a copy listed at 1,350 (BDT): what its seller is told. */
const offerTo = async (seller: Member, title: string) => {
  const bookId = await addBook(t.db, { sellerId: seller.userId, categoryId, title, priceMinor: 135_000 });
  await rest('POST', '/offers', buyer, { bookId, price: '1250', buyerPhone: '+8801700000001' });
};

describe('an offer on a seller’s book', () => {
  it('is emailed and pushed to a Bangla reader in Bangla, the amounts in Bangla digits', async () => {
    const seller = await reader('seller', 'bn-shop', { language: 'bn' });
    const phone = await device(seller);
    await offerTo(seller, 'Pather Panchali');
    const words =
      'buyer person “Pather Panchali”-এর জন্য ১,২৫০৳ অফার করেছেন (লিস্টিংয়ের দাম ১,৩৫০৳): ৪৮ ঘণ্টার মধ্যে অফারটি গ্রহণ বা প্রত্যাখ্যান করুন, অথবা পাল্টা অফার দিন।';

    const [mail] = await waitForMail(seller.email);
    expect(mail!.subject).toBe('আপনার বুকে একটি অফার এসেছে');
    expect(mail!.text).toContain(words);
    expect(mail!.text).toMatch(/^কথোপকথনটি খুলুন: http/m);
    expect(mail!.text).toContain('আপনার বুক স্টোর সেটিংসে অফার ইমেইল চালু আছে, তাই আপনি এই ইমেইলটি পাচ্ছেন।');
    expect(mail!.text).toMatch(/^অফার ইমেইল বন্ধ করুন: http/m);
    expect(mail!.html).toContain('<html lang="bn">');
    expect(mail!.html).toContain('বুক <span');

    expect(await firstPush(phone)).toMatchObject({ title: 'আপনার বুকে একটি অফার এসেছে', body: words });

    // The API keeps its English message; the key and values let the web app write it in Bangla itself.
    const [notice] = (await rest('GET', '/notifications', seller)) as Notification[];
    expect(notice).toMatchObject({
      kind: 'offer_made',
      message: 'buyer person offered BDT\u00a01,250 for “Pather Panchali” (listed at BDT\u00a01,350): accept, decline or counter it within 48 hours.',
      key: 'offerMade',
      values: {
        name: 'buyer person',
        amount: { minor: 125_000, currency: 'BDT' },
        titles: ['Pather Panchali'],
        bundle: 'no',
        listed: { minor: 135_000, currency: 'BDT' },
        hours: 48,
      },
    });
  });

  it('is in Bangla with 0-9 digits for a Bangla reader who chose them', async () => {
    const seller = await reader('seller', 'bn-latin-shop', { language: 'bn', banglaDigits: false });
    const phone = await device(seller);
    await offerTo(seller, 'Gitanjali');
    const words = 'buyer person “Gitanjali”-এর জন্য 1,250৳ অফার করেছেন (লিস্টিংয়ের দাম 1,350৳): 48 ঘণ্টার মধ্যে অফারটি গ্রহণ বা প্রত্যাখ্যান করুন, অথবা পাল্টা অফার দিন।';
    expect((await waitForMail(seller.email))[0]!.text).toContain(words);
    expect((await firstPush(phone)).body).toBe(words);
  });

  it('is in English, as before, for an account that chose no language', async () => {
    const seller = await reader('seller', 'en-shop');
    const phone = await device(seller);
    await offerTo(seller, 'Debi Chaudhurani');
    const words = 'buyer person offered BDT\u00a01,250 for “Debi Chaudhurani” (listed at BDT\u00a01,350): accept, decline or counter it within 48 hours.';
    const [mail] = await waitForMail(seller.email);
    expect(mail!.subject).toBe('An offer on your book');
    expect(mail!.text).toContain(words);
    expect(mail!.text).toMatch(/^Open the conversation: http/m);
    expect(mail!.text).toContain('You get this email because offers emails are on in your Book Store settings.');
    expect(mail!.html).toContain('<html lang="en">');
    expect(await firstPush(phone)).toMatchObject({ title: 'An offer on your book', body: words });
  });
});

describe('the other emails of a Bangla reader', () => {
  it('a batch of events is one Bangla email, a bundle named in Bangla', async () => {
    const seller = await reader('seller', 'bn-batch', { language: 'bn' });
    // A burst of events: both wait in the outbox for one email.
    await notify(t.db, [
      { userId: seller.userId, kind: 'order_booked', key: 'orderBooked', values: { name: 'Rina', email: 'rina@example.com', title: 'Aranyak' } },
      { userId: seller.userId, kind: 'order_cancelled', key: 'bookingCancelled.byBuyer', values: whatValues(['Aranyak', 'Kapalkundala']) },
    ]);
    const [mail] = await waitForMail(seller.email);
    expect(mail!.subject).toBe('বুক স্টোর থেকে ২টি আপডেট');
    expect(mail!.text).toContain('Rina (rina@example.com) “Aranyak” বুক করেছেন।');
    expect(mail!.text).toContain('“Aranyak” এবং “Kapalkundala” বান্ডেলটির বুকিং বাতিল হয়েছে: ক্রেতা বাতিল করেছেন।');
    // Both events have one moment (one notify), so either topic may be named first.
    expect(mail!.text).toMatch(/আপনার বুক স্টোর সেটিংসে (বুকিং এবং বাতিল বুকিং|বাতিল বুকিং এবং বুকিং) ইমেইল চালু আছে, তাই আপনি এই ইমেইলটি পাচ্ছেন।/);
  });

  it('the alert digest is in Bangla; an alert stored before the keys keeps its English words', async () => {
    const saver = await reader('buyer', 'bn-digest', { language: 'bn' });
    const bookId = await addBook(t.db, { sellerId: buyer.userId, categoryId, title: 'Chokher Bali' });
    const price = (minor: number) => ({ minor, currency: 'BDT' });
    await notify(t.db, [
      { userId: saver.userId, kind: 'price_drop', key: 'priceDrop', values: { title: 'Chokher Bali', price: price(30_000), was: price(35_050) }, bookId },
    ]);
    await t.db.notification.create({
      data: { userId: saver.userId, kind: 'back_in_stock', message: '“Chokher Bali”, which you saved, can be booked again.', bookId },
    });
    expect(await emailAlertDigest(deps(), { userId: saver.userId, day: digestDay(new Date()) })).toBe(true);
    const [mail] = await waitForMail(saver.email);
    expect(mail!.subject).toBe('আপনার বুক অ্যালার্ট: ২টি নতুন');
    expect(mail!.text).toContain('> আপনার সেভ করা “Chokher Bali”-এর দাম এখন ৩০০৳ (আগে ছিল ৩৫০.৫০৳)।');
    expect(mail!.text).toContain('> “Chokher Bali”, which you saved, can be booked again.');
    expect(mail!.text).toMatch(/^আপনার উইশলিস্ট খুলুন: http/m);
  });

  it('the email of unread messages is in Bangla, the messages as they were written', async () => {
    const seller = await reader('seller', 'bn-chat', { language: 'bn' });
    const bookId = await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'Lalsalu' });
    const conversationId = ((await rest('POST', '/conversations', buyer, { bookId, text: 'Is it still there?' })) as { insertedId: string }).insertedId;
    await rest('POST', `/conversations/${conversationId}/messages`, buyer, { text: 'And is the cover torn?' });
    await emailUnreadMessages(deps(), { userId: seller.userId, conversationId });
    const mail = (await waitForMail(seller.email)).find((m) => m.subject.startsWith('“Lalsalu”'));
    expect(mail!.subject).toBe('“Lalsalu” নিয়ে buyer person-এর নতুন মেসেজ');
    expect(mail!.text).toContain('buyer person আপনাকে “Lalsalu” নিয়ে লিখেছেন, সবচেয়ে নতুনটি প্রথমে:');
    expect(mail!.text).toContain('> And is the cover torn?');
    expect(mail!.text).toMatch(/^উত্তর দিন: http/m);
  });

  it('an offer’s step among the unread messages is told in Bangla; the conversation names the step for the web app', async () => {
    const seller = await reader('seller', 'bn-offer-chat', { language: 'bn' });
    await offerTo(seller, 'Padma Nadir Majhi');
    const [conversation] = (await rest('GET', '/conversations', seller)) as Array<{ _id: string; lastMessage: string; lastOffer: unknown }>;
    expect(conversation!.lastMessage).toMatch(/^Offered BDT\s1,250 for “Padma Nadir Majhi”/);
    expect(conversation!.lastOffer).toEqual({ step: 'offered', amountMinor: 125_000 });
    await emailUnreadMessages(deps(), { userId: seller.userId, conversationId: conversation!._id });
    // Alone, or batched with the offer's own notification (two updates in one email).
    const told = async () => (await mailTo(seller.email)).some((m) => m.text.includes('> ১,২৫০৳ অফার করেছেন।'));
    await until(told, 15_000, 'the offer’s step in Bangla');
    expect((await mailTo(seller.email)).filter((m) => m.text.includes('Offered'))).toEqual([]);
  });

  it('the verification email is in Bangla', async () => {
    const newcomer = await reader('buyer', 'bn-verify', { language: 'bn' }, { verified: false });
    await rest('POST', '/me/verification-email', newcomer, {});
    const [mail] = await waitForMail(newcomer.email);
    expect(mail!.subject).toBe('বুক স্টোরের জন্য আপনার ইমেইল ঠিকানা যাচাই করুন');
    expect(mail!.text).toContain(`হ্যালো bn-verify person, ${newcomer.email} ঠিকানাটি যে আপনার, তা নিশ্চিত করতে এই লিংকে যান।`);
    expect(mail!.text).toMatch(/^আমার ইমেইল ঠিকানা যাচাই করুন: http/m);
    expect(mail!.html).toContain('<html lang="bn">');
  });
});
