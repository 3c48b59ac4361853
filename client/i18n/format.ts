import { formatMoney as formatMoneyIn } from '../../shared/money.ts';
import { intlLocale } from '../../shared/locales.ts';
import { currentReading } from './locale.ts';

/** The page's locale for `Intl`: `en`, or Bangla in Bangla digits or 0-9 (docs/languages.md). */
export const pageIntlLocale = () => intlLocale(currentReading().locale, currentReading().banglaDigits);

/** Formatters are made once per locale and options: the first a page builds is slow (locale data loads). */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(kind: string, options: object, make: (locale: string) => F): F {
  const locale = pageIntlLocale();
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make(locale);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A date or time in the page's language, e.g. "3 Mar 2025" or "৩ মার্চ, ২০২৫"; an unreadable date shows as given. */
export function formatDate(iso: string | Date, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return String(iso);
  return cached('date', options, (locale) => new Intl.DateTimeFormat(locale, options)).format(date);
}

/** A number in the page's language: "1,250" or "১,২৫০" (`options`: decimals, no grouping for a year). */
export const formatNumber = (value: number, options: Intl.NumberFormatOptions = {}) =>
  cached('number', options, (locale) => new Intl.NumberFormat(locale, options)).format(value);

/** A price in the page's language: "BDT 350" or "৩৫০৳". */
export const formatMoney = (minor: number, currency: string) => formatMoneyIn(minor, currency, pageIntlLocale());
