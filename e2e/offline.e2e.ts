import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { logIn, uncaughtErrors } from './support/pages.ts';
import { screenshot } from './support/screenshots.ts';
import { storeInBrowser } from './support/session.ts';

// The store serves a copy of the build, so that a journey can deploy a "new version" under it.
const clientCopy = fs.mkdtempSync(path.join(os.tmpdir(), 'bookstore-client-'));
fs.cpSync('dist/client', clientCopy, { recursive: true });
afterAll(() => fs.rmSync(clientCopy, { recursive: true, force: true }));

const session = storeInBrowser({ CLIENT_DIST_DIR: clientCopy });
const BUYER = { email: 'buyer@example.com', password: 'bookstore-demo' };
const OFFLINE_WRITE = 'You are offline, so nothing was sent or saved. Try again once you are back online.';

/** Waits until the service worker is in charge of the page (it takes charge on its first install). */
const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);

/** Whether the worker has kept the page at `url` for reading offline. */
const kept = (page: Page, url: string) =>
  page.waitForFunction(async (u) => Boolean(await (await caches.open('bookstore-pages')).match(u, { ignoreVary: true })), url);

describe('the store on a phone with a bad connection', () => {
  it('installs, keeps the book pages opened, reads them offline, shows the offline page elsewhere and refuses writes', async () => {
    const page = await session.openAt(390, '/login');
    await logIn(page, BUYER);
    await controlled(page);

    // Chromium's own installability check (the one behind its install prompt): no errors, our manifest.
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url: manifestUrl, errors } = await cdp.send('Page.getAppManifest');
    expect(manifestUrl).toBe(`${session.store.url}/manifest.webmanifest`);
    expect(errors).toEqual([]);

    // A book opened through a link within the app is kept too, though it never loaded as a page.
    await page.goto(`${session.store.url}/`);
    const advertised = page.getByRole('region', { name: 'Advertisement' });
    const title = (await advertised.getByRole('article').first().getByRole('heading').textContent())!.trim();
    await advertised.getByRole('link', { name: title, exact: true }).first().click();
    await page.waitForURL(/\/books\/[0-9a-f-]{36}$/);
    const bookUrl = page.url();
    const bookId = bookUrl.split('/').pop()!;
    const book = await session.store.db.book.findUniqueOrThrow({ where: { id: bookId }, select: { description: true, sellerId: true } });
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await kept(page, bookUrl);

    // Offline: the page says so, and a write is refused on the spot, with nothing saved.
    await page.context().setOffline(true);
    await page.getByRole('status').filter({ hasText: 'You are offline.' }).waitFor();
    await page
      .getByRole('main')
      .getByRole('button', { name: `Save ${title}`, exact: true })
      .first()
      .click();
    await page.getByText(OFFLINE_WRITE).waitFor();
    const buyer = await session.store.db.user.findUniqueOrThrow({ where: { email: BUYER.email }, select: { id: true } });
    expect(await session.store.db.wishlistItem.count({ where: { userId: buyer.id, bookId } })).toBe(0);

    // The book's page opened again offline: the copy kept, readable in full.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.getByRole('region', { name: 'About this copy' }).textContent()).toContain(book.description);
    // Chromium's offline emulation leaves a reloaded page's navigator.onLine true (a device without a
    // connection reads false from the start): set again, it tells the page.
    await page.context().setOffline(false);
    await page.context().setOffline(true);
    await page.getByRole('status').filter({ hasText: 'You are offline.' }).waitFor();
    await screenshot(page, 'offline-book-page');

    // A page never opened: the offline page, which lists what can be read.
    await page.goto(`${session.store.url}/sellers/${book.sellerId}`);
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
    await page.getByRole('list', { name: 'Pages you can read offline' }).getByRole('link', { name: title, exact: false }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'offline-page');
    await page
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    await page.context().setOffline(false);
    await page.getByRole('status').filter({ hasText: 'You are offline.' }).waitFor({ state: 'detached' });
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it('offers a new version once it is deployed, and reloads into it when asked', async () => {
    const page = await session.openAt(390, '/');
    await controlled(page);
    const firstWorker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(firstWorker).toBe(`${session.store.url}/sw.js`);

    // A deploy: the worker's script changes; the browser finds it on its next check.
    fs.appendFileSync(path.join(clientCopy, 'sw.js'), '\n// the next version\n');
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    const prompt = page.getByRole('alert').filter({ hasText: 'A new version of Book Store is ready.' });
    await prompt.waitFor();
    await expectAccessible(page);
    await screenshot(page, 'update-prompt');

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await controlled(page);
    const waiting = await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting);
    expect(waiting).toBeNull();
    expect(await prompt.count()).toBe(0);
  });
});
