import net from 'node:net';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { addCategories, NEW_LISTING } from './helpers/fixtures.ts';
import { memberOverHttp, type Member } from './helpers/identities.ts';
import { callJson, freePort, killStores, startStore, type StoreProcess } from './helpers/server-process.ts';
import { openFreshDatabase, type FreshDatabase } from './helpers/test-app.ts';
import { until } from './helpers/until.ts';

/*
 * PostgreSQL restarted under a store's load, as the store sees a restart: a relay between the store
 * process and the test's database drops every connection at once, cuts new ones for two seconds,
 * then lets them through again. The run's PostgreSQL itself stays up for the other test files.
 */

const WRITERS = 8;
const DOWN_MS = 2_000;

/**
 * A TCP relay to PostgreSQL that can go down (every connection cut, each new one cut at once) and
 * come back. It keeps its port meanwhile: a port let go could be taken by another test file's store.
 */
async function postgresRelay(target: URL, port: number) {
  const open = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((client) => {
    client.on('error', () => undefined);
    if (down) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    up: () => (down = false),
    down: () => {
      down = true;
      for (const socket of open) socket.destroy();
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

let database: FreshDatabase | undefined;
let relay: Awaited<ReturnType<typeof postgresRelay>>;
let store: StoreProcess | undefined;
let seller: Member;

beforeAll(async () => {
  database = await openFreshDatabase();
  await addCategories(database.db, ['Fiction']);
  const target = new URL(database.databaseUrl);
  const port = await freePort();
  relay = await postgresRelay(target, port);
  const viaRelay = new URL(database.databaseUrl);
  viaRelay.host = `127.0.0.1:${port}`;
  store = await startStore({
    databaseUrl: viaRelay.toString(),
    authEmulatorHost: inject('authEmulatorHost'),
    env: { LISTINGS_PER_HOUR: '1000000', LISTINGS_PER_DAY: '1000000' },
  });
  seller = await memberOverHttp(store.url, 'seller', 'pg-restart-seller');
}, 90_000);

afterAll(async () => {
  await killStores([store]);
  await relay.close();
  await database?.close();
});

it('recovers without a restart: every acknowledged write is kept, and requests meanwhile get 503s, not hangs', async () => {
  const url = store!.url;
  const answers: Array<{ status: number | 'no answer'; id?: string; title: string }> = [];
  let writing = true;
  let written = 0;
  const writer = async (w: number) => {
    while (writing) {
      const title = `Restart Copy ${w}-${written++}`;
      // callJson gives up after 20 s: a request the store held that long would count as a hang.
      const answer = await callJson(url, 'POST', '/api/books', { token: seller.accessToken, body: { ...NEW_LISTING, book: title } }).catch(() => null);
      answers.push(answer ? { status: answer.status, title, id: (answer.body as { insertedId?: string }).insertedId } : { status: 'no answer', title });
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
  await until(() => Promise.resolve(answers.filter((a) => a.status === 200).length >= 20), 30_000, 'writes before the restart');

  relay.down();
  const downAt = answers.length;
  await new Promise((resolve) => setTimeout(resolve, DOWN_MS));
  relay.up();
  const upAt = answers.length;
  await until(() => Promise.resolve(answers.slice(upAt).filter((a) => a.status === 200).length >= 20), 30_000, 'writes after the restart');
  writing = false;
  await Promise.all(writers);

  // While it was down, the store answered, each time, with 503 and a message.
  const duringOutage = answers.slice(downAt, upAt);
  expect(duringOutage.length).toBeGreaterThan(0);
  const failures = answers.filter((a) => a.status !== 200);
  expect(failures.length).toBeGreaterThan(0);
  // A 500 is a failure the store did not recognise as the database's absence: its log says which.
  const errors = store!
    .output()
    .split('\n')
    .filter((line) => line.includes('"level":50'));
  expect([...new Set(failures.map((a) => a.status))], errors.join('\n')).toEqual([503]);
  // Every write it acknowledged is in the database, and no other listing.
  const acknowledged = answers.filter((a) => a.status === 200).map((a) => a.id);
  const stored = await database!.db.book.findMany({ where: { title: { startsWith: 'Restart Copy' } }, select: { id: true } });
  expect(stored.map((b) => b.id).sort()).toEqual(expect.arrayContaining(acknowledged.sort()));
  const ready = await callJson(url, 'GET', '/readyz');
  expect(ready.status).toBe(200);
  // The job queue's workers are back too: each listing's alert job, queued since, has been taken.
  const untried = async () =>
    Number(
      (await database!.sql.query(`SELECT count(*) AS n FROM graphile_worker.jobs WHERE task_identifier = 'alerts:new_listing' AND attempts = 0`)).rows[0].n,
    );
  await until(async () => (await untried()) === 0, 30_000, 'the job queue taking jobs again');
  console.log(
    `postgres restart: ${answers.length} writes, ${acknowledged.length} acknowledged and all kept, ${failures.length} answered 503 while it was down or coming back`,
  );
}, 90_000);
