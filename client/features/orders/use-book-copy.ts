import { notify } from '../../lib/notify.ts';
import { trpc } from '../../lib/trpc.ts';

/**
 * Books a copy (SPEC section 2's 'This item is booked'), then reads again every list that shows
 * it: the card turns 'Booked', My Orders gains the order, the seller's My products its buyer.
 * A refusal is toasted by the shared mutation cache; the modal shows it too.
 */
export function useBookCopy() {
  const utils = trpc.useUtils();
  return trpc.orders.book.useMutation({
    onSuccess: async () => {
      notify.success('This item is booked');
      await Promise.all([utils.catalog.invalidate(), utils.orders.invalidate(), utils.books.mine.invalidate()]);
    },
  });
}
