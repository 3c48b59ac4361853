import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expectAccessible } from './accessibility.ts';

export const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

/** Saves a full-page screenshot as test-results/screenshots/<name>-<width>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await fs.mkdir(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Both widths (390 and 1280) of the same screen, checked with axe at the other one too, back at the first afterwards. */
export async function screenshotBoth(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 1280;
  const other = width === 390 ? 1280 : 390;
  await screenshot(page, name);
  await page.setViewportSize({ width: other, height: 900 });
  await expectAccessible(page);
  await screenshot(page, name);
  await page.setViewportSize({ width, height: 900 });
}
