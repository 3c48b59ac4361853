import { useMutation } from '@tanstack/react-query';
import { toMajorText } from '../../../shared/money.ts';
import type { KeyOf } from '../../i18n/namespace.ts';
import { selling } from '../../i18n/selling.ts';
import { notify } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useReadAgain } from '../../lib/read-again.ts';
import { useStoreCurrency } from '../../lib/use-store-currency.ts';

/**
 * The seller's changes to one listing, each with its toast ('status updated', 'Added for
 * advertise', ...). After each, the seller's list and the public lists (home Advertisement,
 * categories, search) are read again. Failures (a sold book cannot be advertised, say) are
 * toasted by the shared mutation cache.
 */
export function useProductActions() {
  const trpc = useTRPC();
  const readAgain = useReadAgain();
  const currency = useStoreCurrency();
  const refresh = () => readAgain(trpc.books.mine.pathFilter(), trpc.catalog.pathFilter());
  const after = (message: KeyOf<typeof selling>) => ({
    onSuccess: async () => {
      notify.success(selling.t(message));
      await refresh();
    },
  });

  const setStatus = useMutation(trpc.books.setStatus.mutationOptions(after('done.status')));
  const advertise = useMutation(trpc.books.advertise.mutationOptions(after('done.advertised')));
  const unadvertise = useMutation(trpc.books.unadvertise.mutationOptions(after('done.unadvertised')));
  const remove = useMutation(trpc.books.remove.mutationOptions(after('done.deleted')));
  const price = useMutation(trpc.books.price.mutationOptions(after('done.price')));

  return {
    busy: setStatus.isPending || advertise.isPending || unadvertise.isPending || remove.isPending || price.isPending,
    setStatus: (id: string, status: 'available' | 'sold') => setStatus.mutate({ id, status }),
    advertise: (id: string) => advertise.mutate({ id }),
    unadvertise: (id: string) => unadvertise.mutate({ id }),
    remove: (id: string) => remove.mutate({ id }),
    /** Resolves once changed (the price dialog closes then), rejects with the server's refusal. */
    setPrice: (id: string, minor: number) => price.mutateAsync({ id, price: toMajorText(minor, currency) }),
  };
}

export type ProductActions = ReturnType<typeof useProductActions>;
