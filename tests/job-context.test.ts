import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../server/db/client.ts';
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
});
