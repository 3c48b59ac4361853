import { describe, expect, it } from 'vitest';
import { formatMoney } from '../shared/money.ts';
import { expectAccessible } from './support/accessibility.ts';
import { openPage, uncaughtErrors } from './support/pages.ts';
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
});
