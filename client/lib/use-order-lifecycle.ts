import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from './notify.ts';
import { useTRPC } from './trpc.ts';

/**
 * The moves after payment, from the web app: each says what happened and reads again the lists that
 * show the order (the buyer's orders, the seller's listings, the admin's problems, the bell).
 */
function useAfterMove(message: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return {
    onSuccess: async () => {
      notify.success(message);
      await Promise.all([
        queryClient.invalidateQueries(trpc.orders.pathFilter()),
        queryClient.invalidateQueries(trpc.books.mine.pathFilter()),
        queryClient.invalidateQueries(trpc.admin.problems.pathFilter()),
        queryClient.invalidateQueries(trpc.users.notifications.pathFilter()),
      ]);
    },
  };
}

export const useHandOver = () => useMutation(useTRPC().orders.handedOver.mutationOptions(useAfterMove('Marked handed over')));
export const useConfirmReceived = () => useMutation(useTRPC().orders.received.mutationOptions(useAfterMove('Thanks: the order is complete')));
export const useOpenProblem = () => useMutation(useTRPC().orders.problem.mutationOptions(useAfterMove('Problem reported: an admin will look at it')));
export const useRefundProblem = () => useMutation(useTRPC().admin.refundProblem.mutationOptions(useAfterMove('Refunded')));
export const useReleaseProblem = () => useMutation(useTRPC().admin.releaseProblem.mutationOptions(useAfterMove('Released to the seller')));
