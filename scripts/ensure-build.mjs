// Before `npm start`: builds the client and the server unless their output is newer than every
// source it comes from, so a second start does not pay for a build it does not need. In a runtime
// image (no sources, no build tools) the output is always current and nothing runs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const BUILDS = {
  client: {
    sources: ['client', 'shared', 'vite.config.ts', 'scripts/vite', 'package-lock.json'],
    output: 'dist/client/index.html',
    command: ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
  },
  server: {
    sources: ['server', 'shared', 'scripts/make-admin.ts', 'scripts/migrate.ts', 'package-lock.json'],
    output: 'dist/server/main.js',
    command: ['scripts/build-server.mjs'],
  },
};

function newest(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

const wanted = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(BUILDS);
for (const name of wanted) {
  const { sources, output, command } = BUILDS[name];
  // A runtime install (the image): the output came compiled, and its sources are not here to build from.
  if (!fs.existsSync(sources[0]) && fs.existsSync(output)) continue;
  const builtAt = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  if (builtAt > Math.max(...sources.map(newest))) continue;
  console.log(`[book-store] Building the ${name}...`);
  const result = spawnSync(process.execPath, [path.resolve(command[0]), ...command.slice(1)], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
