import { notify } from '../../lib/notify.ts';
import { trpc } from '../../lib/trpc.ts';

/** Reviews change the seller's rating wherever it shows: the orders, the seller's reviews and profile, and book cards are read again. */
function useAfterReview(message: string) {
  const utils = trpc.useUtils();
  return {
    onSuccess: async () => {
      notify.success(message);
      await Promise.all([utils.orders.invalidate(), utils.reviews.bySeller.invalidate(), utils.catalog.invalidate()]);
    },
  };
}

export const useReviewOrder = () => trpc.reviews.create.useMutation(useAfterReview('Thank you: your review is posted'));
export const useReplyToReview = () => trpc.reviews.reply.useMutation(useAfterReview('Your answer is posted'));
export const useReportReview = () => trpc.reviews.report.useMutation({ onSuccess: () => notify.success('Thank you: an admin will look at it') });
