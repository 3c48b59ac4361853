import { useMutation } from '@tanstack/react-query';
import { notify } from '../../lib/notify.ts';
import { useReadAgain } from '../../lib/read-again.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** Settles a sale owed to a deleted seller, then reads the list again (it leaves it). */
export function useSettleOwed() {
  const trpc = useTRPC();
  const readAgain = useReadAgain();
  return useMutation(
    trpc.admin.settleOwed.mutationOptions({
      onSuccess: async (_result, { how }) => {
        notify.success(how === 'paid_outside' ? 'Payment recorded' : 'Refunded');
        await readAgain(trpc.admin.owedToDeletedSellers.pathFilter(), trpc.users.notifications.pathFilter());
      },
    }),
  );
}
