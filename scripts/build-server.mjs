// Compiles the server (and the make-admin and migrate commands) to JavaScript under dist/server: one ES module
// each, bundling our own TypeScript (server/, shared/, the generated Prisma client) and leaving every
// npm package as an import, so production runs plain `node` on the packages of `dependencies` only.
// It also writes dist/server/meta.json, which a test reads to check that no dev dependency is imported.
import fs from 'node:fs';
import { build } from 'esbuild';

const result = await build({
  entryPoints: { main: 'server/main.ts', 'make-admin': 'scripts/make-admin.ts', migrate: 'scripts/migrate.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});
fs.writeFileSync('dist/server/meta.json', JSON.stringify(result.metafile));
