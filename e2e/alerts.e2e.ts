import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../server/seed/demo-accounts.ts';
import { mailTo } from '../tests/helpers/mailbox.ts';
import { expectAccessible } from './support/accessibility.ts';
import { choosePhotos } from './support/listing-photos.ts';
import { bookCard, closePage, logIn, openPage } from './support/pages.ts';
import { screenshot, screenshotBoth } from './support/screenshots.ts';
import { storeInBrowser } from './support/session.ts';

// The alert's email goes out at once, not after the minute a burst is gathered in (EMAIL_BATCH_SECONDS).
const session = storeInBrowser({ EMAIL_BATCH_SECONDS: '0' });
const BUYER = { email: 'buyer@example.com', password: DEMO_PASSWORD };
const SELLER = { email: 'seller@example.com', password: DEMO_PASSWORD };
// Words no demo book uses, so only this listing can match the search.
const TITLE = 'The Lanterns of Quillmere';
const AUTHOR = 'Odessa Brackenridge';

const at = (path: string) => `${session.store.url}${path}`;
/** Waits for a background job to have told the buyer (`kind`), so the page loaded next shows it under the bell. */
const told = (kind: string) =>
  expect
    .poll(() => session.store.db.notification.count({ where: { user: { email: BUYER.email }, kind, message: { contains: TITLE } } }), { timeout: 20_000 })
    .toBeGreaterThan(0);
const bellDialog = async (page: Page) => {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  return page.getByRole('dialog', { name: 'Notifications' });
};

it('a buyer saves a search and hears of a matching listing (bell and email); saved to the wishlist, its lower price is news too', async () => {
  const buyer = await openPage(session.browser, at('/login'), 1280);
  await logIn(buyer, BUYER);

  // Alerts one by one by email (a daily digest otherwise), in Profile.
  await buyer.goto(at('/dashboard/profile'));
  await buyer.getByLabel(/^Alerts/).selectOption('instant');
  await buyer.getByText('Email settings saved').waitFor();
  await expectAccessible(buyer);
  await screenshotBoth(buyer, 'profile-email-settings');

  // The search finds nothing yet; Alert me saves it.
  await buyer.goto(at('/search?q=lanterns%20quillmere'));
  await buyer.getByRole('heading', { name: 'Results for “lanterns quillmere”' }).waitFor();
  await buyer.getByRole('button', { name: 'Alert me' }).click();
  await buyer.getByRole('button', { name: 'Alert saved' }).waitFor();
  await buyer.goto(at('/dashboard/saved-searches'));
  await buyer.getByRole('link', { name: '“lanterns quillmere”' }).waitFor();
  await expectAccessible(buyer);
  await screenshotBoth(buyer, 'saved-searches');

  // A seller lists a book that matches.
  const seller = await openPage(session.browser, at('/login'), 1280);
  await logIn(seller, SELLER);
  await seller.goto(at('/dashboard/add-book'));
  const category = await session.store.db.category.findFirstOrThrow({ select: { slug: true }, orderBy: { name: 'asc' } });
  await seller.getByLabel('Category').locator(`option[value="${category.slug}"]`).waitFor({ state: 'attached' });
  await seller.getByLabel('Title').fill(TITLE);
  await seller.getByLabel('Author').fill(AUTHOR);
  await seller.getByLabel('Price (resale)').fill('420');
  await seller.getByLabel('Condition').selectOption('Good');
  await seller.getByLabel('Phone').fill('+8801711111111');
  await seller.getByLabel('Location').fill('Sylhet');
  await seller.getByLabel('Category').selectOption(category.slug);
  await choosePhotos(seller, ['#3b6e8f']);
  await seller.getByRole('button', { name: 'Add Book' }).click();
  await seller.waitForURL(at('/dashboard/my-products'));

  // The alert comes under the buyer's bell (the job runs in the store's background), and by email.
  await told('search_alert');
  await buyer.goto(at('/'));
  await expect.poll(async () => (await buyer.getByRole('button', { name: /^Notifications/ }).textContent()) ?? '', { timeout: 20_000 }).toContain('unread');
  const bell = await bellDialog(buyer);
  const alert = bell.getByRole('link', {
    name: new RegExp(`^“${TITLE}” by ${AUTHOR} was just listed for BDT.420: it matches your saved search “lanterns quillmere”\\.$`),
  });
  await alert.waitFor();
  await expectAccessible(buyer);
  await screenshot(buyer, 'bell-search-alert');
  await expect
    .poll(async () => (await mailTo(BUYER.email)).filter((m) => m.text.includes(TITLE)).map((m) => m.subject), { timeout: 20_000 })
    .toEqual(['A book you are looking for was just listed']);

  // The alert leads to the book; the buyer saves it (the heart) and finds it in their wishlist.
  await alert.click();
  await buyer.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  await buyer.getByRole('button', { name: `Save ${TITLE}` }).click();
  await buyer.getByRole('button', { name: `Saved: ${TITLE}` }).waitFor();
  await buyer.goto(at('/dashboard/wishlist'));
  await bookCard(buyer, TITLE).waitFor();
  await expectAccessible(buyer);
  await screenshotBoth(buyer, 'wishlist');

  // The seller sees that one person saved it, and lowers its price.
  await seller.reload();
  const product = seller.getByRole('row').filter({ hasText: TITLE });
  await product.getByText('saved by 1').waitFor();
  await product.getByRole('button', { name: 'Price' }).click();
  const priceDialog = seller.getByRole('dialog', { name: `Change the price ${TITLE}` });
  await priceDialog.getByLabel('New price').fill('380');
  await expectAccessible(seller);
  await priceDialog.getByRole('button', { name: 'Change the price' }).click();
  await seller.getByText('Price changed').waitFor();

  await told('price_drop');
  await buyer.goto(at('/'));
  const news = await bellDialog(buyer);
  await news.getByText(new RegExp(`^“${TITLE}”, which you saved, is now BDT.380 \\(was BDT.420\\)\\.$`)).waitFor({ timeout: 20_000 });
  await Promise.all([closePage(buyer), closePage(seller)]);
});
