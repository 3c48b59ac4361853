import { inWords } from './in-words.ts';
import { intlLocale, type Locale } from './locales.ts';
import { formatMoney } from './money.ts';

/** An amount in a message, in minor units of its currency: written for the reader ("BDT 350", "৩৫০৳") when the message is. */
export type MoneyValue = { minor: number; currency: string };

/**
 * What a message is filled with, kept as data so that it can be written in any language (a
 * notification's `values`, shared/notifications.ts): names, titles and words people typed, as they
 * are; counts as numbers (`{count, plural, …}`, `{count, number}`); amounts as MoneyValue; book
 * titles as a list of them, which reads “A”, “B” and “C” (a bundle).
 */
export type MessageValue = string | number | MoneyValue | string[];
export type MessageValues = Record<string, MessageValue>;

/** A list as a reader's sentence says it: "A, B and C" in English, "A, B এবং C" in Bangla. */
export function listInWords(items: readonly string[], locale: Locale, banglaDigits = true): string {
  // English keeps the store's own words (no comma before "and"), which Intl's English list adds.
  if (locale === 'en') return inWords(items);
  return new Intl.ListFormat(intlLocale(locale, banglaDigits), { type: 'conjunction' }).format(items);
}

/**
 * Values as a message in one language takes them: amounts formatted in the reader's digits, lists
 * of titles quoted and listed in their words; strings and numbers as they are (a message formats
 * its numbers itself, `#` and `{n, number}`, in the reader's digits).
 */
export function valuesFor(values: MessageValues, locale: Locale, banglaDigits = true): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      if (Array.isArray(value))
        return [
          name,
          listInWords(
            value.map((title) => `“${title}”`),
            locale,
            banglaDigits,
          ),
        ];
      if (typeof value === 'object') return [name, formatMoney(value.minor, value.currency, intlLocale(locale, banglaDigits))];
      return [name, value];
    }),
  );
}
