import { Conflict, Forbidden, InvalidInput, NotFound } from './domain-errors.ts';
import { MAX_SAVED_SEARCHES, type SavedSearch, type SavedSearchData } from '../../shared/alerts.ts';
import { toMajor, toMinor } from '../../shared/money.ts';
import type { UserRow } from '../auth/authenticate.ts';
import type { Deps } from '../deps.ts';
import { queryWords } from './search.ts';
import { deleteResult, type InsertResult, insertResult } from '../../shared/results.ts';

type DbDeps = Pick<Deps, 'db'>;
/** Its price bounds are in the store's currency. */
type SearchDeps = Pick<Deps, 'db' | 'config'>;

const columns = {
  id: true,
  q: true,
  condition: true,
  minPriceMinor: true,
  maxPriceMinor: true,
  location: true,
  createdAt: true,
  category: { select: { slug: true } },
} as const;

/**
 * POST /saved-searches: the caller will be told of new listings that match (services/alerts.ts).
 * Its words are kept as search reads them (lower-case, at most 8), one row each, for the matching.
 */
export async function saveSearch({ db, config }: SearchDeps, user: UserRow, input: SavedSearchData): Promise<InsertResult> {
  const words = queryWords(input.q);
  const category = input.categoryId ? await db.category.findUnique({ where: { slug: input.categoryId }, select: { id: true } }) : null;
  if (input.categoryId && !category) throw new InvalidInput(`There is no category "${input.categoryId}".`);
  const search = {
    userId: user.id,
    q: input.q,
    categoryId: category?.id ?? null,
    condition: input.condition ?? null,
    minPriceMinor: input.minPrice === undefined ? null : toMinor(input.minPrice, config.STORE_CURRENCY),
    maxPriceMinor: input.maxPrice === undefined ? null : toMinor(input.maxPrice, config.STORE_CURRENCY),
    location: input.location || null,
  };
  const saved = await db.$transaction(async (tx) => {
    // One at a time per user, so two saves at once cannot both pass the limit (or both add one search).
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`saved-searches:${user.id}`}))`;
    // The same search again (Alert me pressed twice, another sort of the same results) is the one already saved.
    const same = await tx.savedSearch.findFirst({ where: search, select: { id: true } });
    if (same) return same;
    if ((await tx.savedSearch.count({ where: { userId: user.id } })) >= MAX_SAVED_SEARCHES) {
      throw new Conflict(`You have ${MAX_SAVED_SEARCHES} saved searches: delete one first.`);
    }
    return tx.savedSearch.create({
      data: { ...search, wordCount: words.length, words: { createMany: { data: words.map((word) => ({ word })) } } },
      select: { id: true },
    });
  });
  return insertResult(saved.id);
}

/** GET /saved-searches: the caller's, newest first. */
export async function savedSearches({ db, config }: SearchDeps, user: UserRow): Promise<SavedSearch[]> {
  const rows = await db.savedSearch.findMany({ where: { userId: user.id }, select: columns, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  const major = (minor: number | null) => (minor === null ? null : toMajor(minor, config.STORE_CURRENCY));
  return rows.map((r) => ({
    _id: r.id,
    q: r.q,
    categoryId: r.category?.slug ?? null,
    condition: r.condition,
    minPrice: major(r.minPriceMinor),
    maxPrice: major(r.maxPriceMinor),
    location: r.location,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** DELETE /saved-searches/{id}: its owner stops hearing of it. */
export async function deleteSavedSearch({ db }: DbDeps, user: UserRow, id: string) {
  const search = await db.savedSearch.findUnique({ where: { id }, select: { userId: true } });
  if (!search) throw new NotFound('There is no such saved search.');
  if (search.userId !== user.id) throw new Forbidden('This is not your saved search.');
  const { count } = await db.savedSearch.deleteMany({ where: { id } });
  return deleteResult(count);
}
