// Builds the client before `npm start` unless dist/client is newer than every client source, so a
// second start does not pay for a rebuild it does not need.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['client', 'shared', 'vite.config.ts', 'package-lock.json'];
const BUILT = 'dist/client/index.html';

function newest(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

const builtAt = fs.existsSync(BUILT) ? fs.statSync(BUILT).mtimeMs : 0;
if (builtAt > Math.max(...SOURCES.map(newest))) {
  console.log('[book-store] Client build is up to date.');
} else {
  console.log('[book-store] Building the client...');
  const result = spawnSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
