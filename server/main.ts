import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, isLoopback, loadConfig, type Config } from './config.ts';
import { createDb, isConnectionFailure } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { stopTracing } from './observability/tracing.ts';
import { closeWhenDrained } from './http/graceful-close.ts';
import { createDeps } from './create-deps.ts';
import { startJobRunner } from './jobs/job-runner.ts';
import { CRONTAB, jobTasks } from './jobs/tasks.ts';
import { DEMO_PASSWORD, demoAccounts, ensureDemoIdentities } from './seed/demo-accounts.ts';
import { seedDemo } from './seed/seed-demo.ts';
import { startRuntime } from './services-runtime.ts';
import { Readiness } from './runtime/readiness.ts';

const say = (line: string) => console.log(`[book-store] ${line}`);

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** What to stop on the way out, in start order (stopped newest first): traces last, so they send the spans of the stop too. */
const cleanups: Array<() => Promise<void>> = [stopTracing];

/** The most a stop may take (requests get 10 s of it, see http/graceful-close.ts) before the process just exits. */
const STOP_DEADLINE_MS = 30_000;

async function stopAll(): Promise<void> {
  for (const c of cleanups.splice(0).reverse()) await c().catch((e: unknown) => say(`while stopping: ${describe(e)}`));
}

/**
 * A stop signal (Ctrl-C, SIGTERM, a closed terminal's SIGHUP...) or a failure nothing caught stops
 * everything in order, then exits (0 after a signal, 1 after a failure); a second signal meanwhile
 * exits at once (close-with-grace).
 */
function stopOnSignalOrFailure(): void {
  // graphile-worker (0.18) leaves a rejection unhandled when its worker pool loses the database (a
  // PostgreSQL restart): that is no reason to stop serving. The job runner starts its pool again
  // (jobs/job-runner.ts); any other unhandled rejection is thrown, and stops the store below.
  process.on('unhandledRejection', (reason) => {
    if (isConnectionFailure(reason)) say(`The database could not be reached: ${describe(reason)} (carrying on)`);
    else
      setImmediate(() => {
        throw reason;
      });
  });
  closeWithGrace(
    {
      delay: STOP_DEADLINE_MS,
      skip: ['unhandledRejection'],
      logger: { error: (message: unknown) => say(String(message)) },
      onSecondSignal: () => say('Forced exit.'),
      onTimeout: () => say(`Still stopping after ${STOP_DEADLINE_MS / 1000} s: exiting now.`),
    },
    async ({ signal, err }) => {
      say(err ? `Stopping after a failure: ${describe(err)}` : `${signal ?? 'A stop'} received, stopping...`);
      await stopAll();
      say('Stopped.');
    },
  );
}

async function main(): Promise<void> {
  const started = Date.now();
  const settings = readConfig();
  // A closed terminal (SIGHUP) stops the store like Ctrl-C; its output then has nowhere to go, and
  // writing to it must not crash the shutdown.
  stopOnSignalOrFailure();
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);

  const runtime = await startRuntime(settings, say);
  cleanups.push(runtime.stop);

  const config = {
    ...settings,
    FIREBASE_AUTH_EMULATOR_HOST: runtime.authEmulatorHost ?? settings.FIREBASE_AUTH_EMULATOR_HOST,
    SMTP_URL: runtime.mailCatcher?.smtpUrl ?? settings.SMTP_URL,
  };
  const readiness = new Readiness();
  // LISTEN/NOTIFY, the job queue and migrations need a session of their own, which a
  // transaction-mode pooler in DATABASE_URL's path cannot give (docs/capacity.md).
  const sessionUrl = config.DATABASE_SESSION_URL ?? runtime.databaseUrl;
  const applied = await migrate(sessionUrl);
  if (applied.length) say(`Applied migrations: ${applied.join(', ')}`);
  readiness.markMigrated();
  const db = createDb(runtime.databaseUrl, config.DATABASE_POOL_SIZE);
  cleanups.push(() => db.$disconnect());
  // The app listens for other processes' writes on its own connection to this database (see cluster.ts).
  const deps = createDeps(config, db, { readiness }, sessionUrl);

  const seed = config.SEED_DEMO ?? !config.DATABASE_URL;
  if (seed && (await seedDemo(db, deps.images, config.STORE_CURRENCY))) say('Seeded the demo store.');
  if (seed && config.useAuthEmulator) await ensureDemoIdentities(deps.identity.auth);

  const app = await buildApp(deps);

  // Background work (expired holds, auto-completion and payouts, purges; emails and alerts) runs as
  // jobs in PostgreSQL, each once across all server processes (server/jobs/); JOB_CONCURRENCY=0
  // leaves them to other processes.
  const jobs =
    config.JOB_CONCURRENCY > 0
      ? await startJobRunner({
          connectionString: sessionUrl,
          tasks: jobTasks({ ...deps, log: app.log }),
          crontab: CRONTAB,
          concurrency: config.JOB_CONCURRENCY,
          log: (level, message) => app.log[level](message),
          onEvents: (events) => deps.metrics.countJobs(events),
        })
      : null;
  // Stopped newest first: the jobs under way finish before the app closes what they use (the mailer,
  // the write news to other processes), then the app drains its requests.
  if (jobs) readiness.markWorkerStarted();
  else readiness.markWorkerOff();
  cleanups.push(closeWhenDrained(app, say));
  if (jobs) cleanups.push(jobs.stop);
  // The first thing a stop does: /readyz says 503, and for STOP_DELAY_SECONDS requests are still
  // served while load balancers notice and send them elsewhere.
  cleanups.push(async () => {
    readiness.markStopping();
    if (config.STOP_DELAY_SECONDS === 0) return;
    say(`Not ready any more: serving ${config.STOP_DELAY_SECONDS} s more while load balancers drain this process...`);
    await new Promise((resolve) => setTimeout(resolve, config.STOP_DELAY_SECONDS * 1000));
  });
  const address = await app.listen({ port: config.PORT, host: config.HOST }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new Error(`Port ${config.PORT} on ${config.HOST} is already in use. Stop the program using it, or set PORT to a free port.`);
  });
  const url = address.replace('[::1]', 'localhost');
  say(`Store: ${url}`);
  say(`API docs: ${url}/docs`);
  if (runtime.mailCatcher) say(`Mail: the store's email is caught, not delivered: read it at ${runtime.mailCatcher.webUrl}`);
  if (seed && config.useAuthEmulator) {
    say(`Demo accounts (password "${DEMO_PASSWORD}"): ${demoAccounts.map((a) => `${a.email} (${a.role})`).join(', ')}`);
  }
  if (config.useAuthEmulator && !isLoopback(config.HOST)) {
    say(
      `Warning: demo mode on the network (ALLOW_EMULATOR_ON_NETWORK): the Auth emulator accepts unsigned tokens, so anyone who reaches ${url} can sign in as anyone.`,
    );
  }
  say(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Press Ctrl-C to stop.`);
}

/** Why a start failed, in words: the message of the error and of each cause it carries. */
function describe(error: unknown): string {
  if (error === undefined) return 'no reason was given';
  if (!(error instanceof Error)) return typeof error === 'string' ? error : JSON.stringify(error);
  const cause = error.cause === undefined ? '' : `\n  caused by: ${describe(error.cause)}`;
  return `${error.message || error.name}${cause}`;
}

main().catch(async (error: unknown) => {
  console.error(`[book-store] Failed to start: ${describe(error)}`);
  await stopAll();
  process.exit(1);
});
