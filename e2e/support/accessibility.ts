import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { CDPSession, Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> };

/** A DevTools session per page, opened once, with the Animation domain on. */
const devtools = new WeakMap<Page, Promise<CDPSession>>();
function devtoolsOf(page: Page): Promise<CDPSession> {
  let session = devtools.get(page);
  if (!session) {
    session = page
      .context()
      .newCDPSession(page)
      .then(async (cdp) => {
        await cdp.send('Animation.enable');
        return cdp;
      });
    devtools.set(page, session);
  }
  return session;
}

/**
 * Runs `check` with the page held still. The page's animation clock stops first, so that an
 * animation starting from then on (a notice whose time is up begins to fade out while axe reads the
 * colours) shows its first frame until `check` is done. A colour mid-transition or mid-animation (a
 * menu item just left active, a notice fading in) is no colour anyone reads: the running ones are
 * then finished (finish() does not need the clock). Spinners and pulses repeat forever and are left
 * as they are.
 */
async function heldStill<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const cdp = await devtoolsOf(page);
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
  try {
    await page.evaluate(() => {
      for (const animation of document.getAnimations()) {
        if (animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity) animation.finish();
      }
    });
    return await check();
  } finally {
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
  }
}

/** Runs axe-core on the page as it is now and fails on any serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  // Evaluated through the DevTools protocol, which the store's CSP (no inline scripts) does not govern;
  // once per document (a client-side navigation keeps it), as reading axe's 500 KB takes a third of a second.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await heldStill(page, () =>
    page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
      // Only the violations are read: axe skips collecting the nodes that pass.
      const result = await axe.run(document, { resultTypes: ['violations'] });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
    }),
  );
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    page.url(),
  ).toEqual([]);
}
