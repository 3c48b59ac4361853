import { buildApp } from './app.ts';
import { ConfigError, isLoopback, loadConfig, type Config } from './config.ts';
import { createDb } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { closeWhenDrained } from './http/graceful-close.ts';
import { createDeps } from './deps.ts';
import { releaseExpiredBookings } from './services/orders.ts';
import { cancelEndedIntents } from './services/payment-intents.ts';
import { DEMO_PASSWORD, demoAccounts, ensureDemoIdentities } from './seed/demo-accounts.ts';
import { seedDemo } from './seed/seed-demo.ts';
import { startRuntime } from './services-runtime.ts';

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

/** What to stop on the way out, in start order (stopped newest first). */
const cleanups: Array<() => Promise<void>> = [];
let stopping = false;

async function stopAll(): Promise<void> {
  for (const c of cleanups.splice(0).reverse()) await c().catch((e) => say(`while stopping: ${String(e)}`));
}

async function shutdown(signal: string): Promise<void> {
  if (stopping) {
    say('Forced exit.');
    process.exit(1);
  }
  stopping = true;
  say(`${signal} received, stopping...`);
  await stopAll();
  say('Stopped.');
  process.exit(0);
}

async function main(): Promise<void> {
  const started = Date.now();
  const settings = readConfig();
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const runtime = await startRuntime(settings, say);
  cleanups.push(runtime.stop);

  const config = { ...settings, FIREBASE_AUTH_EMULATOR_HOST: runtime.authEmulatorHost ?? settings.FIREBASE_AUTH_EMULATOR_HOST };
  const applied = await migrate(runtime.databaseUrl);
  if (applied.length) say(`Applied migrations: ${applied.join(', ')}`);
  const db = createDb(runtime.databaseUrl, config.DATABASE_POOL_SIZE);
  cleanups.push(() => db.$disconnect());
  const deps = createDeps(config, db);

  const seed = config.SEED_DEMO ?? !config.DATABASE_URL;
  if (seed && (await seedDemo(db, deps.images))) say('Seeded the demo store.');
  if (seed && config.useAuthEmulator) await ensureDemoIdentities(deps.identity.auth);

  // Unpaid bookings let go of their copies when their hold runs out, and the payment intents of
  // ended bookings are cancelled (again, should a pass have failed).
  const sweeper = setInterval(() => {
    releaseExpiredBookings(db)
      .then((released) => released > 0 && deps.publicReads.clear())
      .then(() => cancelEndedIntents(deps))
      .catch((error: unknown) => say(`could not release expired bookings: ${String(error)}`));
  }, 60_000);
  cleanups.push(async () => clearInterval(sweeper));

  const app = await buildApp(deps);
  cleanups.push(closeWhenDrained(app, say));
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const url = address.replace('[::1]', 'localhost');
  say(`Store: ${url}`);
  say(`API docs: ${url}/docs`);
  if (seed && config.useAuthEmulator) {
    say(`Demo accounts (password "${DEMO_PASSWORD}"): ${demoAccounts.map((a) => `${a.email} (${a.role})`).join(', ')}`);
  }
  if (config.useAuthEmulator && !isLoopback(config.HOST)) {
    say(`Warning: demo mode on the network (ALLOW_EMULATOR_ON_NETWORK): the Auth emulator accepts unsigned tokens, so anyone who reaches ${url} can sign in as anyone.`);
  }
  say(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Press Ctrl-C to stop.`);
}

main().catch(async (error: unknown) => {
  console.error('[book-store] Failed to start:', error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
});
