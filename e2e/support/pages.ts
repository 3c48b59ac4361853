import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { PASSWORD, profilePng } from './accounts.ts';

type TrackedPage = Page & { uncaught: string[] };

/**
 * A page in a fresh browser context (each person in a journey has their own storage and sign-in),
 * remembering uncaught script errors, content security policy violations and any browser dialog
 * (confirm(), alert()): the store asks in its own dialog, so one of the browser's is a failure too.
 */
export async function openPage(
  browser: Browser,
  url: string,
  width: number,
  { touch = false, locale }: { touch?: boolean; locale?: string } = {},
): Promise<Page> {
  // `touch`: a phone's touch screen, for swipes; `locale`: the browser's language (Accept-Language, navigator.language).
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    hasTouch: touch,
    ...(locale && { locale }),
  });
  const page = await context.newPage();
  const uncaught: string[] = [];
  page.on('pageerror', (e) => uncaught.push(e.message));
  // Anything the content security policy blocked is a broken page too.
  page.on('console', (m) => {
    if (m.type() === 'error' && m.text().includes('Content Security Policy')) uncaught.push(m.text());
  });
  page.on('dialog', (dialog) => {
    uncaught.push(`A browser ${dialog.type()} dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  Object.assign(page, { uncaught });
  await page.goto(url);
  return page;
}

export const uncaughtErrors = (page: Page) => (page as TrackedPage).uncaught;

/** The store's confirmation dialog asking `question` (an alert dialog named by it). */
export const confirmation = (page: Page, question: string) => page.getByRole('alertdialog', { name: question, exact: true });

/**
 * Answers the store's confirmation dialog that asks `question` by pressing `button`, after checking
 * that focus started on its first button, the one that changes nothing.
 */
export async function answerConfirmation(page: Page, question: string, button: string): Promise<void> {
  const dialog = confirmation(page, question);
  await dialog.waitFor();
  expect(
    await dialog
      .getByRole('button')
      .first()
      .evaluate((el) => el === document.activeElement),
  ).toBe(true);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Closes the page's context after checking that no script error went uncaught on it and the CSP blocked nothing. */
export async function closePage(page: Page): Promise<void> {
  expect(uncaughtErrors(page)).toEqual([]);
  await page.context().close();
}

/** A listing's card in the page's main content, found by its exact title. */
export const bookCard = (page: Page, title: string) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** The error line under a labelled field (the element its aria-describedby names), or null when it has none. */
export async function errorOf(scope: Page | Locator, label: string): Promise<string | null> {
  const describedBy = await scope.getByLabel(label, { exact: true }).getAttribute('aria-describedby');
  return describedBy ? scope.locator(`[id="${describedBy}"]`).textContent() : null;
}

type Credentials = { email: string; password: string };

/** Fills in and sends the login form the page shows, whatever the answer. */
export async function submitLogin(page: Page, account: Credentials): Promise<void> {
  await page.getByRole('heading', { name: 'Login' }).waitFor();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Logs in through the form and waits for the success toast. */
export async function logIn(page: Page, account: Credentials): Promise<void> {
  await submitLogin(page, account);
  await page.getByText('User login success').waitFor();
}

/** Fills the sign-up form (with a real profile picture) and submits it. */
export async function submitSignUp(page: Page, person: { name: string; email: string; role: 'buyer' | 'seller' }): Promise<void> {
  await page.getByLabel('Name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Profile image').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await profilePng() });
  await page.getByLabel('Role').selectOption(person.role);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

/**
 * Logs out from the header, whatever the width: Logout is in the account menu (the photo) on wide
 * screens, in the main menu on phones.
 */
export async function logOut(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  const account = header.getByRole('button', { name: /^Account menu for / });
  await ((await account.isVisible()) ? account : header.getByRole('button', { name: 'Open menu' })).click();
  await header.getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
}

/** The header's sign that someone is signed in: the account menu on wide screens, Logout in the menu on phones. */
export const signedInMark = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu for / })
    .or(page.getByRole('banner').getByRole('button', { name: 'Logout' }))
    .filter({ visible: true });

/** Fills the test provider's card form (a good card unless told) and pays. */
export async function payByCard(page: Page, card = '4242 4242 4242 4242'): Promise<void> {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}
