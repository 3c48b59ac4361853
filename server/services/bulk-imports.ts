import { parse } from 'csv-parse/sync';
import { CONDITIONS, priceIn } from '../../shared/books.ts';
import { BULK_COLUMNS, BULK_MAX_ROWS, type BulkImport, type BulkImportInput } from '../../shared/bulk-imports.ts';
import { imageUrlSchema } from '../../shared/image-url.ts';
import { isbn13Of } from '../../shared/isbn.ts';
import type { UserRow } from '../auth/authenticate.ts';
import type { Deps } from '../deps.ts';
import { addJob } from '../jobs/add-job.ts';
import { fetchRemoteImage, RemoteImageRefused } from '../integrations/images/remote-image.ts';
import { relativeImageUrl } from '../integrations/images/image-urls.ts';
import { renderCover } from './covers.ts';
import { listingAllowance, takeListingAllowance } from './books.ts';
import { categoryIdOf } from './catalog.ts';
import { Conflict, Forbidden, InvalidInput, NotFound, TooSoon } from './domain-errors.ts';
import { cardUrlFor, storeImage } from './images.ts';
import { lookUpIsbn } from './isbn-lookup.ts';

type ImportDeps = Pick<Deps, 'db' | 'config'>;
type JobDeps = Pick<Deps, 'db' | 'config' | 'images' | 'bookCatalogue'>;
type ReadRow = { line: number; isbn: string; condition: string; price: string; notes: string; photoUrl: string; problems: string[] };

const photoUrl = imageUrlSchema('Photo');

/** The CSV's rows with what is wrong with each, as far as can be told without listing them. */
function readRows(csv: string, currency: string, publicUrl: string): ReadRow[] {
  let records: Array<{ record: Record<string, string>; info: { lines: number } }>;
  try {
    records = parse(csv, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    });
  } catch (error) {
    throw new InvalidInput(`The file is not a CSV we can read: ${error instanceof Error ? error.message : 'unreadable'}.`);
  }
  const named = Object.keys(records[0]?.record ?? {});
  const missing = BULK_COLUMNS.slice(0, 3).filter((column) => !named.includes(column));
  if (records.length === 0) throw new InvalidInput('The file has no rows to list: a first line naming the columns, then one copy a line.');
  if (missing.length > 0) throw new InvalidInput(`The first line must name the columns ${BULK_COLUMNS.join(', ')}; missing: ${missing.join(', ')}.`);
  if (records.length > BULK_MAX_ROWS) throw new InvalidInput(`A file lists at most ${BULK_MAX_ROWS} copies; this one has ${records.length}.`);
  return records.map(({ record, info }) => {
    const cell = (column: string) => record[column] ?? '';
    const problems: string[] = [];
    const isbn = isbn13Of(cell('isbn'));
    if (isbn === null) problems.push(cell('isbn') ? 'The ISBN is not one: its check digit does not hold.' : 'The ISBN is missing.');
    const condition = CONDITIONS.find((c) => c.toLowerCase() === cell('condition').toLowerCase());
    if (!condition) problems.push('The condition must be Excellent, Good or Fair.');
    const price = priceIn(currency).safeParse(cell('price'));
    if (!price.success) problems.push(price.error.issues[0]!.message + '.');
    if (cell('notes').length > 2000) problems.push('The notes are at most 2000 characters.');
    const photo = cell('photo_url') && photoUrl.safeParse(relativeImageUrl(cell('photo_url'), publicUrl));
    if (photo && !photo.success) problems.push('The photo URL must be an https URL, or one of your uploads.');
    return {
      line: info.lines,
      isbn: isbn ?? cell('isbn'),
      condition: condition ?? cell('condition'),
      price: cell('price'),
      notes: cell('notes'),
      photoUrl: photo && photo.success ? photo.data : cell('photo_url'),
      problems,
    };
  });
}

/** GET /bulk-imports/{id}: an import as its seller reads it: the rows, their problems and outcomes, and the counts. */
export async function readImport({ db }: ImportDeps, seller: UserRow, id: string): Promise<BulkImport> {
  const found = await db.bulkImport.findUnique({
    where: { id },
    select: {
      id: true,
      sellerId: true,
      status: true,
      createdAt: true,
      rows: {
        orderBy: { line: 'asc' },
        select: { line: true, isbn: true, condition: true, price: true, notes: true, photoUrl: true, problems: true, bookId: true, outcome: true },
      },
    },
  });
  if (!found) throw new NotFound('There is no such import.');
  if (found.sellerId !== seller.id) throw new Forbidden('Only the seller who uploaded this file can read it.');
  const { rows } = found;
  return {
    _id: found.id,
    status: found.status,
    createdAt: found.createdAt.toISOString(),
    total: rows.length,
    ready: rows.filter((row) => row.problems.length === 0).length,
    done: rows.filter((row) => row.outcome !== null).length,
    listed: rows.filter((row) => row.bookId !== null).length,
    rows,
  };
}

