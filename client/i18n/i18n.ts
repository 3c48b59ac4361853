import { setupI18n, type Messages } from '@lingui/core';
import { intlLocale, type Locale } from '../../shared/locales.ts';
import { currentReading, setReading } from './locale.ts';

/**
 * The store's one Lingui instance (docs/languages.md): every namespace's messages are loaded into
 * it, keyed `<namespace>.<key>`, and it formats them (ICU plurals, numbers) for the page's language.
 */
export const i18n = setupI18n();

type Loader = () => Promise<{ default: Messages }>;

/** A namespace's messages in one language, loaded once. */
const loads = new Map<string, Promise<void>>();
const loaded = new Set<string>();
/** Every namespace the page has imported so far, with how to load each language's messages. */
const namespaces = new Map<string, Partial<Record<Locale, Loader>>>();

const prefixed = (name: string, messages: Messages): Messages =>
  Object.fromEntries(Object.entries(messages).map(([key, message]) => [`${name}.${key}`, message]));

/** Registers a namespace: its English messages are in the bundle; the other languages load when needed. */
export function registerNamespace(name: string, en: Messages, others: Partial<Record<Locale, Loader>>): void {
  i18n.load('en', prefixed(name, en));
  loaded.add(`${name}:en`);
  namespaces.set(name, others);
}

/** Loads a namespace's messages in `locale` (nothing to do once they are in). */
export function loadNamespace(name: string, locale: Locale): Promise<void> | null {
  const key = `${name}:${locale}`;
  if (loaded.has(key)) return null;
  let loading = loads.get(key);
  if (!loading) {
    const load = namespaces.get(name)?.[locale];
    if (!load) throw new Error(`The namespace "${name}" has no messages in ${locale}.`);
    loading = load().then((module) => {
      i18n.load(locale, prefixed(name, module.default));
      loaded.add(key);
    });
    // A failed load (a dropped connection) is tried again next time.
    loading.catch(() => loads.delete(key));
    loads.set(key, loading);
  }
  return loading;
}

/** Every namespace imported so far, in `locale`: before a page in that language is shown. */
export const loadAllNamespaces = (locale: Locale) =>
  Promise.all([...namespaces.keys()].map((name) => loadNamespace(name, locale)).filter((loading) => loading !== null));

/**
 * The Bangla fonts (client/app/styles.css), before a page switches to Bangla: Chromium does not
 * always draw again text it drew while they were loading (boxes stay where letters should be). A
 * page served in Bangla asks for them first (client/public/page-start.js). At most 3 s: on a slow
 * connection the page switches rather than waits.
 */
function banglaFonts(): Promise<unknown> {
  if (!('fonts' in document)) return Promise.resolve();
  const loads = Promise.all([400, 700].map((weight) => document.fonts.load(`${weight} 1em Bangla`, 'অ')));
  return Promise.race([loads.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 3000))]);
}

/** Switches the page to another language or digits, once every namespace in use has its messages. */
export async function switchReading(locale: Locale, banglaDigits: boolean): Promise<void> {
  await Promise.all([loadAllNamespaces(locale), locale === 'bn' && banglaFonts()]);
  i18n.activate(locale, [intlLocale(locale, banglaDigits)]);
  setReading({ locale, banglaDigits });
}

const start = currentReading();
i18n.activate(start.locale, [intlLocale(start.locale, start.banglaDigits)]);
