import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../server/seed/demo-accounts.ts';
import { createAccount } from './support/accounts.ts';
import { expectAccessible } from './support/accessibility.ts';
import { launchBrowser } from './support/browser.ts';
import { answerConfirmation, bookCard, closePage, confirmation, errorOf, logIn, openPage } from './support/pages.ts';
import { screenshot, screenshotBoth } from './support/screenshots.ts';
import { findShelf, startStore, type Store } from './support/store.ts';
import { stopStoreAndBrowser } from './support/session.ts';

const ADMIN = { email: 'admin@example.com', password: DEMO_PASSWORD };
/** The demo seller who starts unverified. */
const NADIA = 'nadia@example.com';

let store: Store;
let browser: Browser;
/** One of Nadia's available copies on the first page of its category, with a title no other card there shares. */
let listing: { title: string; category: { name: string; slug: string } };

beforeAll(async () => {
  [store, browser] = await Promise.all([startStore(), launchBrowser()]);
  const found = await findShelf(store.db, NADIA, 1);
  listing = { title: found.titles[0]!, category: { name: found.name, slug: found.slug } };
});
afterAll(() => stopStoreAndBrowser(store, browser));

/** A page of the store in a fresh browser context. */
const openAt = (width: number, path: string) => openPage(browser, store.url + path, width);

/** A row of an admin table, found by text only that row has (an email, a title). */
const rowWith = (page: Page, text: string) => page.getByRole('main').getByRole('row').filter({ hasText: text });

/** Opens an admin screen from the dashboard menu. */
async function openAdminList(page: Page, link: string, heading: string) {
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: link }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

async function openCategory(page: Page) {
  await page.goto(`${store.url}/category/${listing.category.slug}`);
  await page.getByRole('heading', { level: 1, name: `Category: ${listing.category.name}` }).waitFor();
  await page.getByRole('main').getByRole('article').first().waitFor();
}

async function searchTitle(page: Page) {
  await page.goto(`${store.url}/search?${new URLSearchParams({ q: listing.title }).toString()}`);
  await page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /found|Showing/ })
    .waitFor();
}

