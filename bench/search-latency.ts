// npm run bench:search: search latency on a store of 50,000 books (median and p99 over 200
// queries through the HTTP stack, in-process), on the embedded PostgreSQL under .data/bench.
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { createDb } from '../server/db/client.ts';
import { startEmbeddedDb } from '../server/db/embedded.ts';
import { migrate } from '../server/db/migrate.ts';
import { createDeps } from '../server/deps.ts';
import { seedBulk } from './seed-bulk.ts';

const BOOKS = Number(process.env.BENCH_BOOKS ?? 50_000);
const QUERIES = 200;
const dataDir = path.resolve('.data/bench');

const queries = [
  'q=hemingwey', 'q=tolstoi', 'q=austin', 'q=silent+river', 'q=calc', 'q=algorith', 'q=the+ocean',
  'q=murakami&sort=price_asc', 'q=dreams&condition=Good', 'q=rahman&location=dhaka', 'q=history&minPrice=500&maxPrice=900',
  'categoryId=category-3&sort=price_desc', 'q=feynman&categoryId=category-7', 'q=garden', 'q=kingdom+memory',
];

const started = Date.now();
await fs.mkdir(dataDir, { recursive: true });
const embedded = await startEmbeddedDb(dataDir, 54399, () => undefined);
const admin = new pg.Client({ connectionString: embedded.url.replace(/\/bookstore$/, '/postgres') });
await admin.connect();
await admin.query('DROP DATABASE IF EXISTS search_bench WITH (FORCE)');
await admin.query('CREATE DATABASE search_bench');
await admin.end();
const url = embedded.url.replace(/\/bookstore$/, '/search_bench');
await migrate(url);
await seedBulk(url, { categories: 20, users: 5_000, books: BOOKS });
console.log(`seeded ${BOOKS} books in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url, DATA_DIR: dataDir, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1' });
const db = createDb(url, 4);
const app = await buildApp(createDeps(config, db));
const times: number[] = [];
let results = 0;
for (let i = 0; i < QUERIES + 20; i++) {
  const query = queries[i % queries.length]!;
  const t0 = performance.now();
  const res = await app.inject({ method: 'GET', url: `/api/books/search?${query}` });
  const elapsed = performance.now() - t0;
  if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
  if (i >= 20) {
    times.push(elapsed);
    results += res.json().items.length;
  }
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
console.log(
  `search over ${BOOKS} books, ${QUERIES} queries (after 20 warm-up): median ${pct(50).toFixed(1)} ms, ` +
    `p99 ${pct(99).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms, ${(results / QUERIES).toFixed(1)} results a page on average`,
);
await app.close();
await db.$disconnect();
await embedded.stop();
