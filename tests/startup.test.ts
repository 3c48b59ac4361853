import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { clusterDirOf } from '../server/db/embedded.ts';
import { readMigrations } from '../server/db/migrate.ts';
import { postgresBinaries } from '../server/db/postgres-binaries.ts';
import { DEMO_PASSWORD } from '../server/seed/demo-accounts.ts';
import { fakeCluster, snapshot } from './helpers/old-cluster.ts';
import { embeddedPorts, freePort, isListening, processesMentioning, startServerProcess } from './helpers/server-process.ts';
import { createEmptyDatabase } from './setup/services.ts';

const READY = /Ready in [\d.]+ s/;
const tempDir = () => fs.mkdtemp(path.join(os.tmpdir(), 'bookstore-start-'));

async function count(url: string, sql: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>(sql)).rows[0]?.n);
  } finally {
    await client.end();
  }
}

async function emulatorCall(host: string, method: string, body: object): Promise<Response> {
  return fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
}

describe('starting with DATABASE_URL', () => {
  it('two processes started at the same moment on one empty database both come up; the migrations ran once; no embedded database', async () => {
    const databaseUrl = await createEmptyDatabase(inject('pgAdminUrl'));
    const dataDir = await tempDir();
    const ports = [await freePort(), await freePort()];
    const servers = ports.map((port) =>
      startServerProcess({
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        DATA_DIR: dataDir,
        FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
        SEED_DEMO: 'true',
      }),
    );
    try {
      await Promise.all(servers.map((s) => s.waitFor(READY, 90_000)));
      for (const port of ports) {
        const health = await fetch(`http://127.0.0.1:${port}/healthz`);
        expect(await health.json()).toEqual({ status: 'ok', database: 'up' });
      }
      const migrations = await readMigrations('prisma/migrations');
      expect(await count(databaseUrl, 'SELECT count(*) AS n FROM _prisma_migrations')).toBe(migrations.length);
      const applied = servers.map((s) => /Applied migrations/.test(s.output()));
      expect(applied.filter(Boolean)).toHaveLength(1);
      // Seeding is serialised the same way: one demo store, not two.
      const categories = await count(databaseUrl, 'SELECT count(*) AS n FROM categories');
      expect(categories).toBeGreaterThanOrEqual(6);
      expect(await count(databaseUrl, 'SELECT count(DISTINCT name) AS n FROM categories')).toBe(categories);
      expect((await fs.readdir(dataDir)).filter((name) => name.startsWith('postgres'))).toEqual([]);
      expect(servers.some((s) => /Embedded PostgreSQL/.test(s.output()))).toBe(false);
    } finally {
      const codes = await Promise.all(servers.map((s) => s.stop('SIGTERM')));
      expect(codes, servers.map((s) => s.output()).join('\n---\n')).toEqual([0, 0]);
    }
  }, 150_000);
});

