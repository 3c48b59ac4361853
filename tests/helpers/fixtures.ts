import type { Db } from '../../server/db/client.ts';

/** Inserts categories directly, for tests that need a catalog but not the demo store. */
export async function addCategories(db: Db, names: string[]) {
  return Promise.all(
    names.map((name) =>
      db.category.create({ data: { name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-') }, select: { id: true, name: true, slug: true } }),
    ),
  );
}
