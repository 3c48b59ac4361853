import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../tests/helpers/server-process.ts';
import { createAccount, type Account } from './support/accounts.ts';
import { launchBrowser } from './support/browser.ts';
import { coverPng } from './support/cover-png.ts';
import { closePage, openPage } from './support/pages.ts';
import { startStore, type Store } from './support/store.ts';
import { stopStoreAndBrowser } from './support/session.ts';

// Words no demo book uses, so the page below shows this listing once.
const TITLE = 'The Lighthouse Keeper of Sandwip';

/**
 * A legacy client: a page on another origin (another port) whose script reads the store's
 * advertised books over REST and shows their pictures, the way the old React app did.
 */
function legacyClientPage(storeUrl: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Legacy client</title></head>
<body><p id="state">loading</p><div id="books"></div>
<script>
  fetch(${JSON.stringify(`${storeUrl}/api/feature/books`)})
    .then((res) => { if (!res.ok) throw new Error('HTTP ' + res.status); return res.json(); })
    .then((books) => {
      for (const book of books) {
        const img = document.createElement('img');
        img.src = book.image;
        img.alt = book.book;
        document.getElementById('books').append(img);
      }
      document.getElementById('state').textContent = 'loaded ' + books.length;
    })
    .catch((error) => { document.getElementById('state').textContent = 'failed: ' + error.message; });
</script></body></html>`;
}

let store: Store;
let browser: Browser;
/** The legacy client's server: unset until it is created (and when starting the store failed first). */
let client: http.Server | undefined;
let clientUrl: string;
let seller: Account;

beforeAll(async () => {
  const clientPort = await freePort();
  clientUrl = `http://127.0.0.1:${clientPort}`;
  // The store lets the legacy client's origin call its API; its images need no such permission.
  [store, browser] = await Promise.all([startStore({ CORS_ORIGINS: clientUrl }), launchBrowser()]);
  const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(legacyClientPage(store.url)));
  client = server;
  await new Promise<void>((resolve) => server.listen(clientPort, '127.0.0.1', resolve));
  expect((server.address() as AddressInfo).port).toBe(clientPort);
  seller = await createAccount(store.url, 'seller', 'legacy-seller');
});
afterAll(async () => {
  const server = client;
  if (server) await new Promise((resolve) => server.close(resolve));
  await stopStoreAndBrowser(store, browser);
});

/** One REST call as the seller, the way the legacy client makes it; answers the JSON. */
async function api(method: string, path: string, body?: FormData | object): Promise<Record<string, unknown>> {
  const json = body !== undefined && !(body instanceof FormData);
  const res = await fetch(`${store.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${seller.idToken}`, ...(json && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: json ? JSON.stringify(body) : body }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

describe('a client on another origin', () => {
  it("shows the photo of a book listed over REST, and every other advertised book's picture", async () => {
    // The seller uploads a photo and lists the book with the URL the upload answered, then advertises it.
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await coverPng())], { type: 'image/png' }), 'cover.png');
    const uploaded = (await api('POST', '/images', form)) as { data: { display_url: string } };
    const photo = uploaded.data.display_url;
    expect(photo).toMatch(new RegExp(`^${store.url.replace(/[.]/g, '\\.')}/images/[0-9a-f]{32}\\.webp$`));
    const category = await store.db.category.findFirstOrThrow({ select: { slug: true }, orderBy: { name: 'asc' } });
    const added = await api('POST', '/books', {
      book: TITLE,
      author: 'Selina Hossain',
      price: '320',
      condition: 'Good',
      phone: '+8801712345678',
      location: 'Chattogram',
      categoryId: category.slug,
      image: photo,
    });
    await api('PATCH', `/book/feature/${String(added.insertedId)}`);

    const page = await openPage(browser, `${clientUrl}/`, 1280);
    // Generous waits: two shared cores, a store just started.
    const patiently = { timeout: 15_000 };
    await expect.poll(() => page.locator('#state').textContent(), patiently).toMatch(/^loaded [1-9]\d*$/);
    const images = page.locator('#books img');
    const ours = page.getByRole('img', { name: TITLE, exact: true });
    expect(await ours.getAttribute('src')).toBe(photo);
    // Loaded, and it is that photo (the 300x450 cover, re-encoded at its own size).
    await expect.poll(() => ours.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth, img.naturalHeight]), patiently).toEqual([true, 300, 450]);
    // The demo store's advertised covers load as well: none is blocked for coming from another origin.
    const count = await images.count();
    expect(count).toBeGreaterThan(1);
    await expect
      .poll(() => images.evaluateAll((all: HTMLImageElement[]) => all.filter((img) => img.complete && img.naturalWidth > 0).length), patiently)
      .toBe(count);
    await closePage(page);
  });
});
