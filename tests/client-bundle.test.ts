import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, constants, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_MODULES } from '../server/http/pages/page-meta.ts';
import { routeChunks } from '../server/http/pages/route-chunks.ts';
import { COMPILE_HINT } from '../scripts/vite/compile-hints.ts';

const run = promisify(execFile);

/**
 * The performance budget: JavaScript a first visit to / needs before the home page can render. It
 * was 115 KiB until every word of the layout moved to the translation files, with API refusals and
 * sign-in failures said in the page's language (docs/languages.md); 116 KiB until that is won back.
 */
const HOME_ROUTE_BUDGET_BYTES = 116 * 1024;

/** Text only these libraries hold, so a build that pulls one into the first load is caught by name. */
const KEPT_OFF_THE_FIRST_LOAD = {
  'the Firebase Auth SDK': 'identitytoolkit.googleapis.com',
  'the Stripe.js loader': 'js.stripe.com',
  zod: '$ZodType',
  'the barcode reader (ZXing)': 'zxing_reader',
};

const outDir = path.join(os.tmpdir(), `bookstore-bundle-build-${process.pid}`);

/**
 * The files an ES module statically imports, as the build writes them: `import{a as b}from"./x.js"`,
 * `import"./x.js"` and `export*from"./x.js"`. `import("./x.js")` is a lazy load and does not match.
 */
