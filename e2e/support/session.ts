import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type BrowserBuild } from './browser.ts';
import { openPage } from './pages.ts';
import { startStore, type Store } from './store.ts';

export type Session = {
  store: Store;
  browser: Browser;
  /** A page of the store at `path` in a fresh browser context `width` px wide. */
  openAt: (width: number, path: string) => Promise<Page>;
};

/**
 * After a file's tests: closes its browser and stops its store. Both are still unset when starting
 * them failed, and then there is nothing to stop (that failure is the one reported).
 */
export async function stopStoreAndBrowser(store: Store | undefined, browser: Browser | undefined): Promise<void> {
  await browser?.close();
  await store?.stop();
}

/**
 * A store (its own process, database and demo data) and a browser for one test file: started
 * before its tests, stopped after them. Read `store` and `browser` inside tests, once started.
 */
export function storeInBrowser(settings: Record<string, string> = {}, browserArgs: string[] = [], build: BrowserBuild = 'any'): Session {
  let started: { store: Store; browser: Browser } | undefined;
  const running = () => {
    if (!started) throw new Error('The store and the browser start before the tests: read them inside a test.');
    return started;
  };
  beforeAll(async () => {
    const [store, browser] = await Promise.all([startStore(settings), launchBrowser(browserArgs, build)]);
    started = { store, browser };
  });
  afterAll(() => stopStoreAndBrowser(started?.store, started?.browser));
  return {
    get store() {
      return running().store;
    },
    get browser() {
      return running().browser;
    },
    openAt: (width, path) => openPage(running().browser, running().store.url + path, width),
  };
}
