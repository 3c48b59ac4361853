import type { Locale } from '../../shared/locales.ts';
import { i18n, loadNamespace, registerNamespace } from './i18n.ts';
import { useReading } from './locale.ts';

/** Values a message is filled with: `{name}`, `{count, plural, …}`. */
export type Values = Record<string, string | number>;

/** A namespace's translate function: typed keys, so a key that does not exist does not compile. */
export type Translate<K extends string> = (key: K, values?: Values) => string;

export type Namespace<K extends string> = { name: string; t: Translate<K> };

/** The keys of a namespace, for data that names a message (a menu's items). */
export type KeyOf<N> = N extends Namespace<infer K> ? K : never;

/**
 * A namespace of messages (client/i18n/messages/<name>.<locale>.json): the English ones, bundled
 * with the code that shows them, and the Bangla ones, fetched when the page is in Bangla. Both files
 * have the same keys (tests/translations.test.ts).
 */
export function namespace<K extends string>(name: string, en: Record<K, string>, bn: () => Promise<{ default: Record<K, string> }>): Namespace<K> {
  registerNamespace(name, en, { bn });
  return { name, t: (key, values) => i18n._(`${name}.${key}`, values) };
}

/**
 * A namespace whose words an English page never shows (it shows the API's own English instead), so
 * its English file is not bundled: the keys come from it as a type only.
 */
export function namespaceBeyondEnglish<K extends string>(name: string, bn: () => Promise<{ default: Record<K, string> }>): Namespace<K> {
  return namespace<K>(name, {} as Record<K, string>, bn);
}

/**
 * A component's translate function for a namespace, in the page's language; it renders again
 * when the language changes, and waits (Suspense) while a language's messages load.
 */
export function useMessages<K extends string>(ns: Namespace<K>): Translate<K> {
  const { locale } = useReading();
  const loading = loadNamespace(ns.name, locale satisfies Locale);
  // Suspended by throwing the promise, not by use(): React replays a component that suspended in
  // use() and expects use() again at the same place, and once the messages are in there is nothing
  // to wait for, which broke the hooks after it ("Update hook called on initial render", React
  // error 467). A thrown promise renders the component afresh once it settles.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense's way to wait for a promise
  if (loading) throw loading;
  return ns.t;
}