describe('the admin in the browser', () => {
  it('verifies a seller, whose card then carries the label; removes a listing a buyer reported, which leaves every list; deletes that buyer', async () => {
    // The admin verifies Nadia from All Sellers; the demo seller is verified already.
    // Signing in with nowhere to go back to, an admin lands on their dashboard, not the shop.
    const admin = await openAt(1280, '/login');
    await logIn(admin, ADMIN);
    await admin.waitForURL(`${store.url}/dashboard`);
    await admin.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
    expect(await admin.getByRole('main').textContent()).toContain('You are signed in as an admin.');
    await openAdminList(admin, 'All Seller', 'All Sellers');
    const nadia = rowWith(admin, NADIA);
    await nadia.getByRole('button', { name: 'Verify' }).waitFor();
    await rowWith(admin, 'seller@example.com').getByText('verified', { exact: true }).waitFor();
    await expectAccessible(admin);
    await screenshotBoth(admin, 'admin-all-sellers');

    await nadia.getByRole('button', { name: 'Verify' }).click();
    await admin.getByText('Seller verified').waitFor();
    await nadia.getByText('verified', { exact: true }).waitFor();
    expect(await nadia.getByRole('button', { name: 'Verify' }).count()).toBe(0);
    expect((await store.db.user.findUniqueOrThrow({ where: { email: NADIA } })).sellerStatus).toBe('verified');

    // A new buyer sees the label on Nadia's card, and reports the listing from it.
    const reporter = await createAccount(store.url, 'buyer', 'reporter');
    const buyer = await openAt(1280, '/login');
    await logIn(buyer, reporter);
    await openCategory(buyer);
    const card = bookCard(buyer, listing.title);
    await card.getByText('verified', { exact: true }).waitFor();
    await card.getByRole('button', { name: `Report ${listing.title}` }).click();
    const dialog = buyer.getByRole('dialog', { name: `Report this listing ${listing.title}` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect(await errorOf(dialog, 'Reason')).toBe('Choose a reason');
    await expectAccessible(buyer);
    await screenshotBoth(buyer, 'report-modal-reason-required');

    await dialog.getByLabel('Reason').selectOption({ label: 'Counterfeit or scam' });
    await dialog.getByLabel('Note (optional)').fill('The cover photo is a printout, not the book.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await buyer.getByText('Report sent').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Once only: the card now says Reported where Report was (the server refuses a second report too).
    await card.getByText('Reported', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: `Report ${listing.title}` }).count()).toBe(0);
    await expectAccessible(buyer);
    await screenshot(buyer, 'report-already-reported');

    // The listing is still on sale until an admin decides: search finds it.
    await searchTitle(buyer);
    await bookCard(buyer, listing.title).waitFor();

    // The admin reads the report and deletes the listing.
    await openAdminList(admin, 'Reported Items', 'Reported Items');
    const report = rowWith(admin, listing.title);
    await report.waitFor();
    const reportText = await report.textContent();
    for (const part of [NADIA, reporter.email, 'Counterfeit or scam', 'The cover photo is a printout, not the book.']) expect(reportText).toContain(part);
    expect(await report.getByText('hidden', { exact: true }).count()).toBe(0);
    await expectAccessible(admin);
    await screenshotBoth(admin, 'admin-reported-items');

    await report.getByRole('button', { name: 'Delete' }).click();
    await answerConfirmation(admin, `Do you want to delete the listing "${listing.title}" by ${NADIA}?`, 'Delete');
    await admin.getByText('Listing deleted').waitFor();
    await admin.getByText('No open reports.').waitFor();
    await screenshot(admin, 'admin-reported-items-empty');
    expect(await store.db.book.count({ where: { title: listing.title } })).toBe(0);

    // Gone for everyone: from its category page and from search.
    await openCategory(buyer);
    expect(await bookCard(buyer, listing.title).count()).toBe(0);
    await searchTitle(buyer);
    expect(await bookCard(buyer, listing.title).count()).toBe(0);
    await closePage(buyer);

    // The admin deletes the buyer, once the store's dialog has asked.
    await openAdminList(admin, 'All Buyer', 'All Buyers');
    const buyerRow = rowWith(admin, reporter.email);
    await buyerRow.waitFor();
    await expectAccessible(admin);
    await screenshotBoth(admin, 'admin-all-buyers');
    // Named by name and email: two people may share a name.
    const question = `Do you want to delete buyer ${reporter.name} (${reporter.email})?`;
    const deleteButton = buyerRow.getByRole('button', { name: 'Delete' });
    // Escape changes nothing and gives focus back to Delete.
    await deleteButton.click();
    await confirmation(admin, question).waitFor();
    await expectAccessible(admin);
    await screenshotBoth(admin, 'admin-confirm-delete-buyer');
    await admin.keyboard.press('Escape');
    await confirmation(admin, question).waitFor({ state: 'detached' });
    expect(await deleteButton.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await store.db.user.count({ where: { email: reporter.email } })).toBe(1);
    await deleteButton.click();
    await answerConfirmation(admin, question, 'Delete');
    await admin.getByText('Buyer deleted').waitFor();
    await buyerRow.waitFor({ state: 'detached' });
    await rowWith(admin, 'buyer@example.com').waitFor();
    expect(await store.db.user.count({ where: { email: reporter.email } })).toBe(0);
    await closePage(admin);
  });

  it('settles from Problems what a deleted seller was still owed for a completed sale, as paid outside the store', async () => {
    // A sale that completed before its seller (whose payout account was never ready) was deleted: charged, nothing paid out.
    const title = 'Owed After Leaving';
    const { id } = await store.db.order.create({
      data: {
        title,
        author: 'A. Author',
        priceMinor: 35000,
        platformFeeMinor: 1750,
        imageUrl: '/images/cover.webp',
        sellerEmail: 'left@example.com',
        sellerPhone: '+8801711111111',
        sellerLocation: 'Dhaka',
        buyerEmail: 'buyer@example.com',
        buyerPhone: '+8801722222222',
        status: 'completed',
        expiresAt: new Date(),
        paidAt: new Date(),
        completedAt: new Date(),
        payoutDueAt: new Date(),
        ledger: { create: { kind: 'charge', amountMinor: 35000, currency: 'BDT', provider: 'test', providerRef: 'test_pi_owed_after_leaving' } },
      },
      select: { id: true },
    });
    const admin = await openAt(1280, '/login');
    await logIn(admin, ADMIN);
    await admin.goto(`${store.url}/dashboard/admin/problems`);
    const owed = admin.getByRole('region', { name: 'Owed to deleted sellers' });
    const sale = owed.getByRole('row').filter({ hasText: title });
    await sale.waitFor();
    expect(await sale.textContent()).toContain('left@example.com');
    await expectAccessible(admin);
    await screenshotBoth(admin, 'admin-owed-to-deleted-sellers');

    await sale.getByRole('button', { name: 'Paid outside' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('How you paid them').fill('Bank transfer BT-88121');
    await expectAccessible(admin);
    await dialog.getByRole('button', { name: 'Record the payment' }).click();
    await admin.getByText('Payment recorded').waitFor();
    await owed.getByText('Nothing is owed to a deleted seller.').waitFor();
    const ledger = await store.db.ledgerEntry.findMany({ where: { orderId: id }, select: { kind: true, amountMinor: true }, orderBy: { kind: 'asc' } });
    expect(ledger).toEqual([
      { kind: 'charge', amountMinor: 35000 },
      { kind: 'transfer', amountMinor: 33250 },
      { kind: 'platform_fee', amountMinor: 1750 },
    ]);
    await closePage(admin);
  });
});
