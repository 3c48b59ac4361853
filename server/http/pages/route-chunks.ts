import fs from 'node:fs';
import path from 'node:path';
import type { Locale } from '../../../shared/locales.ts';

/** Vite's build manifest (`build.manifest`): each module's chunk and the chunks it imports, by key. */
type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }>;

/**
 * The JavaScript files a page needs beyond what the entry loads, by the page module's path under
 * client/ ("app/routes/book-page.tsx"), for a page in `locale`: the head preloads them beside the
 * entry, so they are not discovered only once the entry has run. They are the route's own chunks,
 * and, in a language whose messages are fetched (client/i18n/namespace.ts), the messages the entry
 * and the route show. Without a manifest (a client built elsewhere), nothing is preloaded.
 */
export function routeChunks(clientDistDir: string): (module: string | undefined, locale: Locale) => string[] {
  const file = path.join(clientDistDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return () => [];
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loadedByEntry = new Set(entries.flatMap((key) => [...closure(key)]));
  /**
   * The messages in `locale` that the chunks import when they show their words: a namespace's
   * (`messages/<name>.<locale>.json`), or the first page's (`messages/first-page.<locale>.ts`).
   */
  const messagesOf = (keys: Iterable<string>, locale: Locale) =>
    [...keys].flatMap((key) =>
      (manifest[key]!.dynamicImports ?? []).filter(
        (imported) => (imported.endsWith(`.${locale}.json`) || imported.endsWith(`.${locale}.ts`)) && manifest[imported],
      ),
    );
  const cache = new Map<string, string[]>();
  return (module, locale) => {
    const known = module !== undefined && manifest[module] !== undefined;
    const id = `${known ? module : ''}:${locale}`;
    let files = cache.get(id);
    if (!files) {
      const route = known ? [...closure(module)].filter((key) => !loadedByEntry.has(key)) : [];
      const keys = new Set([...route, ...messagesOf(loadedByEntry, locale), ...messagesOf(known ? closure(module) : [], locale)]);
      files = [...keys].map((key) => `/${manifest[key]!.file}`);
      cache.set(id, files);
    }
    return files;
  };
}
