import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { screenshot, screenshotBoth } from './support/screenshots.ts';
import { storeInBrowser } from './support/session.ts';
import { profilePng } from './support/accounts.ts';
import { closePage, errorOf, logIn } from './support/pages.ts';

const DEMO_PASSWORD = 'bookstore-demo';
const SELLER = { email: 'seller@example.com', password: DEMO_PASSWORD };
const BUYER = { email: 'buyer@example.com', password: DEMO_PASSWORD };
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const session = storeInBrowser();
const { openAt } = session;

const notFound = (page: Page) => page.getByRole('heading', { level: 1, name: 'This page is missing from our shelves' });

/** The boxes of the first two cards of a list: on a phone they share a row and are short. */
async function firstTwoCards(page: Page) {
  const cards = page.getByRole('main').getByRole('article');
  await cards.nth(1).waitFor();
  return [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
}

describe('book pages and seller profiles in the browser', () => {
  it('a visitor opens an advertised book, reads about it, books and reports it once signed in, then opens its seller', async () => {
    // On a phone the home page's advertised cards come two to a row, and each title links to its book.
    const visitor = await openAt(390, '/');
    const advertised = visitor.getByRole('region', { name: 'Advertisement' });
    await advertised.getByRole('article').nth(1).waitFor();
    const [left, right] = await firstTwoCards(visitor);
    expect(Math.abs(left!.y - right!.y)).toBeLessThan(1);
    expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);
    expect(left!.height).toBeLessThan(480);
    await screenshot(visitor, 'home-compact-cards');
    const title = (await advertised.getByRole('article').first().getByRole('heading').textContent())!.trim();
    await advertised.getByRole('link', { name: title, exact: true }).first().click();

    // Its page: the large photo, the details, and the seller's own words, readable without signing in.
    await visitor.waitForURL(/\/books\/[0-9a-f-]{36}$/);
    const bookId = new URL(visitor.url()).pathname.split('/').pop()!;
    const saved = await session.store.db.book.findUniqueOrThrow({ where: { id: bookId }, include: { seller: true } });
    expect(saved.title).toBe(title);
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await visitor.title()).toContain(title);
    const about = visitor.getByRole('region', { name: 'About this copy' });
    expect(saved.description).not.toBe('');
    expect(await about.textContent()).toContain(saved.description);
    await visitor.getByRole('img', { name: `Cover of ${title}` }).waitFor();
    const soldBy = visitor.getByRole('region', { name: 'Sold by' });
    await soldBy.getByRole('heading', { name: saved.seller.name }).waitFor();
    await soldBy.getByText(/Member since/).waitFor();
    for (const part of [saved.author, saved.location, saved.condition]) expect(await visitor.getByRole('main').textContent()).toContain(part);
    await visitor.getByRole('region', { name: 'More from this seller' }).getByRole('article').first().waitFor();
    await expectAccessible(visitor);
    await screenshotBoth(visitor, 'book-page');

    // Book now asks a visitor to sign in, and brings them back to the book.
    await visitor.getByRole('button', { name: 'Book now' }).click();
    await visitor.waitForURL(`${session.store.url}/login`);
    await logIn(visitor, BUYER);
    await visitor.waitForURL(`${session.store.url}/books/${bookId}`);
    await visitor.getByRole('button', { name: 'Book now' }).click();
    const dialog = visitor.getByRole('dialog', { name: title });
    await dialog.waitFor();
    await dialog.getByLabel('Phone').fill('+8801822222222');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await visitor.getByText('This item is booked').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The page now tells them the copy is theirs until the hold ends, with Pay; Book now is off.
    await visitor.getByText('Booked by you.').waitFor();
    await visitor.getByRole('main').getByRole('link', { name: 'Pay', exact: true }).waitFor();
    expect(await visitor.getByRole('button', { name: 'Book now' }).isDisabled()).toBe(true);
    expect(await session.store.db.order.count({ where: { bookId, buyerEmail: BUYER.email, status: 'booked' } })).toBe(1);

    // Reported once, the page says so instead of offering Report again.
    await visitor.getByRole('button', { name: `Report ${title}` }).click();
    const report = visitor.getByRole('dialog', { name: `Report this listing ${title}` });
    await report.getByLabel('Reason').selectOption('other');
    await report.getByRole('button', { name: 'Submit' }).click();
    await visitor.getByText('Report sent').waitFor();
    await visitor.getByRole('main').getByText('Reported', { exact: true }).waitFor();
    expect(await visitor.getByRole('button', { name: `Report ${title}` }).count()).toBe(0);
    await expectAccessible(visitor);
    await screenshotBoth(visitor, 'book-page-booked');

    // The seller's profile: who they are and their books, available first, two to a row on a phone.
    await soldBy.getByRole('link', { name: /profile and books/ }).click();
    await visitor.waitForURL(`${session.store.url}/sellers/${saved.sellerId}`);
    await visitor.getByRole('heading', { level: 1, name: saved.seller.name }).waitFor();
    await visitor.getByText(/Member since .* sold/).waitFor();
    const books = visitor.getByRole('region', { name: `Books from ${saved.seller.name}` });
    await books.getByRole('article').first().waitFor();
    const [first, second] = await firstTwoCards(visitor);
    expect(Math.abs(first!.y - second!.y)).toBeLessThan(1);
    await expectAccessible(visitor);
    await screenshotBoth(visitor, 'seller-page');
    await closePage(visitor);
  });

  it("an unknown book or seller, and a buyer's id, show the not-found page", async () => {
    const page = await openAt(1280, `/books/${UNKNOWN}`);
    await notFound(page).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'book-not-found');
    await page.goto(`${session.store.url}/books/not-an-id`);
    await notFound(page).waitFor();
    const buyer = await session.store.db.user.findUniqueOrThrow({ where: { email: BUYER.email }, select: { id: true } });
    await page.goto(`${session.store.url}/sellers/${buyer.id}`);
    await notFound(page).waitFor();
    await closePage(page);
  });

  it('a seller edits their bio and photo in Profile and sees them on their seller page', async () => {
    const seller = await openAt(1280, '/login');
    await logIn(seller, SELLER);
    await seller.goto(`${session.store.url}/dashboard`);
    await seller.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Profile' }).click();
    await seller.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    expect(await seller.getByLabel('Name').inputValue()).toBe('Demo Seller');

    // A blank name is refused under its field.
    await seller.getByLabel('Name').fill('  ');
    await seller.getByRole('button', { name: 'Save profile' }).click();
    expect(await errorOf(seller, 'Name')).toBe('Name is required');
    await expectAccessible(seller);

    const bio = 'Mostly classics and travel writing. Collect in Dhanmondi on weekday evenings.';
    await seller.getByLabel('Name').fill('Demo Seller');
    await seller.getByLabel('Bio').fill(bio);
    await seller.getByText(`${bio.length}/300`).waitFor();
    await seller.getByLabel('Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await profilePng() });
    await screenshotBoth(seller, 'profile-form');
    await seller.getByRole('button', { name: 'Save profile' }).click();
    await seller.getByText('Profile saved').waitFor();
    const saved = await session.store.db.user.findUniqueOrThrow({ where: { email: SELLER.email }, select: { bio: true, image: true } });
    expect(saved).toEqual({ bio, image: expect.stringMatching(/^\/images\//) });

    await seller.getByRole('link', { name: 'See your seller page' }).click();
    await seller.getByRole('heading', { level: 1, name: 'Demo Seller' }).waitFor();
    await seller.getByText(bio).waitFor();
    expect(await seller.getByRole('main').locator(`img[src="${saved.image}"]`).count()).toBe(1);
    await expectAccessible(seller);
    await screenshotBoth(seller, 'seller-page-bio');
    await closePage(seller);
  });
});
