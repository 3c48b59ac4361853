import type { Category } from '../../shared/catalog.ts';
import type { Deps } from '../deps.ts';

const categoryColumns = { id: true, name: true, slug: true } as const;

function toWire(c: { id: string; name: string; slug: string }): Category {
  return { _id: c.id, category: c.name, categoryId: c.slug };
}

export async function listCategories({ db }: Pick<Deps, 'db'>): Promise<Category[]> {
  const rows = await db.category.findMany({ select: categoryColumns, orderBy: { name: 'asc' } });
  return rows.map(toWire);
}

export async function findCategory({ db }: Pick<Deps, 'db'>, slug: string): Promise<Category | null> {
  const row = await db.category.findUnique({ where: { slug }, select: categoryColumns });
  return row && toWire(row);
}
