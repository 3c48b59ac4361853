// npm run lighthouse [-- <store URL>]: Lighthouse's performance score (mobile preset) of the home and
// categories pages of a running store (default http://127.0.0.1:3000, e.g. `npm start`), twice each.
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

async function score(url: string, attempt: number): Promise<number> {
  const output = path.join(dir, `${attempt}.json`);
  await run(
    'npx',
    ['--yes', 'lighthouse@12.8.2', url, '--only-categories=performance', '--output=json', `--output-path=${output}`, `--chrome-flags=${CHROME_FLAGS}`, '--quiet'],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(await fs.readFile(output, 'utf8')) as { categories: { performance: { score: number } } };
  return Math.round(report.categories.performance.score * 100);
}

try {
  let attempt = 0;
  for (const page of ['/', '/categories']) {
    const scores = [await score(store + page, attempt++), await score(store + page, attempt++)];
    console.log(`${page}: performance ${scores.join(', ')}`);
  }
} finally {
  await fs.rm(dir, { recursive: true, force: true });
}
