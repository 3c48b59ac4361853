// Compiles the server (and the make-admin and migrate commands) to JavaScript under dist/server: one ES module
// each, bundling our own TypeScript (server/, shared/, the generated Prisma client) and leaving every
// npm package as an import, so production runs plain `node` on the packages of `dependencies` only.
// The entry is server/boot.ts, which starts traces (when on) before it imports the rest: split into
// chunks, that rest keeps its own imports of packages, instead of having them hoisted before the start.
// It also writes dist/server/meta.json, which a test reads to check that no dev dependency is imported.
import fs from 'node:fs';
import { build } from 'esbuild';

// Chunks are named by their content: the last build's would stay beside the new ones.
fs.rmSync('dist/server', { recursive: true, force: true });
const result = await build({
  entryPoints: { main: 'server/boot.ts', 'make-admin': 'scripts/make-admin.ts', migrate: 'scripts/migrate.ts' },
  outdir: 'dist/server',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});
fs.writeFileSync('dist/server/meta.json', JSON.stringify(result.metafile));
