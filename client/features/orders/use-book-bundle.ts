import { useMutation } from '@tanstack/react-query';
import { orders } from '../../i18n/orders.ts';
import { notify } from '../../lib/notify.ts';
import { useReadAgain } from '../../lib/read-again.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { copyLists } from './copy-lists.ts';

/**
 * Books several copies of one seller together (toasting it), then reads again every list that
 * shows them. A refusal (one copy went a moment before) is toasted by the shared mutation cache;
 * the modal shows it too.
 */
export function useBookBundle() {
  const trpc = useTRPC();
  const readAgain = useReadAgain();
  return useMutation(
    trpc.bundles.book.mutationOptions({
      onSuccess: async () => {
        notify.success(orders.t('bundleBooked'));
        await readAgain(...copyLists(trpc));
      },
    }),
  );
}
