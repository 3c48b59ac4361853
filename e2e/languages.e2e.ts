import { describe, expect, it } from 'vitest';
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
});
