import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../server/db/client.ts';
import { keepJobContextOnWrites } from '../server/db/job-context-setting.ts';
import { addJob } from '../server/jobs/add-job.ts';
import { withRequest } from '../server/observability/request-context.ts';
import { addBook, addCategories } from './helpers/fixtures.ts';
import { openFreshDatabase, type FreshDatabase } from './helpers/test-app.ts';

/*
 * A job carries the request that queued it (server/jobs/job-context.ts), whether TypeScript added it
 * (addJob) or a trigger did in the request's write. The store's client here has one connection, so
 * every statement shares it, as requests share pooled connections: no request's id may stay behind
 * on it for a later write.
 */
let database: FreshDatabase;
let db: Db;
let sellerId: string;
let categoryId: string;

beforeAll(async () => {
  database = await openFreshDatabase();
  db = createDb(database.databaseUrl, 1);
  categoryId = (await addCategories(db, ['Fiction']))[0]!.id;
  const seller = await db.user.create({ data: { firebaseUid: randomUUID(), email: `${randomUUID()}@example.com`, name: 'Seller' } });
  sellerId = seller.id;
}, 60_000);
afterAll(async () => {
  await db.$disconnect();
  await database.close();
});

/** The context the queued job with this key carries (undefined when it carries none). */
async function carried(jobKey: string): Promise<unknown> {
  const { rows } = await database.sql.query<{ payload: Record<string, unknown> }>('SELECT payload FROM graphile_worker._private_jobs WHERE key = $1', [jobKey]);
  expect(rows).toHaveLength(1);
  return rows[0]!.payload._context;
}

describe('the context a job carries', () => {
  it('addJob writes the id of the request that adds the job', async () => {
    const userId = randomUUID();
    await withRequest({ requestId: 'req-added-in-typescript' }, () => addJob(db, 'email:send', { userId }, { jobKey: `ctx:${userId}` }));
    expect(await carried(`ctx:${userId}`)).toEqual({ requestId: 'req-added-in-typescript' });

    const outside = randomUUID();
    await addJob(db, 'email:send', { userId: outside }, { jobKey: `ctx:${outside}` });
    expect(await carried(`ctx:${outside}`)).toBeUndefined();
  });

  it("a trigger's job carries the id of the request whose write fired it, and a later write outside any request carries none", async () => {
    const inRequest = await withRequest({ requestId: 'req-listing' }, async () => {
      await db.book.count(); // a read first: it sets nothing, the write still does
      return addBook(db, { sellerId, categoryId, title: 'Listed in a request' });
    });
    expect(await carried(`listing:${inRequest}`)).toEqual({ requestId: 'req-listing' });

    const another = await withRequest({ requestId: 'req-another' }, () => addBook(db, { sellerId, categoryId, title: 'Listed in another' }));
    expect(await carried(`listing:${another}`)).toEqual({ requestId: 'req-another' });

    const outside = await addBook(db, { sellerId, categoryId, title: 'Listed by no request' });
    expect(await carried(`listing:${outside}`)).toBeUndefined();
  });

  it('a read sets nothing on the connection: the hot path pays no extra statement', async () => {
    await withRequest({ requestId: 'req-write' }, () => addBook(db, { sellerId, categoryId, title: 'Written before the reads' }));
    await withRequest({ requestId: 'req-read' }, async () => {
      await db.book.findMany({ include: { seller: true, category: true }, take: 5 });
      await db.book.count({ where: { sellerId } });
    });
    const [setting] = await db.$queryRaw<Array<{ value: string }>>`SELECT current_setting('bookstore.job_context', true) AS value`;
    expect(JSON.parse(setting!.value)).toEqual({ requestId: 'req-write' });
  });

  it('sends one statement at a time: a write on a fresh connection after its setting, and what is sent meanwhile after the write', async () => {
    const pool = new pg.Pool({ connectionString: database.databaseUrl, max: 1 });
    let inFlight = 0;
    let most = 0;
    const sent: string[] = [];
    pool.on('connect', (client) => {
      // Counts what the connection is sent and is still answering, beneath the setting's wrapper.
      const query = client.query.bind(client) as (text: string, values?: unknown[]) => Promise<unknown>;
      client.query = ((text: string, values?: unknown[]) => {
        sent.push(text.split(' ', 2).join(' '));
        most = Math.max(most, ++inFlight);
        return query(text, values).finally(() => inFlight--);
      }) as typeof client.query;
      keepJobContextOnWrites(client);
    });
    const step = (answer: pg.QueryResult) => (answer.rows[0] as { step: string }).step;
    try {
      const client = await pool.connect();
      // One caller, one statement at a time, as requests use a connection: never two at once.
      await withRequest({ requestId: 'req-fresh' }, async () => {
        expect(step(await client.query("UPDATE categories SET name = name WHERE slug = 'fiction' RETURNING 'write' AS step"))).toBe('write');
      });
      expect(sent).toEqual(["SELECT set_config('bookstore.job_context',", 'UPDATE categories']);
      expect(most).toBe(1);
      // Statements sent while a setting is under way go after it, in the order they came.
      const answers = await withRequest({ requestId: 'req-next' }, () =>
        Promise.all([
          client.query("UPDATE categories SET name = name WHERE slug = 'fiction' RETURNING 'write' AS step"),
          client.query("SELECT 'read' AS step"),
          client.query("SELECT current_setting('bookstore.job_context', true) AS step"),
        ]),
      );
      client.release();
      expect(answers.map(step)).toEqual(['write', 'read', JSON.stringify({ requestId: 'req-next' })]);
      expect(sent.slice(2)).toEqual([
        "SELECT set_config('bookstore.job_context',",
        'UPDATE categories',
        "SELECT 'read'",
        "SELECT current_setting('bookstore.job_context',",
      ]);
    } finally {
      await pool.end();
    }
  });
});
