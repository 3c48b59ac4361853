import type { Book, SellerBook } from '../../shared/books.ts';
import { LEGACY_STATUS, type OrderState } from '../../shared/order-states.ts';
import { toMajorText } from '../../shared/money.ts';
import { sellerRating } from '../../shared/rating.ts';
import type { Deps } from '../deps.ts';
import { rows } from '../db/client.ts';
import { Prisma } from '../db/generated/client.ts';
import type { Page } from './paging.ts';

/**
 * Every list of book cards (a category, the advertisement list, one book, search results, a
 * seller's own list) is one SQL query: the book with its category's slug, its seller, and the
 * order holding the copy, if any. The hottest reads of the store, so plain joins rather than
 * Prisma's one JSON subquery per relation and row, read straight from node-postgres (db/client.ts).
 */
export type CardRow = {
  id: string;
  title: string;
  author: string;
  price_minor: number;
  original_price_minor: number | null;
  condition: Book['condition'];
  years_of_use: number | null;
  phone: string;
  location: string;
  description: string;
  image_url: string;
  thumb_url: string | null;
  more_photos: string[] | null;
  isbn: string | null;
  status: Book['status'];
  advertise: boolean;
  offers_enabled: boolean;
  created_at: Date;
  hidden: boolean;
  category_slug: string;
  seller_id: string;
  seller_email: string;
  seller_name: string;
  seller_verified: boolean;
  seller_rating_sum: number;
  seller_rating_count: number;
  order_id: string | null;
  order_status: OrderState | null;
  buyer_email: string | null;
  buyer_phone: string | null;
  bundle_id: string | null;
  buyer_location: string | null;
  saved_count: number;
};

export type CardQuery = {
  /**
   * Which books, as a condition on `b` (books) alone: the page is picked from the books table by its
   * indexes first, and only its rows are joined to their category, seller and order.
   */
  where: Prisma.Sql;
  /** A page at a time: the page after the book `cursor` (its id), at most `limit` cards. */
  page?: Page;
  /** Newest first (the default), or a seller's shelf: the available copies first, each part newest first. */
  order?: CardOrder;
  /** How many saved each book to their wishlist: for the seller's own list only (it costs a count a card). */
  withSavedCount?: boolean;
};

export type CardOrder = 'newest' | 'availableFirst';

/**
 * Each order and the keyset condition for "after the cursor book" in it. The status enum sorts
 * 'available' before 'sold' (its declared order), so availableFirst is a plain ascending sort on it.
 */
const ORDERS: Record<CardOrder, { by: Prisma.Sql; after: (cursor: string) => Prisma.Sql }> = {
  newest: {
    by: Prisma.sql`b."created_at" DESC, b."id" DESC`,
    after: (cursor) => Prisma.sql`AND (b."created_at", b."id") < (SELECT "created_at", "id" FROM "books" WHERE "id" = ${cursor}::uuid)`,
  },
  availableFirst: {
    by: Prisma.sql`b."status" ASC, b."created_at" DESC, b."id" DESC`,
    after: (cursor) => Prisma.sql`AND EXISTS (SELECT 1 FROM "books" k WHERE k."id" = ${cursor}::uuid
      AND (b."status" > k."status" OR (b."status" = k."status" AND (b."created_at", b."id") < (k."created_at", k."id"))))`,
  },
};

/**
 * `LIMIT n` written into the statement rather than passed as a parameter: each page size is then
 * a statement of its own, whose plan PostgreSQL makes once and keeps (a parameter would leave it
 * guessing how many rows come, and re-planning every call).
 */
export function limitClause(limit: number | undefined): Prisma.Sql {
  if (limit === undefined) return Prisma.empty;
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`limitClause: the limit must be a whole number, not ${limit}`);
  return Prisma.raw(`LIMIT ${limit}`);
}

/**
 * The cards of `page`, a subquery that yields rows of books (`SELECT * FROM "books" ...`) and is
 * sorted by `by`, in that order. The page is picked from books first; its category, seller and
 * order are then looked up by key, one row each (the subqueries' OFFSET 0 keeps PostgreSQL from
 * joining whole tables instead: it would hash every user to find two dozen).
 */
