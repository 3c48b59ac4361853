import { z } from 'zod';
import { pageQuery } from './books.ts';
import { bundleDiscountSchema } from './bundles.ts';
import { idParam, timestampSchema } from './ids.ts';
import { sellerRatingSchema } from './rating.ts';

/** A seller as anyone may see them: who they are and how they have done, never how to reach them. */
export const sellerProfileSchema = z
  .object({
    _id: z.string().meta({ description: "The seller's id (a UUID)." }),
    name: z.string().meta({ description: 'The name the seller goes by.' }),
    image: z.string().meta({ description: "The profile photo's URL; empty when there is none." }),
    bio: z.string().meta({ description: "The seller's few words about themselves; may be empty." }),
    verified: z.boolean().meta({ description: 'Whether an admin verified the seller.' }),
    memberSince: timestampSchema.meta({ description: 'When the seller signed up.' }),
    soldCount: z.number().int().min(0).meta({ description: 'How many of their listings are sold.' }),
    rating: sellerRatingSchema.nullable().meta({
      description: 'Their average rating from buyers, and how many rated them (`GET /sellers/{id}/reviews` lists the reviews); null before the first.',
    }),
    bundleDiscount: bundleDiscountSchema.nullable().meta({
      description: 'What they take off a bundle of enough of their copies (`POST /bundles`); null when they give no bundle discount.',
    }),
  })
  .meta({
    id: 'SellerProfile',
    description: "A seller's public profile.",
    examples: [
      {
        _id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
        name: 'Nadia Rahman',
        image: 'https://books.example.com/images/5c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f.webp',
        bio: 'I sell the novels I have read twice. Pick-up in Dhanmondi.',
        verified: true,
        memberSince: '2026-03-02T09:15:00.000Z',
        soldCount: 12,
        rating: { average: 4.7, count: 23 },
        bundleDiscount: { percent: 10, minBooks: 3 },
      },
    ],
  });
export type SellerProfile = z.infer<typeof sellerProfileSchema>;

/** GET /sellers/{id}/books: a page of one seller's public listings. */
export const sellerBooksQuerySchema = idParam('seller').extend(pageQuery);
