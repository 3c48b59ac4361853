import { z } from 'zod';
import { idParam, idSchema, timestampSchema } from './ids.ts';
import { categorySlugSchema } from './catalog.ts';
import { imageUrlSchema } from './image-url.ts';
import { isbnSchema, optionalIsbnSchema } from './isbn.ts';
import { asciiDigits } from './digits.ts';
import { currencyDecimals, minorFromText } from './money.ts';
import { phoneSchema } from './phone.ts';
import { ORDER_STATES } from './order-states.ts';
import { sellerRatingSchema } from './rating.ts';

/** Any currency's price as text: the most decimals a currency has is four (CLF); each is held to its own by `priceIn`. */
const PRICE_TEXT = /^\d{1,7}(\.\d{1,4})?$/;
const DECIMALS = ['no decimals', 'at most one decimal', 'at most two decimals', 'at most three decimals', 'at most four decimals'];

/** How a price is written, said to whoever typed it: in `currency` when known ("at most two decimals" for BDT). */
function priceRule(name: string, currency: string | null): string {
  if (currency === null) return `${name} must be a positive amount, e.g. 350`;
  const decimals = currencyDecimals(currency);
  const example = decimals === 0 ? '350' : `350 or 350.${'5'.padEnd(decimals, '0')}`;
  return `${name} must be a positive amount with ${DECIMALS[decimals] ?? `at most ${decimals} decimals`}${decimals === 0 ? ` (${currency})` : ''}, e.g. ${example}`;
}

const priceInput = (name: string) => z.union([z.number(), z.string().trim().overwrite(asciiDigits)], { error: `${name} must be a number` });

/** A price as the legacy wire sends it ("350", "350.50" or 350) as text, or null after naming its fault. */
function priceText(v: number | string, ctx: z.core.$RefinementCtx, name: string, currency: string | null): string | null {
  const text = typeof v === 'number' ? String(v) : v;
  if (!PRICE_TEXT.test(text)) {
    ctx.addIssue({ code: 'custom', message: priceRule(name, currency) });
    return null;
  }
  if (Number(text) <= 0) {
    ctx.addIssue({ code: 'custom', message: `${name} must be more than zero` });
    return null;
  }
  return text;
}

/**
 * A price in `currency` ("350", "350.50" or 350), read into integer minor units of it: a price with
 * more decimals than the currency has (350.5 yen) is refused. `name` names it in messages.
 */
export const priceIn = (currency: string, name = 'Price') =>
  priceInput(name).transform((v, ctx) => {
    const text = priceText(v, ctx, name, currency);
    const minor = text === null ? null : minorFromText(text, currency);
    if (text !== null && minor === null) ctx.addIssue({ code: 'custom', message: priceRule(name, currency) });
    return minor ?? z.NEVER;
  });

/**
 * A price as the wire sends it, checked and kept as text: the wire's schemas cannot know the store's
 * currency (a setting of the server), so the server reads the text with `priceIn` once they have run.
 */
const priceOnTheWire = (name: string) => priceInput(name).transform((v, ctx) => priceText(v, ctx, name, null) ?? z.NEVER);

/** What the legacy wire sends as a price: "350", "350.50" or 350, in major units of the store currency. */
export const priceInputSchema = priceOnTheWire('Price');

/** What the book cost new: optional (empty or null means none), else read as `price` reads the resale price. */
const priceWhenNew = <T>(price: z.ZodType<T, number | string>) =>
  z
    .union([z.number(), z.string().trim(), z.null()], { error: 'Price when new must be a number' })
    .optional()
    .transform((v) => (v === undefined || v === '' ? null : v))
    .pipe(price.nullable())
    .meta({ description: 'Optional: what the book cost new, in major units (a string or a number); more than `price` when given.' });

/** A listing's prices in minor units of `currency`: the server reads the wire's text with it, the web form what was typed. */
export const listingPricesIn = (currency: string) =>
  z.object({ price: priceIn(currency, 'Price'), originalPrice: priceWhenNew(priceIn(currency, 'Price when new')) });

