import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { stopLeftover } from '../runtime/leftover-process.ts';
import { assertPortFree } from '../runtime/ports.ts';
import { placeForPostgres, postgresAccount, type PostgresAccount, type PostgresPlace } from './postgres-as-root.ts';
import { postgresBinaries, type PostgresBinaries } from './postgres-binaries.ts';

/**
 * `version`: the server's (e.g. `18.4`); `clusterDir`: where its data is, under DATA_DIR (as root
 * possibly a link to where PostgreSQL's user can reach it).
 */
export type EmbeddedDb = { url: string; version: string; clusterDir: string; stop: () => Promise<void> };

const USER = 'bookstore';
// Local-only cluster listening on loopback; the password only keeps other local users out.
const PASSWORD = 'bookstore-local';
const DATABASE = 'bookstore';

export function embeddedDbUrl(port: number): string {
  return `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );
const runAs = (account: PostgresAccount) => account ?? {};
/** PostgreSQL's messages in English, whatever the machine's language: a failure is quoted to the user. */
const env = () => ({ ...process.env, LC_MESSAGES: 'C' });

async function tail(file: string): Promise<string> {
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  return text.trim().split('\n').slice(-15).join('\n');
}

/** initdb: a new cluster owned by PostgreSQL's account, with our user and password. */
async function initCluster({ binaries, clusterDir }: PostgresPlace, account: PostgresAccount, logFile: string): Promise<void> {
  const pwDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bookstore-pg-'));
  const pwFile = path.join(pwDir, 'pw');
  try {
    await fs.writeFile(pwFile, `${PASSWORD}\n`, { mode: 0o600 });
    if (account) await fs.chown(pwDir, account.uid, account.gid).then(() => fs.chown(pwFile, account.uid, account.gid));
    const log = await fs.open(logFile, 'w');
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(
        binaries.initdb,
        [`--pgdata=${clusterDir}`, '--auth=scram-sha-256', `--username=${USER}`, `--pwfile=${pwFile}`, '--encoding=UTF8', '--lc-messages=C'],
        { ...runAs(account), env: env(), stdio: ['ignore', log.fd, log.fd] },
      );
      child.once('error', reject);
      child.once('exit', resolve);
    }).finally(() => log.close());
    if (code !== 0) throw new Error(`PostgreSQL's initdb failed (exit code ${code}) for ${clusterDir}:\n${await tail(logFile)}`);
  } finally {
    await fs.rm(pwDir, { recursive: true, force: true });
  }
}

/**
 * PostgreSQL's own default cache (128 MB) holds only part of a store of some hundred thousand books
 * and their indexes, and each page read past it costs a system call: an eighth of the machine's
 * memory, between that default and 1 GB (PostgreSQL allocates it as pages are used).
 */
function sharedBuffersMb(): number {
  return Math.min(1024, Math.max(128, Math.floor(os.totalmem() / 8 / 2 ** 20)));
}

async function canConnect(port: number): Promise<boolean> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres', connectionTimeoutMillis: 1000 });
  return client.connect().then(
    () => client.end().then(() => true),
    () => false,
  );
}

/**
 * Runs the PostgreSQL server in a process group of its own (a terminal's Ctrl-C or hang-up reaches
 * only us; we stop it in order), logging to `<DATA_DIR>/postgres.log`. Resolves once it takes
 * connections; an early exit rejects with the end of its log.
 */
