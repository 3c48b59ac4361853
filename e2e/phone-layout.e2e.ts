import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../server/seed/demo-accounts.ts';
import { createAccount, type Account } from './support/accounts.ts';
import { expectAccessible } from './support/accessibility.ts';
import { closePage, logIn, openPage } from './support/pages.ts';
import { screenshotBoth } from './support/screenshots.ts';
import { storeInBrowser } from './support/session.ts';
import { actionsOutOfView } from './support/viewport.ts';

const ADMIN = { email: 'admin@example.com', password: DEMO_PASSWORD };
const SELLER = { email: 'seller@example.com', password: DEMO_PASSWORD };
const BUYER = { email: 'buyer@example.com', password: DEMO_PASSWORD };
const PHONE = 390;

const session = storeInBrowser();

const openAt = (width: number, path: string) => openPage(session.browser, session.store.url + path, width);

/** At 390 px every button and link of the page is on screen, and nothing scrolls sideways. */
async function expectEveryActionInView(page: Page) {
  const { outside, scrollWidth, actions } = await actionsOutOfView(page);
  expect(actions).toBeGreaterThan(0);
  expect(outside).toEqual([]);
  expect(scrollWidth).toBeLessThanOrEqual(PHONE);
}

/** A listed item as the phone shows it: a card in the list the page names. */
const cardWith = (page: Page, list: string, text: string) => page.getByRole('list', { name: list }).getByRole('article').filter({ hasText: text });

/** Reports a listing over REST, as the Report button does. */
async function report(account: Account, bookId: string, reason: string, note = '') {
  const res = await fetch(`${session.store.url}/api/reports`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${account.idToken}` },
    body: JSON.stringify({ bookId, reason, note }),
  });
  if (!res.ok) throw new Error(`POST /api/reports: ${res.status} ${await res.text()}`);
}

describe('the store on a phone', () => {
  it('My products shows each listing as a card with every button on screen', async () => {
    const page = await openAt(PHONE, '/login');
    await logIn(page, SELLER);
    await page.goto(`${session.store.url}/dashboard/my-products`);
    const list = page.getByRole('list', { name: 'My products' });
    await list.getByRole('article').first().waitFor();
    expect(await list.getByRole('article').first().getByRole('button', { name: 'Delete' }).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'My products' }).isVisible()).toBe(false);
    await expectEveryActionInView(page);
    await expectAccessible(page);
    await screenshotBoth(page, 'phone-my-products');
    await closePage(page);
  });

  it('All Sellers, All Buyers and Reported Items are cards on a phone; reports are grouped by listing with its photo and a link to its page', async () => {
    const book = await session.store.db.book.findFirstOrThrow({ where: { seller: { email: SELLER.email }, status: 'available' }, orderBy: { title: 'asc' } });
    const [first, second] = await Promise.all([
      createAccount(session.store.url, 'buyer', 'phone-reporter-a'),
      createAccount(session.store.url, 'buyer', 'phone-reporter-b'),
    ]);
    await report(first, book.id, 'counterfeit_or_scam', 'The photo is from another site.');
    await report(second, book.id, 'counterfeit_or_scam');

    const page = await openAt(PHONE, '/login');
    await logIn(page, ADMIN);

    await page.goto(`${session.store.url}/dashboard/admin/all-seller`);
    await cardWith(page, 'All Sellers', 'nadia@example.com').getByRole('button', { name: 'Verify' }).waitFor();
    await expectEveryActionInView(page);
    await expectAccessible(page);
    await screenshotBoth(page, 'phone-all-sellers');

    await page.goto(`${session.store.url}/dashboard/admin/all-buyer`);
    await cardWith(page, 'All Buyers', first.email).getByRole('button', { name: 'Delete' }).waitFor();
    await expectEveryActionInView(page);
    await expectAccessible(page);
    await screenshotBoth(page, 'phone-all-buyers');

    await page.goto(`${session.store.url}/dashboard/admin/reported-items`);
    const reported = cardWith(page, 'Reported Items', book.title);
    await reported.waitFor();
    // Two reports of one listing are one card, the reason counted.
    expect(await reported.count()).toBe(1);
    await reported.getByText('Counterfeit or scam (2)').waitFor();
    for (const part of [first.email, second.email, 'The photo is from another site.', SELLER.email]) expect(await reported.textContent()).toContain(part);
    expect(await reported.getByRole('link', { name: book.title }).getAttribute('href')).toBe(`/books/${book.id}`);
    expect(await reported.locator('img').getAttribute('src')).toMatch(/^\/images\/|^https?:\/\//);
    await expectEveryActionInView(page);
    await expectAccessible(page);
    await screenshotBoth(page, 'phone-reported-items');
    await closePage(page);
  });

  it('the search filters fold behind a Filters button, so the results start near the top', async () => {
    const page = await openAt(PHONE, '/login');
    await logIn(page, BUYER);
    await page.goto(`${session.store.url}/search`);
    const results = page.getByRole('region', { name: 'Search results' });
    await results.getByRole('article').first().waitFor();
    const form = page.getByRole('search', { name: 'Search books' });
    expect(await form.isVisible()).toBe(false);
    const firstCard = await results.getByRole('article').first().boundingBox();
    expect(firstCard!.y).toBeLessThan(450);
    await expectEveryActionInView(page);
    await expectAccessible(page);

    const filters = page.getByRole('button', { name: /^Filters/ });
    expect(await filters.getAttribute('aria-expanded')).toBe('false');
    await filters.click();
    await form.getByLabel('Condition').selectOption('Excellent');
    await form.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('condition') === 'Excellent');
    // Filters applied are counted on the button, and they fold away again.
    await page.getByRole('button', { name: 'Filters (1 on)' }).waitFor();
    expect(await form.isVisible()).toBe(false);
    await expectAccessible(page);
    await screenshotBoth(page, 'phone-search');

    // Wide screens show the form, with no button.
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await form.isVisible()).toBe(true);
    expect(await filters.isVisible()).toBe(false);
    await closePage(page);
  });

  it('at 1280 px the dashboard menu runs from the header to the footer', async () => {
    const page = await openAt(1280, '/login');
    await logIn(page, SELLER);
    await page.goto(`${session.store.url}/dashboard/my-products`);
    await page.getByRole('region', { name: 'My products' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    const [menuBox, headerBox, footerBox] = await Promise.all([
      menu.boundingBox(),
      page.getByRole('banner').boundingBox(),
      page.getByRole('contentinfo').boundingBox(),
    ]);
    expect(Math.abs(menuBox!.y - (headerBox!.y + headerBox!.height))).toBeLessThanOrEqual(1);
    expect(Math.abs(menuBox!.y + menuBox!.height - footerBox!.y)).toBeLessThanOrEqual(1);
    await expectAccessible(page);
    await screenshotBoth(page, 'dashboard-sidebar');
    await closePage(page);
  });
});
