import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { launchBrowser } from './support/browser.ts';
import { screenshot } from './support/screenshots.ts';
import { startStore, type Store } from './support/store.ts';
import { stopStoreAndBrowser } from './support/session.ts';
import { SITE_PAGES } from '../shared/site-pages.ts';

let store: Store;
let browser: Browser;
let categoryNames: string[];

beforeAll(async () => {
  [store, browser] = await Promise.all([startStore(), launchBrowser()]);
  categoryNames = (await store.db.category.findMany({ select: { name: true }, orderBy: { name: 'asc' } })).map((c) => c.name);
});
afterAll(() => stopStoreAndBrowser(store, browser));

async function openPage(width: number, path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(store.url + path);
  Object.assign(page, { jsErrors: errors });
  return page;
}

const jsErrors = (page: Page) => (page as Page & { jsErrors: string[] }).jsErrors;

describe.each([1280, 390])('the public store at %i px wide', (width) => {
  it('home: hero, the categories from the database, six reasons to sell; Get Started leads to the categories', async () => {
    const page = await openPage(width, '/');
    await expect.poll(() => page.getByRole('heading', { name: 'Sell or Buy Books' }).isVisible()).toBe(true);
    const main = page.getByRole('main');
    for (const name of categoryNames) await main.getByRole('link', { name }).first().waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Book Store', exact: true }).filter({ visible: true }).count()).toBe(1);
    expect(await main.getByRole('listitem').filter({ visible: true }).count()).toBeGreaterThanOrEqual(6);
    await expectAccessible(page);
    await screenshot(page, 'home');

    await page.getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL(`${store.url}/categories`);
    await page.getByRole('link', { name: 'See available books' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'See available books' }).count()).toBe(categoryNames.length);
    const first = categoryNames[0]!;
    expect(await page.getByRole('main').getByText(first, { exact: true }).first().isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'categories');
    expect(jsErrors(page)).toEqual([]);
    await page.close();
  });

  it('blog: four collapsible entries that open on click', async () => {
    const page = await openPage(width, '/blog');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const entries = page.getByRole('main').locator('details, .collapse');
    expect(await entries.count()).toBe(4);
    const firstQuestion = page.getByRole('main').locator('summary, .collapse-title').first();
    await firstQuestion.click();
    await expect.poll(() => page.getByRole('main').locator('details[open], .collapse-open, .collapse:has(input:checked)').count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await screenshot(page, 'blog');
    await page.close();
  });

  it('search: a signed-out visitor searches from the header and sees the books found; saving it as an alert asks to sign in', async () => {
    const page = await openPage(width, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search books' });
    await dialog.getByLabel('Title or author').fill('austen');
    await dialog.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`${store.url}/search?q=austen`);
    await page.getByRole('heading', { level: 1, name: 'Results for “austen”' }).waitFor();
    const found = page.getByRole('region', { name: 'Search results' });
    await found.getByRole('heading', { name: 'Pride and Prejudice', exact: true }).waitFor();
    expect(await found.getByRole('status').textContent()).toBe('1 book found');
    await expectAccessible(page);
    await screenshot(page, 'search-visitor');

    await page.getByRole('button', { name: 'Alert me' }).click();
    await page.getByText('Log in to go on from your search.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(jsErrors(page)).toEqual([]);
    await page.close();
  });

  it('an unknown address shows the error page with its image', async () => {
    const page = await openPage(width, '/no/such/page');
    const image = page.getByRole('main').getByRole('img').first();
    await image.waitFor();
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expectAccessible(page);
    await screenshot(page, 'not-found');
    await page.close();
  });
});

describe('the API documentation', () => {
  it("renders every operation in Swagger UI at /docs, under the store's content security policy", async () => {
    const page = await openPage(1280, '/docs');
    await page.getByRole('heading', { name: /Book Store API/ }).waitFor();
    await page.getByText('/categories', { exact: true }).first().waitFor();
    expect(await page.locator('.opblock').count()).toBeGreaterThan(30);
    await screenshot(page, 'api-docs');
    expect(jsErrors(page)).toEqual([]);
    await page.close();
  });
});

describe.each([1280, 390])('the footer at %i px wide', (width) => {
  it('opens each of its pages (about, contact, help, terms, privacy, cookies) with its heading and title', async () => {
    const page = await openPage(width, '/');
    const footer = page.getByRole('contentinfo');
    for (const { slug, label } of SITE_PAGES) {
      await footer.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL(`${store.url}/${slug}`);
      await page.getByRole('heading', { level: 1, name: label }).waitFor();
      await expect.poll(() => page.title()).toBe(`${label} · Book Store`);
      // The page's own words, from its default file in content/pages.
      expect((await page.getByRole('main').textContent())!.length).toBeGreaterThan(300);
      await expectAccessible(page);
      await screenshot(page, `site-page-${slug}`);
    }
    expect(jsErrors(page)).toEqual([]);
    await page.close();
  });

  it('a site page opened by its address shows its words, and its links lead on inside the store', async () => {
    const page = await openPage(width, '/about');
    await page.getByRole('heading', { level: 1, name: 'About us' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Contact', exact: true }).click();
    await page.waitForURL(`${store.url}/contact`);
    await page.getByRole('heading', { level: 1, name: 'Contact' }).waitFor();
    expect(jsErrors(page)).toEqual([]);
    await page.close();
  });
});

describe('the header', () => {
  it('lists every category under Categories and has a footer with the current year', async () => {
    const page = await openPage(1280, '/');
    const categoriesMenu = page.locator('li.dropdown-hover');
    await categoriesMenu.getByRole('link', { name: 'Categories' }).hover();
    const submenu = categoriesMenu.locator('.dropdown-content');
    await expect.poll(() => submenu.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    for (const name of categoryNames) {
      await expect.poll(() => page.getByRole('banner').getByRole('link', { name, exact: true }).first().isVisible()).toBe(true);
    }
    const footer = page.getByRole('contentinfo');
    for (const column of ['Services', 'Company', 'Legal']) expect(await footer.getByText(column, { exact: true }).isVisible()).toBe(true);
    expect(await footer.textContent()).toContain(`Copyright © ${new Date().getFullYear()} - All rights reserved by Book Store`);
    await expectAccessible(page);
    await screenshot(page, 'category-menu');
    await page.close();
  });
});