describe('starting on embedded defaults (what `npm start` does on a fresh machine)', () => {
  it('brings up PostgreSQL, the Auth emulator and the mail catcher, stops everything on Ctrl-C, and keeps data and accounts for the next start', async () => {
    const dataDir = await tempDir();
    const { port, dbPort, authPort, smtpPort, mailPort, env } = await embeddedPorts(dataDir);
    const authHost = `127.0.0.1:${authPort}`;

    const first = startServerProcess({ ...env, LOG_LEVEL: 'info' });
    let books: number;
    try {
      await first.waitFor(READY, 120_000);
      const { major, version } = await postgresBinaries();
      expect(first.output()).toContain(`Embedded PostgreSQL ${version} running (data in ${clusterDirOf(dataDir, major)})`);
      expect(first.output()).toContain(`Store: http://127.0.0.1:${port}`);
      expect(first.output()).toContain(`API docs: http://127.0.0.1:${port}/docs`);
      expect(first.output()).toContain(`Mail: the store's email is caught, not delivered: read it at http://127.0.0.1:${mailPort}`);
      expect((await fetch(`http://127.0.0.1:${mailPort}/api/healthz`)).status).toBe(200);
      const categories = (await (await fetch(`http://127.0.0.1:${port}/api/categories`)).json()) as unknown[];
      expect(categories.length).toBeGreaterThanOrEqual(6);
      // One line per request, with what it was and how it went (Fastify's own logging wrote two).
      await first.waitFor(/"route":"\/api\/categories"/, 5_000);
      const logged = first
        .output()
        .split('\n')
        .filter((line) => line.includes('/api/categories'));
      expect(logged, first.output()).toHaveLength(1);
      expect(JSON.parse(logged[0] ?? '{}')).toMatchObject({ msg: 'request', method: 'GET', route: '/api/categories', status: 200, ms: expect.any(Number) });
      const signUp = await emulatorCall(authHost, 'signUp', { email: 'new.reader@example.com', password: 'reader-pass-1' });
      expect(signUp.status).toBe(200);
      books = await count(`postgresql://bookstore:bookstore-local@127.0.0.1:${dbPort}/bookstore`, 'SELECT count(*) AS n FROM books');
      expect(books).toBeGreaterThanOrEqual(30);
    } finally {
      expect(await first.stop('SIGINT'), first.output()).toBe(0);
    }
    expect(first.output()).toContain('Stopped.');
    expect(await isListening(dbPort)).toBe(false);
    expect(await isListening(authPort)).toBe(false);
    expect(await isListening(mailPort)).toBe(false);
    expect(await isListening(smtpPort)).toBe(false);
    expect(processesMentioning(dataDir)).toEqual([]);

    const second = startServerProcess(env);
    try {
      await second.waitFor(READY, 120_000);
      expect(second.output()).not.toContain('Seeded the demo store');
      expect(await count(`postgresql://bookstore:bookstore-local@127.0.0.1:${dbPort}/bookstore`, 'SELECT count(*) AS n FROM books')).toBe(books);
      const kept = await emulatorCall(authHost, 'signInWithPassword', { email: 'new.reader@example.com', password: 'reader-pass-1' });
      expect(kept.status, await kept.clone().text()).toBe(200);
      const demo = await emulatorCall(authHost, 'signInWithPassword', { email: 'seller@example.com', password: DEMO_PASSWORD });
      expect(demo.status).toBe(200);
    } finally {
      expect(await second.stop('SIGINT'), second.output()).toBe(0);
    }
    expect(processesMentioning(dataDir)).toEqual([]);
    await fs.rm(dataDir, { recursive: true, force: true });
  }, 300_000);
});

describe('starting after an upgrade of the embedded PostgreSQL (a DATA_DIR whose `postgres` an older store made)', () => {
  it('comes up on a new cluster with the demo store seeded, says once where the old data is and what to do, and leaves it as it was', async () => {
    const dataDir = await tempDir();
    const old = path.join(dataDir, 'postgres');
    const { major } = await postgresBinaries();
    await fakeCluster(old, major - 1);
    const before = await snapshot(old);
    const { port, env } = await embeddedPorts(dataDir);

    const server = startServerProcess(env);
    try {
      await server.waitFor(READY, 120_000);
      expect(server.output().match(/Not used: .*/g)).toEqual([
        expect.stringContaining(`Not used: ${old} holds the data of PostgreSQL ${major - 1}, which this store's PostgreSQL ${major}.`),
      ]);
      expect(server.output()).toContain(`delete ${old} once you no longer need it.`);
      expect(server.output()).toContain('Seeded the demo store.');
      const categories = (await (await fetch(`http://127.0.0.1:${port}/api/categories`)).json()) as unknown[];
      expect(categories.length).toBeGreaterThanOrEqual(6);
    } finally {
      expect(await server.stop('SIGINT'), server.output()).toBe(0);
    }
    expect(await snapshot(old)).toEqual(before);
    expect(await fs.readFile(path.join(clusterDirOf(dataDir, major), 'PG_VERSION'), 'utf8')).toBe(`${major}\n`);
    expect(processesMentioning(dataDir)).toEqual([]);
    await fs.rm(dataDir, { recursive: true, force: true });
  }, 300_000);
});