export const CONDITIONS = ['Excellent', 'Good', 'Fair'] as const;
/** The most photos a listing shows, the cover first. */
export const MAX_PHOTOS = 6;
export const BOOK_STATUSES = ['available', 'sold'] as const;
export type BookStatus = (typeof BOOK_STATUSES)[number];

/** One listing as the API documentation shows it: as sent to list it, and within the book that comes back. */
const EXAMPLE_LISTING = {
  book: 'The God of Small Things',
  author: 'Arundhati Roy',
  price: '350',
  originalPrice: '550',
  condition: 'Good',
  years: '2',
  phone: '+8801700000000',
  location: 'Dhaka',
  description: 'A few pencil notes in the margins.',
  categoryId: 'fiction',
  image: 'https://books.example.com/images/3f2a9c0d6b1e4f5a8c7d2e1f0a9b8c7d.webp',
  isbn: '9780679457312',
} as const;

/** A book (posting) as the legacy wire carries it, plus what our cards show. */
export const bookSchema = z
  .object({
    _id: z.string().meta({ description: "The book's id (a UUID)." }),
    book: z.string().meta({ description: 'The title.' }),
    author: z.string(),
    /** Resale price in major units, as text (legacy). */
    price: z.string().meta({ description: 'The resale price in major units of the store currency, as a decimal string (legacy).' }),
    /** Minor units of the store currency (its smallest unit), for arithmetic and formatting. */
    priceMinor: z.number().int().min(1).meta({ description: "The same price in minor units, the currency's smallest (35050 is BDT 350.50; 350 is ¥350)." }),
    originalPrice: z
      .string()
      .nullable()
      .meta({ description: 'What the book cost new, as the seller gave it (major units, a decimal string); null when they gave none.' }),
    originalPriceMinor: z.number().int().min(1).nullable().meta({ description: 'The same price new in minor units; null when the seller gave none.' }),
    condition: z.enum(CONDITIONS),
    years: z.string().meta({ description: 'Years of use, as text; empty when not given.' }),
    phone: z.string().meta({
      description: "The seller's phone for this listing; empty in public answers (a signed-in caller gets it on the category list).",
    }),
    location: z.string().meta({ description: 'Where the copy can be collected.' }),
    description: z.string().meta({ description: "The seller's own words about the copy; may be empty." }),
    categoryId: z.string().meta({ description: "The category's `categoryId`." }),
    image: z.string().meta({ description: "The cover photo's URL (the first of `photos`)." }),
    photos: z.array(z.string()).meta({ description: `Every photo's URL, the cover first: at most ${MAX_PHOTOS}.` }),
    isbn: z.string().nullable().meta({ description: "The edition's ISBN-13, when the seller gave one: `GET /isbn/{isbn}` lists every copy of it." }),
    thumbnail: z.string().nullable().meta({ description: 'A smaller copy of the photo for cards, when the store made one.' }),
    addedBy: z.string().meta({
      description: "The seller's email; empty in public answers (a signed-in caller gets it on the category list). `sellerId` names the seller.",
    }),
    sellerId: z.string().meta({ description: "The seller's `_id`: their profile is `GET /sellers/{id}`." }),
    sellerName: z.string(),
    sellerVerified: z.boolean().meta({ description: 'Whether an admin verified the seller.' }),
    sellerRating: sellerRatingSchema
      .nullable()
      .meta({ description: "The seller's average rating from buyers, and how many rated them; null before the first review." }),
    status: z.enum(BOOK_STATUSES),
    advertise: z.boolean().meta({ description: 'Whether the seller advertises it on the home page.' }),
    acceptsOffers: z.boolean().meta({ description: 'Whether the seller takes offers on it (`POST /offers`).' }),
    /** Held by an unpaid order: still available, but nobody else can book it. */
    booked: z.boolean().meta({ description: "Held by someone's unpaid booking: nobody else can book it meanwhile." }),
    createdAt: timestampSchema.meta({ description: 'When it was listed.' }),
  })
  .meta({
    id: 'Book',
    description: 'A listed copy of a book, in the legacy field names.',
    examples: [
      {
        ...EXAMPLE_LISTING,
        _id: '0b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6b',
        priceMinor: 35000,
        originalPrice: '550',
        originalPriceMinor: 55000,
        thumbnail: 'https://books.example.com/images/3f2a9c0d6b1e4f5a8c7d2e1f0a9b8c7d-card.webp',
        photos: [EXAMPLE_LISTING.image, 'https://books.example.com/images/8e7d6c5b4a39281706f5e4d3c2b1a098.webp'],
        addedBy: 'seller@example.com',
        sellerId: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
        sellerName: 'Nadia Rahman',
        sellerVerified: true,
        sellerRating: { average: 4.7, count: 23 },
        status: 'available',
        advertise: true,
        acceptsOffers: true,
        booked: false,
        createdAt: '2026-11-24T18:30:00.000Z',
      },
    ],
  });
