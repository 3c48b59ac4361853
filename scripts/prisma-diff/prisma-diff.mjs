#!/usr/bin/env node
// Writes a new SQL migration without a network connection and without a database.
// `prisma migrate dev` would need a native schema engine that cannot be downloaded offline, so this
// script loads the WASM build of the same engine from the project's installed `prisma` package
// (node_modules/prisma/build/schema_engine_bg.wasm, 7.10.x) through the glue module beside it
// (scripts/prisma-diff/schema_engine_bg.js, vendored unchanged), and asks it to diff two schema files.
//
// From the repository root:
//   git show HEAD:prisma/schema.prisma > /tmp/prev.prisma       # the schema before your change
//   npm run db:new-migration -- /tmp/prev.prisma add_reports      # writes prisma/migrations/<timestamp>_add_reports/migration.sql
//   npm run db:new-migration -- /tmp/prev.prisma                  # prints the SQL instead of writing it
//   node scripts/prisma-diff/prisma-diff.mjs --empty              # prints the SQL for the whole current schema
// Read the generated SQL before committing it with the schema change: the engine cannot tell a
// rename from a drop and an add, so renames need hand editing to keep the data.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const [from, name] = process.argv.slice(2);
if (!from) {
  console.error('usage: npm run db:new-migration -- <previous.prisma | --empty> [migration_name]');
  process.exit(2);
}
const SCHEMA = 'prisma/schema.prisma',
  DIR = 'prisma/migrations';
const bg = await import(new URL('./schema_engine_bg.js', import.meta.url).href);
const prismaPkg = createRequire(path.join(process.cwd(), 'package.json')).resolve('prisma/package.json');
const wasmPath = path.join(path.dirname(prismaPkg), 'build', 'schema_engine_bg.wasm');
if (!fs.existsSync(wasmPath)) {
  console.error(`no ${wasmPath}: install prisma 7.10.x in the project first`);
  process.exit(1);
}
const { instance } = await WebAssembly.instantiate(fs.readFileSync(wasmPath), { './schema_engine_bg.js': bg });
bg.__wbg_set_wasm(instance.exports);
instance.exports.__wbindgen_start();

// The engine asks a connected database only for its version; answer that and refuse the rest.
const refuse = async () => ({ ok: false, error: { kind: 'GenericJs', id: 0 } });
const conn = {
  provider: 'postgres',
  adapterName: 'offline',
  executeRaw: refuse,
  executeScript: refuse,
  startTransaction: refuse,
  dispose: async () => ({ ok: true }),
  queryRaw: async (q) =>
    q.sql.includes('server_version_num')
      ? { ok: true, value: { columnNames: ['e', 'v', 'n'], columnTypes: [5, 7, 0], rows: [[true, 'PostgreSQL 18', 180000]] } }
      : refuse(),
};
const engine = await bg.SchemaEngine.new({}, () => {}, {
  provider: 'postgres',
  adapterName: 'offline',
  connect: async () => ({ ok: true, value: conn }),
  connectToShadowDb: refuse,
});
const files = (p) => ({ files: [{ path: p, content: fs.readFileSync(p, 'utf8') }] });
const { stdout: sql } = await engine.diff({
  from: from === '--empty' ? { tag: 'empty' } : { tag: 'schemaDatamodel', ...files(from) },
  to: { tag: 'schemaDatamodel', ...files(SCHEMA) },
  script: true,
  exitCode: null,
  filters: { externalTables: [], externalEnums: [] },
});
if (!name) {
  process.stdout.write(sql);
  process.exit(0);
}
if (sql.includes('This is an empty migration.')) {
  console.error('No changes.');
  process.exit(0);
}
const dir = `${DIR}/${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}_${name}`;
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(`${dir}/migration.sql`, sql);
if (!fs.existsSync(`${DIR}/migration_lock.toml`)) fs.writeFileSync(`${DIR}/migration_lock.toml`, 'provider = "postgresql"\n');
console.error(`Wrote ${dir}/migration.sql`);
