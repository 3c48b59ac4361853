import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The first of `count` consecutive free ports (the Auth emulator uses its port, +1 and +2). */
export async function freePortRun(count: number): Promise<number> {
  for (;;) {
    const first = await freePort();
    const taken = await Promise.all(Array.from({ length: count - 1 }, (_, i) => isListening(first + i + 1)));
    if (first + count < 65536 && !taken.some(Boolean)) return first;
  }
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

/** Runs the real entry point (what `npm start` runs) with the given settings added to a clean environment. */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(DATABASE_URL|FIREBASE_|PORT$|DATA_DIR$|SEED_DEMO$|NODE_ENV$|VITEST)/.test(k)),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...base, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
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
  return {
    output: () => output,
    waitFor: (pattern, timeoutMs) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const match = output.match(pattern);
          if (match) {
            done();
            resolve(match);
          } else if (child.exitCode !== null) {
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
