import { trpc } from '../../lib/trpc.ts';
import { usePaymentSucceeded } from './use-payment-succeeded.ts';

/** Pays with the built-in test provider (DESIGN section 4). */
export function useConfirmTestPayment() {
  const succeeded = usePaymentSucceeded();
  return trpc.orders.confirmTestPayment.useMutation({ onSuccess: succeeded });
}
