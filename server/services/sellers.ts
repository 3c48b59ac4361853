import type { Book } from '../../shared/books.ts';
import { sellerRating } from '../../shared/rating.ts';
import type { SellerProfile } from '../../shared/sellers.ts';
import type { Deps } from '../deps.ts';
import { Prisma } from '../db/generated/client.ts';
import { loadCards, toWireBook } from './book-cards.ts';
import { listed } from './listed.ts';
import { discountColumns, shownDiscount } from './bundles.ts';
import type { Page } from './paging.ts';

type DbDeps = Pick<Deps, 'db'>;

/**
 * GET /sellers/{id}: a seller's public profile, or null when there is no seller with this id (buyers
 * and admins have no public profile). One query: the sold count is a filtered count joined in.
 */
export async function sellerProfile({ db }: DbDeps, id: string): Promise<SellerProfile | null> {
  const row = await db.user.findFirst({
    where: { id, role: 'seller' },
    select: {
      id: true,
      name: true,
      image: true,
      bio: true,
      sellerStatus: true,
      createdAt: true,
      ratingSum: true,
      ratingCount: true,
      ...discountColumns,
      _count: { select: { books: { where: { status: 'sold' } } } },
    },
  });
  if (!row) return null;
  return {
    _id: row.id,
    name: row.name,
    image: row.image,
    bio: row.bio,
    verified: row.sellerStatus === 'verified',
    memberSince: row.createdAt.toISOString(),
    soldCount: row._count.books,
    rating: sellerRating(row.ratingSum, row.ratingCount),
    bundleDiscount: shownDiscount(row),
  };
}

/** GET /sellers/{id}/books: the seller's listings the public may see, available copies first, then newest first. */
export async function sellerListings(deps: Pick<Deps, 'db' | 'config'>, sellerId: string, page: Page): Promise<Book[]> {
  const rows = await loadCards(deps, { where: Prisma.sql`${listed} AND b."seller_id" = ${sellerId}::uuid`, page, order: 'availableFirst' });
  return rows.map((row) => toWireBook(row, false, deps.config.STORE_CURRENCY));
}
