import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedDb } from '../../server/db/embedded.ts';
import { migrate } from '../../server/db/migrate.ts';
import { startAuthEmulator } from '../../server/integrations/auth/emulator.ts';
import { startMailCatcher } from '../../server/integrations/email/mail-catcher.ts';
import { freePort, freePortRun } from '../helpers/server-process.ts';

export const TEMPLATE_DB = 'bookstore_template';

export type TestServices = {
  adminUrl: string;
  templateDb: string;
  authEmulatorHost: string;
  /** The run's mail catcher: where every test store sends email, and its web API to read it back. */
  smtpUrl: string;
  mailWebUrl: string;
  stop: () => Promise<void>;
};

function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Starts the test cluster (a migrated template database included), the Auth emulator and a mail catcher, in parallel. */
export async function startTestServices(): Promise<TestServices> {
  const quiet = () => undefined;
  // A directory of this run's own, so test runs never share a cluster or an emulator's files.
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bookstore-tests-'));
  // Free ports, so a test run does not collide with a running store or another checkout's tests.
  const [pgPort, authPort, smtpPort, webPort] = [await freePort(), await freePortRun(3), await freePort(), await freePort()];
  const [db, emulator, mail] = await Promise.all([
    startEmbeddedDb(dataDir, pgPort, quiet),
    startAuthEmulator({ dataDir, port: authPort, projectId: 'demo-bookstore', log: quiet }),
    startMailCatcher({ dataDir, smtpPort, webPort }),
  ]);
  const admin = new pg.Client({ connectionString: databaseUrl(db.url, 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  await migrate(databaseUrl(db.url, TEMPLATE_DB));
  return {
    adminUrl: databaseUrl(db.url, 'postgres'),
    templateDb: TEMPLATE_DB,
    authEmulatorHost: emulator.host,
    smtpUrl: mail.smtpUrl,
    mailWebUrl: mail.webUrl,
    stop: async () => {
      await Promise.all([emulator.stop(), db.stop(), mail.stop()]);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

/**
 * How the names of the databases copied from the migrated template begin: the run's closing
 * reconciliation checks them (reconcile-test-databases.ts). Empty databases are named otherwise: the
 * migrations tests fill theirs by hand, at older schemas, with rows no store wrote.
 */
export const STORE_DATABASE_PREFIX = 't_';

/** A new database copied from `template`; each test file calls this for its own (from the migrated template unless told). */
export async function createDatabaseFrom(adminUrl: string, template: string, prefix = STORE_DATABASE_PREFIX): Promise<string> {
  const name = `${prefix}${process.pid}_${Date.now().toString(36)}_${counter++}`;
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
  return createDatabaseFrom(adminUrl, 'template0', 'empty_');
}
