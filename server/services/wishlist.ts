import { Forbidden, NotFound } from './domain-errors.ts';
import type { Book } from '../../shared/books.ts';
import type { UserRow } from '../auth/authenticate.ts';
import type { Deps } from '../deps.ts';
import { Prisma } from '../db/generated/client.ts';
import { loadCards, toWireBook } from './book-cards.ts';
import { updated } from './books.ts';
import { listed, listedBook } from './listed.ts';
import type { Page } from './paging.ts';

type DbDeps = Pick<Deps, 'db'>;

/** PUT /wishlist/{bookId}: saves a listing the public may see (not one's own); saving it again changes nothing. */
export async function saveBook({ db }: DbDeps, user: UserRow, bookId: string) {
  const book = await db.book.findFirst({ where: { id: bookId, ...listedBook }, select: { sellerId: true } });
  if (!book) throw new NotFound('There is no such book.');
  if (book.sellerId === user.id) throw new Forbidden('You cannot save your own listing.');
  const { count } = await db.wishlistItem.createMany({ data: [{ userId: user.id, bookId }], skipDuplicates: true });
  return updated(count > 0);
}

/** DELETE /wishlist/{bookId}: takes it off the wishlist (a book not on it changes nothing; one that does not exist is a 404). */
export async function unsaveBook({ db }: DbDeps, user: UserRow, bookId: string) {
  if (!(await db.book.findUnique({ where: { id: bookId }, select: { id: true } }))) throw new NotFound('There is no such book.');
  const { count } = await db.wishlistItem.deleteMany({ where: { userId: user.id, bookId } });
  return updated(count > 0);
}

/**
 * GET /wishlist: the saved books the public may still see, the latest saved first, a page at a time
 * (`cursor`: the last book of the previous page). One card query, ordered by when each was saved.
 */
export async function wishlist({ db, config }: Pick<Deps, 'db' | 'config'>, user: UserRow, page: Page): Promise<Book[]> {
  const after = page.cursor
    ? Prisma.sql`AND (w."created_at", w."book_id") < (SELECT "created_at", "book_id" FROM "wishlist_items" WHERE "user_id" = ${user.id}::uuid AND "book_id" = ${page.cursor}::uuid)`
    : Prisma.empty;
  const limit = page.limit !== undefined ? Prisma.sql`LIMIT ${page.limit}` : Prisma.empty;
  const saved = await db.$queryRaw<Array<{ book_id: string }>>`
    SELECT w."book_id" FROM "wishlist_items" w JOIN "books" b ON b."id" = w."book_id"
    WHERE w."user_id" = ${user.id}::uuid AND ${listed} ${after}
    ORDER BY w."created_at" DESC, w."book_id" DESC ${limit}`;
  const cards = await loadCards({ db }, { where: Prisma.sql`b."id" = ANY(${saved.map((s) => s.book_id)}::uuid[])` });
  const byId = new Map(cards.map((c) => [c.id, c]));
  return saved.flatMap((s) => {
    const card = byId.get(s.book_id);
    return card ? [toWireBook(card, false, config.STORE_CURRENCY)] : [];
  });
}

/** GET /wishlist/ids: every book the caller saved, so their hearts show filled. */
export async function savedBookIds({ db }: DbDeps, user: UserRow): Promise<string[]> {
  const rows = await db.wishlistItem.findMany({ where: { userId: user.id }, select: { bookId: true } });
  return rows.map((r) => r.bookId);
}