async function runServer({ binaries, clusterDir }: PostgresPlace, account: PostgresAccount, port: number, logFile: string): Promise<() => Promise<void>> {
  const log = await fs.open(logFile, 'w');
  const settings = ['listen_addresses=127.0.0.1', 'unix_socket_directories=', `shared_buffers=${sharedBuffersMb()}MB`];
  const child = spawn(binaries.postgres, ['-D', clusterDir, '-p', String(port), ...settings.flatMap((s) => ['-c', s])], {
    ...runAs(account),
    env: env(),
    detached: true,
    stdio: ['ignore', log.fd, log.fd],
  });
  await log.close();
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const failed = new Promise<never>((_, reject) => {
    child.once('error', reject);
    void exited.then(async (code) => reject(new Error(`PostgreSQL exited (code ${code}) before it was ready:\n${await tail(logFile)}`)));
  });
  const ready = (async () => {
    for (const started = Date.now(); Date.now() - started < 60_000; await new Promise((r) => setTimeout(r, 100))) {
      if (child.exitCode !== null) return;
      if (await canConnect(port)) return;
    }
    throw new Error(`PostgreSQL did not take connections on port ${port} within 60 s:\n${await tail(logFile)}`);
  })();
  try {
    await Promise.race([ready, failed]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  failed.catch(() => undefined);
  return async () => {
    if (child.exitCode !== null) return;
    // SIGINT is PostgreSQL's fast shutdown: open sessions are ended, the data is flushed.
    child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
}

/**
 * A cluster can only be opened by the major version of PostgreSQL that made it, so each major gets
 * a directory of its own: `<dataDir>/postgres-18`. An upgrade then starts a new, empty cluster and
 * leaves the old one as it was. (Stores before PostgreSQL 18 used `<dataDir>/postgres`.)
 */
export function clusterDirOf(dataDir: string, major: number): string {
  return path.join(dataDir, `postgres-${major}`);
}

const README_SECTION = 'README.md, "Moving the embedded database to a new PostgreSQL"';

/** The major version that made the cluster in `dir`, as its PG_VERSION file says; null when there is none. */
export async function clusterVersion(dir: string): Promise<string | null> {
  try {
    return (await fs.readFile(path.join(dir, 'PG_VERSION'), 'utf8')).trim();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}

/**
 * The clusters of other PostgreSQL versions in DATA_DIR (the pre-18 `postgres`, or an older
 * `postgres-<major>`): never opened, never changed. A server of theirs that an old store left
 * running is stopped, as any leftover is (it would hold the port); each one gets a line saying it
 * is there and what to do with it.
 */
async function noteOtherClusters(dataDir: string, binaries: PostgresBinaries, ours: string, log: (line: string) => void): Promise<void> {
  const names = (await fs.readdir(dataDir)).filter((name) => /^postgres(-\d+)?$/.test(name)).sort();
  for (const dir of names.map((name) => path.join(dataDir, name)).filter((dir) => dir !== ours)) {
    const version = await clusterVersion(dir).catch(() => null);
    if (version === null || version === String(binaries.major)) continue;
    const leftover = await stopLeftover(path.join(dir, 'postmaster.pid'), /postgres/);
    if (leftover) log(`Stopped the embedded PostgreSQL ${version} (pid ${leftover}) that an earlier version of the store left running.`);
    log(
      `Not used: ${dir} holds the data of PostgreSQL ${version}, which this store's PostgreSQL ${binaries.version} cannot open, so it is left as it is and the store uses ${ours}. To carry that data over, see ${README_SECTION}; delete ${dir} once you no longer need it.`,
    );
  }
}

/**
 * Starts (initialising on first use) the cluster of this PostgreSQL's major version under
 * `<dataDir>/postgres-<major>`. A directory there that another version made is refused before
 * anything touches it. A server an earlier run left behind (killed, or its terminal closed) is
 * stopped first; a port taken by another program is reported by number and setting; every failure
 * says why.
 */
export async function startEmbeddedDb(dataDir: string, port: number, log: (line: string) => void): Promise<EmbeddedDb> {
  await fs.mkdir(dataDir, { recursive: true });
  const binaries = await postgresBinaries();
  const clusterDir = clusterDirOf(dataDir, binaries.major);
  const found = await clusterVersion(clusterDir);
  if (found !== null && found !== String(binaries.major)) {
    throw new Error(
      `${clusterDir} holds the data of PostgreSQL ${found} (its PG_VERSION says so), which the embedded PostgreSQL ${binaries.version} cannot open. Nothing was started and nothing in it was changed. Move that directory out of ${dataDir} to keep it (the store then starts a new, empty cluster), and see ${README_SECTION} for how to carry its data over.`,
    );
  }
  await noteOtherClusters(dataDir, binaries, clusterDir, log);
  const account = postgresAccount();
  const place = await placeForPostgres(account, binaries, clusterDir);
  if (place.note) log(place.note);
  const leftover = await stopLeftover(path.join(place.clusterDir, 'postmaster.pid'), /postgres/);
  if (leftover) log(`Stopped the embedded PostgreSQL (pid ${leftover}) that an earlier start left running.`);
  await assertPortFree(port, 'EMBEDDED_DB_PORT', 'the embedded PostgreSQL');
  const logFile = path.join(dataDir, 'postgres.log');
  if (!(await exists(path.join(place.clusterDir, 'PG_VERSION')))) await initCluster(place, account, logFile);
  const stop = await runServer(place, account, port, logFile);
  try {
    const admin = new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres' });
    await admin.connect();
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
      if (!rowCount) await admin.query(`CREATE DATABASE ${DATABASE}`);
    } finally {
      await admin.end();
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: embeddedDbUrl(port), version: binaries.version, clusterDir, stop };
}
