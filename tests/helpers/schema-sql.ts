import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Node's WebAssembly global, which only the DOM library types (the Node-side programs leave it out). */
const { WebAssembly } = globalThis as unknown as {
  WebAssembly: { instantiate(bytes: Uint8Array, imports: object): Promise<{ instance: { exports: WasmExports } }> };
};

type Engine = {
  diff(params: unknown): Promise<{ exitCode: number; stdout: string }>;
};
type WasmExports = Record<string, unknown>;
type Glue = {
  __wbg_set_wasm(exports: WasmExports): void;
  SchemaEngine: { new: (options: object, callback: () => void, adapter: object) => Promise<Engine> };
};

/**
 * The SQL that creates the whole of prisma/schema.prisma from nothing, computed by Prisma's own schema
 * engine (the published WASM build) without a database: the reference the migrations are compared to.
 */
export async function schemaSql(schemaFile = 'prisma/schema.prisma'): Promise<string> {
  const glue = (await import('@prisma/schema-engine-wasm/schema_engine_bg')) as unknown as Glue;
  const wasmFile = path.join(path.dirname(require.resolve('@prisma/schema-engine-wasm')), 'schema_engine_bg.wasm');
  const { instance } = await WebAssembly.instantiate(fs.readFileSync(wasmFile), { './schema_engine_bg.js': glue as never });
  glue.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  // The engine only asks a connected database for its version; answer that and refuse anything else.
  const refuse = () => Promise.resolve({ ok: false, error: { kind: 'GenericJs', id: 0 } });
  const connection = {
    provider: 'postgres',
    adapterName: 'offline',
    executeRaw: refuse,
    executeScript: refuse,
    startTransaction: refuse,
    dispose: () => Promise.resolve({ ok: true }),
    queryRaw: async (q: { sql: string }) =>
      q.sql.includes('server_version_num')
        ? { ok: true, value: { columnNames: ['e', 'v', 'n'], columnTypes: [5, 7, 0], rows: [[true, 'PostgreSQL 18', 180000]] } }
        : refuse(),
  };
  const engine = await glue.SchemaEngine.new({}, () => undefined, {
    provider: 'postgres',
    adapterName: 'offline',
    connect: () => Promise.resolve({ ok: true, value: connection }),
    connectToShadowDb: refuse,
  });
  const { stdout } = await engine.diff({
    from: { tag: 'empty' },
    to: { tag: 'schemaDatamodel', files: [{ path: schemaFile, content: fs.readFileSync(schemaFile, 'utf8') }] },
    script: true,
    exitCode: null,
    filters: { externalTables: [], externalEnums: [] },
  });
  return stdout;
}
