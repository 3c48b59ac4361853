import { useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/locales.ts';

/** The cookie the server reads to write a page in the visitor's language (server/http/pages/). */
export const LOCALE_COOKIE = 'lang';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

type Reading = { locale: Locale; banglaDigits: boolean };

const listeners = new Set<() => void>();

/**
 * The language the page is in. The server wrote it in `<html lang>` from the visitor's choice
 * (cookie), else their browser's languages; the account's setting wins once they sign in.
 */
let reading: Reading = {
  locale: isLocale(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LOCALE,
  banglaDigits: document.documentElement.dataset.digits !== 'latn',
};

function remember({ locale, banglaDigits }: Reading): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}${banglaDigits ? '' : '-latn'}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

// A link in a language (`?lang=bn`, as shared pages name their other language) is a choice too.
if (new URLSearchParams(location.search).has('lang')) remember(reading);

export const currentReading = (): Reading => reading;
export const currentLocale = (): Locale => reading.locale;

/** Switches the page's language (the caller loads its messages first), remembered for the next visit. */
export function setReading(next: Reading): void {
  if (next.locale === reading.locale && next.banglaDigits === reading.banglaDigits) return;
  reading = next;
  document.documentElement.lang = next.locale;
  document.documentElement.dataset.digits = next.banglaDigits ? 'beng' : 'latn';
  remember(next);
  // The address no longer asks for the old language (a reload would bring it back).
  const url = new URL(location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.delete('lang');
    history.replaceState(history.state, '', url);
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's language and digits; the component renders again when they change. */
export function useReading(): Reading {
  return useSyncExternalStore(subscribe, currentReading);
}
