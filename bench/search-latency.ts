// npm run bench:search: search latency on a store of 50,000 books (median and p99 over 200
// queries through the HTTP stack, in-process), on the bench database (see bench/processes.ts).
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { createDb } from '../server/db/client.ts';
import { createDeps } from '../server/create-deps.ts';
import { BENCH_DATA_DIR, openBenchDatabase } from './processes.ts';
import { SEARCH_QUERIES as queries } from './scenarios.ts';
import { seedBulk, STORE_SIZE, storeOfSize } from './seed-bulk.ts';

const BOOKS = Number(process.env.BENCH_BOOKS ?? STORE_SIZE.books);
const QUERIES = 200;

const started = Date.now();
const bench = await openBenchDatabase('search_bench', () => undefined);
const url = bench.url;
await seedBulk(url, storeOfSize(BOOKS));
console.log(`seeded ${BOOKS} books in ${((Date.now() - started) / 1000).toFixed(1)} s`);

// PUBLIC_CACHE_MS=0: the same 15 queries come round again and again; this measures the search, not a cache hit.
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATABASE_URL: url,
  DATA_DIR: BENCH_DATA_DIR,
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1',
  PUBLIC_CACHE_MS: '0',
});
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
    results += res.json<{ items: unknown[] }>().items.length;
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
await bench.stop();
