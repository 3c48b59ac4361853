import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium (playwright cannot download its own here): its headless shell when installed
 * (`apt-get install chromium-headless-shell`, the lighter build Playwright itself uses for headless
 * runs, about a fifth faster here), else the full browser; CHROMIUM_PATH picks another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';
const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER);

/**
 * Which build a journey needs: the headless shell tells pages notifications are denied and refuses
 * a service worker's notifications whatever was granted, so a journey that shows them takes the
 * full browser (`apt-get install chromium`, in its headless mode).
 */
export type BrowserBuild = 'any' | 'full';

/** The browser, with no background network traffic. */
export function launchBrowser(extraArgs: string[] = [], build: BrowserBuild = 'any'): Promise<Browser> {
  return chromium.launch({
    executablePath: build === 'full' ? (process.env.CHROMIUM_FULL_PATH ?? FULL_BROWSER) : chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}
