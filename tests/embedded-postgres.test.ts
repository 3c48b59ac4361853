import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { clusterDirOf, startEmbeddedDb } from '../server/db/embedded.ts';
import { postgresBinaries } from '../server/db/postgres-binaries.ts';
import { fakeCluster, snapshot } from './helpers/old-cluster.ts';
import { freePort, isListening, processesMentioning } from './helpers/server-process.ts';

const { major, version } = await postgresBinaries();
/** The major before ours: what DATA_DIR holds after an upgrade. */
const older = major - 1;
const dirs: string[] = [];
const tempDataDir = async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bookstore-pgver-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  for (const dir of dirs.splice(0)) await fs.rm(dir, { recursive: true, force: true });
});

async function query<Row extends object>(url: string, sql: string): Promise<Row> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows[0]!;
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL', () => {
  it('is PostgreSQL 18 or newer, and on a fresh DATA_DIR makes a cluster of its major in DATA_DIR/postgres-<major>, with data checksums on', async () => {
    expect(major).toBeGreaterThanOrEqual(18);
    const dataDir = await tempDataDir();
    const lines: string[] = [];
    const db = await startEmbeddedDb(dataDir, await freePort(), (line) => lines.push(line));
    try {
      expect(db.clusterDir).toBe(path.join(dataDir, `postgres-${major}`));
      expect(db.version).toBe(version);
      expect(await fs.readFile(path.join(db.clusterDir, 'PG_VERSION'), 'utf8')).toBe(`${major}\n`);
      const row = await query<{ num: string; checksums: string }>(
        db.url,
        "SELECT current_setting('server_version_num') AS num, current_setting('data_checksums') AS checksums",
      );
      expect(Math.floor(Number(row.num) / 10_000)).toBe(major);
      expect(row.checksums).toBe('on');
      expect(lines.filter((l) => /Not used/.test(l))).toEqual([]);
    } finally {
      await db.stop();
    }
  }, 120_000);
});

describe('a cluster another PostgreSQL major made', () => {
  it('where this major keeps its own is refused: the message names the directory, its version and what to do; nothing is started or changed', async () => {
    const dataDir = await tempDataDir();
    const clusterDir = clusterDirOf(dataDir, major);
    await fakeCluster(clusterDir, older);
    const before = await snapshot(clusterDir);
    const port = await freePort();
    const lines: string[] = [];

    const start = startEmbeddedDb(dataDir, port, (line) => lines.push(line));
    await expect(start).rejects.toThrow(
      `${clusterDir} holds the data of PostgreSQL ${older} (its PG_VERSION says so), which the embedded PostgreSQL ${version} cannot open. Nothing was started and nothing in it was changed. Move that directory out of ${dataDir} to keep it (the store then starts a new, empty cluster), and see README.md, "Moving the embedded database to a new PostgreSQL" for how to carry its data over.`,
    );
    expect(await snapshot(clusterDir)).toEqual(before);
    expect(await isListening(port)).toBe(false);
    expect(processesMentioning(dataDir)).toEqual([]);
    // Nothing was initialised beside it either, and PostgreSQL never ran (it would have written its log).
    expect((await fs.readdir(dataDir)).sort()).toEqual([`postgres-${major}`]);
  }, 60_000);

  it("left by an older store in DATA_DIR/postgres is kept as it is, named once with what to do, its leftover server stopped; the store's own cluster starts beside it", async () => {
    const dataDir = await tempDataDir();
    const old = path.join(dataDir, 'postgres');
    await fakeCluster(old, older);
    // A server of the old cluster that a killed store left running would hold the database port.
    const leftover = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', 'postgres', '-D', old], { stdio: 'ignore' });
    await fs.writeFile(path.join(old, 'postmaster.pid'), `${leftover.pid}\n${old}\n`);
    const gone = new Promise((resolve) => leftover.once('exit', resolve));
    const before = await snapshot(old);
    const lines: string[] = [];

    const db = await startEmbeddedDb(dataDir, await freePort(), (line) => lines.push(line));
    try {
      expect(lines).toContain(`Stopped the embedded PostgreSQL ${older} (pid ${leftover.pid}) that an earlier version of the store left running.`);
      await gone;
      const notes = lines.filter((l) => l.startsWith('Not used: '));
      expect(notes).toEqual([
        `Not used: ${old} holds the data of PostgreSQL ${older}, which this store's PostgreSQL ${version} cannot open, so it is left as it is and the store uses ${db.clusterDir}. To carry that data over, see README.md, "Moving the embedded database to a new PostgreSQL"; delete ${old} once you no longer need it.`,
      ]);
      expect(db.clusterDir).toBe(clusterDirOf(dataDir, major));
      const row = await query<{ num: string }>(db.url, "SELECT current_setting('server_version_num') AS num");
      expect(Math.floor(Number(row.num) / 10_000)).toBe(major);
    } finally {
      await db.stop();
      leftover.kill('SIGKILL');
    }
    expect(await snapshot(old)).toEqual(before);
    expect(processesMentioning(dataDir)).toEqual([]);
  }, 120_000);
});
