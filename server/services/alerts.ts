import type { Deps } from '../deps.ts';
import type { Prisma } from '../db/generated/client.ts';
import { notify, noticeWords } from './notifications.ts';
import { MIN_FUZZY_LENGTH } from './search.ts';
import { listed, listedBook } from './listed.ts';

type AlertDeps = Pick<Deps, 'db' | 'config'>;
type Client = Deps['db'] | Prisma.TransactionClient;

export type SearchMatch = { userId: string; q: string };

/**
 * The people whose saved searches a listing matches, by search's own rules (every saved word is a
 * prefix of one of the listing's title and author words, or near one by trigram similarity; every
 * filter holds), one per person. Indexes do the work: the listing's words and their prefixes look up
 * the saved words (a B-tree and a trigram index on saved_search_words), and only the searches whose
 * every word was found are joined to their filters. Never the searcher's own listing, nor one the
 * public cannot see or book.
 */
export async function matchingSearches(db: Client, bookId: string): Promise<SearchMatch[]> {
  return db.$queryRaw<SearchMatch[]>`
    WITH book AS (
      SELECT id, seller_id, category_id, condition, price_minor, location, to_tsvector('simple', title || ' ' || author) AS document
      FROM books b WHERE b.id = ${bookId}::uuid AND ${listed} AND b.status = 'available'
    ), lexemes AS (
      SELECT DISTINCT unnest(tsvector_to_array(document)) AS lexeme FROM book
    ), prefixes AS (
      SELECT DISTINCT left(lexeme, n) AS prefix FROM lexemes, generate_series(1, length(lexeme)) AS n
    ), hits AS (
      SELECT w.search_id, w.word FROM saved_search_words w JOIN prefixes p ON w.word = p.prefix
      UNION
      SELECT w.search_id, w.word FROM lexemes l
      CROSS JOIN LATERAL (SELECT search_id, word FROM saved_search_words w WHERE w.word % l.lexeme AND length(w.word) >= ${MIN_FUZZY_LENGTH}) w
    ), found AS (
      SELECT search_id, count(DISTINCT word) AS words FROM hits GROUP BY search_id
    )
    SELECT DISTINCT ON (s.user_id) s.user_id AS "userId", s.q
    FROM found f
    JOIN saved_searches s ON s.id = f.search_id AND s.word_count = f.words
    CROSS JOIN book b
    WHERE s.user_id <> b.seller_id
      AND (s.category_id IS NULL OR s.category_id = b.category_id)
      AND (s.condition IS NULL OR s.condition = b.condition)
      AND (s.min_price_minor IS NULL OR b.price_minor >= s.min_price_minor)
      AND (s.max_price_minor IS NULL OR b.price_minor <= s.max_price_minor)
      AND (s.location IS NULL OR b.location ILIKE '%' || replace(replace(replace(s.location, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')
    ORDER BY s.user_id, s.created_at`;
}

/** What the alerts say of a book. */
async function bookFacts(db: Client, bookId: string) {
  return db.book.findFirst({
    where: { id: bookId, ...listedBook },
    select: { id: true, title: true, author: true, priceMinor: true, status: true, sellerId: true, liveOrder: { select: { id: true } } },
  });
}

/**
 * Job `alerts:new_listing`: everyone whose saved search a new listing matches is told once (under the
 * bell, and by email as they chose). It runs again when the listing is `edited`: whom the edit makes it
 * match are told then.
 */
export async function alertNewListing({ db, config }: AlertDeps, bookId: string, { edited = false } = {}): Promise<number> {
  const book = await bookFacts(db, bookId);
  if (!book) return 0;
  const matches = await matchingSearches(db, bookId);
  if (matches.length === 0) return 0;
  const told = new Set(
    (await db.notification.findMany({ where: { bookId, kind: 'search_alert', userId: { in: matches.map((m) => m.userId) } }, select: { userId: true } })).map(
      (n) => n.userId,
    ),
  );
  const price = { minor: book.priceMinor, currency: config.STORE_CURRENCY };
  const fresh = matches.filter((m) => !told.has(m.userId));
  await notify(
    db,
    fresh.map((m) => ({
      userId: m.userId,
      kind: 'search_alert',
      key: edited ? 'searchAlertEdited' : 'searchAlert',
      values: { title: book.title, author: book.author, price, search: m.q },
      bookId,
    })),
  );
  return fresh.length;
}

/** The people who saved a book, but its seller, and of those the ones not already told `message` (a notification's English, the same for the same values). */
async function wishlisters(db: Client, bookId: string, sellerId: string, kind: string, unlessSince: Date, message?: string): Promise<string[]> {
  const rows = await db.wishlistItem.findMany({
    where: {
      bookId,
      userId: { not: sellerId },
      user: { notifications: { none: { bookId, kind, createdAt: { gte: unlessSince }, ...(message && { message }) } } },
    },
    select: { userId: true },
  });
  return rows.map((r) => r.userId);
}

/** Job `alerts:price_drop`: whoever saved the book hears of its lower price (once per price; a later drop replaces a pending job). */
export async function alertPriceDrop(
  { db, config }: AlertDeps,
  { bookId, priceMinor, wasMinor }: { bookId: string; priceMinor: number; wasMinor: number },
): Promise<number> {
  const book = await bookFacts(db, bookId);
  if (!book || book.status !== 'available' || book.priceMinor !== priceMinor) return 0;
  const money = (minor: number) => ({ minor, currency: config.STORE_CURRENCY });
  const values = { title: book.title, price: money(priceMinor), was: money(wasMinor) };
  const users = await wishlisters(db, bookId, book.sellerId, 'price_drop', new Date(0), noticeWords('priceDrop', values).message);
  await notify(
    db,
    users.map((userId) => ({ userId, kind: 'price_drop', key: 'priceDrop', values, bookId })),
  );
  return users.length;
}

/** How long an "available again" alert stands for the same book (a booking made and cancelled at once says it once). */
const BACK_IN_STOCK_QUIET_MS = 60 * 60_000;

/** Job `alerts:back_in_stock`: a copy someone saved can be booked again (its booking ended, or the seller listed it again). */
export async function alertBackInStock({ db }: AlertDeps, bookId: string, now = new Date()): Promise<number> {
  const book = await bookFacts(db, bookId);
  if (!book || book.status !== 'available' || book.liveOrder) return 0;
  const users = await wishlisters(db, bookId, book.sellerId, 'back_in_stock', new Date(now.getTime() - BACK_IN_STOCK_QUIET_MS));
  await notify(
    db,
    users.map((userId) => ({ userId, kind: 'back_in_stock', key: 'backInStock', values: { title: book.title }, bookId })),
  );
  return users.length;
}
