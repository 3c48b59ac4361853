import { useMutation } from '@tanstack/react-query';
import { notify } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useReadAgain } from '../../lib/read-again.ts';

/** Reviews change the seller's rating wherever it shows: the orders, the seller's reviews and profile, and book cards are read again. */
function useAfterReview(message: string) {
  const trpc = useTRPC();
  const readAgain = useReadAgain();
  return {
    onSuccess: async () => {
      notify.success(message);
      await readAgain(trpc.orders.pathFilter(), trpc.reviews.bySeller.pathFilter(), trpc.catalog.pathFilter());
    },
  };
}

export const useReviewOrder = () => useMutation(useTRPC().reviews.create.mutationOptions(useAfterReview('Thank you: your review is posted')));
export const useReplyToReview = () => useMutation(useTRPC().reviews.reply.mutationOptions(useAfterReview('Your answer is posted')));
export const useReportReview = () =>
  useMutation(useTRPC().reviews.report.mutationOptions({ onSuccess: () => notify.success('Thank you: an admin will look at it') }));
