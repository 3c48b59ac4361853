import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closePage, openPage, uncaughtErrors } from './support/pages.ts';
import { storeInBrowser } from './support/session.ts';

const session = storeInBrowser();

/** The faces client/public/page-start.js lays out before the web app runs, as "stack weight size". */
function warmedFaces(): string[] {
  const source = fs.readFileSync('client/public/page-start.js', 'utf8');
  const list = /const FIRST_RENDER_FACES = \[([^\]]*)\]/.exec(source)?.[1];
  if (!list) throw new Error('page-start.js has no FIRST_RENDER_FACES list');
  return [...list.matchAll(/'([^']+)'/g)].map(([, face]) => face!);
}

/** The faces (font stack, weight, px size) the page's visible text is set in. */
function facesOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const firstFamily = (stack: string) =>
      stack
        .split(',')[0]!
        .trim()
        .replace(/^["']|["']$/g, '');
    const rootStyle = getComputedStyle(document.documentElement);
    const stacks = new Map(['sans', 'serif'].map((name) => [firstFamily(rootStyle.getPropertyValue(`--font-${name}`)), name]));
    const faces = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement;
      if (!parent || !walker.currentNode.textContent?.trim() || !parent.checkVisibility()) continue;
      const style = getComputedStyle(parent);
      const stack = stacks.get(firstFamily(style.fontFamily));
      // Other stacks (the language switch's one Bangla word) are the store's files: nothing to look up.
      if (stack) faces.add(`${stack} ${style.fontWeight} ${parseFloat(style.fontSize)}`);
    }
    return [...faces];
  });
}

describe('what a page does before the web app runs', () => {
  it('lays out, while the entry downloads, exactly the faces the home, category and book pages set text in on a phone', async () => {
    const [category] = (await (await fetch(`${session.store.url}/api/categories`)).json()) as Array<{ categoryId: string }>;
    const [book] = (await (await fetch(`${session.store.url}/api/feature/books`)).json()) as Array<{ _id: string }>;
    const used = new Set<string>();
    for (const path of ['/', `/category/${category!.categoryId}`, `/books/${book!._id}`])
      for (const lang of ['bn', 'en']) {
        const page = await openPage(session.browser, `${session.store.url}${path}?lang=${lang}`, 390);
        await page.locator('main h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        for (const face of await facesOf(page)) used.add(face);
        expect(uncaughtErrors(page)).toEqual([]);
        await closePage(page);
      }
    // Each face those pages use is warmed, and each warmed face is used: a stale entry is a wasted lookup.
    expect([...used].toSorted()).toEqual(warmedFaces().toSorted());
  });
});
