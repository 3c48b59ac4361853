import { z } from 'zod';
import { CONDITIONS } from './books.ts';
import { idSchema } from './ids.ts';
import { optionalIsbnSchema } from './isbn.ts';

/** Fewer copies than this say nothing about a price: no spread is shown for them. */
export const MIN_COMPARABLES = 3;

/** GET /price-hint: the copy being listed, by its edition (ISBN) or its title and author, and its condition. */
export const priceHintQuerySchema = z
  .object({
    isbn: optionalIsbnSchema,
    title: z.string().trim().max(200, 'title is at most 200 characters').meta({ description: 'The title, with `author`.' }).optional(),
    author: z.string().trim().max(120, 'author is at most 120 characters').meta({ description: 'The author, with `title`.' }).optional(),
    condition: z.enum(CONDITIONS, { error: 'condition must be Excellent, Good or Fair' }).meta({ description: 'The condition of the copy.' }),
    except: idSchema.meta({ description: 'A listing to leave out: the one being edited.' }).optional(),
  })
  .refine(({ isbn, title, author }) => isbn !== null || (Boolean(title) && Boolean(author)), {
    error: 'Give an ISBN, or a title and an author',
    path: ['isbn'],
  })
  .meta({ examples: [{ isbn: '9780141439563', condition: 'Excellent' }] });
export type PriceHintQuery = z.output<typeof priceHintQuerySchema>;

const spreadSchema = z
  .object({
    count: z.number().int().min(MIN_COMPARABLES),
    medianMinor: z.number().int().meta({ description: 'The middle price, in minor units of the store currency.' }),
    lowMinor: z.number().int(),
    highMinor: z.number().int(),
  })
  .nullable()
  .meta({ description: `null when fewer than ${MIN_COMPARABLES} copies compare.` });
export type PriceSpread = z.infer<typeof spreadSchema>;

export const priceHintSchema = z
  .object({
    asking: spreadSchema.meta({ description: 'What comparable copies on sale now ask.' }),
    sold: spreadSchema.meta({ description: 'What comparable copies sold for in the last 12 months (paid, not refunded).' }),
  })
  .meta({
    id: 'PriceHint',
    description:
      `Copies of the same edition (ISBN), or of the same title and author, in the same condition, in this store. A spread ` +
      `needs at least ${MIN_COMPARABLES} copies.`,
    examples: [{ asking: { count: 4, medianMinor: 45000, lowMinor: 38000, highMinor: 50000 }, sold: null }],
  });
export type PriceHint = z.infer<typeof priceHintSchema>;
