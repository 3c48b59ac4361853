import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../tests/helpers/identities.ts';
import { mailTo, verificationLinkIn, waitForMail } from '../tests/helpers/mailbox.ts';
import { createAccount, PASSWORD } from './support/accounts.ts';
import { expectAccessible } from './support/accessibility.ts';
import { screenshot, screenshotBoth } from './support/screenshots.ts';
import { storeInBrowser } from './support/session.ts';
import { findShelf } from './support/store.ts';
import { closePage, logIn, logOut, signedInMark, submitLogin, submitSignUp } from './support/pages.ts';

const session = storeInBrowser();
const { openAt } = session;

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));
const header = (page: Page) => page.getByRole('banner');
const dashboardMenu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });
const menuLinks = async (page: Page) => (await dashboardMenu(page).getByRole('link').allTextContents()).map((text) => text.trim());

describe('accounts in the browser', () => {
  it('a seller signs up with an image, sees the seller menu, logs out, and a protected page sends them through /login and back', async () => {
    const page = await openAt(1280, '/signup');
    await page.getByRole('heading', { name: 'Create a new account!' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'signup');

    // Every rule of the sign-up form, each message under its own field.
    await page.getByRole('button', { name: 'Sign up' }).click();
    for (const [field, message] of [
      ['Name', 'Name is required'],
      ['Email', 'Email Address is required'],
      ['Password', 'Password is required'],
      ['Profile image', 'Image is required'],
    ] as const) {
      const describedBy = await page.getByLabel(field).getAttribute('aria-describedby');
      expect(await page.locator(`[id="${describedBy}"]`).textContent(), field).toBe(message);
    }
    await page.getByLabel('Email').fill('not an email');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Email is invalid').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'signup-errors');

    const email = uniqueEmail('seller');
    await submitSignUp(page, { name: 'Sam Seller', email, role: 'seller' });

    await page.waitForURL(`${session.store.url}/`);
    await page.getByText('User created successfully').waitFor();
    expect(await storedToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const record = await session.store.db.user.findUnique({ where: { email } });
    expect(record).toMatchObject({ name: 'Sam Seller', role: 'seller' });
    // The upload answered an absolute URL; the record keeps our image's relative path.
    expect(record!.image).toMatch(/^\/images\/[0-9a-f]{32}\.webp$/);
    const image = await fetch(new URL(record!.image, session.store.url));
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    // The header shows the photo chosen at sign-up, in the account menu's button.
    const account = header(page).getByRole('button', { name: 'Account menu for Sam Seller' });
    await expect.poll(() => account.locator('img').getAttribute('src')).toBe(record!.image);
    await account.click();
    await header(page).getByText(email).filter({ visible: true }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'account-menu');
    await page.keyboard.press('Escape');

    // The new address is not verified yet: booking and reporting wait for it, and the banner says so.
    // The store mailed the link at sign-up; its owner follows it, which leads back to the store.
    const banner = page.getByRole('region', { name: 'Verify your email' });
    await banner.getByText(`We sent a link to ${email}.`).waitFor();
    expect(await session.store.db.user.findUniqueOrThrow({ where: { email }, select: { emailVerified: true } })).toEqual({ emailVerified: false });
    await expectAccessible(page);
    await screenshot(page, 'verify-email-banner');
    const [mail] = await waitForMail(email);
    expect(mail!.subject).toBe('Verify your email address for Book Store');
    await page.goto(verificationLinkIn(mail!).href);
    await page.waitForURL(`${session.store.url}/`);
    await banner.getByRole('button', { name: 'I have verified it' }).click();
    await page.getByText('Your email address is verified.').waitFor();
    await banner.waitFor({ state: 'detached' });
    expect(await session.store.db.user.findUniqueOrThrow({ where: { email }, select: { emailVerified: true } })).toEqual({ emailVerified: true });
    await expectAccessible(page);
    await screenshot(page, 'signed-up-home');

    await header(page).getByRole('link', { name: 'Dashboard' }).filter({ visible: true }).click();
    await page.waitForURL(`${session.store.url}/dashboard`);
    await page.getByRole('heading', { name: 'Welcome, Sam Seller!' }).waitFor();
    expect(await menuLinks(page)).toEqual(['Add Book', 'List in bulk', 'My products', 'My offers', 'Earnings', 'Insights', 'Messages', 'Profile']);
    await expectAccessible(page);
    await screenshot(page, 'dashboard-seller');

    await logOut(page);
    await page.waitForURL(`${session.store.url}/`);
    await header(page).getByRole('link', { name: 'Login' }).filter({ visible: true }).waitFor();
    // The header changes as the logout starts; the notice says it has finished, token gone.
    await page.getByText('You are logged out').waitFor();
    expect(await storedToken(page)).toBeNull();

    await page.goto(`${session.store.url}/dashboard/my-products?sort=newest`);
    await page.waitForURL(`${session.store.url}/login`);
    await page.getByRole('status').filter({ hasText: 'Log in to open My products.' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'login-redirected');
    await submitLogin(page, { email, password: PASSWORD });
    await page.waitForURL(`${session.store.url}/dashboard/my-products?sort=newest`);
    await page.getByRole('heading', { name: 'My products' }).waitFor();
    await page.getByText('User login success').waitFor();
    expect(await storedToken(page)).not.toBeNull();
    expect(await menuLinks(page)).toEqual(['Add Book', 'List in bulk', 'My products', 'My offers', 'Earnings', 'Insights', 'Messages', 'Profile']);
    await expectAccessible(page);
    await screenshot(page, 'my-products');
    await closePage(page);
  });

  it('the sign-up form marks every field it needs, the photo too, before anything is sent', async () => {
    const page = await openAt(390, '/signup');
    await page.getByRole('heading', { name: 'Create a new account!' }).waitFor();
    await page.getByText('Fields marked * are required.').waitFor();
    for (const field of ['Name', 'Email', 'Password', 'Profile image']) {
      const control = page.getByLabel(field, { exact: true });
      const mark = page.locator(`label[for="${await control.getAttribute('id')}"] + [aria-hidden="true"]`);
      expect(await mark.textContent(), field).toBe('*');
      expect(await mark.isVisible(), field).toBe(true);
      expect(await control.evaluate((input) => (input as HTMLInputElement).required), field).toBe(true);
      expect(await control.getAttribute('aria-required'), field).toBe('true');
    }
    // The role has a default, so it asks for nothing; and no error shows before a submit.
    expect(await page.getByLabel('Role').getAttribute('aria-required')).toBeNull();
    expect(await page.getByText(/ is required$/).count()).toBe(0);
    await expectAccessible(page);
    await screenshotBoth(page, 'signup-required-marks');
    await closePage(page);
  });

  it('an unverified buyer is told before the booking form, asks for the link again, follows it and books', async () => {
    const account = await createAccount(session.store.url, 'buyer', 'unverified', { verified: false });
    const { titles } = await findShelf(session.store.db, 'seller@example.com', 1);
    const book = await session.store.db.book.findFirstOrThrow({ where: { title: titles[0] }, select: { id: true, title: true } });
    const page = await openAt(1280, '/login');
    await logIn(page, account);
    await page.goto(`${session.store.url}/books/${book.id}`);

    // Book now opens the notice in place of the form: nothing to fill in before it is any use.
    await page.getByRole('button', { name: 'Book now' }).click();
    const dialog = page.getByRole('dialog', { name: book.title });
    await dialog.getByText('Verify your email address first').waitFor();
    expect(await dialog.getByText(`We sent a link to ${account.email}`).isVisible()).toBe(true);
    expect(await dialog.getByLabel('Phone').count()).toBe(0);
    await expectAccessible(page);
    await screenshotBoth(page, 'booking-verify-first');

    // The store mails a new link, which leads back to this book; asking again at once is refused.
    await dialog.getByRole('button', { name: 'Send the link again' }).click();
    await page.getByText(`We sent a new link to ${account.email}.`).waitFor();
    const [mail] = await waitForMail(account.email);
    const link = verificationLinkIn(mail!);
    expect(link.searchParams.get('continueUrl')).toBe(`${session.store.url}/books/${book.id}`);
    await dialog.getByRole('button', { name: 'Send the link again' }).click();
    await page.getByText(/^Too many requests: at most 1 a minute\. Try again in \d+ s\.$/).waitFor();
    expect(await mailTo(account.email)).toHaveLength(1);

    await page.goto(link.href);
    await page.waitForURL(`${session.store.url}/books/${book.id}`);
    await page.getByRole('button', { name: 'Book now' }).click();
    await dialog.getByRole('button', { name: 'I have verified it' }).click();
    await page.getByText('Your email address is verified.').waitFor();
    await dialog.getByLabel('Phone').fill('+8801711111111');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('This item is booked').first().waitFor();
    expect(await session.store.db.order.count({ where: { bookId: book.id, buyer: { email: account.email } } })).toBe(1);
    await closePage(page);
  });

  it('Google sign-in (the emulator dialog) makes a buyer, who sees the buyer menu', async () => {
    const page = await openAt(1280, '/login');
    await page.getByRole('button', { name: 'Sign in as a buyer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Google test account' });
    await dialog.waitFor();
    const email = uniqueEmail('google');
    await dialog.getByLabel('Name').fill('Gina Google');
    await dialog.getByLabel('Google email').fill(email);
    await expectAccessible(page);
    await screenshot(page, 'google-dialog');
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(`${session.store.url}/`);
    await page.getByText('User login success').waitFor();
    expect(await storedToken(page)).not.toBeNull();
    expect(await session.store.db.user.findUnique({ where: { email } })).toMatchObject({ name: 'Gina Google', role: 'buyer' });

    await page.goto(`${session.store.url}/dashboard`);
    await page.getByRole('heading', { name: 'Welcome, Gina Google!' }).waitFor();
    expect(await menuLinks(page)).toEqual(['My Orders', 'My offers', 'Wishlist', 'Saved searches', 'Messages', 'Profile']);
    await dashboardMenu(page).getByRole('link', { name: 'My Orders' }).click();
    await page.getByRole('heading', { name: 'My Orders' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'dashboard-buyer');
    await closePage(page);
  });

  it('an admin sees the admin menu; unknown dashboard paths show the dashboard error page', async () => {
    const page = await openAt(1280, '/login');
    await submitLogin(page, { email: 'admin@example.com', password: 'bookstore-demo' });
    // With nowhere to go back to, an admin lands on their dashboard.
    await page.waitForURL(`${session.store.url}/dashboard`);
    await page.goto(`${session.store.url}/dashboard/admin`);
    await dashboardMenu(page).waitFor();
    expect(await menuLinks(page)).toEqual(['Overview', 'All Seller', 'All Buyer', 'Reported Items', 'Problems', 'Messages']);
    await page.getByRole('heading', { name: 'Admin overview' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'dashboard-admin');

    await page.goto(`${session.store.url}/dashboard/no/such/screen`);
    await page.getByRole('heading', { name: 'This dashboard page does not exist' }).waitFor();
    expect(await dashboardMenu(page).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'dashboard-not-found');
    await closePage(page);
  });

  it('a visitor’s pages load no sign-in code until a sign-in form opens; a signed-in browser knows at once, in every tab', async () => {
    const account = await createAccount(session.store.url, 'buyer', 'hint');
    const loadedSignIn = (page: Page) =>
      page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/firebase-session-')));
    const loginLink = (page: Page) => header(page).getByRole('link', { name: 'Login' }).filter({ visible: true });
    const page = await openAt(1280, '/');
    await loginLink(page).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await loadedSignIn(page)).toBe(false);
    // A second tab of the same browser, open while the first one signs in.
    const other = await page.context().newPage();
    await other.goto(`${session.store.url}/categories`);
    await loginLink(other).waitFor();

    await loginLink(page).click();
    // Loaded while the form is filled in, before it is sent.
    await expect.poll(() => loadedSignIn(page)).toBe(true);
    await logIn(page, account);
    await signedInMark(other).waitFor();
    await page.reload();
    await signedInMark(page).waitFor();
    await logOut(page);
    await page.getByText('You are logged out').waitFor();
    await page.reload();
    await loginLink(page).waitFor();
    await closePage(page);
  });

  it('renews the access token when it is missing or within a minute of expiring', async () => {
    const account = await createAccount(session.store.url, 'buyer', 'renewal');
    const page = await openAt(1280, '/login');
    await submitLogin(page, account);
    await page.waitForURL(`${session.store.url}/`);
    const first = await storedToken(page);
    expect(first).not.toBeNull();

    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto(`${session.store.url}/dashboard`);
    await page.getByRole('heading', { name: `Welcome, ${account.name}!` }).waitFor();
    await expect.poll(() => storedToken(page)).not.toBeNull();

    // Unsigned, but all the client reads: the server would refuse it, so the page works only if it was renewed.
    const payload = Buffer.from(JSON.stringify({ email: account.email, exp: Math.floor(Date.now() / 1000) + 30 })).toString('base64url');
    const expiring = `eyJhbGciOiJIUzI1NiJ9.${payload}.c2lnbmF0dXJl`;
    await page.evaluate((token) => localStorage.setItem('token', token), expiring);
    await page.goto(`${session.store.url}/dashboard`);
    await page.getByRole('heading', { name: `Welcome, ${account.name}!` }).waitFor();
    const renewed = await storedToken(page);
    expect(renewed).not.toBe(expiring);
    expect(renewed).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await closePage(page);
  });

  describe.each([1280, 390])('at %i px wide', (width) => {
    it('a wrong password says so in a sentence, in red above the button, and nothing else changes', async () => {
      const account = await createAccount(session.store.url, 'buyer', `wrong${width}`);
      const page = await openAt(width, '/login');
      await submitLogin(page, { email: account.email, password: 'not-the-password' });

      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toBe('The email or password is not right. Check them and try again.');
      expect(await alert.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(199, 54, 47)');
      const button = page.getByRole('button', { name: 'Login', exact: true });
      const [alertBox, buttonBox] = [await alert.boundingBox(), await button.boundingBox()];
      expect(alertBox!.y + alertBox!.height).toBeLessThanOrEqual(buttonBox!.y);

      expect(page.url()).toBe(`${session.store.url}/login`);
      expect(await storedToken(page)).toBeNull();
      expect(await button.isEnabled()).toBe(true);
      expect(await signedInMark(page).count()).toBe(0);
      expect(await page.getByText('User login success').count()).toBe(0);
      await expectAccessible(page);
      await screenshot(page, 'login-wrong-password');
      await closePage(page);
    });
  });

  it('at 390 px: Open dashboard asks for login, then opens the menu in the drawer, which a pick closes', async () => {
    const account = await createAccount(session.store.url, 'seller', 'mobile');
    const page = await openAt(390, '/');
    await page.getByRole('button', { name: 'Open dashboard' }).click();
    await page.waitForURL(`${session.store.url}/login`);
    await submitLogin(page, account);
    await page.waitForURL(`${session.store.url}/dashboard`);

    const addBook = dashboardMenu(page).getByRole('link', { name: 'Add Book' });
    await expect.poll(() => addBook.isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'dashboard-drawer');

    await page.keyboard.press('Escape');
    await expect.poll(() => addBook.isVisible()).toBe(false);
    await page.getByRole('heading', { name: `Welcome, ${account.name}!` }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'dashboard-seller');

    await page.getByRole('button', { name: 'Open dashboard' }).click();
    await expect.poll(() => addBook.isVisible()).toBe(true);
    await dashboardMenu(page).getByRole('link', { name: 'My products' }).click();
    await page.waitForURL(`${session.store.url}/dashboard/my-products`);
    await expect.poll(() => addBook.isVisible()).toBe(false);
    await page.getByRole('heading', { name: 'My products' }).waitFor();

    await page.goto(`${session.store.url}/signup`);
    await page.getByRole('heading', { name: 'Create a new account!' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'signup');
    await closePage(page);
  });
});
