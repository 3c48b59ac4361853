import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, type Db } from '../server/db/client.ts';
import { addBook, addCategories } from './helpers/fixtures.ts';
import { bearer, memberOverHttp, type Member } from './helpers/identities.ts';
import { multipartFile } from './helpers/multipart.ts';
import { isListening, killStores, startStore, type StoreProcess } from './helpers/server-process.ts';
import { createDatabaseFrom } from './setup/services.ts';

/*
 * SIGTERM (what Docker, systemd and Kubernetes send) while requests are in flight: the server stops
 * taking connections at once, answers every request it had already accepted, and exits 0.
 */

const BOOKINGS = 15;
const UPLOADS = 15;
const BUYERS = 3; // five bookings each: the most a buyer may hold unpaid

let databaseUrl: string;
/** The test's own connection to the store's database: unset when creating the database failed. */
let db: Db | undefined;
let store: StoreProcess;
let buyers: Member[];
let books: string[];
let photos: Buffer[];

beforeAll(async () => {
  databaseUrl = await createDatabaseFrom(inject('pgAdminUrl'), inject('templateDb'));
  const setupDb = createDb(databaseUrl, 2);
  db = setupDb;
  store = await startStore({ databaseUrl, authEmulatorHost: inject('authEmulatorHost') });
  const [seller, ...rest] = await Promise.all([
    memberOverHttp(store.url, 'seller', 'drain-seller'),
    ...Array.from({ length: BUYERS }, (_, i) => memberOverHttp(store.url, 'buyer', `drain-buyer${i}`)),
  ]);
  buyers = rest;
  const categoryId = (await addCategories(setupDb, ['Fiction']))[0]!.id;
  books = await Promise.all(Array.from({ length: BOOKINGS }, (_, i) => addBook(setupDb, { sellerId: seller.userId, categoryId, title: `Drained ${i}` })));
  // Noisy 800x600 photos (about 200 kB each), each its own: re-encoding them is work for the server, but
  // well inside the 10 s the server gives requests in flight, even on a busy 2-core machine.
  photos = await Promise.all(
    Array.from({ length: UPLOADS }, (_, i) =>
      sharp({ create: { width: 800, height: 600, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 100 + i, sigma: 40 } } })
        .jpeg({ quality: 80 })
        .toBuffer(),
    ),
  );
}, 90_000);

afterAll(async () => {
  await killStores([store]);
  await db?.$disconnect();
});

type Answer = { status: number; connection: string | undefined; body: Record<string, unknown> };

/**
 * A POST sent the way a slow client sends it: headers with `Expect: 100-continue`, and once the
 * server has taken the request (its "100 Continue"), the first `sendFirst` bytes of the body; the
 * rest only when `finish` is called. Over `agent`, a keep-alive agent as browsers and proxies use.
 */
function heldRequest(agent: http.Agent, port: number, url: string, headers: Record<string, string>, body: Buffer, sendFirst: number) {
  let accepted!: () => void;
  const taken = new Promise<void>((resolve) => (accepted = resolve));
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: url,
    agent,
    headers: { ...headers, 'content-length': String(body.length), expect: '100-continue' },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: JSON.parse(text) as Record<string, unknown> });
        } catch {
          reject(new Error(`${url}: ${res.statusCode} not JSON: ${text}`));
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  req.on('continue', () => {
    req.write(body.subarray(0, sendFirst));
    accepted();
  });
  req.flushHeaders();
  return { taken, answer, finish: () => req.end(body.subarray(sendFirst)) };
}

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms))]);

