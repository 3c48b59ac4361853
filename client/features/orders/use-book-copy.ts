import { useMutation } from '@tanstack/react-query';
import { orders } from '../../i18n/orders.ts';
import { notify } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useReadAgain } from '../../lib/read-again.ts';
import { copyLists } from './copy-lists.ts';

/**
 * Books a copy (toasting 'This item is booked'), then reads again every list that shows
 * it: the card turns 'Booked', My Orders gains the order, the seller's My products its buyer.
 * A refusal is toasted by the shared mutation cache; the modal shows it too.
 */
export function useBookCopy() {
  const trpc = useTRPC();
  const readAgain = useReadAgain();
  return useMutation(
    trpc.orders.book.mutationOptions({
      onSuccess: async () => {
        notify.success(orders.t('booked'));
        await readAgain(...copyLists(trpc));
      },
    }),
  );
}
