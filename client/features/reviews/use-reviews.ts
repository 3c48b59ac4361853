import { useMutation } from '@tanstack/react-query';
import type { KeyOf } from '../../i18n/namespace.ts';
import { reviews } from '../../i18n/reviews.ts';
import { notify } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useReadAgain } from '../../lib/read-again.ts';

/** Reviews change the seller's rating wherever it shows: the orders, the seller's reviews and profile, and book cards are read again. */
function useAfterReview(message: KeyOf<typeof reviews>) {
  const trpc = useTRPC();
  const readAgain = useReadAgain();
  return {
    onSuccess: async () => {
      notify.success(reviews.t(message));
      await readAgain(trpc.orders.pathFilter(), trpc.reviews.bySeller.pathFilter(), trpc.catalog.pathFilter());
    },
  };
}

export const useReviewOrder = () => useMutation(useTRPC().reviews.create.mutationOptions(useAfterReview('posted')));
export const useReplyToReview = () => useMutation(useTRPC().reviews.reply.mutationOptions(useAfterReview('answerPosted')));
export const useReportReview = () => useMutation(useTRPC().reviews.report.mutationOptions({ onSuccess: () => notify.success(reviews.t('reported')) }));
