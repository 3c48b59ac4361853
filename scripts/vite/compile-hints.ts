import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136 and later): the file's first line, or it is ignored. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the entry chunk for V8 to compile whole while it downloads, on a background thread. The
 * first render calls most of the entry (React, the router, the query cache); compiled lazily, each
 * function stopped the main thread the first time it ran. Other chunks stay lazy: most of their
 * functions wait for a click. Figures: docs/performance.md.
 * Written into the file on disk: the minifier and the bundler's own last touches come after any
 * earlier hook. Rolldown runs plugins' hooks one after another, so the pre-compressed copies
 * (precompress.ts, listed after this plugin) are made of the result.
 */
export function compileHints(): Plugin {
  return {
    name: 'book-store:compile-hints',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (!options.dir) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const file = path.join(options.dir, chunk.fileName);
        await writeFile(file, `${COMPILE_HINT}\n${await readFile(file, 'utf8')}`);
        // Its source map's lines move down by one: an empty first line in the mappings.
        if (!chunk.sourcemapFileName) continue;
        const mapFile = path.join(options.dir, chunk.sourcemapFileName);
        const map = JSON.parse(await readFile(mapFile, 'utf8')) as { mappings: string };
        await writeFile(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
      }
    },
  };
}
