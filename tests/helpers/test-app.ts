import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { createDb, type Db } from '../../server/db/client.ts';
import { createDeps } from '../../server/create-deps.ts';
import type { AppDeps } from '../../server/deps.ts';
import { createDatabaseFrom } from '../setup/services.ts';

export type TestApp = {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Db;
  deps: AppDeps;
  config: Config;
  databaseUrl: string;
  close: () => Promise<void>;
};

/** A fresh migrated database of this test file's own. */
export function freshDatabase(): Promise<string> {
  return createDatabaseFrom(inject('pgAdminUrl'), inject('templateDb'));
}

export type FreshDatabase = { databaseUrl: string; db: Db; sql: pg.Client; close: () => Promise<void> };

/** A fresh migrated database with a Prisma client and a plain SQL client on it, for tests that run the server as a process. */
export async function openFreshDatabase(): Promise<FreshDatabase> {
  const databaseUrl = await freshDatabase();
  const db = createDb(databaseUrl, 2);
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  return {
    databaseUrl,
    db,
    sql,
    close: async () => {
      await sql.end();
      await db.$disconnect();
    },
  };
}

/** Settings as the server would read them, pointed at the test services. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Tests drive many calls as one identity; tests/security.test.ts checks the limits themselves.
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000000',
    RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
    RATE_LIMIT_MESSAGES_PER_MINUTE: '1000000',
    RATE_LIMIT_VERIFICATION_EMAILS_PER_MINUTE: '1000000',
    RATE_LIMIT_READS_PER_MINUTE: '10000000',
    // Tests book many copies of one seller; tests/inventory-abuse.test.ts checks the default.
    BOOKINGS_PER_SELLER: '1000',
    // Tests email one person many times and rebook copies; tests/email-flood.test.ts checks the defaults.
    EMAIL_BATCH_SECONDS: '0',
    EMAIL_GAP_MINUTES: '0',
    REBOOK_COOLDOWN_MINUTES: '0',
    // Tests change the database directly too; tests/public-cache.test.ts covers the cache.
    PUBLIC_CACHE_MS: '0',
    FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
    // Nothing in the tests reaches the internet: Open Library is refused at once unless a test starts its fake.
    OPEN_LIBRARY_URL: 'http://127.0.0.1:9',
    OPEN_LIBRARY_COVERS_URL: 'http://127.0.0.1:9',
    SMTP_URL: inject('smtpUrl'),
    ...overrides,
  });
}

/**
 * The real app on a fresh database (or the `DATABASE_URL` given, another store's), not listening:
 * drive it with `app.inject`. Its log goes to `logOutput` (stdout by default).
 */
export async function createTestApp(overrides: Record<string, string> = {}, logOutput?: NodeJS.WritableStream): Promise<TestApp> {
  const databaseUrl = overrides['DATABASE_URL'] ?? (await freshDatabase());
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bookstore-test-'));
  const config = testConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...overrides });
  const db = createDb(databaseUrl, 2);
  const deps = createDeps(config, db);
  const app = await buildApp(deps, logOutput);
  return {
    app,
    db,
    deps,
    config,
    databaseUrl,
    close: async () => {
      await app.close();
      await db.$disconnect();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
