import { z } from 'zod';
import { newBookFields } from './books.ts';
import { categorySlugSchema } from './catalog.ts';
import { idSchema, timestampSchema } from './ids.ts';

/**
 * The most rows one CSV may hold, and the most characters: 1,000 rows take about 100 KB, and the
 * text sent as JSON (its quotes and line breaks escaped) stays within the server's 1 MiB body limit.
 */
export const BULK_MAX_ROWS = 1000;
export const BULK_MAX_KB = 500;

/** The CSV's columns, named on its first line in any order: the first three are required. */
export const BULK_COLUMNS = ['isbn', 'condition', 'price', 'notes', 'photo_url'] as const;

/** POST /bulk-imports: the CSV's text, and what every listing of it shares. */
export const bulkImportInputSchema = z
  .object({
    csv: z
      .string({ error: 'csv must be the text of the file' })
      .max(BULK_MAX_KB * 1000, `The file is at most ${BULK_MAX_KB} KB`)
      .meta({ description: `The CSV's text: a first line naming the columns (${BULK_COLUMNS.join(', ')}), then one copy a line.` }),
    categoryId: categorySlugSchema,
    phone: newBookFields.shape.phone,
    location: newBookFields.shape.location,
  })
  .meta({
    examples: [
      { csv: 'isbn,condition,price,notes\n9780141439563,Good,350,Penguin paperback\n', categoryId: 'fiction', phone: '+8801700000000', location: 'Dhaka' },
    ],
  });
export type BulkImportInput = z.output<typeof bulkImportInputSchema>;

const rowSchema = z.object({
  line: z.number().int().meta({ description: "The row's line in the file (the header is line 1)." }),
  isbn: z.string(),
  condition: z.string(),
  price: z.string(),
  notes: z.string(),
  photoUrl: z.string(),
  problems: z.array(z.string()).meta({ description: 'Why the row cannot be listed, found before anything was listed; empty when it can.' }),
  bookId: z.string().nullable().meta({ description: 'The listing made of it, once made.' }),
  outcome: z.string().nullable().meta({ description: "Once the job reached the row: 'Listed', or why it was not." }),
});
export type BulkImportRow = z.infer<typeof rowSchema>;

export const BULK_STATUSES = ['previewed', 'running', 'done'] as const;

export const bulkImportSchema = z
  .object({
    _id: z.string(),
    status: z.enum(BULK_STATUSES).meta({ description: 'previewed (nothing listed yet), running (the job is listing), done.' }),
    createdAt: timestampSchema,
    total: z.number().int().meta({ description: 'How many rows the file has.' }),
    ready: z.number().int().meta({ description: 'How many have no problem: what starting it lists.' }),
    done: z.number().int().meta({ description: 'How many rows the job has reached.' }),
    listed: z.number().int(),
    rows: z.array(rowSchema),
  })
  .meta({ id: 'BulkImport', description: "A shop's CSV of listings: its rows, their problems, and as the job goes, what was listed." });
export type BulkImport = z.infer<typeof bulkImportSchema>;

export const bulkImportIdSchema = z.object({ id: idSchema.meta({ description: "The import's `_id`." }) });

/** GET /books/export: the seller's listings as a CSV file. */
export const listingsCsvSchema = z
  .object({ filename: z.string(), csv: z.string().meta({ description: 'UTF-8 text, a header line first.' }) })
  .meta({ id: 'ListingsCsv' });
