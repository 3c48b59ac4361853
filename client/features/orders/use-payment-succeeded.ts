import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify.ts';
import { trpc } from '../../lib/trpc.ts';

/**
 * What follows a successful card payment, whichever provider took it: the order is paid and the
 * copy sold, so the lists that show them are read again before the buyer returns to My Orders.
 */
export function usePaymentSucceeded() {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  return async () => {
    notify.success('Payment successful');
    await Promise.all([utils.orders.invalidate(), utils.catalog.invalidate(), utils.books.mine.invalidate()]);
    await navigate('/dashboard/buyer');
  };
}
