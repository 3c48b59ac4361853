import { z } from 'zod';

/** A category as the legacy wire carries it: `category` is the name, `categoryId` the URL slug. */
export const categorySchema = z
  .object({
    _id: z.string(),
    category: z.string().meta({ description: "The category's name." }),
    categoryBn: z.string().nullable().meta({ description: "The category's name in Bangla, for pages in Bangla; null: it has none yet." }),
    categoryId: z.string().meta({ description: "The category's URL slug, used to name it in other calls." }),
  })
  .meta({
    id: 'Category',
    description: 'A category of books.',
    examples: [{ _id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f', category: 'Fiction', categoryBn: 'কথাসাহিত্য', categoryId: 'fiction' }],
  });
export type Category = z.infer<typeof categorySchema>;

export const categorySlugSchema = z
  .string()
  .trim()
  .min(1, 'categoryId is required')
  .max(64, 'categoryId is at most 64 characters')
  .regex(/^[a-z0-9-]+$/, 'categoryId may contain only lower-case letters, digits and dashes')
  .meta({ description: "A category's `categoryId` (its URL slug; `GET /categories` lists them).", examples: ['fiction'] });
