import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from './support/accounts.ts';
import { expectAccessible } from './support/accessibility.ts';
import { launchBrowser } from './support/browser.ts';
import { screenshot, screenshotBoth } from './support/screenshots.ts';
import { findShelf, startStore, type Store } from './support/store.ts';
import { stopStoreAndBrowser } from './support/session.ts';
import { answerConfirmation, bookCard, closePage, confirmation, errorOf, logIn, openPage, payByCard } from './support/pages.ts';

const DEMO_PASSWORD = 'bookstore-demo';
const SELLER = { email: 'seller@example.com', password: DEMO_PASSWORD };
const BUYER = { email: 'buyer@example.com', password: DEMO_PASSWORD };
const ADMIN = { email: 'admin@example.com', password: DEMO_PASSWORD };
const DECLINED_CARD = '4000 0000 0000 0002';
const PAYING_CARD = '4242 4242 4242 4242';

let store: Store;
let browser: Browser;
/** A category with two of the demo seller's available copies on its first page, with titles no other card there shares. */
let shelf: { name: string; slug: string; first: string; second: string };

beforeAll(async () => {
  [store, browser] = await Promise.all([startStore(), launchBrowser()]);
  const found = await findShelf(store.db, SELLER.email, 2);
  shelf = { name: found.name, slug: found.slug, first: found.titles[0]!, second: found.titles[1]! };
});
afterAll(() => stopStoreAndBrowser(store, browser));

/** A page of the store in a fresh browser context. */
const openAt = (width: number, path: string) => openPage(browser, store.url + path, width);

const bookNow = (page: Page, title: string) => bookCard(page, title).getByRole('button', { name: 'Book now' });
/** An order in My Orders: a table row on wide screens, a card on phones (only one of them is displayed). */
const orderRow = (page: Page, title: string) =>
  page.getByRole('main').getByRole('row').or(page.getByRole('main').getByRole('listitem')).filter({ hasText: title });

async function openCategory(page: Page) {
  await page.goto(`${store.url}/category/${shelf.slug}`);
  await page.getByRole('heading', { level: 1, name: `Category: ${shelf.name}` }).waitFor();
}