describe('SIGTERM with requests in flight', () => {
  it('refuses new connections at once, answers all 30 requests it had accepted, closes idle keep-alive connections, and exits 0', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
    // Keep-alive connections left idle after a request: they must not hold the shutdown up.
    const idleAgent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
    const idleClosed: Array<Promise<void>> = [];
    await Promise.all(
      [0, 1, 2].map(
        () =>
          new Promise<void>((resolve, reject) => {
            http
              .get({ host: '127.0.0.1', port: store.port, path: '/api/categories', agent: idleAgent }, (res) => {
                idleClosed.push(new Promise((closed) => res.socket.once('close', () => closed())));
                res.resume().on('end', () => resolve());
              })
              .on('error', reject);
          }),
      ),
    );

    const uploads = await Promise.all(photos.map((photo) => multipartFile('image', photo, 'cover.jpg', 'image/jpeg')));
    const held = [
      ...books.map((bookId, i) => {
        const buyer = buyers[i % BUYERS]!;
        const body = Buffer.from(JSON.stringify({ bookPostingId: bookId, buyerPhone: '+8801744444444', buyerLocation: 'Khulna' }));
        return {
          kind: 'booking',
          ...heldRequest(agent, store.port, '/api/buyer-orders', { ...bearer(buyer.accessToken), 'content-type': 'application/json' }, body, 20),
        };
      }),
      ...uploads.map((upload, i) => {
        const buyer = buyers[i % BUYERS]!;
        return {
          kind: 'upload',
          ...heldRequest(agent, store.port, '/api/images', { ...bearer(buyer.accessToken), ...upload.headers }, upload.payload, upload.payload.length >> 1),
        };
      }),
    ];
    await within(Promise.all(held.map((h) => h.taken)), 15_000, 'the server taking all 30 requests');

    const signalled = Date.now();
    const exited = store.stop('SIGTERM');
    await store.waitFor(/SIGTERM received, stopping/, 5_000);
    // New connections are refused while the accepted requests are still waiting for their bodies.
    let refusedMs = -1;
    while (Date.now() - signalled < 5_000) {
      if (!(await isListening(store.port))) {
        refusedMs = Date.now() - signalled;
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    // (A plain connection attempt: fetch could reuse a pooled keep-alive connection and see it closed instead.)
    expect(refusedMs, store.output()).toBeGreaterThanOrEqual(0);
    // The idle keep-alive connections were let go, not left to time out.
    await within(Promise.all(idleClosed), 5_000, 'closing the idle keep-alive connections');
    // The clients are slow: they send the rest of their bodies only a moment after all that.
    await new Promise((r) => setTimeout(r, 300));

    for (const h of held) h.finish();
    const answers = await within(Promise.all(held.map((h) => h.answer)), 20_000, 'answering the accepted requests').catch((error: unknown) => {
      throw new Error(`${error instanceof Error ? error.message : String(error)}\n${store.output()}`);
    });
    const answeredMs = Date.now() - signalled;
    const code = await within(exited, 10_000, 'the process exiting');
    const exitMs = Date.now() - signalled;

    // Absolute on PUBLIC_URL, by default the store's listening address.
    const uploadedImage = new RegExp(`^${store.url.replace(/\./g, '\\.')}/images/[0-9a-f]{32}\\.webp$`);
    for (const [i, a] of answers.entries()) {
      expect(a.status, `${JSON.stringify(a.body)}\n${store.output()}`).toBe(200);
      // Told that the connection ends with this answer, so no client sends another request on it.
      expect(a.connection).toBe('close');
      if (held[i]!.kind === 'booking') expect(a.body).toEqual({ acknowledged: true, insertedId: expect.any(String) });
      else expect(a.body).toMatchObject({ success: true, data: { display_url: expect.stringMatching(uploadedImage) } });
    }
    expect(code, store.output()).toBe(0);
    expect(store.output()).toMatch(/SIGTERM received, stopping\.\.\.[\s\S]*Stopped\./);
    expect(store.output()).not.toMatch(/Forced exit|request failed|Failed/);

    // What was answered was done: the bookings are in the database, the images on disk.
    const sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
    const orderIds = answers.filter((_, i) => held[i]!.kind === 'booking').map((a) => a.body.insertedId as string);
    const stored = await sql.query<{ n: string }>(`SELECT count(*) AS n FROM orders WHERE status = 'booked' AND id = ANY($1::uuid[])`, [orderIds]);
    await sql.end();
    expect(Number(stored.rows[0]!.n)).toBe(BOOKINGS);
    for (const a of answers.filter((_, i) => held[i]!.kind === 'upload')) {
      const file = path.join(store.dataDir, 'images', path.basename((a.body.data as { display_url: string }).display_url));
      await expect(fs.stat(file)).resolves.toMatchObject({ size: expect.any(Number) });
    }
    agent.destroy();
    idleAgent.destroy();
    await fs.rm(store.dataDir, { recursive: true, force: true });
    console.log(
      `graceful shutdown: ${held.length} requests in flight (${BOOKINGS} bookings, ${UPLOADS} uploads of about ${Math.round(photos[0]!.length / 1000)} kB); ` +
        `new connections refused ${refusedMs} ms after SIGTERM; all answered 200 by ${answeredMs} ms; exit code ${code} at ${exitMs} ms`,
    );
  }, 60_000);

  it('does not wait forever for a client that never finishes its request: cut after 10 s, and the process still exits 0', async () => {
    store = await startStore({ databaseUrl, authEmulatorHost: inject('authEmulatorHost') });
    const agent = new http.Agent({ keepAlive: true });
    const body = Buffer.from(JSON.stringify({ bookPostingId: books[0], buyerPhone: '+8801755555555' }));
    const stalled = heldRequest(agent, store.port, '/api/buyer-orders', { ...bearer(buyers[0]!.accessToken), 'content-type': 'application/json' }, body, 10);
    await within(stalled.taken, 10_000, 'the server taking the request');
    const outcome = stalled.answer.then(
      (a) => `answered ${a.status}`,
      (e: unknown) => {
        if (!(e instanceof Error)) throw e;
        return `cut (${(e as NodeJS.ErrnoException).code ?? e.message})`;
      },
    );
    const signalled = Date.now();
    const code = await within(store.stop('SIGTERM'), 20_000, 'the process exiting');
    const exitMs = Date.now() - signalled;
    expect(code, store.output()).toBe(0);
    expect(await outcome).toMatch(/^cut \((ECONNRESET|socket hang up)\)$/);
    expect(exitMs).toBeGreaterThanOrEqual(9_500);
    expect(exitMs).toBeLessThan(15_000);
    expect(store.output()).toMatch(/Requests still unanswered after 10 s: closing their connections\.[\s\S]*Stopped\./);
    agent.destroy();
    console.log(`graceful shutdown, stalled client: ${await outcome}, exit code ${code} at ${exitMs} ms`);
  }, 40_000);
});