/**
 * POST /bulk-imports: reads and checks a shop's CSV, and keeps it for the seller to look over;
 * nothing is listed yet. Rows past what the seller's caps allow today say so.
 */
export async function previewImport(deps: ImportDeps, seller: UserRow, input: BulkImportInput): Promise<BulkImport> {
  const categoryId = await categoryIdOf(deps, input.categoryId);
  const rows = readRows(input.csv, deps.config.STORE_CURRENCY, deps.config.publicUrl);
  let room = await listingAllowance(deps.db, deps.config, seller.id);
  for (const row of rows) {
    if (row.problems.length > 0) continue;
    if (room > 0) room -= 1;
    else row.problems.push('Over your listing cap for now: list it later, or ask for a higher cap.');
  }
  const created = await deps.db.bulkImport.create({
    data: { sellerId: seller.id, categoryId, phone: input.phone, location: input.location, rows: { createMany: { data: rows } } },
    select: { id: true },
  });
  return readImport(deps, seller, created.id);
}

/** POST /bulk-imports/{id}/start: the background job lists the rows without problems, in order. */
export async function startImport(deps: ImportDeps, seller: UserRow, id: string): Promise<BulkImport> {
  await deps.db.$transaction(async (tx) => {
    const found = await tx.bulkImport.findUnique({ where: { id }, select: { sellerId: true } });
    if (!found) throw new NotFound('There is no such import.');
    if (found.sellerId !== seller.id) throw new Forbidden('Only the seller who uploaded this file can start it.');
    const { count } = await tx.bulkImport.updateMany({ where: { id, status: 'previewed' }, data: { status: 'running', startedAt: new Date() } });
    if (count === 0) throw new Conflict('This import has started already.');
    await addJob(tx, 'books:bulk_import', { importId: id }, { jobKey: `bulk:${id}` });
  });
  return readImport(deps, seller, id);
}

/** The photo a row's listing shows: its URL's (fetched and re-encoded), else the edition's cover, else one drawn from the title. */
async function rowPhoto(deps: JobDeps, url: string, title: string, author: string, cover: string | null): Promise<string> {
  if (url.startsWith('/')) return url;
  const bytes = url
    ? await fetchRemoteImage(url, { maxBytes: deps.config.IMAGE_MAX_BYTES, timeoutMs: deps.config.OPEN_LIBRARY_TIMEOUT_MS })
    : cover
      ? null
      : await renderCover(title, author);
  return bytes ? (await storeImage(deps.images, bytes)).url : cover!;
}

/**
 * Job `books:bulk_import`: lists the import's rows without problems, one at a time, each under the
 * seller's caps like a listing made by hand. The edition comes from the ISBN lookup (kept, so
 * repeats are local); a row's outcome is written in the transaction that lists it, so a job run
 * again after a crash lists no row twice.
 */
export async function runImport(deps: JobDeps, importId: string): Promise<void> {
  const found = await deps.db.bulkImport.findUnique({ where: { id: importId }, select: { sellerId: true, categoryId: true, phone: true, location: true } });
  if (!found) return;
  const rows = await deps.db.bulkImportRow.findMany({ where: { importId, outcome: null, problems: { isEmpty: true } }, orderBy: { line: 'asc' } });
  const finish = (line: number, outcome: string) =>
    deps.db.bulkImportRow.update({ where: { importId_line: { importId, line } }, data: { outcome, doneAt: new Date() } });
  for (const row of rows) {
    try {
      const record = await lookUpIsbn(deps, row.isbn);
      if (!record.found || !record.title) {
        await finish(row.line, 'The book catalogue does not know this ISBN: list it by hand.');
        continue;
      }
      const author = record.authors.join(', ') || 'Unknown';
      const image = await rowPhoto(deps, row.photoUrl, record.title, author, record.image);
      await deps.db.$transaction(async (tx) => {
        await takeListingAllowance(tx, deps.config, found.sellerId);
        const book = await tx.book.create({
          data: {
            title: record.title!.slice(0, 200),
            author: author.slice(0, 120),
            isbn: row.isbn,
            priceMinor: priceIn(deps.config.STORE_CURRENCY).parse(row.price),
            condition: row.condition as (typeof CONDITIONS)[number],
            phone: found.phone,
            location: found.location,
            description: row.notes,
            categoryId: found.categoryId,
            imageUrl: image,
            thumbUrl: cardUrlFor(image),
            sellerId: found.sellerId,
          },
          select: { id: true },
        });
        await tx.bulkImportRow.update({
          where: { importId_line: { importId, line: row.line } },
          data: { bookId: book.id, outcome: 'Listed', doneAt: new Date() },
        });
      });
    } catch (error) {
      if (error instanceof TooSoon || error instanceof RemoteImageRefused) await finish(row.line, error.message);
      // The catalogue failing now is for the job's retry; the rows done stay done.
      else throw error;
    }
  }
  await deps.db.bulkImport.update({ where: { id: importId }, data: { status: 'done', finishedAt: new Date() } });
}