export type Book = z.infer<typeof bookSchema>;

/** A seller's own listing: plus who holds it (booked or paid), so they can hand the copy over. */
export const sellerBookSchema = bookSchema
  .extend({
    sale: z
      .object({
        orderId: z.string(),
        status: z.enum(['booked', 'paid']).meta({ description: 'booked (unpaid) or paid (also once handed over or in a problem).' }),
        state: z.enum(ORDER_STATES).meta({ description: "The holding order's state (see Order.state): `paid` is what the seller hands over next." }),
        buyerEmail: z.string(),
        buyerPhone: z.string(),
        buyerLocation: z.string(),
        bundleId: z
          .string()
          .nullable()
          .meta({ description: 'The bundle the copy was bought in (`GET /bundles/{id}`), or null: a bundle is handed over in one go.' }),
      })
      .nullable()
      .meta({ description: 'Who booked or paid for the copy, to hand it over; null while nobody holds it.' }),
    hidden: z.boolean().meta({ description: 'Hidden from every public list and page while enough open reports wait for an admin.' }),
    savedCount: z.number().int().min(0).meta({ description: 'How many people saved it to their wishlist.' }),
  })
  .meta({ id: 'SellerBook', description: "One of the seller's own listings, with who holds it." });
export type SellerBook = z.infer<typeof sellerBookSchema>;

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} is at most ${max} characters`);

const descriptionSchema = z.string().trim().max(2000, 'Description is at most 2000 characters');

/** A listing's schema that refuses a price new not above the resale price, naming the fault. */
export const refusingOriginalPriceNotAbove = <T extends z.ZodType<{ price: number | string; originalPrice: number | string | null }>>(schema: T): T =>
  schema.refine(({ price, originalPrice }) => originalPrice === null || Number(originalPrice) > Number(price), {
    error: 'The price when new must be more than the resale price',
    path: ['originalPrice'],
    params: { rule: 'originalPriceAbovePrice' },
  });

/**
 * A new listing, in the legacy POST /books body. `addedBy`, `status` and `advertise` may be sent
 * by old clients and are ignored: the seller is the caller, a new listing is available and not advertised.
 */
export const newBookFields = z
  .object({
    book: text('Title', 200),
    author: text('Author', 120),
    price: priceInputSchema,
    originalPrice: priceWhenNew(priceOnTheWire('Price when new')),
    condition: z.enum(CONDITIONS, { error: 'Condition must be Excellent, Good or Fair' }),
    years: z
      .union([z.number(), z.string().trim().overwrite(asciiDigits), z.null()], { error: 'Years of use must be a whole number from 0 to 200' })
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === null || v === '') return null;
        const n = Number(v);
        if (!Number.isInteger(n) || n < 0 || n > 200) {
          ctx.addIssue({ code: 'custom', message: 'Years of use must be a whole number from 0 to 200', params: { rule: 'yearsOfUse', min: 0, max: 200 } });
          return z.NEVER;
        }
        return n;
      }),
    phone: phoneSchema,
    location: text('Location', 120),
    description: descriptionSchema.default(''),
    categoryId: categorySlugSchema,
    // Empty is as good as missing: the rule across image and photos then says what is wanted.
    image: z
      .string({ error: 'Photo must be an uploaded image URL' })
      .trim()
      .transform((url) => url || undefined)
      .pipe(imageUrlSchema('Photo').optional())
      .meta({ description: 'The cover photo: an uploaded image URL. Required unless `photos` is sent.' })
      .optional(),
    photos: z
      .array(imageUrlSchema('Photo'), { error: 'Photos must be a list of uploaded image URLs' })
      .min(1, 'Give at least one photo')
      .max(MAX_PHOTOS, `A listing has at most ${MAX_PHOTOS} photos`)
      .refine((urls) => new Set(urls).size === urls.length, { error: 'The same photo is there twice', params: { rule: 'photoTwice' } })
      .meta({ description: `Optional: every photo (at most ${MAX_PHOTOS}), the cover first; \`image\` may then be left out.` })
      .optional(),
    isbn: optionalIsbnSchema,
    addedBy: z.string().meta({ description: 'Ignored: the seller is the caller.' }).optional(),
    status: z.string().meta({ description: 'Ignored: a new listing is available.' }).optional(),
    advertise: z.union([z.boolean(), z.string()]).meta({ description: 'Ignored: a new listing is not advertised.' }).optional(),
  })
  .meta({
    examples: [EXAMPLE_LISTING],
  });
