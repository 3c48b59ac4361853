import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

// WebAssembly is binary but compresses to about a third: the barcode reader's 0.9 MB .wasm among it.
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|wasm)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

async function compressFile(file: string): Promise<void> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_MODE]: file.endsWith('.wasm') ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/**
 * Writes .br and .gz siblings of every text asset once the build is on disk, so the server can
 * send them as they are instead of compressing on each request.
 */
export function precompress(): Plugin {
  return {
    name: 'book-store:precompress',
    apply: 'build',
    async writeBundle(options) {
      if (!options.dir) return;
      const jobs: Array<Promise<void>> = [];
      for await (const file of filesUnder(options.dir)) jobs.push(compressFile(file));
      await Promise.all(jobs);
    },
  };
}
