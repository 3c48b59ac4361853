// Generates the Prisma client (server/db/generated). Prisma's CLI insists on a native schema-engine
// binary being present even though `generate` never runs it, and it cannot be downloaded offline;
// any existing file satisfies the check, so point it at node itself unless one is configured.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const cli = require.resolve('prisma/build/index.js');
const env = { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY || process.execPath, PRISMA_HIDE_UPDATE_MESSAGE: '1' };
const result = spawnSync(process.execPath, [cli, 'generate'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
