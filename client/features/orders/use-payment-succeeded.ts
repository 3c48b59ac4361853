import { useNavigate } from 'react-router';
import { payment } from '../../i18n/payment.ts';
import { notify } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useReadAgain } from '../../lib/read-again.ts';
import { copyLists } from './copy-lists.ts';

/**
 * What follows a successful card payment, whichever provider took it: the order is paid and the
 * copy sold, so the lists that show them are read again before the buyer returns to My Orders.
 */
export function usePaymentSucceeded() {
  const trpc = useTRPC();
  const readAgain = useReadAgain();
  const navigate = useNavigate();
  return async () => {
    notify.success(payment.t('succeeded'));
    await readAgain(...copyLists(trpc));
    await navigate('/dashboard/buyer');
  };
}
