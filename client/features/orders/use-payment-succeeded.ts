import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * What follows a successful card payment, whichever provider took it: the order is paid and the
 * copy sold, so the lists that show them are read again before the buyer returns to My Orders.
 */
export function usePaymentSucceeded() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    notify.success('Payment successful');
    await Promise.all([
      queryClient.invalidateQueries(trpc.orders.pathFilter()),
      queryClient.invalidateQueries(trpc.catalog.pathFilter()),
      queryClient.invalidateQueries(trpc.books.mine.pathFilter()),
    ]);
    await navigate('/dashboard/buyer');
  };
}
