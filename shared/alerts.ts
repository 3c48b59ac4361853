import { z } from 'zod';
import { CONDITIONS, refusingPriceRangeUpsideDown, searchQueryFields } from './books.ts';
import { idParam, idSchema, timestampSchema } from './ids.ts';

/** How many searches one person may keep saved. */
export const MAX_SAVED_SEARCHES = 20;

/** POST /saved-searches: a search to hear about, as /books/search takes it (words required; no sort or paging). */
export const savedSearchInputSchema = refusingPriceRangeUpsideDown(
  searchQueryFields.pick({ categoryId: true, condition: true, minPrice: true, maxPrice: true, location: true }).extend({
    q: z
      .string({ error: 'Say what you are looking for: a word of a title or author' })
      .trim()
      .min(1, 'Say what you are looking for: a word of a title or author')
      .max(100, 'q is at most 100 characters')
      .regex(/[\p{L}\p{N}]/u, 'Say what you are looking for: a word of a title or author')
      .meta({ description: 'Words of the title or author, matched as search matches them (word prefixes, typos).', examples: ['god of small things'] }),
  }),
).meta({ examples: [{ q: 'god of small things', maxPrice: 500, location: 'Dhaka' }] });
export type SavedSearchInput = z.input<typeof savedSearchInputSchema>;
export type SavedSearchData = z.output<typeof savedSearchInputSchema>;

export const savedSearchSchema = z
  .object({
    _id: z.string(),
    q: z.string().meta({ description: 'The words, as given.' }),
    categoryId: z.string().nullable().meta({ description: "Only this category's `categoryId`; null: any." }),
    condition: z.enum(CONDITIONS).nullable(),
    minPrice: z.number().nullable().meta({ description: 'The lowest price, in major units; null: none.' }),
    maxPrice: z.number().nullable().meta({ description: 'The highest price, in major units; null: none.' }),
    location: z.string().nullable(),
    createdAt: timestampSchema.meta({ description: 'When it was saved.' }),
  })
  .meta({
    id: 'SavedSearch',
    description: 'A search whose new matching listings the user is told about.',
    examples: [
      {
        _id: '9e0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b',
        q: 'god of small things',
        categoryId: null,
        condition: null,
        minPrice: null,
        maxPrice: 500,
        location: 'Dhaka',
        createdAt: '2026-11-24T18:30:00.000Z',
      },
    ],
  });
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** PUT and DELETE /wishlist/{bookId}. */
export const wishlistBookSchema = z.object({ bookId: idSchema.meta({ description: "The book's `_id`.", examples: ['0b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6b'] }) });

/** GET /wishlist/ids: the books the caller saved, so a client draws their hearts filled. */
export const savedBookIdsSchema = z
  .array(z.string().meta({ description: "A saved book's `_id`." }))
  .meta({ id: 'SavedBookIds', description: 'The `_id`s of the books the caller saved.', examples: [['0b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6b']] });

export const savedSearchIdSchema = idParam('saved search');
