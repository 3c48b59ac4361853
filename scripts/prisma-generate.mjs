// Generates the Prisma client (server/db/generated) after every install. Prisma's CLI insists on a native schema-engine
// binary being present even though `generate` never runs it, and it cannot be downloaded offline;
// any existing file satisfies the check, so point it at node itself unless one is configured.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// A runtime install (`npm ci --omit=dev` beside the compiled server, as in the image) has no schema
// to generate from and needs no client: dist/server carries the generated one.
if (!fs.existsSync('prisma/schema.prisma')) {
  console.log('[book-store] No prisma/schema.prisma here (a runtime install): nothing to generate.');
  process.exit(0);
}
const cli = require.resolve('prisma/build/index.js');
const env = { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY || process.execPath, PRISMA_HIDE_UPDATE_MESSAGE: '1' };
const result = spawnSync(process.execPath, [cli, 'generate'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
