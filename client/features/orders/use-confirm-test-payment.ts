import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify.ts';
import { trpc } from '../../lib/trpc.ts';

/**
 * Pays with the built-in test provider (DESIGN section 4). On success the order is paid and the copy
 * sold, so the lists that show them are read again before the buyer returns to My Orders.
 */
export function useConfirmTestPayment() {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  return trpc.orders.confirmTestPayment.useMutation({
    onSuccess: async () => {
      notify.success('Payment successful');
      await Promise.all([utils.orders.invalidate(), utils.catalog.invalidate(), utils.books.mine.invalidate()]);
      await navigate('/dashboard/buyer');
    },
  });
}
