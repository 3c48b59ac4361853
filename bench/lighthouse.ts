// npm run lighthouse [-- <store URL>]: Lighthouse's performance, accessibility, best-practices and SEO
// scores (mobile preset) of the home page, a category page and a book page (the first advertised
// book) of a running store (default http://127.0.0.1:3000, e.g. `npm start`), in English and in
// Bangla, twice each.
// Lighthouse 12 (13 needs Node 22) is fetched by npx on first use rather than kept as a dependency;
// Chromium is Debian's (CHROME_PATH, default /usr/bin/chromium).
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const store = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lighthouse-'));

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Scores = Record<(typeof CATEGORIES)[number], number>;

async function scores(url: string, attempt: number, tries = 3): Promise<Scores> {
  const output = path.join(dir, `${attempt}.json`);
  try {
    await lighthouse(url, output);
  } catch (error) {
    // Lighthouse now and then fails to record a page load's trace (NO_NAVSTART) and asks to run again.
    if (tries <= 1) throw error;
    return scores(url, attempt, tries - 1);
  }
  const report = JSON.parse(await fs.readFile(output, 'utf8')) as { categories: Record<string, { score: number }> };
  return Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)])) as Scores;
}

async function lighthouse(url: string, output: string): Promise<void> {
  await run(
    'npx',
    [
      '--yes',
      'lighthouse@12.8.2',
      url,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
  );
}

try {
  const [book] = (await (await fetch(`${store}/api/feature/books`)).json()) as Array<{ _id: string }>;
  const [category] = (await (await fetch(`${store}/api/categories`)).json()) as Array<{ categoryId: string }>;
  const paths = ['/', ...(category ? [`/category/${category.categoryId}`] : []), ...(book ? [`/books/${book._id}`] : [])];
  // Each page in each language, as a shared link in that language opens it (docs/languages.md).
  const pages = paths.flatMap((page) => [`${page}?lang=en`, `${page}?lang=bn`]);
  let attempt = 0;
  for (const page of pages) {
    const runs = [await scores(store + page, attempt++), await scores(store + page, attempt++)];
    console.log(`${page}: ${CATEGORIES.map((c) => `${c} ${runs.map((r) => r[c]).join(', ')}`).join('; ')}`);
  }
} finally {
  await fs.rm(dir, { recursive: true, force: true });
}
