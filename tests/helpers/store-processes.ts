import { afterAll, beforeAll, inject } from 'vitest';
import { addCategories } from './fixtures.ts';
import { killStores, startStore, type StoreProcess } from './server-process.ts';
import { openFreshDatabase, type FreshDatabase } from './test-app.ts';
import { until } from './until.ts';

/** What may still become an email: the outbox's rows, and the jobs that queue one (not `email:send`, which only sends them). */
const EMAIL_LEFT_TO_SEND = `
  SELECT (SELECT count(*) FROM email_outbox)
       + (SELECT count(*) FROM graphile_worker.jobs WHERE task_identifier LIKE 'email:%' AND task_identifier <> 'email:send') AS n`;

/**
 * Store processes, as `npm start` runs them, on a fresh database of the test file's own (a Fiction
 * category in it): each started with the file's `common` settings and its own, all killed after the
 * file.
 */
export function storesOnFreshDatabase(common: Record<string, string> = {}) {
  let database: FreshDatabase | undefined;
  let categoryId = '';
  const stores: StoreProcess[] = [];
  beforeAll(async () => {
    database = await openFreshDatabase();
    categoryId = (await addCategories(database.db, ['Fiction']))[0]!.id;
  }, 60_000);
  afterAll(async () => {
    await killStores(stores);
    await database?.close();
  });
  const opened = (): FreshDatabase => {
    if (!database) throw new Error('The database opens before the first test (beforeAll).');
    return database;
  };
  return {
    get database() {
      return opened();
    },
    get categoryId() {
      return categoryId;
    },
    /** Every store started so far (the file kills them at its end; a test may do so before). */
    stores,
    async start(env: Record<string, string> = {}): Promise<StoreProcess> {
      const store = await startStore({ databaseUrl: opened().databaseUrl, authEmulatorHost: inject('authEmulatorHost'), env: { ...common, ...env } });
      stores.push(store);
      return store;
    },
    /**
     * Waits until no further email can go out: nothing waits in the outbox, and no job is left
     * that may queue one (a notice's, a conversation's, a digest's). A send job may be left then,
     * to find nothing: one that met another's send under way comes back when its claim runs out.
     */
    async untilNoEmailLeftToSend(): Promise<void> {
      const left = async () => Number((await opened().sql.query(EMAIL_LEFT_TO_SEND)).rows[0].n);
      await until(async () => (await left()) === 0, 30_000, 'no email left to send', 100);
    },
  };
}
