// npm run bench: seeds a realistic store, starts the real server (production mode) and the raw
// ceiling server as their own processes, drives each scenario at them one after another from this
// process, and reports requests/s, p50 and p99 latency and the ratio to the ceiling
// (bench/results/latest.{json,md}). Settings: BENCH_DURATION and BENCH_WARMUP (seconds a scenario,
// default 10 and 2; a ceiling and the store's surfaces of the same read take turns in BENCH_ROUNDS
// rounds, 3), BENCH_BOOKS (books seeded, 50,000), BENCH_CONNECTIONS (reads, 50), BENCH_SEARCH_CONNECTIONS (10),
// BENCH_WRITE_CONNECTIONS (10), DATABASE_URL (else an embedded PostgreSQL under .data/bench),
// DATABASE_POOL_SIZE (both servers, 4). The messaging scenario (bench/messaging.ts) runs last:
// BENCH_SUBSCRIBERS open subscriptions (1000) while BENCH_MESSAGES_PER_SECOND (50) are sent for
// BENCH_DURATION after BENCH_WARMUP. Alert matching (bench/alert-matching.ts) is timed before the
// servers start: BENCH_SAVED_SEARCHES (100,000) saved searches, and a new listing matched against
// them. BENCH_ONLY=load, messaging or alerts runs one part alone (messaging alone starts no raw
// ceiling server, alerts alone no server at all).
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { loadFixtures } from './fixtures.ts';
import { checkSameAnswers } from './same-answers.ts';
import { measureMatching, seedSavedSearches, type MatchingResult } from './alert-matching.ts';
import { processCpu, postgresCpu } from './cpu.ts';
import { measure, measureInTurn, type LoadResult, type Target } from './load.ts';
import { measureMessaging, messagingSummary, messagingTable, seedConversations, type MessagingResult } from './messaging.ts';
import { startMailSink } from './mail-sink.ts';
import { measureStripeHanging } from './stripe-hanging.ts';
import { memoryOf, openBenchDatabase, poolSize, productionSettings, startRawServer, startStore } from './processes.ts';
import { matchingTable, surfaceOf, table, withCeilings, writeReport } from './report.ts';
import { scenarios, type Scenario } from './scenarios.ts';
import { countStore, seedBulk, STORE_SIZE, storeOfSize } from './seed-bulk.ts';

const started = Date.now();
const say = (line: string) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

function setting(name: string, fallback: number, least = 1): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < least) throw new Error(`${name} must be a whole number of at least ${least}, not "${process.env[name]}"`);
  return value;
}

const timing = { seconds: setting('BENCH_DURATION', 10), warmupSeconds: setting('BENCH_WARMUP', 2, 0) };
const only = process.env.BENCH_ONLY;
const PARTS = ['load', 'messaging', 'alerts'] as const;
if (only !== undefined && !(PARTS as readonly string[]).includes(only)) throw new Error(`BENCH_ONLY must be ${PARTS.join(', ')}, not "${only}"`);
const runs = Object.fromEntries(PARTS.map((part) => [part, only === undefined || only === part])) as Record<(typeof PARTS)[number], boolean>;
const savedSearchCount = setting('BENCH_SAVED_SEARCHES', 100_000);
const messagingSettings = {
  subscribers: setting('BENCH_SUBSCRIBERS', 1000, 2),
  perSecond: setting('BENCH_MESSAGES_PER_SECOND', 50),
  ...timing,
};

/** Rounds in which a ceiling and the store's surfaces take turns (see measureInTurn). */
const rounds = setting('BENCH_ROUNDS', 3);

/** Consecutive scenarios of the same name, as groups. */
function byName(list: Scenario[]): Scenario[][] {
  const groups: Scenario[][] = [];
  for (const scenario of list) {
    const last = groups.at(-1);
    if (last?.[0]?.name === scenario.name) last.push(scenario);
    else groups.push([scenario]);
  }
  return groups;
}

