import fs from 'node:fs';
import path from 'node:path';

/** Vite's build manifest (`build.manifest`): each module's chunk and the chunks it imports, by key. */
type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * The JavaScript files a route's page needs beyond what the entry loads, by the page module's path
 * under client/ ("app/routes/book-page.tsx"): the head preloads them beside the entry, so the
 * page's chunk is not discovered only once the entry has run. Without a manifest (a client built
 * elsewhere), nothing is preloaded.
 */
export function routeChunks(clientDistDir: string): (module: string | undefined) => string[] {
  const file = path.join(clientDistDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return () => [];
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const loadedByEntry = new Set(
    Object.keys(manifest)
      .filter((key) => manifest[key]!.isEntry)
      .flatMap((key) => [...closure(key)]),
  );
  const cache = new Map<string, string[]>();
  return (module) => {
    if (!module || !manifest[module]) return [];
    let files = cache.get(module);
    if (!files) {
      files = [...closure(module)].filter((key) => !loadedByEntry.has(key)).map((key) => `/${manifest[key]!.file}`);
      cache.set(module, files);
    }
    return files;
  };
}
