import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';
import { usePaymentSucceeded } from './use-payment-succeeded.ts';

/** Pays with the built-in test provider, which stands in for Stripe when no Stripe keys are set. */
export function useConfirmTestPayment() {
  const trpc = useTRPC();
  const succeeded = usePaymentSucceeded();
  return useMutation(trpc.orders.confirmTestPayment.mutationOptions({ onSuccess: succeeded }));
}
