import { z } from 'zod';
import { pageQuery } from './books.ts';
import { idParam, idSchema, timestampSchema } from './ids.ts';
import { NOTE_MAX, noteSchema } from './note.ts';
import type { ReportReason } from './reports.ts';

/** The longest review, and the longest answer to one. */
export const REVIEW_TEXT_MAX = 1000;
/** The reasons that fit a review (it has no category and is never sold). */
export const REVIEW_REPORT_REASONS = ['offensive', 'other'] as const satisfies readonly ReportReason[];

const reviewText = z.string().trim().max(REVIEW_TEXT_MAX, `Text is at most ${REVIEW_TEXT_MAX} characters`);

/** POST /reviews: the buyer rates the seller of a completed order, once. */
export const newReviewSchema = z
  .object({
    orderId: idSchema.meta({ description: "The completed order's `_id`." }),
    rating: z
      .number({ error: 'Rating must be a whole number of stars from 1 to 5' })
      .int('Rating must be a whole number of stars from 1 to 5')
      .min(1, 'Rating must be a whole number of stars from 1 to 5')
      .max(5, 'Rating must be a whole number of stars from 1 to 5')
      .meta({ description: 'Stars, 1 to 5.' }),
    text: reviewText.default('').meta({ description: `What the buyer has to say; optional, at most ${REVIEW_TEXT_MAX} characters.` }),
  })
  .meta({ examples: [{ orderId: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d', rating: 5, text: 'Exactly as described, and handed over the same day.' }] });
export type NewReviewInput = z.input<typeof newReviewSchema>;
export type NewReviewData = z.output<typeof newReviewSchema>;

/** POST /reviews/{id}/reply: the reviewed seller answers, once. */
export const reviewReplySchema = idParam('review')
  .extend({ text: reviewText.min(1, 'Write an answer first').meta({ description: `The seller's answer, 1 to ${REVIEW_TEXT_MAX} characters.` }) })
  .meta({ examples: [{ text: 'Thank you! Enjoy the book.' }] });
export type ReviewReplyData = z.output<typeof reviewReplySchema>;

/** POST /reviews/{id}/report: anyone signed in but its author reports a review to the admins, once. */
export const reportReviewSchema = idParam('review')
  .extend({
    reason: z.enum(REVIEW_REPORT_REASONS, { error: `Reason must be one of: ${REVIEW_REPORT_REASONS.join(', ')}` }),
    note: noteSchema(NOTE_MAX.report).meta({ description: 'What the admins should look at.' }),
  })
  .meta({ examples: [{ reason: 'offensive', note: 'Insults rather than a review.' }] });
export type ReportReviewData = z.output<typeof reportReviewSchema>;

/** GET /sellers/{id}/reviews: a page of a seller's reviews. */
export const sellerReviewsQuerySchema = idParam('seller').extend(pageQuery);

export const reviewSchema = z
  .object({
    _id: z.string(),
    rating: z.number().int().min(1).max(5).meta({ description: 'Stars, 1 to 5.' }),
    text: z.string().meta({ description: "The buyer's words; may be empty." }),
    buyerName: z.string().meta({ description: 'The reviewer\'s name ("Deleted account" once their account is gone).' }),
    buyerId: z.string().nullable().meta({ description: "The reviewer's `_id` (null once their account is gone), so a client can tell its own review." }),
    book: z.string().meta({ description: 'The title that was bought.' }),
    reply: z.object({ text: z.string(), at: timestampSchema }).nullable().meta({ description: "The seller's answer, once given." }),
    createdAt: timestampSchema.meta({ description: 'When it was written.' }),
  })
  .meta({
    id: 'Review',
    description: "A buyer's rating of a completed sale, and the seller's answer.",
    examples: [
      {
        _id: '8d9e0f1a-2b3c-4d4e-9f5a-6b7c8d9e0f1a',
        rating: 5,
        text: 'Exactly as described, and handed over the same day.',
        buyerName: 'Rafi Ahmed',
        buyerId: '6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e',
        book: 'The God of Small Things',
        reply: { text: 'Thank you! Enjoy the book.', at: '2026-11-25T09:00:00.000Z' },
        createdAt: '2026-11-24T18:30:00.000Z',
      },
    ],
  });
export type Review = z.infer<typeof reviewSchema>;
