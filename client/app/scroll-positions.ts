import type { Location } from 'react-router';

/**
 * What <ScrollRestoration> did for the data router, which the app no longer uses (see app-router.tsx):
 * going back or forward returns to where that page was scrolled, a reload too; any other navigation
 * starts at the top, or at the element the URL's hash names.
 */
const STORAGE_KEY = 'scroll-positions';

/** Where each history entry was last scrolled to, by its location key (history.state keeps it across reloads). */
const positions: Record<string, number> = readStored();
/** The key of the location on screen. */
let shownKey: string | undefined;

function readStored(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** Called as a navigation starts, while the page being left is still on screen and scrolled as the user left it. */
export function rememberScroll(): void {
  if (shownKey !== undefined) positions[shownKey] = window.scrollY;
}

/** Called once a location's page is committed to the DOM. */
export function restoreScroll(location: Location): void {
  shownKey = location.key;
  const saved = positions[location.key];
  const target = location.hash && document.getElementById(safeDecode(location.hash.slice(1)));
  if (saved !== undefined) window.scrollTo(0, saved);
  else if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** An effect: the app scrolls on navigation instead of the browser, and the positions outlive a reload. */
export function keepScrollPositions(): () => void {
  window.history.scrollRestoration = 'manual';
  const save = () => {
    rememberScroll();
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
    } catch {
      // Storage full or blocked: only a reload's position is lost.
    }
    // Another document loaded in this tab and left with Back gets the browser's own restoration.
    window.history.scrollRestoration = 'auto';
  };
  window.addEventListener('pagehide', save);
  return () => {
    window.removeEventListener('pagehide', save);
    window.history.scrollRestoration = 'auto';
  };
}
