// Starting what the benchmarks measure, each as its own process: PostgreSQL (embedded, or the one
// DATABASE_URL names), the store as `npm start` runs it, and the raw ceiling server. The load
// generator is the process that calls these, so on a 2-core machine none of them shares a heap or
// an event loop with another.
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import webpush from 'web-push';
import { startEmbeddedDb } from '../server/db/embedded.ts';
import { migrate } from '../server/db/migrate.ts';
import { freePort } from '../tests/helpers/server-process.ts';

/** Where the embedded PostgreSQL of the benchmarks keeps its files (apart from `npm start`'s). */
export const BENCH_DATA_DIR = path.resolve('.data/bench');

/** clusterDir: the embedded PostgreSQL's files, whose postmaster.pid says which processes are the database's. */
export type BenchDatabase = { url: string; embedded: boolean; clusterDir?: string; stop: () => Promise<void> };

const APP_TABLES = ['notifications', 'audit_events', 'reports', 'payment_events', 'payments', 'orders', 'books', 'categories', 'users', 'search_words'];

/**
 * An empty, migrated database to seed. With DATABASE_URL, that database, refused when it already
 * holds users or books unless BENCH_RESET=true empties it (the bench writes orders into it, so it
 * must never be a store someone uses). Otherwise a database `name`, dropped and created afresh, on
 * an embedded PostgreSQL under .data/bench, on BENCH_DB_PORT or else a free port (a fixed default
 * collides with test runs and other checkouts on the same machine).
 */
export async function openBenchDatabase(name: string, log: (line: string) => void): Promise<BenchDatabase> {
  const given = process.env.DATABASE_URL;
  if (given) {
    await migrate(given);
    await emptyOrRefuse(given);
    return { url: given, embedded: false, stop: () => Promise.resolve() };
  }
  await fs.mkdir(BENCH_DATA_DIR, { recursive: true });
  const port = Number(process.env.BENCH_DB_PORT ?? (await freePort()));
  const embedded = await startEmbeddedDb(BENCH_DATA_DIR, port, log);
  try {
    const admin = new pg.Client({ connectionString: embedded.url.replace(/\/bookstore$/, '/postgres') });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
    const url = embedded.url.replace(/\/bookstore$/, `/${name}`);
    await migrate(url);
    return { url, embedded: true, clusterDir: embedded.clusterDir, stop: embedded.stop };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}

async function emptyOrRefuse(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM books) AS n');
    if (Number(rows[0]!.n) === 0) return;
    if (process.env.BENCH_RESET !== 'true') {
      throw new Error(
        'DATABASE_URL names a database that already holds users or books. The bench seeds 50,000 books and books ' +
          'and pays orders in it: point it at a scratch database, or set BENCH_RESET=true to empty this one first.',
      );
    }
    await client.query(`TRUNCATE ${APP_TABLES.join(', ')} CASCADE`);
  } finally {
    await client.end();
  }
}

/**
 * Production settings that need no outside service: a random APP_TOKEN_SECRET (the bench signs its
 * own access tokens with it), a service account with a throwaway RSA key, which firebase-admin
 * accepts at start and the bench never uses, since every signed-in call carries our access token,
 * and a throwaway VAPID key pair (the bench registers no device: nothing is pushed).
 */
export function productionSettings(): Record<string, string> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const vapid = webpush.generateVAPIDKeys();
  return {
    NODE_ENV: 'production',
    APP_TOKEN_SECRET: randomBytes(48).toString('base64url'),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    FIREBASE_PROJECT_ID: 'bench-bookstore',
    FIREBASE_CLIENT_EMAIL: 'bench@bench-bookstore.iam.gserviceaccount.com',
    FIREBASE_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

/** A process's resident memory now (VmRSS) and the most it has held (VmHWM), in MB. */
export async function memoryOf(pid: number): Promise<{ rssMb: number; peakMb: number }> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
  return { rssMb: mb('VmRSS'), peakMb: mb('VmHWM') };
}

export type ChildServer = { name: string; url: string; pid: number; output: () => string; stop: () => Promise<void> };

// Settings of the developer's shell that would change what is measured (another database, the
// emulator, Stripe, S3) or that the bench sets itself. Others (DATABASE_POOL_SIZE, PUBLIC_CACHE_MS, ...)
// pass through, so a run can try them.
const NOT_INHERITED =
  /^(DATABASE_URL|FIREBASE_|STRIPE_|S3_|SMTP_URL$|MAIL_|NODE_ENV$|PORT$|HOST$|DATA_DIR$|SEED_DEMO$|APP_TOKEN_SECRET$|VAPID_|LOG_LEVEL$|RATE_LIMIT_)/;

/**
 * Runs `<script>` with `env` on a free port (compiled JavaScript as it is, TypeScript through tsx),
 * and resolves once GET `readyPath`
 * answers 2xx. Rejects with the process's output when it exits or takes longer than `timeoutMs`.
 */
export async function startNodeServer(
  name: string,
  script: string,
  env: Record<string, string>,
  { readyPath, timeoutMs = 120_000, nodeArgs = [] }: { readyPath: string; timeoutMs?: number; nodeArgs?: string[] },
): Promise<ChildServer> {
  const port = await freePort();
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => !NOT_INHERITED.test(k)));
  const child = spawn(process.execPath, [...nodeArgs, ...(script.endsWith('.ts') ? ['--import', 'tsx'] : []), script], {
    env: { ...inherited, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    // Only the tail matters (why it failed); a long run must not grow this without bound.
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGINT');
    const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(killer);
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} was not ready after ${timeoutMs / 1000} s:\n${output}`);
    }
    const ok = await fetch(`${url}${readyPath}`, { signal: AbortSignal.timeout(2_000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { name, url, pid: child.pid!, output: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** How many database connections each server process gets: the same for the store and the ceiling. */
export const poolSize = () => process.env.DATABASE_POOL_SIZE ?? '4';

/**
 * The store as `npm start` runs it, in production mode, on `databaseUrl`: the rate limits raised out
 * of the way (one load generator is a handful of identities on one address) and warn-level logs.
 */
export async function startStore(databaseUrl: string, settings: Record<string, string>, name = 'store'): Promise<ChildServer> {
  // What production runs: `npm start`'s command (its Node settings included), the compiled server (bench/run.ts builds it first).
  const [node, ...startWords] = (JSON.parse(await fs.readFile('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start.split(' ');
  const script = startWords.pop();
  if (node !== 'node' || !script?.endsWith('.js')) throw new Error("package.json's start script is not `node [flags] <server>.js`");
  return startNodeServer(
    name,
    script,
    {
      ...settings,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: poolSize(),
      DATA_DIR: path.join(BENCH_DATA_DIR, name),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000000',
      RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
      RATE_LIMIT_READS_PER_MINUTE: '10000000',
      // The messaging scenario sends 50 a second from a few hundred identities.
      RATE_LIMIT_MESSAGES_PER_MINUTE: '1000000',
      // The bench books many copies of one seller.
      BOOKINGS_PER_SELLER: '1000',
    },
    // BENCH_CPU_PROF=<folder>: the store writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
    { readyPath: '/healthz', nodeArgs: [...startWords, ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [])] },
  );
}

/** The ceiling: bench/raw-server.ts on the same database with the same pool size. */
export function startRawServer(databaseUrl: string): Promise<ChildServer> {
  return startNodeServer(
    'raw',
    'bench/raw-server.ts',
    { NODE_ENV: 'production', DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: poolSize() },
    { readyPath: '/api/categories' },
  );
}
