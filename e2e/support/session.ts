import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { openPage } from './pages.ts';
import { startStore, type Store } from './store.ts';

export type Session = {
  store: Store;
  browser: Browser;
  /** A page of the store at `path` in a fresh browser context `width` px wide. */
  openAt: (width: number, path: string) => Promise<Page>;
};

/**
 * A store (its own process, database and demo data) and a browser for one test file: started
 * before its tests, stopped after them. Read `store` and `browser` inside tests, once started.
 */
export function storeInBrowser(settings: Record<string, string> = {}, browserArgs: string[] = []): Session {
  const session = {
    openAt: (width: number, path: string) => openPage(session.browser, session.store.url + path, width),
  } as Session;
  beforeAll(async () => {
    [session.store, session.browser] = await Promise.all([startStore(settings), launchBrowser(browserArgs)]);
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.store?.stop();
  });
  return session;
}
