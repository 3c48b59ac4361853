import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';
import { usePaymentSucceeded } from './use-payment-succeeded.ts';

/** Pays with the built-in test provider (DESIGN section 4). */
export function useConfirmTestPayment() {
  const trpc = useTRPC();
  const succeeded = usePaymentSucceeded();
  return useMutation(trpc.orders.confirmTestPayment.mutationOptions({ onSuccess: succeeded }));
}
