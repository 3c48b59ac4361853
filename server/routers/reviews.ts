import { z } from 'zod';
import { newReviewSchema, reportReviewSchema, reviewReplySchema, reviewSchema, sellerReviewsQuerySchema } from '../../shared/reviews.ts';
import { createdResultSchema } from '../../shared/results.ts';
import { reportReview } from '../services/reports.ts';
import { replyToReview, reviewOrder, sellerReviews } from '../services/reviews.ts';
import { memberProcedure, publicReadProcedure, router } from '../trpc/init.ts';

export const reviewsRouter = router({
  create: memberProcedure
    .meta({
      forbiddenWhen: "is not the order's buyer",
      openapi: {
        method: 'POST',
        path: '/reviews',
        tags: ['reviews'],
        summary: 'Rate the seller of a completed order (its buyer, once)',
        description:
          "The buyer gives the seller 1 to 5 stars and, if they like, a few words (at most 1,000 characters). The seller's " +
          'average and count change at once on their cards, book pages and profile, and the seller is told. The order then ' +
          "reads its `rating`. **Who:** the order's buyer, once it is completed.",
        errorResponses: {
          404: 'There is no order with this id.',
          409: "The order is not completed yet, was rated already (an admin's removal of its review is final), or its seller's account is gone.",
        },
      },
    })
    .input(newReviewSchema)
    .output(createdResultSchema)
    .mutation(({ ctx, input }) => reviewOrder(ctx.deps, ctx.caller.user, input)),

  reply: memberProcedure
    .meta({
      forbiddenWhen: 'is not the reviewed seller',
      openapi: {
        method: 'POST',
        path: '/reviews/{id}/reply',
        tags: ['reviews'],
        summary: 'Answer a review of the caller (its seller, once)',
        description:
          "The reviewed seller's public answer, shown under the review; the reviewer is told. Answers the review. **Who:** the reviewed seller, once.",
        errorResponses: {
          404: 'There is no review with this id.',
          409: 'The seller has already answered this review.',
        },
      },
    })
    .input(reviewReplySchema)
    .output(reviewSchema)
    .mutation(({ ctx, input }) => replyToReview(ctx.deps, ctx.caller.user, input)),

  report: memberProcedure
    .meta({
      forbiddenWhen: 'has an unverified email, or wrote the review',
      openapi: {
        method: 'POST',
        path: '/reviews/{id}/report',
        tags: ['reviews'],
        summary: 'Report a review to the admins',
        description:
          'The review reaches Reported Items (`GET /reported-items`, with its `reviewId`), where an admin removes it (its ' +
          "rating leaves the seller's average) or lets it stay. Once per review and person. **Who:** anyone with a verified " +
          "email but the review's author.",
        errorResponses: {
          404: 'There is no review with this id.',
          409: 'The caller has already reported this review.',
        },
      },
      privateWrite: true,
    })
    .input(reportReviewSchema)
    .output(createdResultSchema)
    .mutation(({ ctx, input }) => reportReview(ctx.deps, ctx.caller.user, input)),

  bySeller: publicReadProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/sellers/{id}/reviews',
        tags: ['reviews'],
        summary: "A seller's reviews, newest first",
        description:
          "What buyers wrote of the seller, with the seller's answers, newest first, `limit` at a time (all when no limit is " +
          "given); for the next page pass the last review's `_id` as `cursor`. The average and count are on the profile " +
          '(`GET /sellers/{id}`). An unknown seller has no reviews. Changes nothing. **Who:** anyone; no token needed.',
        errorResponses: { 400: 'The id, `limit` or `cursor` is malformed.' },
      },
    })
    .input(sellerReviewsQuerySchema)
    .output(z.array(reviewSchema))
    .query(({ ctx, input }) => sellerReviews(ctx.deps, input.id, input)),
});
