import { priceIn, type BookEdit, type SellerBook } from '../../shared/books.ts';
import type { UserRow } from '../auth/authenticate.ts';
import type { Deps } from '../deps.ts';
import { Prisma } from '../db/generated/client.ts';
import { loadCards, toSellerBook } from './book-cards.ts';
import { categoryIdOf } from './catalog.ts';
import { Conflict, Forbidden, InvalidInput, NotFound } from './domain-errors.ts';
import { cardUrlFor } from './images.ts';
import { releaseExpiredBookings } from './orders.ts';
import { photosOf, readOrRefuse } from './books.ts';
import { updateResult } from '../../shared/results.ts';

type EditDeps = Pick<Deps, 'db' | 'config'>;
type Tx = Prisma.TransactionClient;

/** GET /books/{id}: one of the caller's own listings (hidden ones too), as My products shows it, to edit. */
export async function ownListing(deps: EditDeps, caller: UserRow, id: string): Promise<SellerBook> {
  const [row] = await loadCards(deps, { where: Prisma.sql`b."id" = ${id}::uuid`, withSavedCount: true });
  if (!row) throw new NotFound('There is no such book.');
  if (row.seller_id !== caller.id) throw new Forbidden('Only the seller of this book can edit it.');
  return toSellerBook(row, deps.config.STORE_CURRENCY);
}

/** The listing's columns an edit may change, as they are now. */
type Listing = {
  sellerId: string;
  status: string;
  title: string;
  author: string;
  priceMinor: number;
  originalPriceMinor: number | null;
  condition: string;
  yearsOfUse: number | null;
  phone: string;
  location: string;
  description: string;
  categoryId: string;
  imageUrl: string;
  morePhotos: string[];
  isbn: string | null;
};

/**
 * Locks the listing for the edit. A booking locks it too before it reads it (orders.ts), so an
 * edit either sees the booking that came first, or is seen by the one that comes after.
 */
async function lockListing(tx: Tx, id: string): Promise<Listing | undefined> {
  const [row] = await tx.$queryRaw<Listing[]>`
    SELECT seller_id AS "sellerId", status::text AS status, title, author, price_minor AS "priceMinor",
           original_price_minor AS "originalPriceMinor", condition::text AS condition, years_of_use AS "yearsOfUse",
           phone, location, description, category_id::text AS "categoryId", image_url AS "imageUrl",
           COALESCE(more_photos, '{}') AS "morePhotos", isbn
    FROM books WHERE id = ${id}::uuid FOR UPDATE`;
  return row;
}

/** A price typed in major units, in the store currency's minor units; 400 naming the fault when it has too many decimals. */
const minorUnits = (currency: string, text: string, name: string): number => readOrRefuse(priceIn(currency, name), text);

/** What the edit makes of each column, from the fields it sends (a field not sent keeps the column). */
function editedListing(currency: string, now: Listing, change: Omit<BookEdit, 'id'>, categoryId: string | undefined): Listing {
  const priceMinor = change.price === undefined ? now.priceMinor : minorUnits(currency, change.price, 'Price');
  const originalPriceMinor =
    change.originalPrice === undefined
      ? now.originalPriceMinor
      : change.originalPrice === null
        ? null
        : minorUnits(currency, change.originalPrice, 'Price when new');
  if (originalPriceMinor !== null && originalPriceMinor <= priceMinor) throw new InvalidInput('The price when new must be more than the resale price.');
  // Every photo in a new order, or only a new cover (as legacy clients change `image`).
  const photos = change.photos ? photosOf(change) : { cover: change.image ?? now.imageUrl, morePhotos: now.morePhotos };
  return {
    ...now,
    title: change.book ?? now.title,
    author: change.author ?? now.author,
    priceMinor,
    originalPriceMinor,
    condition: change.condition ?? now.condition,
    yearsOfUse: change.years === undefined ? now.yearsOfUse : change.years,
    phone: change.phone ?? now.phone,
    location: change.location ?? now.location,
    description: change.description ?? now.description,
    categoryId: categoryId ?? now.categoryId,
    imageUrl: photos.cover,
    morePhotos: photos.morePhotos,
    isbn: change.isbn === undefined ? now.isbn : change.isbn,
  };
}

/** Only what differs: the alert triggers watch the columns an update names, and `modifiedCount` says whether any changed. */
function changedColumns(now: Listing, next: Listing): Prisma.BookUncheckedUpdateInput {
  const same = (key: keyof Listing, value: unknown) => JSON.stringify(now[key]) === JSON.stringify(value);
  const changed = Object.fromEntries(Object.entries(next).filter(([key, value]) => !same(key as keyof Listing, value)));
  if (typeof changed.imageUrl === 'string') changed.thumbUrl = cardUrlFor(changed.imageUrl);
  return changed;
}

/**
 * PATCH /books/{id}: the seller changes any of a listing's fields while no order holds the copy
 * (a booking or a sale keeps what the buyer agreed to). Each field is checked as a new listing's;
 * search reads the new words at once, and saved searches the edit now matches hear of it.
 */
export async function editBook(deps: EditDeps, caller: UserRow, { id, ...change }: BookEdit) {
  const categoryId = change.categoryId === undefined ? undefined : await categoryIdOf(deps, change.categoryId);
  const modified = await deps.db.$transaction(async (tx) => {
    const now = await lockListing(tx, id);
    if (!now) throw new NotFound('There is no such book.');
    if (now.sellerId !== caller.id) throw new Forbidden('Only the seller of this book can edit it.');
    await releaseExpiredBookings(tx, { liveBookId: id });
    const held = await tx.order.findUnique({ where: { liveBookId: id }, select: { status: true } });
    if (held) {
      throw new Conflict(
        held.status === 'booked'
          ? 'This copy is booked: it can be edited again if the booking ends.'
          : 'This copy has been paid for: it can no longer be edited.',
      );
    }
    const next = editedListing(deps.config.STORE_CURRENCY, now, change, categoryId);
    if (now.status === 'sold' && next.priceMinor !== now.priceMinor) throw new Conflict('This book is sold: its price can no longer change.');
    const data = changedColumns(now, next);
    if (Object.keys(data).length === 0) return false;
    await tx.book.update({ where: { id }, data, select: { id: true } });
    return true;
  });
  return updateResult(modified ? 1 : 0);
}