const connections = {
  reads: setting('BENCH_CONNECTIONS', 50),
  search: setting('BENCH_SEARCH_CONNECTIONS', 10),
  writes: setting('BENCH_WRITE_CONNECTIONS', 10),
};

/** Stopped newest first, on the way out or on Ctrl-C. */
const cleanups: Array<() => Promise<void>> = [];
const cleanUp = async () => {
  for (const c of cleanups.splice(0).reverse()) await c().catch((e: unknown) => say(`while stopping: ${String(e)}`));
};
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

function commit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${head} with uncommitted changes` : head;
  } catch {
    return 'unknown';
  }
}

const summary = (r: LoadResult) =>
  `${r.perSecond.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.errors} errors` +
  (r.apart['409'] ? `, ${r.apart['409']} × 409` : '') +
  (r.tally
    ? `, ${Object.entries(r.tally)
        .map(([k, v]) => `${v} ${k}`)
        .join(', ')}`
    : '');

try {
  const db = await openBenchDatabase('store_bench', say);
  cleanups.push(db.stop);
  const books = setting('BENCH_BOOKS', STORE_SIZE.books, 1000);
  const size = storeOfSize(books);
  say(`Seeding ${size.books.toLocaleString('en-US')} books and ${size.orders.toLocaleString('en-US')} orders...`);
  const seedStarted = Date.now();
  await seedBulk(db.url, size);
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  const seeded = await countStore(db.url);
  say(`Seeded in ${seedSeconds.toFixed(0)} s: ${JSON.stringify(seeded)}`);

  let matching: MatchingResult | undefined;
  if (runs.alerts) {
    await seedSavedSearches(db.url, savedSearchCount);
    matching = await measureMatching(db.url, 200);
    say(
      `alert matching: ${matching.searches.toLocaleString('en-US')} saved searches, ${matching.listings} listings: ` +
        `p50 ${matching.p50.toFixed(1)} ms, p99 ${matching.p99.toFixed(1)} ms, max ${matching.max.toFixed(1)} ms, ${matching.matchesPerListing.toFixed(1)} people told a listing`,
    );
  }

  const notes: string[] = [];
  const measured: Array<{ scenario: Scenario; result: LoadResult }> = [];
  let messaging: MessagingResult | undefined;
  let memory: { restMb: number; loadPeakMb: number; peakMb: number } | undefined;
  if (runs.load || runs.messaging) {
    const mail = await startMailSink();
    cleanups.push(mail.close);
    const settings: Record<string, string> = { ...productionSettings(), SMTP_URL: mail.url };
    const conversations = runs.messaging ? await seedConversations(db.url, settings.APP_TOKEN_SECRET!, messagingSettings.subscribers) : null;
    if (conversations) say(`Seeded ${conversations.conversations.length} conversations to subscribe to, besides a background of others`);
    const store = await startStore(db.url, settings);
    cleanups.push(store.stop);
    const stores = [store];
    // The store's memory at rest: started, its first jobs run, nothing asked of it yet.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const rest = await memoryOf(store.pid);
    say(`Store at rest: ${rest.rssMb.toFixed(0)} MB resident (the most so far ${rest.peakMb.toFixed(0)} MB)`);
    if (runs.load) {
      const raw = await startRawServer(db.url);
      cleanups.push(raw.stop);
      // The same store with the public-read cache off (every read goes to the database), and both
      // again with the stock adapters answering reads in place of the store's fast path.
      const uncachedSettings = { ...settings, PUBLIC_CACHE_MS: '0' };
      const uncached = await startStore(db.url, uncachedSettings, 'store-uncached');
      cleanups.push(uncached.stop);
      const stock = await startStore(db.url, { ...settings, REQUEST_FAST_PATH: 'false' }, 'store-stock');
      cleanups.push(stock.stop);
      const stockUncached = await startStore(db.url, { ...uncachedSettings, REQUEST_FAST_PATH: 'false' }, 'store-stock-uncached');
      cleanups.push(stockUncached.stop);
      // And the store counting no book page views, beside the one that counts them.
      const noViews = await startStore(db.url, { ...settings, VIEW_COUNTING: 'false' }, 'store-no-views');
      cleanups.push(noViews.stop);
      stores.push(uncached, stock, stockUncached, noViews);
      say(
        `Store (pid ${store.pid}) on ${store.url}, uncached (pid ${uncached.pid}), with stock adapters (pids ${stock.pid}, ${stockUncached.pid}), raw ceiling (pid ${raw.pid}) on ${raw.url}`,
      );

      const fixtures = await loadFixtures(db.url, settings.APP_TOKEN_SECRET!);
      await checkSameAnswers([store.url, uncached.url, stock.url, stockUncached.url], raw.url, fixtures);
      say('The raw ceiling, REST and tRPC answer the same data, field by field');

      const storeFor = (scenario: Scenario) =>
        scenario.views === false ? noViews : scenario.stock ? (scenario.uncached ? stockUncached : stock) : scenario.uncached ? uncached : store;
      // The database's CPU can be told only for the embedded PostgreSQL, whose processes are on this machine.
      const database = db.clusterDir ? await postgresCpu(db.clusterDir) : undefined;
      const targetOf = (scenario: Scenario): Target => {
        const server = scenario.surface === 'raw' ? raw : storeFor(scenario);
        return { url: server.url, server: processCpu(server.pid), ...(database && { database }) };
      };
      const report = (scenario: Scenario, result: LoadResult) => {
        measured.push({ scenario, result });
        say(`${scenario.name} (${surfaceOf(scenario)}, ${scenario.connections} conns): ${summary(result)}`);
      };
      // A ceiling and the scenarios of the same name are measured in turn (see measureInTurn); the rest one by one.
      for (const group of byName(scenarios(fixtures, connections))) {
        if (group.some((scenario) => scenario.surface === 'raw' || scenario.views === false)) {
          const results = await measureInTurn(
            group.map((scenario) => ({ target: targetOf(scenario), scenario })),
            timing,
            rounds,
          );
          group.forEach((scenario, i) => report(scenario, results[i]!));
        } else {
          for (const scenario of group) report(scenario, await measure(targetOf(scenario), scenario, timing));
        }
      }
      const beside = await measureStripeHanging(db.url, settings, fixtures, timing, say);
      for (const { scenario, result } of beside.measured) report(scenario, result);
      const [answering, hanging] = beside.measured.filter((m) => m.scenario.name.startsWith('unrelated')).map((m) => m.result);
      notes.push(
        `Stripe hanging: a fifth store process (uncached) pays through a local fake of Stripe's API, ${beside.orders} booked orders ` +
          `paid for over and over. Unrelated requests' p99 ${answering!.p99.toFixed(1)} ms with Stripe answering, ` +
          `${hanging!.p99.toFixed(1)} ms with every PaymentIntent call hanging. Payments tried one by one afterwards answered ` +
          `${beside.probes.map((p) => `${p.status} in ${p.ms.toFixed(0)} ms (Retry-After ${p.retryAfter ?? 'missing'})`).join(', then ')}.`,
      );
    } else say(`Store (pid ${store.pid}) on ${store.url}`);

    // The most it held before the live subscriptions opened: the read and write load's own peak.
    const loadPeak = (await memoryOf(store.pid)).peakMb;
    if (conversations) {
      messaging = await measureMessaging(store, conversations, messagingSettings, say);
      say(`messaging (${messaging.subscribers} subscriptions, ${messagingSettings.perSecond} messages/s): ${messagingSummary(messaging)}`);
    }

    const peak = (await memoryOf(store.pid)).peakMb;
    memory = { restMb: Number(rest.rssMb.toFixed(0)), loadPeakMb: Number(loadPeak.toFixed(0)), peakMb: Number(peak.toFixed(0)) };
    const withStreams = conversations ? ` (with ${messagingSettings.subscribers} live subscriptions open)` : '';
    notes.push(
      `Store memory (resident, production mode): ${memory.restMb} MB at rest, ${memory.loadPeakMb} MB at its peak before any ` +
        `live subscription, ${memory.peakMb} MB at its peak over the whole run${withStreams}.`,
    );
    say(`Store memory: ${memory.restMb} MB at rest, ${memory.loadPeakMb} MB at the peak before subscriptions, ${memory.peakMb} MB at its peak`);

    // At LOG_LEVEL=warn a store logs only what went wrong (a 5xx, a failed query): show it with the numbers.
    for (const server of stores) {
      const logged = server
        .output()
        .split('\n')
        .filter((line) => line.trim() && !line.startsWith('[book-store]'));
      if (logged.length) say(`The ${server.name} logged ${logged.length} lines; the last ones:\n${logged.slice(-20).join('\n')}`);
    }
  }

  const after = await countStore(db.url);
  const writes = measured.find((m) => m.scenario.tally)?.result.tally;
  if (writes) notes.push(`book and pay, measured run: ${writes.booked} copies booked and ${writes.paid} orders paid (three requests each).`);
  if (runs.load) {
    notes.push(
      `Orders the whole run added (warm-ups included): ${after['paid orders']! - seeded['paid orders']!} paid, ` +
        `${after['booked orders']! - seeded['booked orders']!} left booked when a run stopped mid-sequence.`,
    );
    notes.push('Scenarios ran one after another; the servers, PostgreSQL and the load generator are separate processes.');
    notes.push('The ceiling caches nothing: where the store answers a public read from memory, its ratio can pass 1.');
    notes.push('"no cache": a second store process on the same database with PUBLIC_CACHE_MS=0; tRPC rows send what the web client sends (a batch of one).');
    notes.push(
      '"stock adapters": store processes with REQUEST_FAST_PATH=false, whose reads go through tRPC\'s Fastify adapter and trpc-to-openapi\'s handler.',
    );
  }
  if (matching) {
    notes.push(
      `Alert matching: a listing against ${matching.searches.toLocaleString('en-US')} saved searches, timed in the bench process ` +
        `for ${matching.listings} listings one after another: the query the alert job runs (server/services/alerts.ts).`,
    );
  }
  if (messaging) {
    notes.push(
      'Messaging: the subscriptions (EventSource, the token in tRPC connectionParams) and the sends both run in the load ' +
        "generator; a delivery's latency runs from its POST being issued to the event being parsed, for each of the two " +
        "parties (the sender's own stream receives its message too). The sends of the warm-up are not counted.",
    );
  }

  const rows = withCeilings(measured);
  const report = {
    startedAt: new Date(started).toISOString(),
    totalSeconds: (Date.now() - started) / 1000,
    settings: {
      commit: commit(),
      node: process.version,
      cpus: os.cpus().length,
      'seconds a scenario (after a warm-up of)': `${timing.seconds} (${timing.warmupSeconds})`,
      'rounds a ceiling and the store take turns': rounds,
      'connections (reads, search, writes)': `${connections.reads}, ${connections.search}, ${connections.writes}`,
      ...(runs.messaging && { 'subscriptions, messages a second': `${messagingSettings.subscribers}, ${messagingSettings.perSecond}` }),
      ...(runs.alerts && { 'saved searches': savedSearchCount }),
      ...(only && { only }),
      'database connections a server': poolSize(),
      'seeding time (s)': Number(seedSeconds.toFixed(1)),
      database: db.embedded ? 'embedded PostgreSQL 18 (.data/bench)' : 'DATABASE_URL',
    },
    store: seeded,
    ...(memory && { memory }),
    notes,
    rows,
    ...(messaging && { messaging }),
    ...(matching && { alertMatching: matching }),
  };
  const files = await writeReport(report);
  if (rows.length) console.log(`\n${table(rows)}\n`);
  if (messaging) console.log(`\n${messagingTable(messaging)}\n`);
  if (matching) console.log(`\n${matchingTable(matching)}\n`);
  for (const note of notes) console.log(`- ${note}`);
  say(`Done in ${report.totalSeconds.toFixed(0)} s; written to ${files.join(' and ')}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
