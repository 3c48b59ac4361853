import { useMutation } from '@tanstack/react-query';
import { notify } from '../../lib/notify.ts';
import { useReadAgain } from '../../lib/read-again.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { admin } from '../../i18n/admin.ts';

/** Settles a sale owed to a deleted seller, then reads the list again (it leaves it). */
export function useSettleOwed() {
  const trpc = useTRPC();
  const readAgain = useReadAgain();
  return useMutation(
    trpc.admin.settleOwed.mutationOptions({
      onSuccess: async (_result, { how }) => {
        notify.success(admin.t(how === 'paid_outside' ? 'paymentRecorded' : 'refunded'));
        await readAgain(trpc.admin.owedToDeletedSellers.pathFilter(), trpc.users.notifications.pathFilter());
      },
    }),
  );
}
