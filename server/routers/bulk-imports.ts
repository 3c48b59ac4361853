import {
  bulkImportIdSchema,
  bulkImportInputSchema,
  bulkImportSchema,
  BULK_COLUMNS,
  BULK_MAX_KB,
  BULK_MAX_ROWS,
  listingsCsvSchema,
} from '../../shared/bulk-imports.ts';
import { previewImport, readImport, startImport } from '../services/bulk-imports.ts';
import { exportListings } from '../services/listings-export.ts';
import { roleProcedure, router } from '../trpc/init.ts';

const sellerProcedure = roleProcedure('seller');

/** Shops list many books at once from a CSV, and take their listings away as one. */
export const bulkImportsRouter = router({
  preview: sellerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/bulk-imports',
        tags: ['books'],
        summary: 'Read a CSV of copies to list, and show what is wrong with each row; nothing is listed yet',
        description:
          `The CSV's first line names its columns, in any order: ${BULK_COLUMNS.join(', ')} (the last two optional). Each ` +
          'line after it is one copy: an ISBN-10 or -13, Excellent, Good or Fair, the price in major units, notes for buyers, ' +
          "and a photo (an https URL, or one of your uploads; without one the edition's cover is used). The category, phone " +
          `and location are given once for all. At most ${BULK_MAX_ROWS} rows and ${BULK_MAX_KB} KB. Every row comes back with its ` +
          'problems; rows past what your listing caps allow now say so. `POST /bulk-imports/{id}/start` lists the rows ' +
          'without problems. **Who:** sellers.',
        errorResponses: { 400: 'The file is not a CSV, lacks a required column or has too many rows, or the category does not exist.' },
      },
    })
    .input(bulkImportInputSchema)
    .output(bulkImportSchema)
    .mutation(({ ctx, input }) => previewImport(ctx.deps, ctx.caller.user, input)),

  start: sellerProcedure
    .meta({
      forbiddenWhen: 'did not upload the file',
      openapi: {
        method: 'POST',
        path: '/bulk-imports/{id}/start',
        tags: ['books'],
        summary: 'List the rows of a previewed CSV that have no problems, in the background',
        description:
          'A background job lists the rows one by one, each under your listing caps, looking each ISBN up for its title, ' +
          'authors and cover. Read `GET /bulk-imports/{id}` for its progress (`done` of `ready`) and, row by row, what was ' +
          'listed and what was not, and why. **Who:** the seller who uploaded it.',
        errorResponses: { 404: 'There is no such import.', 409: 'The import has started already.' },
      },
    })
    .input(bulkImportIdSchema)
    .output(bulkImportSchema)
    .mutation(({ ctx, input }) => startImport(ctx.deps, ctx.caller.user, input.id)),

  byId: sellerProcedure
    .meta({
      forbiddenWhen: 'did not upload the file',
      openapi: {
        method: 'GET',
        path: '/bulk-imports/{id}',
        tags: ['books'],
        summary: 'A CSV import: its rows, their problems, its progress and what was listed',
        description: 'Poll it while `status` is running. **Who:** the seller who uploaded it.',
        errorResponses: { 404: 'There is no such import.' },
      },
    })
    .input(bulkImportIdSchema)
    .output(bulkImportSchema)
    .query(({ ctx, input }) => readImport(ctx.deps, ctx.caller.user, input.id)),

  exportListings: sellerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/exports/books',
        tags: ['books'],
        summary: 'Your listings as a CSV file',
        description:
          'Every one of your listings, newest first, one a line: id, isbn, title, author, condition, price, price_when_new, ' +
          'status, category, location, notes, photo_urls (space-separated) and listed_at. A cell a spreadsheet would run as ' +
          'a formula starts with an apostrophe. **Who:** sellers.',
      },
    })
    .output(listingsCsvSchema)
    .query(({ ctx }) => exportListings(ctx.deps, ctx.caller.user)),
});
