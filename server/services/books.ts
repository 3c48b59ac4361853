import type { z } from 'zod';
import { Conflict, Forbidden, InvalidInput, NotFound, TooSoon } from './domain-errors.ts';
import { listingPricesIn, type Book, type BookStatus, type NewBookData, type PriceChange, type SellerBook } from '../../shared/books.ts';
import type { UserRow } from '../auth/authenticate.ts';
import type { Config } from '../config.ts';
import type { Deps } from '../deps.ts';
import { cardUrlFor } from './images.ts';
import { audit } from './audit.ts';
import { categoryIdOf } from './catalog.ts';
import { closeReports } from './close-reports.ts';
import { notify } from './notifications.ts';
import { cancelBookings } from './orders.ts';
import { Prisma } from '../db/generated/client.ts';
import { loadCards, toSellerBook, toWireBook } from './book-cards.ts';
import { listed } from './listed.ts';
import type { Page } from './paging.ts';
import { toMajorText } from '../../shared/money.ts';
import { deleteResult, type InsertResult, insertResult, updateResult } from '../../shared/results.ts';

type DbDeps = Pick<Deps, 'db'>;
/** What a service that answers books needs: their prices are in the store's currency. */
type CardDeps = Pick<Deps, 'db' | 'config'>;
type Tx = Prisma.TransactionClient;

/** A category's books; with the sellers' contact for a signed-in caller, as the legacy category list showed it. */
export async function booksInCategory(deps: CardDeps, slug: string, page: Page, { contact }: { contact: boolean }): Promise<Book[]> {
  const rows = await loadCards(deps, { where: Prisma.sql`${listed} AND b."category_id" = (SELECT "id" FROM "categories" WHERE "slug" = ${slug})`, page });
  return rows.map((row) => toWireBook(row, contact, deps.config.STORE_CURRENCY));
}

/** The home Advertisement section: available, advertised, and not held by a booking. */
export async function advertisedBooks(deps: CardDeps): Promise<Book[]> {
  const rows = await loadCards(deps, {
    where: Prisma.sql`${listed} AND b."status" = 'available' AND b."advertise" AND NOT EXISTS (SELECT 1 FROM "orders" o WHERE o."live_book_id" = b."id")`,
  });
  return rows.map((row) => toWireBook(row, false, deps.config.STORE_CURRENCY));
}

export async function findBook(deps: CardDeps, id: string): Promise<Book | null> {
  const [row] = await loadCards(deps, { where: Prisma.sql`${listed} AND b."id" = ${id}::uuid` });
  return row ? toWireBook(row, false, deps.config.STORE_CURRENCY) : null;
}

/** A seller's own listings (hidden ones included) with who holds each: the seller themselves, or an admin. */
export async function sellerBooks(deps: CardDeps, caller: UserRow, email: string, page: Page): Promise<SellerBook[]> {
  if (caller.email !== email && caller.role !== 'admin') {
    throw new Forbidden('You can only list your own books.');
  }
  const rows = await loadCards(deps, { where: Prisma.sql`b."seller_id" = (SELECT "id" FROM "users" WHERE "email" = ${email})`, page, withSavedCount: true });
  return rows.map((row) => toSellerBook(row, deps.config.STORE_CURRENCY));
}

/**
 * The listings a seller made in the last hour and day, and their caps: the store's, or the higher
 * one an admin granted a verified shop (`users.listing_cap_per_day`, for the hour and the day alike).
 */
async function listingsMade(db: Tx | Deps['db'], config: Config, sellerId: string) {
  const [row] = await db.$queryRaw<Array<{ hour: number; day: number; granted: number | null }>>`
    SELECT count(*) FILTER (WHERE c.created_at > now() - interval '1 hour')::int AS hour, count(c.id)::int AS day,
           (SELECT listing_cap_per_day FROM users WHERE id = ${sellerId}::uuid) AS granted
    FROM listing_creations c WHERE c.seller_id = ${sellerId}::uuid AND c.created_at > now() - interval '1 day'`;
  const granted = row?.granted ?? null;
  return {
    made: { hour: row?.hour ?? 0, day: row?.day ?? 0 },
    caps: granted === null ? { hour: config.LISTINGS_PER_HOUR, day: config.LISTINGS_PER_DAY } : { hour: granted, day: granted },
  };
}

