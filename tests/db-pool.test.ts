import pg from 'pg';
import { Prisma } from '../server/db/generated/client.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, rows, type Db } from '../server/db/client.ts';
import { freshDatabase } from './helpers/test-app.ts';
import { until } from './helpers/until.ts';

let url: string;
let db: Db;

beforeAll(async () => {
  url = await freshDatabase();
  db = createDb(url, 2);
});
afterAll(() => db.$disconnect());

describe('the database pool', () => {
  it('survives the database ending its idle connections, and opens new ones for the next query', async () => {
    // Only rows(): Prisma has not connected, so nothing of its own listens on the pool.
    const [before] = await rows<{ pid: number }>(db, Prisma.sql`SELECT pg_backend_pid() AS pid`);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rows: ended } = await admin.query<{ ended: boolean }>('SELECT pg_terminate_backend($1) AS ended', [before!.pid]);
      expect(ended[0]!.ended).toBe(true);
      // The backend says so on the pool's connection before it exits: once it is gone, the pool has
      // heard of it (an 'error' event that would otherwise end the process) ...
      const gone = async () => (await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [before!.pid])).rowCount === 0;
      await until(gone, 5_000, 'the ended connection leaving the database');
    } finally {
      await admin.end();
    }
    // ... and the next query runs on a new connection.
    const [after] = await rows<{ pid: number }>(db, Prisma.sql`SELECT pg_backend_pid() AS pid`);
    expect(after!.pid).not.toBe(before!.pid);
  });
});
