import type { FastifyRequest } from 'fastify';
import { isLocale, preferredLocale, type Locale } from '../../../shared/locales.ts';

/** The cookie the web app writes when a visitor picks a language (client/i18n/locale.ts): `bn`, `bn-latn` (0-9 digits) or `en`. */
const COOKIE = /(?:^|;\s*)lang=(en|bn)(-latn)?(?:;|$)/;

export type Reading = {
  locale: Locale;
  banglaDigits: boolean;
  /** Asked for in the address (`?lang=bn`): the page's own URL in that language. */
  fromAddress: boolean;
};

/**
 * The language a page is written in (docs/languages.md): the address's `?lang=`, else the visitor's
 * choice (the cookie), else their browser's languages. A signed-in person's account setting is
 * the web app's to apply: the server does not know who asks for a page.
 */
export function pageReading(request: FastifyRequest): Reading {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  const cookie = COOKIE.exec(request.headers.cookie ?? '');
  const banglaDigits = !cookie?.[2];
  if (isLocale(asked)) return { locale: asked, banglaDigits, fromAddress: true };
  if (cookie) return { locale: cookie[1] as Locale, banglaDigits, fromAddress: false };
  return { locale: preferredLocale(request.headers['accept-language']), banglaDigits, fromAddress: false };
}
