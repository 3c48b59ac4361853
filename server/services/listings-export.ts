import type { UserRow } from '../auth/authenticate.ts';
import type { Deps } from '../deps.ts';
import { Prisma } from '../db/generated/client.ts';
import { absoluteImageUrl } from '../integrations/images/image-urls.ts';
import { loadCards, toSellerBook } from './book-cards.ts';

const COLUMNS = ['id', 'isbn', 'title', 'author', 'condition', 'price', 'price_when_new', 'status', 'category', 'location', 'notes', 'photo_urls', 'listed_at'];

/**
 * One CSV cell: quoted when it must be (a comma, a quote, a line break), and a text a spreadsheet
 * would run as a formula (=, +, -, @ first) kept as text by a leading apostrophe.
 */
function cell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** GET /exports/books: every one of the seller's listings as CSV, newest first, photos as absolute URLs. */
export async function exportListings(deps: Pick<Deps, 'db' | 'config'>, seller: UserRow) {
  const rows = await loadCards(deps, { where: Prisma.sql`b."seller_id" = ${seller.id}::uuid` });
  const lines = rows.map((row) => {
    const book = toSellerBook(row, deps.config.STORE_CURRENCY);
    const photos = book.photos.map((url) => absoluteImageUrl(url, deps.config.publicUrl)).join(' ');
    return [
      book._id,
      book.isbn ?? '',
      book.book,
      book.author,
      book.condition,
      book.price,
      book.originalPrice ?? '',
      book.status,
      book.categoryId,
      book.location,
      book.description,
      photos,
      book.createdAt,
    ]
      .map(cell)
      .join(',');
  });
  return { filename: `my-books-${new Date().toISOString().slice(0, 10)}.csv`, csv: [COLUMNS.join(','), ...lines].join('\r\n') + '\r\n' };
}
