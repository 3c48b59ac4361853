import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** Cancels an unpaid order; the copy is free again, so the lists that show it are read again. */
export function useCancelOrder() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.orders.cancel.mutationOptions({
      onSuccess: async () => {
        notify.success('Booking cancelled');
        await Promise.all([
          queryClient.invalidateQueries(trpc.orders.pathFilter()),
          queryClient.invalidateQueries(trpc.catalog.pathFilter()),
          queryClient.invalidateQueries(trpc.books.mine.pathFilter()),
        ]);
      },
    }),
  );
}
