import { z } from 'zod';

/** A seller's reputation: the average of the stars buyers gave, and from how many reviews. */
export const sellerRatingSchema = z
  .object({
    average: z.number().min(1).max(5).meta({ description: 'The average rating, 1 to 5, to one decimal.' }),
    count: z.number().int().min(1).meta({ description: 'How many reviews it is the average of.' }),
  })
  .meta({
    id: 'SellerRating',
    description: 'What buyers made of a seller: their average rating and how many rated them.',
    examples: [{ average: 4.7, count: 23 }],
  });
export type SellerRating = z.infer<typeof sellerRatingSchema>;

/** The average of `count` ratings summing to `sum`, to one decimal; null before the first. */
export function sellerRating(sum: number, count: number): SellerRating | null {
  return count > 0 ? { average: Math.round((sum / count) * 10) / 10, count } : null;
}
