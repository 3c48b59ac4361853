import { useMutation } from '@tanstack/react-query';
import { notify } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useReadAgain } from '../../lib/read-again.ts';

/**
 * The moves after payment, from the web app: each says what happened and reads again the lists that
 * show the order (the buyer's orders, the seller's listings, the admin's problems, the bell).
 */
function useAfterMove(message: string) {
  const trpc = useTRPC();
  const readAgain = useReadAgain();
  return {
    onSuccess: async () => {
      notify.success(message);
      await readAgain(trpc.orders.pathFilter(), trpc.books.mine.pathFilter(), trpc.admin.problems.pathFilter(), trpc.users.notifications.pathFilter());
    },
  };
}

export const useHandOver = () => useMutation(useTRPC().orders.handedOver.mutationOptions(useAfterMove('Marked handed over')));
export const useConfirmReceived = () => useMutation(useTRPC().orders.received.mutationOptions(useAfterMove('Thanks: the order is complete')));
export const useOpenProblem = () => useMutation(useTRPC().orders.problem.mutationOptions(useAfterMove('Problem reported: an admin will look at it')));
export const useRefundProblem = () => useMutation(useTRPC().admin.refundProblem.mutationOptions(useAfterMove('Refunded')));
export const useReleaseProblem = () => useMutation(useTRPC().admin.releaseProblem.mutationOptions(useAfterMove('Released to the seller')));
