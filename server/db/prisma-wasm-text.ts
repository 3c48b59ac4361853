import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/**
 * The base64 text of the WebAssembly that a Prisma `*.wasm-base64.mjs` module exports, read from
 * its file rather than imported: an imported module's text (4.6 MB for the PostgreSQL query
 * compiler) stays in memory twice for the life of the process, as the module's source and as its
 * export, where this one is garbage once Prisma has compiled it. The built server's Prisma client
 * calls it (scripts/build-server.mjs); tsx runs import the module as generated.
 */
export async function prismaWasmBase64(specifier: string): Promise<string> {
  const text = await readFile(fileURLToPath(import.meta.resolve(specifier)), 'utf8');
  const start = text.indexOf('"');
  const end = text.indexOf('"', start + 1);
  if (!text.startsWith('const wasm = "') || end < 0) throw new Error(`${specifier} no longer reads as \`const wasm = "<base64>"\``);
  return text.slice(start + 1, end);
}
