import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, intlLocale, LOCALES, type Locale } from '../../shared/locales.ts';
import { valuesFor, type MessageValues } from '../../shared/message-values.ts';
import noticesBn from '../../shared/messages/notices.bn.json' with { type: 'json' };
import noticesEn from '../../shared/messages/notices.en.json' with { type: 'json' };
import emailsBn from './messages/emails.bn.json' with { type: 'json' };
import emailsEn from './messages/emails.en.json' with { type: 'json' };
import pushesBn from './messages/pushes.bn.json' with { type: 'json' };
import pushesEn from './messages/pushes.en.json' with { type: 'json' };

/**
 * What the server writes to a person, in their language (docs/languages.md): notifications
 * (shared/messages/notices.*.json, which the web app shows too), emails and push titles
 * (server/i18n/messages/). ICU messages, compiled once at load and filled by Lingui, as the web
 * app's are.
 */
export type NoticeKey = keyof typeof noticesEn;
export type EmailKey = keyof typeof emailsEn;
export type PushKey = keyof typeof pushesEn;

// Each catalog by namespace and language; a Bangla file that lacks a key does not compile.
const CATALOGS = {
  notices: { en: noticesEn, bn: noticesBn satisfies Record<NoticeKey, string> },
  emails: { en: emailsEn, bn: emailsBn satisfies Record<EmailKey, string> },
  pushes: { en: pushesEn, bn: pushesBn satisfies Record<PushKey, string> },
} as const;

/** A message by its namespace and key, as Lingui knows it: `notices.orderBooked`, `emails.subject.orderBooked`. */
export type MessageKey = `notices.${NoticeKey}` | `emails.${EmailKey}` | `pushes.${PushKey}`;

/** Whom a message is written for: their language (English until they choose one) and whether Bangla is in Bangla digits. */
export type Reader = { locale: Locale; banglaDigits: boolean };
export const ENGLISH: Reader = { locale: 'en', banglaDigits: true };
export const readerOf = (user: { language: Locale | null; banglaDigits: boolean }): Reader => ({
  locale: user.language ?? DEFAULT_LOCALE,
  banglaDigits: user.banglaDigits,
});

function compiled(locale: Locale): Messages {
  return Object.fromEntries(
    Object.entries(CATALOGS).flatMap(([namespace, catalog]) =>
      Object.entries(catalog[locale]).map(([key, message]) => [`${namespace}.${key}`, compileMessageOrThrow(message)]),
    ),
  );
}
const MESSAGES = Object.fromEntries(LOCALES.map((locale) => [locale, compiled(locale)])) as Record<Locale, Messages>;

/** One Lingui instance per way of writing numbers (`en`, `bn-BD`, `bn-BD-u-nu-latn`): plurals and `{n, number}` follow it. */
const instances = new Map<string, I18n>();
function i18nFor(locale: Locale, banglaDigits: boolean): I18n {
  const intl = intlLocale(locale, banglaDigits);
  let i18n = instances.get(intl);
  if (!i18n) {
    i18n = setupI18n({ locale, locales: [intl], messages: { [locale]: MESSAGES[locale] } });
    instances.set(intl, i18n);
  }
  return i18n;
}

// Lingui reads \uXXXX and \xXX in what it writes as the characters they name: a backslash in a
// value (a title, a message someone typed) is swapped for a private-use character meanwhile, so it
// is written as it was typed. The catalogs have no backslashes.
const BACKSLASH = '\uE000';
const shielded = (values: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? value.replaceAll('\\', BACKSLASH) : value]));

/** A message in `locale` (Bangla in Bangla digits or 0-9), filled with language-neutral values (shared/message-values.ts). */
export function translate(locale: Locale, banglaDigits: boolean, key: MessageKey, values: MessageValues = {}): string {
  return i18nFor(locale, banglaDigits)
    ._(key, shielded(valuesFor(values, locale, banglaDigits)))
    .replaceAll(BACKSLASH, '\\');
}

/** `translate` for one reader. */
export type Say = (key: MessageKey, values?: MessageValues) => string;
export const sayTo =
  (reader: Reader): Say =>
  (key, values) =>
    translate(reader.locale, reader.banglaDigits, key, values);

/** Whether a stored key (a notification's) is one the catalog has: a key dropped since is read from the stored English. */
export const isNoticeKey = (key: string): key is NoticeKey => Object.hasOwn(noticesEn, key);
