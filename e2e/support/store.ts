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
export async function startStore(settings: Record<string, string> = {}): Promise<Store> {
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
    ...settings,
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

export type Shelf = { name: string; slug: string; titles: string[] };

/**
 * The first category whose first page (its 12 newest books) shows at least `count` available
 * copies by this seller with titles no other card there shares: cards a journey can find by title.
 */
export async function findShelf(db: Db, sellerEmail: string, count: number): Promise<Shelf> {
  const categories = await db.category.findMany({ select: { id: true, name: true, slug: true }, orderBy: { name: 'asc' } });
  for (const category of categories) {
    const page = await db.book.findMany({
      where: { categoryId: category.id, hiddenAt: null },
      select: { title: true, status: true, seller: { select: { email: true } } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 12,
    });
    const unique = (title: string) => page.filter((b) => b.title === title).length === 1;
    const titles = page.filter((b) => b.status === 'available' && b.seller.email === sellerEmail && unique(b.title)).map((b) => b.title);
    if (titles.length >= count) return { name: category.name, slug: category.slug, titles: titles.slice(0, count) };
  }
  throw new Error(`The demo store has no category with ${count} available copies by ${sellerEmail} on its first page`);
}