/** How many more listings the seller may make now, under both caps. */
export async function listingAllowance(db: Deps['db'], config: Config, sellerId: string): Promise<number> {
  const { made, caps } = await listingsMade(db, config, sellerId);
  return Math.max(0, Math.min(caps.hour - made.hour, caps.day - made.day));
}

/**
 * A seller lists at most LISTINGS_PER_HOUR new books an hour and LISTINGS_PER_DAY a day, counted in
 * the database under the seller's lock, so neither parallel calls nor several processes get past it.
 * What counts is the listings made (`listing_creations`), not those still there: deleting one does
 * not give its place back. The call that is allowed records itself and prunes what is a day old.
 */
export async function takeListingAllowance(tx: Tx, config: Config, sellerId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`listings:${sellerId}`}))`;
  await tx.$executeRaw`DELETE FROM listing_creations WHERE seller_id = ${sellerId}::uuid AND created_at <= now() - interval '1 day'`;
  const { made, caps } = await listingsMade(tx, config, sellerId);
  const over = made.hour >= caps.hour ? `${caps.hour} an hour` : made.day >= caps.day ? `${caps.day} a day` : null;
  if (over) throw new TooSoon(`You can list at most ${over}. Try again later.`);
  await tx.listingCreation.create({ data: { sellerId }, select: { id: true } });
}

/** A listing's prices in minor units of the store currency: 400 naming the fault when one has more decimals than it (350.5 yen). */
function pricesInStoreCurrency(config: Config, prices: { price: string; originalPrice?: string | null }) {
  return readOrRefuse(listingPricesIn(config.STORE_CURRENCY), prices);
}

/** What `schema` reads of `value`, or 400 naming each of its faults. */
export function readOrRefuse<T>(schema: z.ZodType<T>, value: unknown): T {
  const read = schema.safeParse(value);
  if (!read.success) throw new InvalidInput(read.error.issues.map((issue) => issue.message).join('; '), { cause: read.error });
  return read.data;
}

/** A listing's photos as sent, `photos` (every one, the cover first) or `image` (the cover alone, as legacy clients send it). */
export function photosOf({ image, photos }: { image?: string | undefined; photos?: string[] | undefined }): { cover: string; morePhotos: string[] } {
  const [cover = image, ...morePhotos] = photos ?? [];
  if (cover === undefined) throw new InvalidInput('Photo is required');
  return { cover, morePhotos };
}

export async function addBook({ db, config }: CardDeps, seller: UserRow, input: NewBookData): Promise<InsertResult> {
  const { price, originalPrice } = pricesInStoreCurrency(config, input);
  const categoryId = await categoryIdOf({ db }, input.categoryId);
  const { cover, morePhotos } = photosOf(input);
  const created = await db.$transaction(async (tx) => {
    await takeListingAllowance(tx, config, seller.id);
    return tx.book.create({
      data: {
        title: input.book,
        author: input.author,
        priceMinor: price,
        originalPriceMinor: originalPrice,
        condition: input.condition,
        yearsOfUse: input.years,
        phone: input.phone,
        location: input.location,
        description: input.description,
        categoryId,
        imageUrl: cover,
        thumbUrl: cardUrlFor(cover),
        morePhotos,
        isbn: input.isbn,
        sellerId: seller.id,
      },
      select: { id: true },
    });
  });
  return insertResult(created.id);
}

/** Loads a book for a change by `caller`: 404 when it does not exist, 403 when it is not theirs. */
async function ownBook({ db }: DbDeps, caller: UserRow, id: string, { adminToo = false } = {}) {
  const book = await db.book.findUnique({
    where: { id },
    select: { id: true, sellerId: true, status: true, advertise: true, originalPriceMinor: true, liveOrder: { select: { status: true } } },
  });
  if (!book) throw new NotFound('There is no such book.');
  if (book.sellerId !== caller.id && !(adminToo && caller.role === 'admin')) {
    throw new Forbidden('Only the seller of this book can change it.');
  }
  return book;
}

/** The legacy update answer to a change of one record. */
export const updated = (modified: boolean) => updateResult(modified ? 1 : 0);

export async function setBookStatus(deps: DbDeps, caller: UserRow, id: string, status: BookStatus) {
  const book = await ownBook(deps, caller, id);
  if (status === 'available' && book.liveOrder && book.liveOrder.status !== 'booked') {
    throw new Conflict('This copy has been paid for; it cannot be made available again.');
  }
  if (book.status === status) return updated(false);
  await deps.db.$transaction(async (tx) => {
    // Marking a booked copy sold ends its booking: the seller sold it elsewhere.
    if (status === 'sold') await cancelBookings(tx, { where: { liveBookId: id }, reason: 'markedSold', tell: ['buyer'] });
    await tx.book.update({ where: { id }, data: { status } });
  });
  return updated(true);
}

/** PATCH /book/price/{id}: the seller changes the price of a copy not sold yet (bookings keep the price they were made at). */
export async function setBookPrice(deps: CardDeps, caller: UserRow, { id, ...change }: PriceChange) {
  const { price } = pricesInStoreCurrency(deps.config, change);
  const book = await ownBook(deps, caller, id);
  if (book.status === 'sold') throw new Conflict('This book is sold: its price can no longer change.');
  // The price when new never changes after listing, so this check cannot race (the CHECK backs it).
  if (book.originalPriceMinor !== null && price >= book.originalPriceMinor) {
    throw new InvalidInput(`The price must be less than the price when new (${toMajorText(book.originalPriceMinor, deps.config.STORE_CURRENCY)}).`);
  }
  const { count } = await deps.db.book.updateMany({ where: { id, priceMinor: { not: price } }, data: { priceMinor: price } });
  return updated(count > 0);
}

export async function setAdvertised(deps: DbDeps, caller: UserRow, id: string, advertise: boolean) {
  const book = await ownBook(deps, caller, id);
  if (advertise && book.status === 'sold') {
    throw new Conflict('A sold book cannot be advertised.');
  }
  if (book.advertise === advertise) return updated(false);
  await deps.db.book.update({ where: { id }, data: { advertise } });
  return updated(true);
}

/**
 * Takes a listing down: its unpaid booking is cancelled, its open reports are closed, and the
 * seller hears of it when someone else (an admin) removed it. Paid orders keep their snapshot.
 * Returns how many books were deleted (0 or 1).
 */
export async function deleteListing(tx: Prisma.TransactionClient, by: Pick<UserRow, 'id'>, id: string): Promise<number> {
  const book = await tx.book.findUnique({ where: { id }, select: { title: true, sellerId: true } });
  if (!book) return 0;
  const bySeller = by.id === book.sellerId;
  await closeReports(tx, by, { bookId: id }, 'actioned');
  await cancelBookings(tx, { where: { liveBookId: id }, reason: 'listingRemoved', tell: ['buyer'] });
  if (!bySeller) {
    await notify(tx, [{ userId: book.sellerId, kind: 'listing_removed', key: 'listingRemoved', values: { title: book.title } }]);
  }
  const { count } = await tx.book.deleteMany({ where: { id } });
  return count;
}

export async function deleteBook(deps: DbDeps, caller: UserRow, id: string) {
  const book = await ownBook(deps, caller, id, { adminToo: true });
  const deletedCount = await deps.db.$transaction(async (tx) => {
    if (book.sellerId !== caller.id) await audit(tx, caller, 'book.delete', { type: 'book', id });
    return deleteListing(tx, caller, id);
  });
  return deleteResult(deletedCount);
}
