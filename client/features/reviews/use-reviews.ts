import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** Reviews change the seller's rating wherever it shows: the orders, the seller's reviews and profile, and book cards are read again. */
function useAfterReview(message: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return {
    onSuccess: async () => {
      notify.success(message);
      await Promise.all([
        queryClient.invalidateQueries(trpc.orders.pathFilter()),
        queryClient.invalidateQueries(trpc.reviews.bySeller.pathFilter()),
        queryClient.invalidateQueries(trpc.catalog.pathFilter()),
      ]);
    },
  };
}

export const useReviewOrder = () => useMutation(useTRPC().reviews.create.mutationOptions(useAfterReview('Thank you: your review is posted')));
export const useReplyToReview = () => useMutation(useTRPC().reviews.reply.mutationOptions(useAfterReview('Your answer is posted')));
export const useReportReview = () =>
  useMutation(useTRPC().reviews.report.mutationOptions({ onSuccess: () => notify.success('Thank you: an admin will look at it') }));