function staticImports(code: string): string[] {
  const pattern = /\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.\.?\/[^"']+\.js)["']/g;
  return [...code.matchAll(pattern)].map((match) => match[1]!);
}

/** The file and every file it statically imports, recursively, as paths relative to the build. */
async function staticGraph(file: string, graph = new Set<string>()): Promise<Set<string>> {
  if (graph.has(file)) return graph;
  graph.add(file);
  const code = await fs.readFile(path.join(outDir, file), 'utf8');
  for (const specifier of staticImports(code)) {
    await staticGraph(path.posix.join(path.posix.dirname(file), specifier), graph);
  }
  return graph;
}

async function entryScript(): Promise<string> {
  const html = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
  const tag = html.match(/<script\b[^>]*\btype="module"[^>]*>/)?.[0];
  const src = tag?.match(/\bsrc="([^"]+)"/)?.[1];
  if (!src) throw new Error('index.html has no module script');
  return src.replace(/^\//, '');
}

/** The chunk the router's lazy import of the index route loads. */
async function homePageChunk(): Promise<string> {
  const chunks = (await fs.readdir(path.join(outDir, 'assets'))).filter((name) => /^home-page-[\w-]+\.js$/.test(name));
  expect(chunks, 'exactly one home-page-*.js chunk').toHaveLength(1);
  return `assets/${chunks[0]}`;
}

const gzipSize = async (file: string) => gzipSync(await fs.readFile(path.join(outDir, file)), { level: constants.Z_BEST_COMPRESSION }).length;

/** Files a page of books loads beside the entry: HTTP/1.1 fetches six at a time (vite.config.ts, BOOK_LIST). */
const MAX_FILES_OF_A_BOOK_PAGE = 9;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

describe('the client build', () => {
  let homeRoute: string[] = [];

  beforeAll(async () => {
    // Built as `npm run build` builds it: vitest sets NODE_ENV=test, which would bundle React's development build.
    const { NODE_ENV: _testMode, ...env } = process.env;
    await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], { env });
    const entryGraph = await staticGraph(await entryScript());
    homeRoute = [...(await staticGraph(await homePageChunk(), entryGraph))];
  }, 240_000);
  afterAll(() => fs.rm(outDir, { recursive: true, force: true }));

  it(`loads the home route with at most ${kib(HOME_ROUTE_BUDGET_BYTES)} of gzip-compressed JavaScript`, async () => {
    const sizes = await Promise.all(homeRoute.map(async (file) => ({ file, bytes: await gzipSize(file) })));
    const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
    const breakdown = sizes
      .sort((a, b) => b.bytes - a.bytes)
      .map(({ file, bytes }) => `${kib(bytes).padStart(10)}  ${file}`)
      .join('\n');
    console.log(`Home route JavaScript, gzip -9: ${kib(total)} (budget ${kib(HOME_ROUTE_BUDGET_BYTES)})\n${breakdown}`);
    expect(homeRoute.some((file) => /home-page-/.test(file))).toBe(true);
    expect(total, `home route JavaScript over budget:\n${breakdown}`).toBeLessThanOrEqual(HOME_ROUTE_BUDGET_BYTES);
  });

  it('has V8 compile the entry while it downloads, and no other chunk', async () => {
    // The hint counts only as a file's first line; the server sends the pre-compressed copy.
    const entry = await entryScript();
    expect((await fs.readFile(path.join(outDir, entry), 'utf8')).split('\n', 1)[0]).toBe(COMPILE_HINT);
    expect(brotliDecompressSync(await fs.readFile(path.join(outDir, `${entry}.br`))).toString('utf8')).toMatch(new RegExp(`^${COMPILE_HINT}\n`));
    const others = (await fs.readdir(path.join(outDir, 'assets'))).filter((name) => name.endsWith('.js') && `assets/${name}` !== entry);
    for (const name of others) expect(await fs.readFile(path.join(outDir, 'assets', name), 'utf8'), name).not.toContain(COMPILE_HINT);
  });

  it('names in its manifest the chunk of every page whose head preloads it', async () => {
    const manifest = JSON.parse(await fs.readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
    for (const module of PAGE_MODULES) expect(manifest[module]?.file, module).toMatch(/^assets\/[\w-]+\.js$/);
  });

  it('loads a page of books in a few files beside the entry, not a dozen of a few hundred bytes each', () => {
    // What the server preloads from a page's head: everything its first render runs.
    const chunksOf = routeChunks(outDir);
    for (const module of ['app/routes/category-page.tsx', 'app/routes/book-page.tsx', 'app/routes/seller-page.tsx']) {
      const files = chunksOf(module, 'en');
      expect(files.length, `${module}: ${files.join(', ')}`).toBeLessThanOrEqual(MAX_FILES_OF_A_BOOK_PAGE);
    }
  });

  it('loads the Bangla words of the home page, a category and a book in one file', () => {
    // Their own and the layout's (client/i18n/first-page-bangla.ts); one namespace a file, a book page made seven requests.
    const chunksOf = routeChunks(outDir);
    for (const module of ['app/routes/home-page.tsx', 'app/routes/category-page.tsx', 'app/routes/book-page.tsx']) {
      const english = chunksOf(module, 'en');
      const bangla = chunksOf(module, 'bn');
      expect(
        english.filter((file) => /\.bn-/.test(file)),
        module,
      ).toEqual([]);
      expect(
        bangla.filter((file) => !english.includes(file)),
        module,
      ).toEqual([expect.stringMatching(/^\/assets\/first-page\.bn-[\w-]+\.js$/)]);
    }
  });

  it("bundles react-router's production build, not its development one with the dev warnings", async () => {
    // React Router 8's export map picks the production build by the `development` condition, which
    // Vite leaves out of a production build (7 needed an alias to dist/production for that).
    const assets = (await fs.readdir(path.join(outDir, 'assets'))).filter((name) => name.endsWith('.js'));
    for (const name of assets) {
      expect(await fs.readFile(path.join(outDir, 'assets', name), 'utf8'), name).not.toContain('No routes matched location');
    }
  });

  it('keeps the identity SDK, the payment SDK and zod out of the home route, in chunks of their own', async () => {
    const assets = (await fs.readdir(path.join(outDir, 'assets'))).filter((name) => name.endsWith('.js'));
    const texts = new Map(
      await Promise.all(assets.map(async (name) => [`assets/${name}`, await fs.readFile(path.join(outDir, 'assets', name), 'utf8')] as const)),
    );
    for (const [library, marker] of Object.entries(KEPT_OFF_THE_FIRST_LOAD)) {
      const holders = [...texts].filter(([, text]) => text.includes(marker)).map(([file]) => file);
      // The marker must still name the library, or this check would pass for nothing.
      expect(holders.length, `no chunk holds ${library} ("${marker}")`).toBeGreaterThan(0);
      expect(
        holders.filter((file) => homeRoute.includes(file)),
        `${library} is in the home route`,
      ).toEqual([]);
    }
  });
});
