import { notify } from '../../lib/notify.ts';
import { trpc } from '../../lib/trpc.ts';

/** Cancels an unpaid order; the copy is free again, so the lists that show it are read again. */
export function useCancelOrder() {
  const utils = trpc.useUtils();
  return trpc.orders.cancel.useMutation({
    onSuccess: async () => {
      notify.success('Booking cancelled');
      await Promise.all([utils.orders.invalidate(), utils.catalog.invalidate(), utils.books.mine.invalidate()]);
    },
  });
}
