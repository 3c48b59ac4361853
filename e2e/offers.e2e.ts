import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { logIn, payByCard } from './support/pages.ts';
import { screenshot } from './support/screenshots.ts';
import { storeInBrowser } from './support/session.ts';

const DEMO_PASSWORD = 'bookstore-demo';
const SELLER = { email: 'seller@example.com', password: DEMO_PASSWORD };
const BUYER = { email: 'buyer@example.com', password: DEMO_PASSWORD };

const session = storeInBrowser();

/** The offer cards above a thread's answer box. */
const offerCards = (page: Page) => page.getByRole('list', { name: 'Offers' });

describe('offers in the browser', () => {
  it('on phones, a buyer offers, the seller counters, the buyer accepts and pays the agreed price', async () => {
    const { store } = session;
    const book = await store.db.book.findFirstOrThrow({
      // Under BDT 1,000, so no amount here has a thousands separator.
      where: { seller: { email: SELLER.email }, status: 'available', hiddenAt: null, offersEnabled: true, liveOrder: null, priceMinor: { lt: 100_000 } },
      select: { id: true, title: true, priceMinor: true },
      orderBy: { priceMinor: 'desc' },
    });
    const listed = book.priceMinor / 100;
    const [offered, countered] = [Math.floor(listed * 0.6), Math.floor(listed * 0.8)];

    // The buyer offers from the book's page; the offer opens the conversation about the book.
    const buyer = await session.openAt(390, '/login');
    await logIn(buyer, BUYER);
    await buyer.goto(`${store.url}/books/${book.id}`);
    await buyer.getByRole('button', { name: 'Make an offer' }).click();
    const dialog = buyer.getByRole('dialog', { name: book.title });
    await dialog.getByLabel('Your offer').fill(String(offered));
    await dialog.getByLabel('Phone').fill('+8801711111111');
    await expectAccessible(buyer);
    await screenshot(buyer, 'offer-dialog');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await buyer.waitForURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/);
    await offerCards(buyer)
      .getByText(/^You proposed this: waiting for an answer until /)
      .waitFor();
    await buyer
      .getByRole('log', { name: 'Messages' })
      .getByText(new RegExp(`^Offered BDT\\s${offered} for “`))
      .waitFor();

    // The seller counters in the same thread.
    const seller = await session.openAt(390, '/login');
    await logIn(seller, SELLER);
    await seller.goto(buyer.url());
    await offerCards(seller)
      .getByText(/^The buyer proposed this \(round 1 of 3\): answer by /)
      .waitFor();
    await expectAccessible(seller);
    await screenshot(seller, 'offer-to-answer');
    await offerCards(seller).getByRole('button', { name: 'Counter' }).click();
    const counter = seller.getByRole('dialog', { name: `Counter the offer ${book.title}` });
    await counter.getByLabel('Your counter-offer').fill(String(countered));
    await counter.getByRole('button', { name: 'Send counter-offer' }).click();
    await offerCards(seller)
      .getByText(/^You proposed this: waiting/)
      .waitFor();

    // The counter reaches the buyer's open thread live; they accept it.
    const accept = offerCards(buyer).getByRole('button', { name: new RegExp(`^Accept BDT\\s${countered}$`) });
    await accept.waitFor();
    await expectAccessible(buyer);
    await screenshot(buyer, 'offer-countered');
    await accept.click();
    await offerCards(buyer).getByText('Accepted: the copy is booked for you at this price.').waitFor();

    // They pay the agreed price, as any order.
    await offerCards(buyer)
      .getByRole('link', { name: new RegExp(`^Pay BDT\\s${countered}$`) })
      .click();
    await buyer.getByRole('heading', { level: 1, name: `Payment for: ${book.title}` }).waitFor();
    await payByCard(buyer);
    await buyer.getByText('Payment successful').waitFor();
    const order = await store.db.order.findFirstOrThrow({
      where: { bookId: book.id, status: 'paid' },
      select: { priceMinor: true, ledger: { select: { kind: true, amountMinor: true } } },
    });
    expect(order).toEqual({ priceMinor: countered * 100, ledger: [{ kind: 'charge', amountMinor: countered * 100 }] });

    // My offers, for each side: the buyer's made, the seller's on their books.
    await buyer.goto(`${store.url}/dashboard/offers`);
    const made = buyer.getByRole('list', { name: 'Offers I made' }).getByRole('listitem').filter({ hasText: book.title });
    await made.getByText('Accepted').waitFor();
    await seller.goto(`${store.url}/dashboard/offers`);
    const received = seller.getByRole('list', { name: 'On my books' }).getByRole('listitem').filter({ hasText: book.title });
    await received.getByText(/^From Demo Buyer · Accepted$/).waitFor();
    await seller.getByRole('button', { name: 'Offers I made' }).click();
    await seller.getByText('You have not made an offer yet', { exact: false }).waitFor();
    await expectAccessible(seller);
    await screenshot(seller, 'my-offers');
  });

  it('a seller sets a floor on the edit page; an offer below it is declined at once, and the buyer reads so', async () => {
    const { store } = session;
    const book = await store.db.book.findFirstOrThrow({
      where: {
        seller: { email: SELLER.email },
        status: 'available',
        hiddenAt: null,
        offersEnabled: true,
        liveOrder: null,
        priceMinor: { lt: 100_000, gte: 20_000 },
      },
      select: { id: true, title: true, priceMinor: true },
      orderBy: { priceMinor: 'asc' },
    });
    const listed = book.priceMinor / 100;
    const seller = await session.openAt(1280, '/login');
    await logIn(seller, SELLER);
    await seller.goto(`${store.url}/dashboard/my-products/${book.id}/edit`);
    const terms = seller.getByRole('region', { name: 'Offers' });
    await terms.getByLabel('Take offers on this book').waitFor();
    await terms.getByLabel('Decline offers below (optional)').fill(String(listed));
    await terms.getByRole('button', { name: 'Save offer settings' }).click();
    await terms.getByText(new RegExp(`^The floor is less than the price \\(BDT\\s${listed}\\)`)).waitFor();
    await terms.getByLabel('Decline offers below (optional)').fill(String(Math.floor(listed * 0.9)));
    await terms.getByRole('button', { name: 'Save offer settings' }).click();
    await seller.getByText('Offer settings saved').waitFor();
    await expectAccessible(seller);
    await screenshot(seller, 'offer-terms');

    const buyer = await session.openAt(390, '/login');
    await logIn(buyer, BUYER);
    await buyer.goto(`${store.url}/books/${book.id}`);
    await buyer.getByRole('button', { name: 'Make an offer' }).click();
    const dialog = buyer.getByRole('dialog', { name: book.title });
    await dialog.getByLabel('Your offer').fill(String(Math.floor(listed * 0.5)));
    await dialog.getByLabel('Phone').fill('+8801711111111');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await offerCards(buyer).getByText('Declined.').waitFor();
    expect(await offerCards(buyer).getByRole('button').count()).toBe(0);
  });
});
