import { describe, expect, it } from 'vitest';
import { formatMoney } from '../shared/money.ts';
import { uniqueEmail } from '../tests/helpers/identities.ts';
import { verificationLinkIn, waitForMail } from '../tests/helpers/mailbox.ts';
import { PASSWORD, profilePng } from './support/accounts.ts';
import { expectAccessible } from './support/accessibility.ts';
import { bangla } from './support/bangla.ts';
import { errorOf, openPage, uncaughtErrors } from './support/pages.ts';
import { screenshot } from './support/screenshots.ts';
import { storeInBrowser } from './support/session.ts';

const session = storeInBrowser();

describe('the store in Bangla and English', () => {
  it('opens in Bangla for a Bangla browser, switches to English from the header, and remembers it', async () => {
    const page = await openPage(session.browser, `${session.store.url}/`, 390, { locale: 'bn-BD' });
    expect(await page.getAttribute('html', 'lang')).toBe('bn');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'মেনু খুলুন' }).waitFor();
    await header.getByRole('link', { name: 'বুক স্টোর' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'home-bn');

    await header.getByRole('button', { name: 'English' }).click();
    await header.getByRole('button', { name: 'Open menu' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await header.getByRole('button', { name: 'বাংলা' }).waitFor();
    expect(await header.getByRole('button', { name: 'বাংলা' }).getAttribute('lang')).toBe('bn');

    // Remembered: the next visit is in English, whatever the browser prefers.
    await page.reload();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await header.getByRole('link', { name: 'Book Store' }).waitFor();
    // A link in a language opens in it, and that becomes the choice.
    await page.goto(`${session.store.url}/?lang=bn`);
    await header.getByRole('button', { name: 'মেনু খুলুন' }).waitFor();
    await page.goto(`${session.store.url}/`);
    expect(await page.getAttribute('html', 'lang')).toBe('bn');
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it('a Bangla reader searches, browses a category and reads a book page in Bangla, prices in Bangla digits', async () => {
    const book = await session.store.db.book.findFirstOrThrow({
      where: { status: 'available', hiddenAt: null },
      orderBy: { createdAt: 'desc' },
      select: { id: true, title: true, author: true, priceMinor: true, category: { select: { slug: true } } },
    });
    const page = await openPage(session.browser, `${session.store.url}/`, 390, { locale: 'bn-BD' });
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'খুঁজুন' }).click();
    const dialog = page.getByRole('dialog', { name: 'বই খুঁজুন' });
    await dialog.getByLabel('বইয়ের নাম বা লেখক').fill(book.title);
    await dialog.getByRole('button', { name: 'খুঁজুন' }).click();
    await page.getByRole('heading', { level: 1, name: `“${book.title}”-এর ফলাফল` }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /বই পাওয়া গেছে$/ })
      .waitFor();
    await expectAccessible(page);
    await screenshot(page, 'search-bn');

    await page.goto(`${session.store.url}/category/${book.category.slug}`);
    await page.getByRole('heading', { level: 1, name: /^ক্যাটাগরি: / }).waitFor();
    await screenshot(page, 'category-bn');

    await page.goto(`${session.store.url}/books/${book.id}`);
    await page.getByRole('heading', { level: 1, name: book.title }).waitFor();
    expect(await page.title()).toBe(`${book.title} — ${book.author} · বুক স্টোর`);
    const price = formatMoney(book.priceMinor, 'BDT', 'bn-BD');
    expect(price).toMatch(/^[০-৯,]+/);
    await page.getByRole('main').getByText(price).first().waitFor();
    await page.getByRole('button', { name: 'এখনই বুক করুন' }).waitFor();
    await page.getByRole('region', { name: 'এই কপি সম্পর্কে' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'book-bn');
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it('draws a Bangla page in Noto Sans Bengali where the device has no Bengali font, each weight fetched once', async () => {
    const page = await openPage(session.browser, 'about:blank', 390, { locale: 'bn-BD' });
    // This machine's Chromium has no Bengali font of its own (as CI's): the store's files are the only ones.
    const ownBengaliFont = await page.evaluate(async () => {
      try {
        await new FontFace('Probe', "local('Noto Sans Bengali')").load();
        return true;
      } catch {
        return false;
      }
    });
    expect(ownBengaliFont).toBe(false);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fetched.push(new URL(request.url()).pathname.replace(/-[\w-]{8}\.woff2$/, '.woff2'));
    });
    await page.goto(`${session.store.url}/`);
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'বুক স্টোর' }).waitFor();
    await page.evaluate(() => document.fonts.ready);

    const cdp = await page.context().newCDPSession(page);
    const { root } = await cdp.send('DOM.getDocument');
    await cdp.send('CSS.enable');
    const drawnIn = async (selector: string) => {
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      return fonts.filter((font) => font.glyphCount > 0).map((font) => `${font.familyName}${font.isCustomFont ? ' (the store’s)' : ''}`);
    };
    // A heading (bold) and a paragraph (regular).
    expect(await drawnIn('main h1')).toContain('Noto Sans Bengali (the store’s)');
    expect(await drawnIn('main p')).toContain('Noto Sans Bengali (the store’s)');
    expect(fetched.toSorted()).toEqual(['/assets/noto-sans-bengali-400.woff2', '/assets/noto-sans-bengali-700.woff2']);
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it('a Bangla reader signs up, books a copy, pays and writes to the seller, every step in Bangla on a phone', async () => {
    const [book, other] = await session.store.db.book.findMany({
      where: { status: 'available', hiddenAt: null, orders: { none: {} }, seller: { email: 'seller@example.com' } },
      orderBy: { createdAt: 'asc' },
      take: 2,
      select: { id: true, title: true },
    });
    const page = await openPage(session.browser, `${session.store.url}/signup`, 390, { locale: 'bn-BD' });
    await page.getByRole('heading', { name: bangla('auth', 'signUpTitle') }).waitFor();

    // The shared rules' refusals, in Bangla under each field.
    await page.getByRole('button', { name: bangla('auth', 'signUp') }).click();
    expect(await errorOf(page, bangla('auth', 'name'))).toBe('এটি পূরণ করুন।');
    await expectAccessible(page);
    await screenshot(page, 'signup-bn');

    const email = uniqueEmail('bangla');
    await page.getByLabel(bangla('auth', 'name'), { exact: true }).fill('রিনা আক্তার');
    await page.getByLabel(bangla('auth', 'email'), { exact: true }).fill(email);
    await page.getByLabel(bangla('auth', 'password'), { exact: true }).fill(PASSWORD);
    await page.getByLabel(bangla('auth', 'profileImage')).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await profilePng() });
    await page.getByLabel(bangla('auth', 'role')).selectOption('buyer');
    await page.getByRole('button', { name: bangla('auth', 'signUp') }).click();
    await page.getByText(bangla('auth', 'signedUp')).waitFor();
    // The account keeps the language it was made in: its emails and other devices speak Bangla.
    await expect.poll(() => session.store.db.user.findUnique({ where: { email }, select: { language: true } })).toEqual({ language: 'bn' });

    // The address is verified by the link mailed at sign-up, then the copy is booked.
    const [mail] = await waitForMail(email);
    await page.goto(verificationLinkIn(mail!).href);
    await page.goto(`${session.store.url}/books/${book!.id}`);
    await page.getByRole('button', { name: bangla('book-actions', 'bookNow') }).click();
    const dialog = page.getByRole('dialog', { name: book!.title });
    await dialog.getByRole('button', { name: bangla('verify-email', 'haveVerified') }).click();
    await page.getByText(bangla('verify-email', 'verified')).waitFor();
    await dialog.getByLabel(bangla('orders', 'phone'), { exact: true }).fill('+8801733333333');
    await expectAccessible(page);
    await screenshot(page, 'booking-bn');
    await dialog.getByRole('button', { name: bangla('orders', 'submit') }).click();
    await page.getByText(bangla('orders', 'booked')).first().waitFor();

    // My Orders counts in Bangla digits; the order is paid by card.
    await page.goto(`${session.store.url}/dashboard/buyer`);
    await page.getByRole('heading', { level: 1, name: bangla('orders', 'myOrdersCount', { count: '১' }) }).waitFor();
    await page.getByRole('link', { name: bangla('orders', 'pay') }).click();
    await page.getByRole('heading', { level: 1, name: bangla('payment', 'paymentFor', { what: book!.title }) }).waitFor();
    const pay = page.getByRole('button', { name: bangla('payment', 'pay'), exact: true });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await page.getByLabel(bangla('payment', 'cardNumber')).fill('4242 4242 4242 4242');
    await page.getByLabel(bangla('payment', 'expiry')).fill('12/34');
    await page.getByLabel(bangla('payment', 'cvc')).fill('123');
    await expectAccessible(page);
    await screenshot(page, 'payment-bn');
    // Signed in, the header holds five buttons beside the logo on a phone, none over another.
    const header = page.getByRole('banner');
    const [brand, english] = await Promise.all([
      header.getByRole('link', { name: bangla('common', 'brandFirst') + ' ' + bangla('common', 'brandSecond') }).boundingBox(),
      header.getByRole('button', { name: 'English' }).boundingBox(),
    ]);
    expect(brand!.x + brand!.width).toBeLessThanOrEqual(english!.x);
    await pay.click();
    await page.getByText(bangla('payment', 'succeeded')).waitFor();
    await page.waitForURL(`${session.store.url}/dashboard/buyer`);
    await page.getByText(bangla('orders', 'state.paid'), { exact: true }).first().waitFor();
    await screenshot(page, 'my-orders-bn');

    // A question to the seller about another copy opens the conversation, in Bangla.
    await page.goto(`${session.store.url}/books/${other!.id}`);
    await page.getByRole('button', { name: bangla('book-actions', 'askAbout', { title: other!.title }) }).click();
    const ask = page.getByRole('dialog');
    await ask.getByLabel(bangla('conversations', 'yourMessage')).fill('বইটি কি এখনও পাওয়া যাবে? আমি ধানমন্ডিতে থাকি।');
    await ask.getByRole('button', { name: bangla('conversations', 'send') }).click();
    await page.waitForURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/);
    await page.getByText('বইটি কি এখনও পাওয়া যাবে? আমি ধানমন্ডিতে থাকি।').waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('bn');
    await expectAccessible(page);
    await screenshot(page, 'thread-bn');
    expect(uncaughtErrors(page)).toEqual([]);
  });
});
