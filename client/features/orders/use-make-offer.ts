import { useMutation } from '@tanstack/react-query';
import { orders } from '../../i18n/orders.ts';
import { notify } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** Sends an offer (toasting that it is sent); a refusal is toasted by the shared mutation cache, and the modal shows it too. */
export function useMakeOffer() {
  const trpc = useTRPC();
  return useMutation(trpc.offers.make.mutationOptions({ onSuccess: () => notify.success(orders.t('offerSent')) }));
}