/**
 * A listing's photos, sent as `image` (the cover, as legacy clients do) or `photos` (all, the cover
 * first): a new listing needs one of them, and with both the cover must lead the photos.
 */
const photosAgree = ({ image, photos }: { image?: string | undefined; photos?: string[] | undefined }, required: boolean) =>
  image === undefined || photos === undefined ? !required || image !== undefined || photos !== undefined : photos[0] === image;
const photoMessage = (required: boolean) => (required ? 'Photo is required' : 'The cover (`image`) must be the first of `photos`');
const photoRule = (required: boolean) => (required ? 'photoRequired' : 'coverFirst');

export const newBookSchema = refusingOriginalPriceNotAbove(newBookFields).superRefine((listing, ctx) => {
  if (!photosAgree(listing, true)) {
    const required = listing.image === undefined && listing.photos === undefined;
    ctx.addIssue({ code: 'custom', path: ['image'], message: photoMessage(required), params: { rule: photoRule(required) } });
  }
});
export type NewBookInput = z.input<typeof newBookSchema>;
export type NewBookData = z.output<typeof newBookSchema>;

/**
 * PATCH /books/{id}: the listing's fields to change, each read as a new listing's is; a field not
 * sent stays as it is, and null (or empty) clears an optional one (years, price when new, ISBN).
 */
export const bookEditSchema = idParam('book')
  .extend({
    ...newBookFields.omit({ description: true, addedBy: true, status: true, advertise: true }).partial().shape,
    description: descriptionSchema.optional(),
  })
  .refine((edit) => photosAgree(edit, false), { error: photoMessage(false), path: ['image'], params: { rule: photoRule(false) } })
  .meta({ examples: [{ book: 'The God of Small Things', price: '320', description: 'No notes in the margins after all.' }] });
export type BookEdit = z.output<typeof bookEditSchema>;
/** The editable fields, as a form sends them. */
export type BookEditInput = Omit<z.input<typeof bookEditSchema>, 'id'>;

export const statusChangeSchema = idParam('book')
  .extend({ status: z.enum(BOOK_STATUSES, { error: 'Status must be available or sold' }) })
  .meta({ examples: [{ status: 'sold' }] });

