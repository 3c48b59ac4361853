import { z } from 'zod';

/** A category as the legacy wire carries it: `category` is the name, `categoryId` the URL slug. */
export const categorySchema = z.object({
  _id: z.string(),
  category: z.string(),
  categoryId: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const categorySlugSchema = z
  .string()
  .trim()
  .min(1, 'categoryId is required')
  .max(64, 'categoryId is at most 64 characters')
  .regex(/^[a-z0-9-]+$/, 'categoryId may contain only lower-case letters, digits and dashes');
