import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { stopLeftover } from '../../runtime/leftover-process.ts';
import { assertPortFree } from '../../runtime/ports.ts';
import { lazySchemasPreload } from './emulator-lazy-schemas.ts';

export type AuthEmulator = { host: string; stop: () => Promise<void> };

const require = createRequire(import.meta.url);

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

async function waitUntilReady(host: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the Firebase Auth emulator exited with code ${child.exitCode}`);
    const up = await fetch(`http://${host}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the Firebase Auth emulator did not answer on ${host} within ${timeoutMs / 1000} s`);
}

/**
 * Runs the Firebase Auth emulator (firebase-tools) on 127.0.0.1:<port> for a demo project, keeping
 * its accounts in `<dataDir>/auth-emulator` across restarts (imported at start, exported on stop).
 * It runs in its own process group so a terminal's Ctrl-C reaches only us, and we stop it in order.
 */
export async function startAuthEmulator(opts: { dataDir: string; port: number; projectId: string; log: (line: string) => void }): Promise<AuthEmulator> {
  const dir = path.join(opts.dataDir, 'auth-emulator');
  const exportDir = path.join(dir, 'export');
  const pidFile = path.join(dir, 'emulator.pid');
  const tmpDir = path.join(dir, 'tmp');
  await fs.mkdir(tmpDir, { recursive: true });
  // One left running by an earlier start (the server was killed, or its terminal closed): SIGINT
  // is its clean shutdown, which saves the accounts first.
  const leftover = await stopLeftover(pidFile, /firebase/, { signal: 'SIGINT', group: true });
  if (leftover) opts.log(`Stopped the Auth emulator (pid ${leftover}) that an earlier start left running.`);
  await fs.rm(pidFile, { force: true });
  for (const [offset, role] of [
    [0, 'the Auth emulator'],
    [1, "the Auth emulator's hub"],
    [2, "the Auth emulator's logging"],
  ] as const) {
    await assertPortFree(opts.port + offset, offset ? `AUTH_EMULATOR_PORT (it uses the port and the next two)` : 'AUTH_EMULATOR_PORT', role);
  }
  const configFile = path.join(dir, 'firebase.json');
  await fs.writeFile(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: opts.port },
        hub: { host: '127.0.0.1', port: opts.port + 1 },
        logging: { host: '127.0.0.1', port: opts.port + 2 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const hasExport = await exists(path.join(exportDir, 'firebase-export-metadata.json'));
  const cli = require.resolve('firebase-tools/lib/bin/firebase.js');
  const preload = path.join(dir, 'lazy-schemas.cjs');
  await fs.writeFile(preload, lazySchemasPreload(cli));
  const args = ['--require', preload, cli, 'emulators:start', '--only', 'auth', '--project', opts.projectId, '--config', configFile];
  if (hasExport) args.push('--import', exportDir);
  args.push('--export-on-exit', exportDir);
  // Its output goes to a log file beside its data; the tail is shown if it fails to start.
  const logFile = path.join(dir, 'emulator.log');
  const logFd = await fs.open(logFile, 'w');
  const child = spawn(process.execPath, args, {
    cwd: dir,
    detached: true,
    stdio: ['ignore', logFd.fd, logFd.fd],
    // The emulator finds "its" hub through a locator file in the temp directory, named by project
    // only; a private temp directory keeps two emulators of the same project (tests beside a running
    // store) from exporting each other's accounts.
    env: { ...process.env, TMPDIR: tmpDir, NO_UPDATE_NOTIFIER: '1' },
  });
  await logFd.close();
  await fs.writeFile(pidFile, String(child.pid));
  const host = `127.0.0.1:${opts.port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitUntilReady(host, child, 90_000);
  } catch (error) {
    child.kill('SIGKILL');
    const tail = (await fs.readFile(logFile, 'utf8').catch(() => '')).slice(-4000);
    throw new Error(`${(error as Error).message}\n${tail}`, { cause: error });
  }
  return {
    host,
    stop: async () => {
      if (child.exitCode === null) {
        // One SIGINT is the emulator's clean shutdown, which exports the accounts first.
        child.kill('SIGINT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      await fs.rm(pidFile, { force: true });
      opts.log('Auth emulator stopped');
    },
  };
}
