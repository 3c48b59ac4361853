import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { answerConfirmation, logIn, payByCard } from './support/pages.ts';
import { screenshot } from './support/screenshots.ts';
import { storeInBrowser } from './support/session.ts';

const DEMO_PASSWORD = 'bookstore-demo';
const SELLER = { email: 'seller@example.com', password: DEMO_PASSWORD };
const BUYER = { email: 'buyer@example.com', password: DEMO_PASSWORD };

const session = storeInBrowser();

/** An entry of My Orders or My products: a table row on wide screens, a card on phones. */
const entry = (page: Page, text: string | RegExp) =>
  page.getByRole('main').getByRole('row').or(page.getByRole('main').getByRole('listitem')).filter({ hasText: text });

describe('bundles in the browser', () => {
  it('a bundle of three from the seller’s profile: one payment, one handover, one confirmation, one review', async () => {
    const { store } = session;
    const sellerRow = await store.db.user.findUniqueOrThrow({ where: { email: SELLER.email }, select: { id: true, name: true } });

    // The seller gives 10 % off three books or more, from My products.
    const seller = await session.openAt(1280, '/login');
    await logIn(seller, SELLER);
    await seller.goto(`${store.url}/dashboard/my-products`);
    await seller.getByText('Bundle discount: none').click();
    await seller.getByLabel('Percent off').fill('10');
    await seller.getByLabel('From how many books').fill('3');
    await seller.getByRole('button', { name: 'Save discount' }).click();
    await seller.getByText('Bundles of 3 or more get 10 % off').waitFor();

    // The buyer picks three of the seller's books on their profile, on a phone.
    const buyer = await session.openAt(390, '/login');
    await logIn(buyer, BUYER);
    await buyer.goto(`${store.url}/sellers/${sellerRow.id}`);
    await buyer.getByText('10 % off 3 or more books bought together').waitFor();
    const adds = buyer.getByRole('button', { name: /^Add to bundle/ });
    await adds.first().waitFor();
    const titles: string[] = [];
    for (let i = 0; i < 3; i++) {
      const add = adds.nth(i);
      titles.push((await add.textContent())!.replace(/^Add to bundle: /, ''));
      await add.click();
      await expect.poll(() => add.getAttribute('aria-pressed')).toBe('true');
    }
    const bar = buyer.getByRole('region', { name: 'Your bundle' });
    await bar.getByText('3 books').waitFor();
    await bar.getByText('10 % off').waitFor();
    await expectAccessible(buyer);
    await screenshot(buyer, 'bundle-builder');
    await bar.getByRole('button', { name: 'Book together' }).click();
    const dialog = buyer.getByRole('dialog', { name: `3 books from ${sellerRow.name}` });
    await dialog.getByLabel('Phone').fill('+8801711111111');
    await expectAccessible(buyer);
    await screenshot(buyer, 'bundle-dialog');
    await dialog.getByRole('button', { name: 'Submit' }).click();

    // One payment for the three.
    await buyer.getByRole('heading', { level: 1, name: 'Payment for: 3 books together' }).waitFor();
    for (const title of titles) await buyer.getByRole('listitem').filter({ hasText: title }).first().waitFor();
    const bundle = await store.db.bundle.findFirstOrThrow({
      where: { buyer: { email: BUYER.email } },
      select: { id: true, listedMinor: true, priceMinor: true, discountPercent: true },
      orderBy: { createdAt: 'desc' },
    });
    expect(bundle.discountPercent).toBe(10);
    expect(bundle.priceMinor).toBe(bundle.listedMinor - Math.round(bundle.listedMinor / 10));
    await expect.poll(() => buyer.getByRole('button', { name: 'Pay', exact: true }).isEnabled()).toBe(true);
    await payByCard(buyer);
    await buyer.getByText('Payment successful').waitFor();
    const orders = () =>
      store.db.order.findMany({
        where: { bundleId: bundle.id },
        select: { status: true, ledger: { select: { kind: true, amountMinor: true, providerRef: true } } },
      });
    const paid = await orders();
    expect(paid.map((o) => o.status)).toEqual(['paid', 'paid', 'paid']);
    const charges = paid.flatMap((o) => o.ledger.filter((l) => l.kind === 'charge'));
    expect(new Set(charges.map((c) => c.providerRef)).size).toBe(1);
    expect(charges.reduce((sum, c) => sum + c.amountMinor, 0)).toBe(bundle.priceMinor);

    // My Orders shows the bundle as one entry.
    await buyer.goto(`${store.url}/dashboard/buyer`);
    const mine = entry(buyer, /^.*3 books together: /);
    await mine.getByText('Paid', { exact: true }).waitFor();
    expect(await mine.count()).toBe(1);
    await expectAccessible(buyer);
    await screenshot(buyer, 'bundle-my-orders');

    // The seller hands the bundle over once, from any of its books.
    await seller.reload();
    const product = entry(seller, titles[1]!);
    await product.getByText('In a bundle').waitFor();
    await product.getByRole('button', { name: 'Mark handed over' }).click();
    const handover = seller.getByRole('dialog', { name: `Mark handed over ${titles[1]}` });
    await handover.getByText(/the other books of the bundle are marked handed over with it/).waitFor();
    await handover.getByRole('button', { name: 'Handed over' }).click();
    await seller.getByText('Marked handed over').waitFor();
    for (const title of titles) {
      await entry(seller, title).getByText('Handed over', { exact: true }).waitFor();
      expect(await entry(seller, title).getByRole('button', { name: 'Mark handed over' }).count()).toBe(0);
    }
    await screenshot(seller, 'bundle-handed-over');

    // The buyer confirms once and rates the seller once.
    await buyer.reload();
    await mine.getByText('Handed over', { exact: true }).waitFor();
    await mine.getByRole('button', { name: 'Confirm received' }).click();
    const [a, b, c] = titles.map((t) => `“${t}”`).toSorted((x, y) => x.localeCompare(y));
    await answerConfirmation(
      buyer,
      `Do you have "3 books together: ${a}, ${b} and ${c}"? Confirming completes the order and pays the seller.`,
      'Confirm received',
    );
    await mine.getByText('Completed', { exact: true }).waitFor();
    await mine.getByRole('button', { name: 'Rate the seller' }).click();
    const rate = buyer.getByRole('dialog', { name: /^Rate the seller / });
    await rate.getByRole('radio', { name: '5 stars' }).check();
    await rate.getByRole('button', { name: 'Post the review' }).click();
    await mine.getByRole('img', { name: '5 out of 5 stars' }).waitFor();
    expect(await mine.getByRole('button', { name: 'Rate the seller' }).count()).toBe(0);
    expect((await orders()).map((o) => o.status)).toEqual(['completed', 'completed', 'completed']);
    expect(await store.db.review.count({ where: { order: { bundleId: bundle.id } } })).toBe(1);
    await expectAccessible(buyer);
    await screenshot(buyer, 'bundle-completed');
  });

  it('an offer on two books from the profile: the seller accepts in the thread, the buyer pays the price agreed once', async () => {
    const { store } = session;
    const sellerRow = await store.db.user.findUniqueOrThrow({ where: { email: SELLER.email }, select: { id: true, name: true } });
    const buyer = await session.openAt(390, '/login');
    await logIn(buyer, BUYER);
    await buyer.goto(`${store.url}/sellers/${sellerRow.id}`);
    const adds = buyer.getByRole('button', { name: /^Add to bundle/, pressed: false });
    await adds.first().waitFor();
    const titles: string[] = [];
    for (let i = 0; i < 2; i++) {
      const add = adds.first();
      titles.push((await add.textContent())!.replace(/^Add to bundle: /, ''));
      await add.click();
    }
    const picked = await store.db.book.findMany({ where: { title: { in: titles }, sellerId: sellerRow.id }, select: { priceMinor: true } });
    // Under BDT 1,000 together, so no amount here has a thousands separator.
    const offered = Math.floor(picked.reduce((sum, b) => sum + b.priceMinor, 0) / 200);
    await buyer.getByRole('region', { name: 'Your bundle' }).getByRole('button', { name: 'Make an offer' }).click();
    const dialog = buyer.getByRole('dialog', { name: `2 books from ${sellerRow.name}` });
    await dialog.getByLabel('Your offer').fill(String(offered));
    await dialog.getByLabel('Phone').fill('+8801711111111');
    await expectAccessible(buyer);
    await screenshot(buyer, 'bundle-offer-dialog');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await buyer.waitForURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/);

    // The seller accepts it in the thread; the buyer pays once, for both.
    const seller = await session.openAt(390, '/login');
    await logIn(seller, SELLER);
    await seller.goto(buyer.url());
    const cards = (page: Page) => page.getByRole('list', { name: 'Offers' });
    await cards(seller)
      .getByRole('button', { name: new RegExp(`^Accept BDT\\s${offered}$`) })
      .click();
    await cards(buyer)
      .getByRole('link', { name: new RegExp(`^Pay BDT\\s${offered}$`) })
      .click();
    await buyer.getByRole('heading', { level: 1, name: 'Payment for: 2 books together' }).waitFor();
    await expect.poll(() => buyer.getByRole('button', { name: 'Pay', exact: true }).isEnabled()).toBe(true);
    await payByCard(buyer);
    await buyer.getByText('Payment successful').waitFor();
    const orders = await store.db.order.findMany({ where: { title: { in: titles }, status: 'paid' }, select: { priceMinor: true, bundleId: true } });
    expect(orders).toHaveLength(2);
    expect(new Set(orders.map((o) => o.bundleId)).size).toBe(1);
    expect(orders.reduce((sum, o) => sum + o.priceMinor, 0)).toBe(offered * 100);
  });
});
