import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../tests/helpers/identities.ts';
import { verificationLinkIn, waitForMail } from '../tests/helpers/mailbox.ts';
import { PASSWORD } from './support/accounts.ts';
import { launchBrowser } from './support/browser.ts';
import { closePage, logOut, openPage, signedInMark, submitLogin, submitSignUp } from './support/pages.ts';
import { screenshot } from './support/screenshots.ts';
import { startStore, type Store } from './support/store.ts';
import { stopStoreAndBrowser } from './support/session.ts';

/**
 * The store reached by a name that is not loopback, from a browser that cannot reach the server's
 * 127.0.0.1 (as a browser on another machine, or on the host of a Docker container, cannot): the
 * name resolves to this machine for the browser alone, and every request to a loopback address is
 * refused, so sign-in works only if nothing sends the browser to the server's loopback.
 */
const NAME = 'bookstore.test';
let store: Store;
let browser: Browser;

beforeAll(async () => {
  [store, browser] = await Promise.all([
    startStore({ HOST: '0.0.0.0', ALLOW_EMULATOR_ON_NETWORK: 'true' }),
    launchBrowser([`--host-resolver-rules=MAP ${NAME} 127.0.0.1`]),
  ]);
});
afterAll(() => stopStoreAndBrowser(store, browser));

describe('the store at a network address', () => {
  it('lets a new seller sign up, verify their email, sign out and sign in again', async () => {
    const origin = store.url.replace('127.0.0.1', NAME);
    const page = await openPage(browser, 'about:blank', 1280);
    const refused: string[] = [];
    await page.context().route(/^[a-z]+:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?\//, async (route) => {
      refused.push(route.request().url());
      await route.abort('addressunreachable');
    });
    await page.goto(`${origin}/signup`);
    await page.getByRole('heading', { name: 'Create a new account!' }).waitFor();

    const email = uniqueEmail('faraway');
    await submitSignUp(page, { name: 'Far Away', email, role: 'seller' });
    await page.waitForURL(`${origin}/`);
    await page.getByText('User created successfully').waitFor();

    // The link the store mailed is followed on the server's side (a store on a network address names
    // itself in PUBLIC_URL; this one does not), then the browser hears of it.
    const link = verificationLinkIn((await waitForMail(email))[0]!);
    const followed = await fetch(new URL(link.pathname + link.search, store.url), { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const banner = page.getByRole('region', { name: 'Verify your email' });
    await banner.getByRole('button', { name: 'I have verified it' }).click();
    await page.getByText('Your email address is verified.').waitFor();
    expect(await store.db.user.findUniqueOrThrow({ where: { email }, select: { role: true, emailVerified: true } })).toEqual({
      role: 'seller',
      emailVerified: true,
    });

    const header = page.getByRole('banner');
    await logOut(page);
    await header.getByRole('link', { name: 'Login' }).filter({ visible: true }).click();
    await page.waitForURL(`${origin}/login`);
    await submitLogin(page, { email, password: PASSWORD });
    await page.getByText('User login success').waitFor();
    await signedInMark(page).waitFor();
    await screenshot(page, 'network-address-signed-in');
    expect(refused).toEqual([]);
    await closePage(page);
  });
});
