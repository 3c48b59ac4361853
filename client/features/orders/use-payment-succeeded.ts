import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useReadAgain } from '../../lib/read-again.ts';

/**
 * What follows a successful card payment, whichever provider took it: the order is paid and the
 * copy sold, so the lists that show them are read again before the buyer returns to My Orders.
 */
export function usePaymentSucceeded() {
  const trpc = useTRPC();
  const readAgain = useReadAgain();
  const navigate = useNavigate();
  return async () => {
    notify.success('Payment successful');
    await readAgain(trpc.orders.pathFilter(), trpc.catalog.pathFilter(), trpc.books.mine.pathFilter());
    await navigate('/dashboard/buyer');
  };
}
