import type { IsbnRecord } from '../../shared/isbn.ts';
import type { Deps } from '../deps.ts';
import type { IsbnRecord as IsbnRecordRow } from '../db/generated/client.ts';
import { storeImage } from './images.ts';
import type { EditionRecord } from '../integrations/books/open-library.ts';

/** How long an ISBN Open Library did not know stays unknown here before it is asked again. */
const NOT_FOUND_DAYS = 7;

/** A kept record as the store writes it (its time is the database's). */
type Row = Omit<IsbnRecordRow, 'fetchedAt'>;

/** An edition's fields as a record keeps them: its cover is kept as a stored image, not Open Library's id. */
const withoutCoverId = ({ coverId: _coverId, ...fields }: EditionRecord) => fields;

const toRecord = ({ imageUrl, ...row }: Row): IsbnRecord => ({ ...row, image: imageUrl });

/**
 * What the store knows of an edition, to fill the listing form: kept in PostgreSQL once Open
 * Library has answered, so a repeat lookup (and every demo ISBN) is local. An ISBN it did not know
 * is asked again after a week. Its cover is re-encoded and stored as an upload is; a cover that
 * cannot be had leaves the record without one. When Open Library fails or is too slow, the
 * seller is told (503) and types the book in; nothing is kept.
 */
export async function lookUpIsbn({ db, images, bookCatalogue }: Pick<Deps, 'db' | 'images' | 'bookCatalogue'>, isbn: string): Promise<IsbnRecord> {
  const kept = await db.isbnRecord.findUnique({ where: { isbn } });
  if (kept && (kept.found || Date.now() - kept.fetchedAt.getTime() < NOT_FOUND_DAYS * 86_400_000)) return toRecord(kept);
  const edition = await bookCatalogue.edition(isbn);
  let imageUrl: string | null = null;
  if (edition?.coverId != null) {
    const cover = await bookCatalogue.cover(edition.coverId);
    imageUrl = cover
      ? await storeImage(images, cover).then(
          (stored) => stored.url,
          () => null,
        )
      : null;
  }
  const row: Row = edition
    ? { isbn, found: true, ...withoutCoverId(edition), imageUrl }
    : { isbn, found: false, title: null, authors: [], publisher: null, year: null, pages: null, description: null, imageUrl: null };
  await db.isbnRecord.upsert({ where: { isbn }, create: row, update: { ...row, fetchedAt: new Date() } });
  return toRecord(row);
}
