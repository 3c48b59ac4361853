// Compiles the server (and the make-admin and migrate commands) to JavaScript under dist/server: one ES module
// each, bundling our own TypeScript (server/, shared/, the generated Prisma client) and leaving every
// npm package as an import, so production runs plain `node` on the packages of `dependencies` only.
// The entry is server/boot.ts, which starts traces (when on) before it imports the rest: split into
// chunks, that rest keeps its own imports of packages, instead of having them hoisted before the start.
// It also writes dist/server/meta.json, which a test reads to check that no dev dependency is imported.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * The generated Prisma client imports its query compiler's WebAssembly as a module whose one export
 * is the base64 text: held twice for the life of the process (9 MB). In the built server it reads
 * that text from the file when it compiles the module instead (server/db/prisma-wasm-text.ts).
 * Fails the build when the generated code no longer reads as expected, rather than leaving it be.
 */
const prismaWasmOnDemand = {
  name: 'prisma-wasm-on-demand',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]server[\\/]db[\\/]generated[\\/]internal[\\/]class\.ts$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      const imported = /const \{ wasm \} = await import\(("@prisma\/client\/runtime\/[\w.]+\.wasm-base64\.mjs")\)\s*return await decodeBase64AsWasm\(wasm\)/;
      if (!imported.test(source)) throw new Error(`${args.path}: Prisma's client no longer imports its WebAssembly as scripts/build-server.mjs expects`);
      const contents =
        "import { prismaWasmBase64 } from '../../prisma-wasm-text.ts';\n" +
        source.replace(imported, (_line, specifier) => `return await decodeBase64AsWasm(await prismaWasmBase64(${specifier}))`);
      return { contents, loader: 'ts', resolveDir: path.dirname(args.path) };
    });
  },
};

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
  // The runtime dependencies stay in node_modules (`npm ci --omit=dev`); anything else the server
  // imports is bundled: Lingui's runtime, whose package would install Babel's macro plugin with it.
  external: Object.keys(JSON.parse(fs.readFileSync('package.json', 'utf8')).dependencies),
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [prismaWasmOnDemand],
});
fs.writeFileSync('dist/server/meta.json', JSON.stringify(result.metafile));
