import { z } from 'zod';
import { categorySlugSchema } from './catalog.ts';
import { imageUrlSchema } from './image-url.ts';
import { MINOR } from './money.ts';

/** What the legacy wire sends as a price: "350", "350.50" or 350. Becomes integer minor units. */
export const priceInputSchema = z
  .union([z.number(), z.string().trim()], { message: 'Price must be a number' })
  .transform((v, ctx) => {
    const text = typeof v === 'number' ? String(v) : v;
    if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'Price must be a positive amount with at most two decimals, e.g. 350 or 350.50' });
      return z.NEVER;
    }
    const minor = Math.round(Number(text) * MINOR);
    if (minor <= 0) {
      ctx.addIssue({ code: 'custom', message: 'Price must be more than zero' });
      return z.NEVER;
    }
    return minor;
  });

export const CONDITIONS = ['Excellent', 'Good', 'Fair'] as const;
export const BOOK_STATUSES = ['available', 'sold'] as const;
export type BookStatus = (typeof BOOK_STATUSES)[number];

export const idSchema = z.string().trim().uuid({ message: 'That id is malformed: expected a UUID' });
export const idParamSchema = z.object({ id: idSchema });

/** A book (posting) as the legacy wire carries it, plus what our cards show. */
export const bookSchema = z.object({
  _id: z.string(),
  book: z.string(),
  author: z.string(),
  /** Resale price in major units, as text (legacy). */
  price: z.string(),
  /** Minor units of the store currency, for arithmetic and formatting. */
  priceMinor: z.number().int(),
  condition: z.enum(CONDITIONS),
  years: z.string(),
  phone: z.string(),
  location: z.string(),
  description: z.string(),
  categoryId: z.string(),
  image: z.string(),
  thumbnail: z.string().nullable(),
  addedBy: z.string(),
  sellerName: z.string(),
  sellerVerified: z.boolean(),
  status: z.enum(BOOK_STATUSES),
  advertise: z.boolean(),
  /** Held by an unpaid order: still available, but nobody else can book it. */
  booked: z.boolean(),
  createdAt: z.string(),
});
export type Book = z.infer<typeof bookSchema>;

/** A seller's own listing: plus who holds it (booked or paid), so they can hand the copy over. */
export const sellerBookSchema = bookSchema.extend({
  sale: z
    .object({
      orderId: z.string(),
      status: z.enum(['booked', 'paid']),
      buyerEmail: z.string(),
      buyerPhone: z.string(),
      buyerLocation: z.string(),
    })
    .nullable(),
});
export type SellerBook = z.infer<typeof sellerBookSchema>;

const text = (name: string, max: number) =>
  z.string({ message: `${name} is required` }).trim().min(1, `${name} is required`).max(max, `${name} is at most ${max} characters`);

/**
 * A new listing, in the legacy POST /books body. `addedBy`, `status` and `advertise` may be sent
 * by old clients and are ignored: the seller is the caller, a new listing is available and not advertised.
 */
export const newBookSchema = z.object({
  book: text('Title', 200),
  author: text('Author', 120),
  price: priceInputSchema,
  condition: z.enum(CONDITIONS, { message: 'Condition must be Excellent, Good or Fair' }),
  years: z
    .union([z.number(), z.string().trim()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return null;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 0 || n > 200) {
        ctx.addIssue({ code: 'custom', message: 'Years of use must be a whole number from 0 to 200' });
        return z.NEVER;
      }
      return n;
    }),
  phone: text('Phone', 40).regex(/^[+\d][\d\s()-]{5,}$/, 'Phone must be a phone number, e.g. +8801700000000'),
  location: text('Location', 120),
  description: z.string().trim().max(2000, 'Description is at most 2000 characters').default(''),
  categoryId: categorySlugSchema,
  image: z.string({ message: 'Photo is required' }).trim().min(1, 'Photo is required').pipe(imageUrlSchema('Photo')),
  addedBy: z.string().optional(),
  status: z.string().optional(),
  advertise: z.union([z.boolean(), z.string()]).optional(),
});
export type NewBookInput = z.input<typeof newBookSchema>;
export type NewBookData = z.output<typeof newBookSchema>;

export const statusChangeSchema = z.object({
  id: idSchema,
  status: z.enum(BOOK_STATUSES, { message: 'Status must be available or sold' }),
});

/** Paging for the legacy list paths, which answer plain arrays. */
export const pageQuery = {
  limit: z.coerce.number().int().min(1, 'limit must be at least 1').max(100, 'limit is at most 100').optional(),
  cursor: idSchema.optional(),
};

export const updateResultSchema = z.object({
  acknowledged: z.literal(true),
  matchedCount: z.number(),
  modifiedCount: z.number(),
  upsertedId: z.null(),
  upsertedCount: z.number(),
});
export const deleteResultSchema = z.object({ acknowledged: z.literal(true), deletedCount: z.number() });

export const SEARCH_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
const majorAmount = z.coerce.number({ message: 'must be a number' }).min(0, 'must not be negative').max(10_000_000);

/** GET /books/search: words of a title or author (prefix and typo tolerant) and filters that combine. */
export const searchQuerySchema = z.object({
  q: z.string().trim().max(100, 'q is at most 100 characters').optional(),
  categoryId: categorySlugSchema.optional(),
  condition: z.enum(CONDITIONS, { message: 'condition must be Excellent, Good or Fair' }).optional(),
  minPrice: majorAmount.optional(),
  maxPrice: majorAmount.optional(),
  location: z.string().trim().max(120).optional(),
  sort: z.enum(SEARCH_SORTS, { message: 'sort must be newest, price_asc or price_desc' }).default('newest'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(48, 'limit is at most 48').default(24),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

export const searchResultSchema = z.object({ items: z.array(bookSchema), nextCursor: z.string().nullable() });
export type SearchResult = z.infer<typeof searchResultSchema>;
