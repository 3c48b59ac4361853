import fs from 'node:fs/promises';
import { expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../server/seed/demo-accounts.ts';
import { demoIsbnShelf } from '../server/seed/demo-isbn-shelf.ts';
import { expectAccessible } from './support/accessibility.ts';
import { closePage, logIn, openPage } from './support/pages.ts';
import { screenshot, screenshotBoth } from './support/screenshots.ts';
import { storeInBrowser } from './support/session.ts';

const session = storeInBrowser();
const SELLER = { email: 'seller@example.com', password: DEMO_PASSWORD };
const CONDITIONS = ['Excellent', 'Good', 'Fair'];

/** 500 copies of the demo shelf's editions, 20 of them wrong in three ways (the ISBN, the condition, the price) at known lines. */
function shopCsv(): { csv: string; bad: number[] } {
  const isbns = Object.values(demoIsbnShelf).map((record) => record.isbn);
  const lines = ['isbn,condition,price,notes'];
  const bad: number[] = [];
  for (let n = 0; n < 500; n++) {
    const line = lines.length + 1;
    const isbn = isbns[n % isbns.length]!;
    const fault = n % 25 === 7 ? ((n / 25) | 0) % 3 : null;
    if (fault !== null) bad.push(line);
    lines.push(
      [
        fault === 0 ? isbn.slice(0, 12) + String((Number(isbn[12]) + 1) % 10) : isbn,
        fault === 1 ? 'Mint' : CONDITIONS[n % 3],
        fault === 2 ? 'cheap' : String(150 + (n % 40) * 10),
        `Shop copy ${n + 1}`,
      ].join(','),
    );
  }
  return { csv: lines.join('\n') + '\n', bad };
}

it('a shop lists 500 books from a CSV: a preview names the 20 bad rows, a progress bar follows the 480, and My products exports them', async () => {
  const { store, browser } = session;
  // An admin gives the demo seller, a verified shop, a higher daily cap than the store's 30 an hour.
  const admin = await openPage(browser, `${store.url}/login`, 1280);
  await logIn(admin, { email: 'admin@example.com', password: DEMO_PASSWORD });
  await admin.goto(`${store.url}/dashboard/admin/all-seller`);
  const shopRow = admin.getByRole('row').filter({ hasText: SELLER.email });
  await shopRow.getByRole('button', { name: 'Cap: store’s caps' }).click();
  await admin.getByLabel('Listings a day').fill('1000');
  await expectAccessible(admin);
  await admin.getByRole('button', { name: 'Save the cap' }).click();
  await admin.getByText('Listing cap saved').waitFor();
  await shopRow.getByRole('button', { name: 'Cap: 1,000 a day' }).waitFor();
  await screenshot(admin, 'admin-listing-cap');
  await closePage(admin);
  const seller = await store.db.user.findUniqueOrThrow({ where: { email: SELLER.email }, select: { id: true, listingCapPerDay: true } });
  expect(seller.listingCapPerDay).toBe(1000);
  const before = await store.db.book.count({ where: { sellerId: seller.id } });
  const { csv, bad } = shopCsv();
  expect(bad).toHaveLength(20);

  const page = await openPage(browser, `${store.url}/login`, 1280);
  await logIn(page, SELLER);
  await page.goto(`${store.url}/dashboard/bulk-import`);
  await page.getByRole('heading', { name: 'List in bulk' }).waitFor();
  await page.getByLabel('CSV file').setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const fiction = await store.db.category.findFirstOrThrow({ where: { slug: 'fiction' }, select: { slug: true } });
  await page.getByLabel('Category for every book').locator(`option[value="${fiction.slug}"]`).waitFor({ state: 'attached' });
  await page.getByLabel('Category for every book').selectOption(fiction.slug);
  await page.getByLabel('Phone').fill('+8801711111111');
  await page.getByLabel('Location').fill('Dhaka, Nilkhet');
  await page.getByRole('button', { name: 'Check the file' }).click();

  await page.getByText('500 rows: 480 ready to list, 20 with problems (listed below, left out).').waitFor();
  const problems = page.getByRole('table', { name: 'Rows with problems (20)' });
  const lines = (await problems.locator('tbody tr td:first-child').allTextContents()).map(Number);
  expect(lines).toEqual(bad);
  const reasons = new Set((await problems.locator('tbody tr td:nth-child(3)').allTextContents()).map((why) => why.split(':')[0]!.split(' must')[0]));
  expect([...reasons].sort()).toEqual(['Price', 'The ISBN is not one', 'The condition']);
  expect(await store.db.book.count({ where: { sellerId: seller.id } })).toBe(before);
  await expectAccessible(page);
  await screenshotBoth(page, 'bulk-preview');

  await page.getByRole('button', { name: 'List 480 books' }).click();
  const progress = page.getByRole('progressbar', { name: 'Listing progress' });
  // The bar moves as the job lists (a row takes milliseconds; the page asks each second).
  await page.getByText(/^Listing… [1-9]\d* of 480$/).waitFor();
  await screenshot(page, 'bulk-progress');
  await page.getByText('Done: 480 of 480 listed.').waitFor({ timeout: 100_000 });
  expect(await progress.getAttribute('value')).toBe('480');
  expect(await page.getByRole('table', { name: /^Rows not listed/ }).count()).toBe(0);
  await expectAccessible(page);
  await screenshotBoth(page, 'bulk-done');
  expect(await store.db.book.count({ where: { sellerId: seller.id } })).toBe(before + 480);
  const listed = await store.db.book.findFirstOrThrow({ where: { sellerId: seller.id, description: 'Shop copy 1' } });
  expect(listed).toMatchObject({ title: 'Pride and Prejudice', author: 'Jane Austen', isbn: '9780141439518', location: 'Dhaka, Nilkhet', priceMinor: 15_000 });

  // My products takes them away again as one CSV.
  await page.getByRole('link', { name: 'Open My products' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const exported = (await fs.readFile(await download.path(), 'utf8')).trim().split('\r\n');
  expect(exported[0]).toBe('id,isbn,title,author,condition,price,price_when_new,status,category,location,notes,photo_urls,listed_at');
  expect(exported).toHaveLength(1 + before + 480);
  await closePage(page);
});
