import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../server/seed/demo-accounts.ts';
import { createAccount } from './support/accounts.ts';
import { expectAccessible } from './support/accessibility.ts';
import { coverPng } from './support/cover-png.ts';
import { closePage, errorOf, logIn } from './support/pages.ts';
import { screenshot, screenshotBoth } from './support/screenshots.ts';
import { storeInBrowser } from './support/session.ts';

const SELLER = { email: 'seller@example.com', password: DEMO_PASSWORD };
const BUYER = { email: 'buyer@example.com', password: DEMO_PASSWORD };

const session = storeInBrowser();
const { openAt } = session;

type ApiCall = { url: string; status: number };
const apiPath = (address: string) => {
  const url = new URL(address);
  return url.pathname.startsWith('/trpc/') || url.pathname.startsWith('/api/') ? url.pathname + url.search : undefined;
};

/**
 * Every request the page sends to the store's API from now on, with its status; and `quiet()`,
 * which waits until none has been in flight for half a second (what was in flight, or sent after
 * something happened, has answered by then).
 */
function apiCalls(page: Page): ApiCall[] & { quiet: () => Promise<void> } {
  const calls: ApiCall[] = [];
  let inFlight = 0;
  let lastAnswer = Date.now();
  page.on('request', (request) => {
    if (apiPath(request.url())) inFlight += 1;
  });
  const answered = (address: string) => {
    if (!apiPath(address)) return;
    inFlight -= 1;
    lastAnswer = Date.now();
  };
  page.on('requestfinished', (request) => answered(request.url()));
  page.on('requestfailed', (request) => answered(request.url()));
  page.on('response', (response) => {
    const url = apiPath(response.url());
    if (url) calls.push({ url, status: response.status() });
  });
  return Object.assign(calls, {
    quiet: async () => {
      await expect.poll(() => inFlight <= 0 && Date.now() - lastAnswer >= 500, { interval: 100 }).toBe(true);
    },
  });
}

/** The toasts on screen now (react-hot-toast's live regions). */
const toasts = (page: Page) => page.locator('[role="status"][aria-live]').allTextContents();

