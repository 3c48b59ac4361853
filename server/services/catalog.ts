import type { Category } from '../../shared/catalog.ts';
import type { Deps } from '../deps.ts';
import { rows } from '../db/client.ts';
import { Prisma } from '../db/generated/client.ts';
import { InvalidInput } from './domain-errors.ts';

const categoryColumns = { id: true, name: true, nameBn: true, slug: true } as const;
type CategoryRow = { id: string; name: string; nameBn: string | null; slug: string };

function toWire(c: CategoryRow): Category {
  return { _id: c.id, category: c.name, categoryBn: c.nameBn, categoryId: c.slug };
}

/** Every category by name: read on every page, so straight from node-postgres (db/client.ts). */
export async function listCategories({ db }: Pick<Deps, 'db'>): Promise<Category[]> {
  const found = await rows<CategoryRow>(db, Prisma.sql`SELECT "id", "name", "name_bn" AS "nameBn", "slug" FROM "categories" ORDER BY "name" ASC`);
  return found.map(toWire);
}

export async function findCategory({ db }: Pick<Deps, 'db'>, slug: string): Promise<Category | null> {
  const row = await db.category.findUnique({ where: { slug }, select: categoryColumns });
  return row && toWire(row);
}

/**
 * The id of the category a listing names by its slug; else 400 naming the categories there are
 * (the legacy add-book form has its user type a category id, and they guess wrong: "1").
 */
export async function categoryIdOf(deps: Pick<Deps, 'db'>, slug: string): Promise<string> {
  const category = await deps.db.category.findUnique({ where: { slug }, select: { id: true } });
  if (category) return category.id;
  const ids = (await listCategories(deps)).map((c) => c.categoryId);
  throw new InvalidInput(`There is no category "${slug}". ${ids.length ? `Categories: ${ids.join(', ')}` : 'There are no categories yet.'}`);
}
