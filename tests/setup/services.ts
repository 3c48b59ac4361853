import path from 'node:path';
import pg from 'pg';
import { startEmbeddedDb } from '../../server/db/embedded.ts';
import { migrate } from '../../server/db/migrate.ts';
import { startAuthEmulator } from '../../server/integrations/auth/emulator.ts';
import { freePort, freePortRun } from '../helpers/server-process.ts';

/** Where the test cluster and emulator keep their files, apart from the store's own .data. */
export const TEST_DATA_DIR = path.resolve('.data/test');
export const TEMPLATE_DB = 'bookstore_template';

export type TestServices = { adminUrl: string; templateDb: string; authEmulatorHost: string; stop: () => Promise<void> };

function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Starts the test cluster (a migrated template database included) and the Auth emulator, in parallel. */
export async function startTestServices(): Promise<TestServices> {
  const quiet = () => undefined;
  // Free ports, so a test run does not collide with a running store or another checkout's tests.
  const [pgPort, authPort] = [await freePort(), await freePortRun(3)];
  const [db, emulator] = await Promise.all([
    startEmbeddedDb(TEST_DATA_DIR, pgPort, quiet),
    startAuthEmulator({ dataDir: TEST_DATA_DIR, port: authPort, projectId: 'demo-bookstore', log: quiet }),
  ]);
  const admin = new pg.Client({ connectionString: databaseUrl(db.url, 'postgres') });
  await admin.connect();
  const { rows } = await admin.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 't\\_%' OR datname = $1",
    [TEMPLATE_DB],
  );
  for (const r of rows) await admin.query(`DROP DATABASE "${r.datname}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  await migrate(databaseUrl(db.url, TEMPLATE_DB));
  return {
    adminUrl: databaseUrl(db.url, 'postgres'),
    templateDb: TEMPLATE_DB,
    authEmulatorHost: emulator.host,
    stop: async () => {
      await Promise.all([emulator.stop(), db.stop()]);
    },
  };
}

let counter = 0;

/** A new database copied from the migrated template; each test file calls this for its own. */
export async function createDatabaseFrom(adminUrl: string, template: string): Promise<string> {
  const name = `t_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
  return databaseUrl(adminUrl, name);
}

export async function createEmptyDatabase(adminUrl: string): Promise<string> {
  return createDatabaseFrom(adminUrl, 'template0');
}
