import { useQuery } from '@tanstack/react-query';
import { useTRPCClient } from '../../lib/trpc.ts';

/**
 * Starts paying for an order: the server makes the payment intent with the order's own amount.
 * Read once per visit (never refetched behind the form's back, never kept after leaving), and
 * not retried: a paid or cancelled order is refused for good. A failure is toasted by the shared
 * query cache and shown on the page.
 */
export function usePaymentIntent(orderId: string, enabled: boolean) {
  const trpcClient = useTRPCClient();
  return useQuery({
    queryKey: ['payment-intent', orderId],
    queryFn: () => trpcClient.orders.paymentIntent.mutate({ orderId }),
    enabled,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
