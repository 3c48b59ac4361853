import { useMutation } from '@tanstack/react-query';
import { orders } from '../../i18n/orders.ts';
import { notify } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useReadAgain } from '../../lib/read-again.ts';
import { copyLists } from './copy-lists.ts';

/** Cancels an unpaid order; the copy is free again, so the lists that show it are read again. */
export function useCancelOrder() {
  const trpc = useTRPC();
  const readAgain = useReadAgain();
  return useMutation(
    trpc.orders.cancel.mutationOptions({
      onSuccess: async () => {
        notify.success(orders.t('bookingCancelled'));
        await readAgain(...copyLists(trpc));
      },
    }),
  );
}
