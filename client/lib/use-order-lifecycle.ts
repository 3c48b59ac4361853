import { notify } from './notify.ts';
import { trpc } from './trpc.ts';

/**
 * The moves after payment, from the web app: each says what happened and reads again the lists that
 * show the order (the buyer's orders, the seller's listings, the admin's problems, the bell).
 */
function useAfterMove(message: string) {
  const utils = trpc.useUtils();
  return {
    onSuccess: async () => {
      notify.success(message);
      await Promise.all([utils.orders.invalidate(), utils.books.mine.invalidate(), utils.admin.problems.invalidate(), utils.users.notifications.invalidate()]);
    },
  };
}

export const useHandOver = () => trpc.orders.handedOver.useMutation(useAfterMove('Marked handed over'));
export const useConfirmReceived = () => trpc.orders.received.useMutation(useAfterMove('Thanks: the order is complete'));
export const useOpenProblem = () => trpc.orders.problem.useMutation(useAfterMove('Problem reported: an admin will look at it'));
export const useRefundProblem = () => trpc.admin.refundProblem.useMutation(useAfterMove('Refunded'));
export const useReleaseProblem = () => trpc.admin.releaseProblem.useMutation(useAfterMove('Released to the seller'));