/** Books the copy through the modal, which closes on success. */
async function book(page: Page, title: string, phone: string, location: string) {
  await bookNow(page, title).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await dialog.getByLabel('Phone').fill(phone);
  await dialog.getByLabel('Location (optional)').fill(location);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('This item is booked').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

describe('orders in the browser', () => {
  it('a buyer books a copy, is declined, pays, sees it Paid and the copy sold; another buyer books and cancels, which frees their copy', async () => {
    // The buyer opens the category and the booking modal.
    const buyer = await openAt(1280, '/login');
    await logIn(buyer, BUYER);
    await openCategory(buyer);
    expect(await bookNow(buyer, shelf.first).isEnabled()).toBe(true);
    await bookNow(buyer, shelf.first).click();
    const dialog = buyer.getByRole('dialog', { name: shelf.first });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Your email').inputValue()).toBe(BUYER.email);
    expect(await dialog.getByLabel('Your email').getAttribute('readonly')).not.toBeNull();
    expect(await dialog.getByLabel('Your name').inputValue()).toBe('Demo Buyer');
    expect(await dialog.textContent()).toMatch(/\d/);

    // Phone is required, said under the field.
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect(await errorOf(dialog, 'Phone')).toBe('Phone is required');
    await expectAccessible(buyer);
    await screenshotBoth(buyer, 'booking-modal-phone-required');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await book(buyer, shelf.first, '+8801722222222', 'Dhanmondi');
    const card = bookCard(buyer, shelf.first);
    await card.getByText('Booked', { exact: true }).waitFor();
    expect(await bookNow(buyer, shelf.first).isDisabled()).toBe(true);
    await expectAccessible(buyer);
    await screenshot(buyer, 'category-booked');

    // My Orders lists it, with Pay and Cancel.
    await buyer.goto(`${store.url}/dashboard/buyer`);
    await buyer.getByRole('heading', { level: 1, name: 'My Orders: 1' }).waitFor();
    const row = orderRow(buyer, shelf.first);
    expect(await row.textContent()).toContain(SELLER.email);
    expect(await row.getByRole('button', { name: 'Cancel' }).isEnabled()).toBe(true);
    await expectAccessible(buyer);
    await screenshotBoth(buyer, 'my-orders-booked');

    // Pay: declined first, the provider's message under the button.
    await row.getByRole('link', { name: 'Pay' }).click();
    await buyer.waitForURL(/\/dashboard\/buyer\/payment\/[0-9a-f-]{36}$/);
    await buyer.getByRole('heading', { level: 1, name: `Payment for: ${shelf.first}` }).waitFor();
    await buyer.getByText('Please Pay').waitFor();
    const payButton = buyer.getByRole('button', { name: 'Pay', exact: true });
    await expect.poll(() => payButton.isEnabled()).toBe(true);
    await expectAccessible(buyer);
    await screenshotBoth(buyer, 'payment');

    await payByCard(buyer, DECLINED_CARD);
    const form = buyer.locator('form').filter({ has: payButton });
    const message = form.getByRole('alert');
    await message.getByText('Your card was declined.').waitFor();
    // Under the button, in red.
    const [buttonBox, messageBox] = await Promise.all([payButton.boundingBox(), message.boundingBox()]);
    expect(messageBox!.y).toBeGreaterThan(buttonBox!.y + buttonBox!.height - 1);
    expect(await message.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(199, 54, 47)');
    await expectAccessible(buyer);
    await screenshotBoth(buyer, 'payment-declined');

    // ...then paid.
    await payByCard(buyer, PAYING_CARD);
    await buyer.getByText('Payment successful').waitFor();
    await buyer.waitForURL(`${store.url}/dashboard/buyer`);
    await buyer.getByRole('heading', { level: 1, name: 'My Orders: 1' }).waitFor();
    await orderRow(buyer, shelf.first).getByText('Paid', { exact: true }).waitFor();
    expect(await orderRow(buyer, shelf.first).getByRole('link', { name: 'Pay' }).count()).toBe(0);
    expect(await orderRow(buyer, shelf.first).getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    await expectAccessible(buyer);
    await screenshotBoth(buyer, 'my-orders-paid');

    // The copy is sold on its category page.
    await openCategory(buyer);
    await bookCard(buyer, shelf.first).getByText('Status: sold').waitFor();
    expect(await bookNow(buyer, shelf.first).isDisabled()).toBe(true);
    const paidOrder = await store.db.order.findFirstOrThrow({ where: { title: shelf.first, buyer: { email: BUYER.email } } });
    expect(paidOrder.status).toBe('paid');

    // The payment page of a paid order says so, with no form.
    await buyer.goto(`${store.url}/dashboard/buyer/payment/${paidOrder.id}`);
    await buyer.getByText('This order is already paid.', { exact: false }).waitFor();
    expect(await buyer.getByLabel('Card number').count()).toBe(0);
    await closePage(buyer);

    // The seller sees who paid, to hand the copy over.
    const seller = await openAt(1280, '/login');
    await logIn(seller, SELLER);
    await seller.goto(`${store.url}/dashboard/my-products`);
    const product = seller.getByRole('row').filter({ hasText: shelf.first });
    await product.getByText('Paid by').waitFor();
    expect(await product.textContent()).toContain(`${BUYER.email} · +8801722222222 · Dhanmondi`);
    await expectAccessible(seller);
    await screenshot(seller, 'my-products-paid-by');
    await closePage(seller);

    // Another buyer, on a phone, books a different copy and cancels it.
    const other = await createAccount(store.url, 'buyer', 'second-buyer');
    const second = await openAt(390, '/login');
    await logIn(second, other);
    await openCategory(second);
    await book(second, shelf.second, '+8801733333333', '');
    await bookCard(second, shelf.second).getByText('Booked', { exact: true }).waitFor();
    expect(await bookNow(second, shelf.second).isDisabled()).toBe(true);

    await second.goto(`${store.url}/dashboard/buyer`);
    await second.getByRole('heading', { level: 1, name: 'My Orders: 1' }).waitFor();
    await expectAccessible(second);
    await screenshot(second, 'my-orders-second-buyer');
    await orderRow(second, shelf.second).getByRole('button', { name: 'Cancel' }).click();
    const cancelQuestion = `Do you want to cancel your booking of "${shelf.second}"?`;
    await confirmation(second, cancelQuestion).waitFor();
    await expectAccessible(second);
    await screenshotBoth(second, 'my-orders-confirm-cancel');
    await answerConfirmation(second, cancelQuestion, 'Cancel booking');
    await second.getByText('Booking cancelled').waitFor();
    await second.getByRole('heading', { level: 1, name: 'My Orders: 0' }).waitFor();
    const closed = second.locator('details').filter({ hasText: 'Cancelled and expired bookings (1)' });
    await closed.locator('summary').click();
    await closed.getByText('Cancelled by the buyer.').waitFor();
    expect(await closed.textContent()).toContain(shelf.second);
    await expectAccessible(second);
    await screenshotBoth(second, 'my-orders-cancelled');

    // The copy is free again: Book now is enabled, no Booked badge.
    await openCategory(second);
    await expect.poll(() => bookNow(second, shelf.second).isEnabled()).toBe(true);
    expect(await bookCard(second, shelf.second).getByText('Booked', { exact: true }).count()).toBe(0);
    await expectAccessible(second);
    await screenshot(second, 'category-freed');
    await closePage(second);
  });

  it('after payment: the seller hands a copy over, the buyer confirms and rates them, the seller is paid and answers; a problem with another is refunded by the admin', async () => {
    const found = await findShelf(store.db, SELLER.email, 2);
    const [kept, missing] = [found.titles[0]!, found.titles[1]!];
    const buyer = await openAt(1280, '/login');
    await logIn(buyer, BUYER);
    const bookAndPay = async (title: string) => {
      await buyer.goto(`${store.url}/category/${found.slug}`);
      await book(buyer, title, '+8801744444444', 'Mirpur');
      await buyer.goto(`${store.url}/dashboard/buyer`);
      await orderRow(buyer, title).getByRole('link', { name: 'Pay' }).click();
      await expect.poll(() => buyer.getByRole('button', { name: 'Pay', exact: true }).isEnabled()).toBe(true);
      await payByCard(buyer, PAYING_CARD);
      await buyer.waitForURL(`${store.url}/dashboard/buyer`);
      await orderRow(buyer, title).getByText('Paid', { exact: true }).waitFor();
    };
    await bookAndPay(kept);

    // The seller marks it handed over from My products.
    const seller = await openAt(1280, '/login');
    await logIn(seller, SELLER);
    await seller.goto(`${store.url}/dashboard/my-products`);
    const product = seller.getByRole('row').filter({ hasText: kept });
    await product.getByRole('button', { name: 'Mark handed over' }).click();
    const handover = seller.getByRole('dialog', { name: `Mark handed over ${kept}` });
    await handover.getByLabel('Note for the buyer (optional)').fill('Met at the library');
    await expectAccessible(seller);
    await handover.getByRole('button', { name: 'Handed over' }).click();
    await seller.getByText('Marked handed over').waitFor();
    await product.getByText('Handed over', { exact: true }).waitFor();
    expect((await store.db.order.findFirstOrThrow({ where: { title: kept }, orderBy: { createdAt: 'desc' } })).handoverNote).toBe('Met at the library');
    expect(await product.getByRole('button', { name: 'Mark handed over' }).count()).toBe(0);
    await expectAccessible(seller);
    await screenshot(seller, 'my-products-handed-over');

    // The buyer sees it handed over and confirms: completed.
    await buyer.reload();
    const keptRow = orderRow(buyer, kept);
    await keptRow.getByText('Handed over', { exact: true }).waitFor();
    await expectAccessible(buyer);
    await screenshotBoth(buyer, 'my-orders-handed-over');
    await keptRow.getByRole('button', { name: 'Confirm received' }).click();
    await answerConfirmation(buyer, `Do you have "${kept}"? Confirming completes the order and pays the seller.`, 'Confirm received');
    await keptRow.getByText('Completed', { exact: true }).waitFor();
    expect(await keptRow.getByRole('button', { name: 'Report a problem' }).count()).toBe(0);
    expect((await store.db.order.findFirstOrThrow({ where: { title: kept, buyer: { email: BUYER.email } }, orderBy: { createdAt: 'desc' } })).status).toBe(
      'completed',
    );

    // The buyer rates the seller (stars are required); the rating then shows on the seller's cards.
    await keptRow.getByRole('button', { name: 'Rate the seller' }).click();
    const rate = buyer.getByRole('dialog', { name: `Rate the seller ${kept}` });
    await rate.getByRole('button', { name: 'Post the review' }).click();
    await rate.getByText('Choose from 1 to 5 stars').waitFor();
    await rate.getByRole('radio', { name: '4 stars' }).check();
    await rate.getByLabel('What you would tell other buyers (optional)').fill('Clean copy, handed over at the library.');
    await expectAccessible(buyer);
    await screenshotBoth(buyer, 'review-form');
    await rate.getByRole('button', { name: 'Post the review' }).click();
    await keptRow.getByRole('img', { name: '4 out of 5 stars' }).waitFor();
    expect(await keptRow.getByRole('button', { name: 'Rate the seller' }).count()).toBe(0);
    await buyer.goto(`${store.url}/category/${found.slug}`);
    await bookCard(buyer, missing).getByText('4.0 (1)').waitFor();
    await screenshot(buyer, 'card-seller-rating');

    // The seller was owed the sale: they set up payouts from Earnings and are paid.
    await seller.goto(`${store.url}/dashboard/earnings`);
    await seller.getByText('1 completed sale waits for it.').waitFor();
    await expectAccessible(seller);
    await screenshotBoth(seller, 'earnings-owed');
    await seller.getByRole('button', { name: 'Set up payouts' }).click();
    await seller.getByRole('heading', { name: 'Payouts are on' }).waitFor();
    await seller.getByRole('row').filter({ hasText: kept }).filter({ hasText: 'Paid out to you' }).waitFor();
    const keptOrder = await store.db.order.findFirstOrThrow({
      where: { title: kept, buyer: { email: BUYER.email } },
      orderBy: { createdAt: 'desc' },
      include: { ledger: { where: { kind: 'transfer' } } },
    });
    expect(keptOrder.ledger).toEqual([expect.objectContaining({ amountMinor: keptOrder.priceMinor, provider: 'test' })]);
    await expectAccessible(seller);
    await screenshotBoth(seller, 'earnings-paid-out');

    // On their public page the seller reads the review and answers it.
    const { id: sellerId } = await store.db.user.findUniqueOrThrow({ where: { email: SELLER.email }, select: { id: true } });
    const { name: buyerName } = await store.db.user.findUniqueOrThrow({ where: { email: BUYER.email }, select: { name: true } });
    await seller.goto(`${store.url}/sellers/${sellerId}`);
    const review = seller.getByRole('article', { name: `Review by ${buyerName}` });
    await review.getByText('Clean copy, handed over at the library.').waitFor();
    await review.getByRole('button', { name: 'Answer' }).click();
    const answer = seller.getByRole('dialog', { name: /^Answer the review/ });
    await answer.getByLabel('Your answer').fill('Thank you, enjoy it!');
    await answer.getByRole('button', { name: 'Post the answer' }).click();
    await review.getByText('Thank you, enjoy it!').waitFor();
    expect(await review.getByRole('button', { name: 'Answer' }).count()).toBe(0);
    await expectAccessible(seller);
    await screenshotBoth(seller, 'seller-page-reviews');

    // Another paid copy never comes: the buyer reports it.
    await bookAndPay(missing);
    const missingRow = orderRow(buyer, missing);
    await missingRow.getByRole('button', { name: 'Report a problem' }).click();
    const problem = buyer.getByRole('dialog', { name: /^Report a problem with this order/ });
    await problem.getByRole('button', { name: 'Submit' }).click();
    expect(await errorOf(problem, 'Reason')).toBe('Choose a reason');
    await problem.getByLabel('Reason').selectOption('not_received');
    await problem.getByLabel('Note (optional)').fill('Nobody came to the library.');
    await expectAccessible(buyer);
    await problem.getByRole('button', { name: 'Submit' }).click();
    await missingRow.getByText('Problem reported', { exact: true }).waitFor();
    await expectAccessible(buyer);
    await screenshotBoth(buyer, 'my-orders-problem');

    // The admin refunds it from Problems; the buyer's order ends refunded, the copy is the seller's again.
    const admin = await openAt(1280, '/login');
    await logIn(admin, ADMIN);
    await admin.goto(`${store.url}/dashboard/admin/problems`);
    const case_ = admin.getByRole('row').filter({ hasText: missing });
    await case_.getByText('Nobody came to the library.', { exact: false }).waitFor();
    await expectAccessible(admin);
    await screenshotBoth(admin, 'admin-problems');
    await case_.getByRole('button', { name: 'Refund' }).click();
    await answerConfirmation(admin, `Refund ${BUYER.email} in full for "${missing}"?`, 'Refund');
    await admin.getByText('No open problems.').waitFor();
    const refunded = await store.db.order.findFirstOrThrow({
      where: { title: missing, buyer: { email: BUYER.email } },
      orderBy: { createdAt: 'desc' },
      include: { ledger: { where: { kind: 'refund' } } },
    });
    expect(refunded).toMatchObject({ status: 'refunded', liveBookId: null, ledger: [{ amountMinor: refunded.priceMinor }] });
    await buyer.reload();
    const history = buyer.locator('details').filter({ hasText: 'Cancelled and expired bookings' });
    await history.locator('summary').click();
    await history.getByRole('listitem').filter({ hasText: missing }).getByText('Refunded in full after a problem report.').waitFor();
    expect(
      await orderRow(buyer, missing)
        .filter({ has: buyer.getByRole('button') })
        .count(),
    ).toBe(0);

    await Promise.all([closePage(admin), closePage(seller), closePage(buyer)]);
  });

  it('the buyer who booked a copy reads on its page that it is theirs until the hold ends and pays from there; others read that someone has booked it', async () => {
    const found = await findShelf(store.db, SELLER.email, 1);
    const title = found.titles[0]!;
    const account = await createAccount(store.url, 'buyer', 'book-page-payer');
    const buyer = await openAt(390, '/login');
    await logIn(buyer, account);
    await buyer.goto(`${store.url}/category/${found.slug}`);
    await book(buyer, title, '+8801744444444', 'Mirpur');
    await bookCard(buyer, title).getByRole('link', { name: title }).click();
    await buyer.getByRole('heading', { level: 1, name: title }).waitFor();

    // Theirs, until the hold ends (the moment the store keeps), with Pay right there.
    const order = await store.db.order.findFirstOrThrow({ where: { title, buyer: { email: account.email } } });
    const note = buyer.getByRole('main').locator('p').filter({ hasText: 'Booked by you.' });
    expect(await note.textContent()).toMatch(/^Booked by you\. This copy is yours until .+\. Pay before then, or someone else may book it\.$/);
    expect(await note.locator('time').getAttribute('datetime')).toBe(order.expiresAt.toISOString());
    expect(await buyer.getByText('Someone has booked this copy', { exact: false }).count()).toBe(0);
    const payLink = buyer.getByRole('main').getByRole('link', { name: 'Pay', exact: true });
    await expectAccessible(buyer);
    await screenshotBoth(buyer, 'book-page-your-booking');

    // Anyone else, a visitor here, reads only that someone has booked it.
    const visitor = await openAt(1280, `/books/${order.bookId!}`);
    await visitor.getByText('Someone has booked this copy and is paying for it.', { exact: false }).waitFor();
    expect(await visitor.getByRole('main').getByRole('link', { name: 'Pay', exact: true }).count()).toBe(0);
    await closePage(visitor);

    await payLink.click();
    await buyer.waitForURL(`${store.url}/dashboard/buyer/payment/${order.id}`);
    await buyer.getByRole('heading', { level: 1, name: `Payment for: ${title}` }).waitFor();
    await expect.poll(() => buyer.getByRole('button', { name: 'Pay', exact: true }).isEnabled()).toBe(true);
    await payByCard(buyer, PAYING_CARD);
    await buyer.getByText('Payment successful').waitFor();
    expect((await store.db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('paid');
    await closePage(buyer);
  });
});
