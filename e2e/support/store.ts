import fs from 'node:fs';
import fs2 from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createDb, type Db } from '../../server/db/client.ts';
import { freePort, startServerProcess } from '../../tests/helpers/server-process.ts';
import { createDatabaseFrom } from '../../tests/setup/services.ts';

export type Store = { url: string; db: Db; stop: () => Promise<void> };

/**
 * The real server (the production client build, the demo store seeded into a fresh database,
 * the test Auth emulator) as its own process, the way a user runs it.
 */
export async function startStore(): Promise<Store> {
  if (!fs.existsSync('dist/client/index.html')) throw new Error('No client build: run `npm run build` first (npm test does).');
  const databaseUrl = await createDatabaseFrom(inject('pgAdminUrl'), inject('templateDb'));
  const dataDir = await fs2.mkdtemp(path.join(os.tmpdir(), 'bookstore-e2e-'));
  const port = await freePort();
  const server = startServerProcess({
    DATABASE_URL: databaseUrl,
    FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
  });
  await server.waitFor(/Ready in/, 90_000);
  const db = createDb(databaseUrl, 2);
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    stop: async () => {
      await db.$disconnect();
      await server.stop('SIGTERM');
      await fs2.rm(dataDir, { recursive: true, force: true });
    },
  };
}