export function cardsOf({ db }: Pick<Deps, 'db'>, page: Prisma.Sql, by: Prisma.Sql, withSavedCount = false): Promise<CardRow[]> {
  const savedCount = withSavedCount ? Prisma.sql`, (SELECT count(*)::int FROM "wishlist_items" w WHERE w."book_id" = b."id") AS "saved_count"` : Prisma.empty;
  return rows<CardRow>(
    db,
    Prisma.sql`
    SELECT b."id", b."title", b."author", b."price_minor", b."original_price_minor", b."condition"::text AS "condition", b."years_of_use", b."phone",
           b."location", b."description", b."image_url", b."thumb_url", b."more_photos", b."isbn", b."status"::text AS "status", b."advertise", b."offers_enabled", b."created_at",
           b."hidden_at" IS NOT NULL AS "hidden", c."slug" AS "category_slug", b."seller_id", u."email" AS "seller_email", u."name" AS "seller_name",
           u."seller_status" = 'verified' AS "seller_verified", u."rating_sum" AS "seller_rating_sum", u."rating_count" AS "seller_rating_count",
           o."id" AS "order_id", o."status"::text AS "order_status", o."buyer_email", o."buyer_phone", o."buyer_location", o."bundle_id"${savedCount}
    FROM (${page}) b
    CROSS JOIN LATERAL (SELECT c."slug" FROM "categories" c WHERE c."id" = b."category_id" OFFSET 0) c
    CROSS JOIN LATERAL (SELECT u."email", u."name", u."seller_status", u."rating_sum", u."rating_count" FROM "users" u WHERE u."id" = b."seller_id" OFFSET 0) u
    LEFT JOIN LATERAL (
      SELECT o."id", o."status", o."buyer_email", o."buyer_phone", o."buyer_location", o."bundle_id" FROM "orders" o WHERE o."live_book_id" = b."id" OFFSET 0
    ) o ON TRUE
    ORDER BY ${by}`,
  );
}

/** The cards of the books `where` picks, in `order`, a page at a time: picked by the books' own indexes (see CardQuery). */
export function loadCards(deps: Pick<Deps, 'db'>, { where, page = {}, order = 'newest', withSavedCount = false }: CardQuery): Promise<CardRow[]> {
  const { by, after } = ORDERS[order];
  const afterCursor = page.cursor ? after(page.cursor) : Prisma.empty;
  return cardsOf(deps, Prisma.sql`SELECT * FROM "books" b WHERE ${where} ${afterCursor} ORDER BY ${by} ${limitClause(page.limit)}`, by, withSavedCount);
}

/**
 * A card as the wire carries it. The seller's phone and email (`phone`, `addedBy`) go only where
 * `contact` says: a public answer carries them empty (the fields stay for legacy clients), so
 * nobody can collect every seller's phone and address from the open lists.
 */
export function toWireBook(row: CardRow, contact: boolean, currency: string): Book {
  return {
    _id: row.id,
    book: row.title,
    author: row.author,
    price: toMajorText(row.price_minor, currency),
    priceMinor: row.price_minor,
    originalPrice: row.original_price_minor === null ? null : toMajorText(row.original_price_minor, currency),
    originalPriceMinor: row.original_price_minor,
    condition: row.condition,
    years: row.years_of_use === null ? '' : String(row.years_of_use),
    phone: contact ? row.phone : '',
    location: row.location,
    description: row.description,
    categoryId: row.category_slug,
    image: row.image_url,
    thumbnail: row.thumb_url,
    photos: [row.image_url, ...(row.more_photos ?? [])],
    isbn: row.isbn,
    addedBy: contact ? row.seller_email : '',
    sellerId: row.seller_id,
    sellerName: row.seller_name,
    sellerVerified: row.seller_verified,
    sellerRating: sellerRating(row.seller_rating_sum, row.seller_rating_count),
    status: row.status,
    advertise: row.advertise,
    acceptsOffers: row.offers_enabled,
    booked: row.status === 'available' && row.order_id !== null,
    createdAt: row.created_at.toISOString(),
  };
}

/** A seller's own card (their contact as they gave it): plus who holds the copy (booked or paid), so they can hand it over, and whether reports hide it. */
export function toSellerBook(row: CardRow, currency: string): SellerBook {
  const sale =
    row.order_id && row.order_status
      ? {
          orderId: row.order_id,
          status: LEGACY_STATUS[row.order_status] === 'booked' ? ('booked' as const) : ('paid' as const),
          state: row.order_status,
          buyerEmail: row.buyer_email!,
          buyerPhone: row.buyer_phone!,
          buyerLocation: row.buyer_location!,
          bundleId: row.bundle_id,
        }
      : null;
  // Added to the card rather than spread into a new literal: V8 takes a slow path to build
  // `{ ...card, a, b, c }` of an object this size, dear on a page of cards.
  return Object.assign(toWireBook(row, true, currency), { sale, hidden: row.hidden, savedCount: row.saved_count });
}
