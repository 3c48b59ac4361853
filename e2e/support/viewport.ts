import type { Page } from 'playwright-core';

/**
 * Every button and link the main content displays (the closed dashboard drawer is visibility:
 * hidden and does not count) whose box is not wholly inside the viewport's width, described by its
 * text and position; plus how wide the page scrolls. A phone layout passes with `[]` and the width.
 */
export async function actionsOutOfView(page: Page): Promise<{ outside: string[]; scrollWidth: number; actions: number }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const actions = [...document.querySelectorAll<HTMLElement>('main button, main a[href]')].filter((el) =>
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
    );
    const outside = actions
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.left < 0 || box.right > width)
      .map(({ el, box }) => `${el.textContent.trim() || el.getAttribute('aria-label')} at ${Math.round(box.left)}..${Math.round(box.right)}`);
    return { outside, scrollWidth: document.scrollingElement?.scrollWidth ?? 0, actions: actions.length };
  });
}