describe('rough edges', () => {
  it.each([390, 1280])(
    'at %i px, logging out from a dashboard page says only "You are logged out", sends nothing unsigned, and closes the menu',
    async (width) => {
      const page = await openAt(width, '/login');
      await logIn(page, BUYER);
      await page.goto(`${session.store.url}/dashboard/buyer`);
      await page.getByRole('heading', { level: 1, name: /^My Orders/ }).waitFor();
      await page.getByText('User login success').waitFor({ state: 'detached', timeout: 10_000 });
      const calls = apiCalls(page);

      const header = page.getByRole('banner');
      const menuButton = width === 390 ? header.getByRole('button', { name: 'Open menu' }) : header.getByRole('button', { name: /^Account menu for / });
      await menuButton.click();
      await header.getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
      await page.waitForURL(`${session.store.url}/`);
      await page.getByText('You are logged out').waitFor();
      // Anything still in flight, or refetched after the sign-out, has answered.
      await calls.quiet();
      expect(await toasts(page)).toEqual(['You are logged out']);
      expect(calls.filter((call) => call.status === 401)).toEqual([]);
      expect(await menuButton.count()).toBe(width === 390 ? 1 : 0);
      if (width === 390) expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
      expect(await header.getByRole('link', { name: 'Login' }).filter({ visible: true }).count()).toBe(width === 390 ? 0 : 1);
      await expectAccessible(page);
      await screenshot(page, 'logged-out');
      await closePage(page);
    },
  );

  it('a protected page says why it sent the visitor to log in', async () => {
    const page = await openAt(390, '/dashboard/buyer');
    await page.waitForURL(`${session.store.url}/login`);
    await page.getByRole('status').filter({ hasText: 'Log in to open My Orders.' }).waitFor();
    await expectAccessible(page);
    await screenshotBoth(page, 'login-reason');
    await closePage(page);
  });

  it('the card form formats the number in groups of four and the expiry as MM/YY as they are typed', async () => {
    const book = await session.store.db.book.findFirstOrThrow({
      where: { seller: { email: SELLER.email }, status: 'available', orders: { none: {} } },
      orderBy: { title: 'desc' },
    });
    const buyer = await createAccount(session.store.url, 'buyer', 'card-typist');
    const booked = await fetch(`${session.store.url}/api/buyer-orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.idToken}` },
      body: JSON.stringify({ bookPostingId: book.id, buyerPhone: '+8801700000000' }),
    });
    expect(booked.status).toBe(200);
    const { insertedId } = (await booked.json()) as { insertedId: string };

    const page = await openAt(390, '/login');
    await logIn(page, buyer);
    await page.goto(`${session.store.url}/dashboard/buyer/payment/${insertedId}`);
    const number = page.getByLabel('Card number');
    await number.pressSequentially('4242424242424242');
    expect(await number.inputValue()).toBe('4242 4242 4242 4242');
    const expiry = page.getByLabel('Expiry (MM/YY)');
    await expiry.pressSequentially('1299');
    expect(await expiry.inputValue()).toBe('12/99');
    // Deleting back over the slash is not stuck on it.
    await expiry.press('Backspace');
    await expiry.press('Backspace');
    expect(await expiry.inputValue()).toBe('12');
    await expiry.pressSequentially('99');
    await page.getByLabel('CVC').pressSequentially('12a3');
    expect(await page.getByLabel('CVC').inputValue()).toBe('123');
    const pay = page.getByRole('button', { name: 'Pay', exact: true });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await expectAccessible(page);
    await screenshotBoth(page, 'payment-formatted');
    await pay.click();
    await page.getByText('Payment successful').waitFor();
    await closePage(page);
  });

  it('an oversized photo is refused in the browser, naming the limit, before anything is uploaded', async () => {
    const page = await openAt(390, '/login');
    await logIn(page, SELLER);
    await page.goto(`${session.store.url}/dashboard/add-book`);
    await page.getByRole('heading', { name: 'Add a Book' }).waitFor();
    const calls = apiCalls(page);
    // A real PNG header padded to 7.2 MB: the browser judges by type and size, not by content.
    const big = Buffer.concat([await coverPng(), Buffer.alloc(Math.round(7.2 * 1024 * 1024), 0)]);
    await page.getByLabel('Photos (up to 6)').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
    await page.getByRole('button', { name: 'Add Book' }).click();
    await expect.poll(() => errorOf(page, 'Photos (up to 6)')).toBe('The first photo is 7.2 MB; the limit is 5 MB.');
    expect(calls.filter((call) => call.url.startsWith('/api/images'))).toEqual([]);

    await page.getByRole('button', { name: 'Remove photo 1' }).click();
    await page.getByLabel('Photos (up to 6)').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await page.getByRole('button', { name: 'Add Book' }).click();
    await expect.poll(() => errorOf(page, 'Photos (up to 6)')).toBe('The first photo must be a JPEG, PNG, WebP or GIF picture.');
    expect(calls.filter((call) => call.url.startsWith('/api/images'))).toEqual([]);
    await expectAccessible(page);
    await screenshot(page, 'add-book-photo-too-large');
    await closePage(page);
  });

  it('a buyer opening an admin page is told at once that only admins can see it, without asking the server', async () => {
    const page = await openAt(390, '/login');
    await logIn(page, BUYER);
    await page.goto(`${session.store.url}/dashboard`);
    await page.getByRole('heading', { name: /^Welcome/ }).waitFor();
    const calls = apiCalls(page);
    for (const [path, title] of [
      ['/dashboard/admin/reported-items', 'Reported Items'],
      ['/dashboard/admin/all-seller', 'All Sellers'],
      ['/dashboard/admin/all-buyer', 'All Buyers'],
    ] as const) {
      const started = Date.now();
      await page.goto(`${session.store.url}${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText('Only admins can see this page.').waitFor({ timeout: 2000 });
      expect(Date.now() - started).toBeLessThan(3000);
    }
    expect(calls.filter((call) => call.url.includes('admin.'))).toEqual([]);
    expect(await page.getByText("We couldn't load").count()).toBe(0);
    await expectAccessible(page);
    await screenshotBoth(page, 'admin-page-buyer');
    await closePage(page);
  });
});