/** PATCH /book/price/{id}: a listing's new price (a lower one tells whoever saved it). */
export const priceChangeSchema = idParam('book')
  .extend({ price: priceInputSchema.meta({ description: 'The new price in major units, as text or a number ("300" or 300.50).' }) })
  .meta({ examples: [{ price: '300' }] });
export type PriceChange = z.output<typeof priceChangeSchema>;

/** Paging for the legacy list paths, which answer plain arrays. */
export const pageQuery = {
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be at least 1')
    .max(100, 'limit is at most 100')

    .meta({ description: 'How many items to answer, at most 100; all of them when not given.', examples: [24] })
    .optional(),
  cursor: idSchema.meta({ description: 'The `_id` of the last item of the previous page: the page after it.' }).optional(),
};

export const SEARCH_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
const majorAmount = z.coerce.number({ error: 'must be a number' }).min(0, 'must not be negative').max(10_000_000);

type PriceRange = { minPrice?: number | undefined; maxPrice?: number | undefined };

/** Whether a price range can match anything: its lowest price, if any, is not above its highest. */
export const priceRangeInOrder = ({ minPrice, maxPrice }: PriceRange): boolean => minPrice === undefined || maxPrice === undefined || minPrice <= maxPrice;

/** A search's schema (search, saved searches) that refuses a range upside down, naming the fault. */
export const refusingPriceRangeUpsideDown = <T extends z.ZodType<PriceRange>>(schema: T): T =>
  schema.refine(priceRangeInOrder, { error: 'minPrice is more than maxPrice', path: ['minPrice'], params: { rule: 'priceRange' } });

/** GET /books/search's fields, without the rule across them (saved searches pick some). */
export const searchQueryFields = z.object({
  q: z
    .string()
    .trim()
    .max(100, 'q is at most 100 characters')
    .meta({ description: 'Words of the title or author.', examples: ['small things'] })
    .optional(),
  categoryId: categorySlugSchema.optional(),
  condition: z.enum(CONDITIONS, { error: 'condition must be Excellent, Good or Fair' }).meta({ description: 'Only copies in this condition.' }).optional(),
  minPrice: majorAmount.meta({ description: 'The lowest price, in major units.', examples: [100] }).optional(),
  maxPrice: majorAmount.meta({ description: 'The highest price, in major units.', examples: [500] }).optional(),
  location: z
    .string()
    .trim()
    .max(120)
    .meta({ description: 'Words of the location.', examples: ['Dhaka'] })
    .optional(),
  sort: z.enum(SEARCH_SORTS, { error: 'sort must be newest, price_asc or price_desc' }).default('newest').meta({ description: 'The order of the results.' }),
  cursor: z.string().max(200).meta({ description: 'The `nextCursor` of the previous page, with the same query.' }).optional(),
  limit: z.coerce.number().int().min(1).max(48, 'limit is at most 48').default(24).meta({ description: 'How many books a page holds, at most 48.' }),
});

/** GET /books/search: words of a title or author (prefix and typo tolerant) and filters that combine. */
export const searchQuerySchema = refusingPriceRangeUpsideDown(searchQueryFields);
export type SearchQuery = z.output<typeof searchQuerySchema>;

export const searchResultSchema = z
  .object({
    items: z.array(bookSchema),
    nextCursor: z.string().nullable().meta({ description: 'Pass as `cursor` for the next page; null on the last page.' }),
  })
  .meta({ id: 'SearchResult', description: 'One page of search results.' });
export type SearchResult = z.infer<typeof searchResultSchema>;

/** GET /isbn/{isbn}: one edition's copies, cheapest first, a page at a time. */
export const editionQuerySchema = z.object({
  isbn: isbnSchema,
  cursor: searchQueryFields.shape.cursor,
  limit: searchQueryFields.shape.limit,
});
export type EditionQuery = z.output<typeof editionQuerySchema>;
