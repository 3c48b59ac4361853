import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * A port nobody listens on, picked below the kernel's ephemeral range: a port the kernel handed out
 * (listen on 0) can be taken again as the source port of any outgoing connection before the child
 * process that is meant to listen on it gets there.
 */
export async function freePort(): Promise<number> {
  return freePortRun(1);
}

/** The first of `count` consecutive free ports (the Auth emulator uses its port, +1 and +2). */
export async function freePortRun(count: number): Promise<number> {
  const [low, high] = [12_000, ephemeralRangeStart() - count];
  for (;;) {
    const first = low + Math.floor(Math.random() * (high - low));
    const free = await Promise.all(Array.from({ length: count }, (_, i) => canListen(first + i)));
    if (free.every(Boolean)) return first;
  }
}

function ephemeralRangeStart(): number {
  try {
    const start = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return start > 20_000 ? start : 32_768;
  } catch {
    return 32_768;
  }
}

async function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '0.0.0.0', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

export async function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Processes whose command line mentions `needle` (e.g. a data directory), other than this one. */
export function processesMentioning(needle: string): string[] {
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d) && Number(d) !== process.pid)
    .map((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      } catch {
        return '';
      }
    })
    .filter((cmd) => cmd.includes(needle));
}

export type ServerProcess = {
  output: () => string;
  waitFor: (pattern: RegExp, timeoutMs: number) => Promise<RegExpMatchArray>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/**
 * Runs the compiled entry point (what `npm start` runs) with the given settings added to a clean
 * environment, from this checkout or from `cwd` (an install of its own).
 */
export function startServerProcess(env: Record<string, string>, cwd?: string): ServerProcess {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(DATABASE_URL|FIREBASE_|SMTP_URL$|MAIL_|PORT$|DATA_DIR$|SEED_DEMO$|NODE_ENV$|VITEST)/.test(k)),
  );
  // A store runs the embedded mail catcher only where a test gives it the catcher's ports; the others
  // send their email to the run's catcher.
  const mail = 'MAIL_CATCHER_SMTP_PORT' in env ? {} : { SMTP_URL: inject('smtpUrl') };
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...base, LOG_LEVEL: 'warn', ...mail, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd,
  });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const l of listeners) l();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // Once its output is complete, whoever waits for a line learns at once that it will not come.
  let closed = false;
  child.once('close', () => {
    closed = true;
    for (const l of listeners) l();
  });
  return {
    output: () => output,
    waitFor: (pattern, timeoutMs) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const match = output.match(pattern);
          if (match) {
            done();
            resolve(match);
          } else if (closed) {
            done();
            reject(new Error(`server exited (${child.exitCode}) before ${pattern}:\n${output}`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`timed out waiting for ${pattern}:\n${output}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      }),
    stop: async (signal = 'SIGINT') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

export const READY = /Ready in [\d.]+ s/;

/**
 * What `npm start` runs with no settings, on free ports of its own: the store, the embedded
 * PostgreSQL, the Auth emulator (three ports) and the mail catcher, its data in `dataDir`.
 */
export async function embeddedPorts(dataDir: string) {
  const [port, dbPort, authPort, smtpPort, mailPort] = [await freePort(), await freePort(), await freePortRun(3), await freePort(), await freePort()];
  const env = {
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_DB_PORT: String(dbPort),
    AUTH_EMULATOR_PORT: String(authPort),
    MAIL_CATCHER_SMTP_PORT: String(smtpPort),
    MAIL_CATCHER_WEB_PORT: String(mailPort),
  };
  return { port, dbPort, authPort, smtpPort, mailPort, env };
}

/** A store running as a child process, listening on 127.0.0.1:`port`. */
export type StoreProcess = ServerProcess & { url: string; port: number; dataDir: string };

export type StoreOptions = {
  databaseUrl: string;
  /** host:port of the test run's Auth emulator. */
  authEmulatorHost: string;
  /** Defaults: a free port, and a new temporary data directory. Pass both again to restart the same store. */
  port?: number;
  dataDir?: string;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  /** Where the store runs from: by default this checkout. */
  cwd?: string;
};

/**
 * The real entry point on an existing database and the test Auth emulator, with the rate limits out of
 * the way (a test drives many calls from one address and identity); resolves once it says it is ready.
 */
export async function startStore(options: StoreOptions): Promise<StoreProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? (await fs.promises.mkdtemp(path.join(os.tmpdir(), 'bookstore-proc-')));
  const server = startServerProcess(
    {
      DATABASE_URL: options.databaseUrl,
      FIREBASE_AUTH_EMULATOR_HOST: options.authEmulatorHost,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000000',
      RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
      RATE_LIMIT_MESSAGES_PER_MINUTE: '1000000',
      RATE_LIMIT_READS_PER_MINUTE: '10000000',
      // Tests book many copies of one seller; tests/inventory-abuse.test.ts checks the default.
      BOOKINGS_PER_SELLER: '1000',
      // Tests email one person many times and rebook copies; tests/email-flood.test.ts checks the defaults.
      EMAIL_BATCH_SECONDS: '0',
      EMAIL_GAP_MINUTES: '0',
      REBOOK_COOLDOWN_MINUTES: '0',
      ...options.env,
    },
    options.cwd,
  );
  try {
    await server.waitFor(READY, options.readyTimeoutMs ?? 60_000);
  } catch (error) {
    await server.stop('SIGKILL');
    throw error;
  }
  return { ...server, url: `http://127.0.0.1:${port}`, port, dataDir };
}

export type JsonAnswer = { status: number; body: unknown; headers: Headers };

/**
 * One JSON call to a running store. HTTP errors are answers; a cut or refused connection rejects
 * (the cause says which), as does a call that takes longer than `timeoutMs`.
 */
export async function callJson(
  baseUrl: string,
  method: string,
  url: string,
  { token, body, timeoutMs = 20_000 }: { token?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<JsonAnswer> {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: kept as text, which a test expecting JSON reports.
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/**
 * Ends the stores of a test (SIGKILL: their shutdown is not what it checks) and removes their data.
 * A store still unset, because starting it failed, is skipped: that failure is the one reported.
 */
export async function killStores(stores: Array<StoreProcess | undefined>): Promise<void> {
  const started = stores.filter((s) => s !== undefined);
  await Promise.all(started.map((s) => s.stop('SIGKILL')));
  await Promise.all(started.map((s) => fs.promises.rm(s.dataDir, { recursive: true, force: true })));
}
