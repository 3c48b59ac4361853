import { z } from 'zod';
import { idSchema, timestampSchema } from './ids.ts';
import { NOTE_MAX, noteSchema } from './note.ts';

export const REPORT_REASONS = ['wrong_category', 'counterfeit_or_scam', 'offensive', 'already_sold', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** The reasons that fit a conversation (a conversation has no category and is never sold). */
export const CONVERSATION_REPORT_REASONS = ['offensive', 'counterfeit_or_scam', 'other'] as const satisfies readonly ReportReason[];

/** How each reason reads to people (the report form and the admin's list). */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  wrong_category: 'Wrong category',
  counterfeit_or_scam: 'Counterfeit or scam',
  offensive: 'Offensive',
  already_sold: 'Already sold',
  other: 'Other',
};

/** A listing with this many open reports from different people is hidden until an admin decides. */
export const HIDE_AFTER_OPEN_REPORTS = 3;

/** POST /reports: a signed-in user reports a listing, once. */
export const newReportSchema = z
  .object({
    bookId: idSchema.meta({ description: 'The `_id` of the book to report.' }),
    reason: z.enum(REPORT_REASONS, { error: `Reason must be one of: ${REPORT_REASONS.join(', ')}` }),
    note: noteSchema(NOTE_MAX.report).meta({ description: 'Anything the admins should know.' }),
  })
  .meta({ examples: [{ bookId: '0b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6b', reason: 'counterfeit_or_scam', note: 'The photo is from another site.' }] });
export type NewReportInput = z.input<typeof newReportSchema>;
export type NewReportData = z.output<typeof newReportSchema>;

/**
 * One open report as GET /reported-items lists it: legacy `book`, `sellerEmail` and `buyer` (the
 * reporter's email), plus what an admin needs to decide.
 */
export const reportedItemSchema = z
  .object({
    _id: z.string(),
    bookId: z.string().nullable(),
    conversationId: z.string().nullable().meta({
      description:
        "Set when the report is about a conversation rather than a listing (then `bookId` is null and `sellerEmail` is the reported party's): admins may read its messages while it is open.",
    }),
    reviewId: z.string().nullable().meta({
      description:
        "Set when the report is about a review (then `bookId` is null, `book` is the title that was bought and `sellerEmail` is the reviewer's): upholding it removes the review.",
    }),
    review: z
      .object({ rating: z.number().int().min(1).max(5), text: z.string() })
      .nullable()
      .meta({ description: "The reported review's stars and words, while it exists (null for other reports)." }),
    book: z.string(),
    sellerEmail: z.string(),
    buyer: z.string(),
    reason: z.enum(REPORT_REASONS),
    note: z.string(),
    /** The listing is hidden from public lists while it has enough open reports. */
    hidden: z.boolean(),
    image: z.string().optional().meta({ description: "The listing's photo (its card-sized thumbnail when there is one); absent once the listing is gone." }),
    createdAt: timestampSchema.meta({ description: 'When it was reported.' }),
  })
  .meta({ id: 'ReportedItem', description: 'An open report of a listing, a conversation or a review.' });
export type ReportedItem = z.infer<typeof reportedItemSchema>;

/** GET /reports/mine: the listings the caller has reported, so a client offers Report only once. */
export const reportedBookIdsSchema = z.array(z.string().meta({ description: "A reported listing's `_id`." })).meta({
  id: 'ReportedBookIds',
  description: 'The `_id`s of the listings the caller has reported (listings since removed are left out).',
  examples: [['0b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6b']],
});
