import { toMajorText } from '../../../shared/money.ts';
import { notify } from '../../lib/notify.ts';
import { trpc } from '../../lib/trpc.ts';

/**
 * The seller's changes to one listing, each with SPEC section 2's toast. After each, the seller's
 * list and the public lists (home Advertisement, categories, search) are read again. Failures
 * (a sold book cannot be advertised, say) are toasted by the shared mutation cache.
 */
export function useProductActions() {
  const utils = trpc.useUtils();
  const refresh = () => Promise.all([utils.books.mine.invalidate(), utils.catalog.invalidate()]);
  const after = (message: string) => ({
    onSuccess: async () => {
      notify.success(message);
      await refresh();
    },
  });

  const setStatus = trpc.books.setStatus.useMutation(after('status updated'));
  const advertise = trpc.books.advertise.useMutation(after('Added for advertise'));
  const unadvertise = trpc.books.unadvertise.useMutation(after('Advertise removed'));
  const remove = trpc.books.remove.useMutation(after('Delete Success'));
  const price = trpc.books.price.useMutation(after('Price changed'));

  return {
    busy: setStatus.isPending || advertise.isPending || unadvertise.isPending || remove.isPending || price.isPending,
    setStatus: (id: string, status: 'available' | 'sold') => setStatus.mutate({ id, status }),
    advertise: (id: string) => advertise.mutate({ id }),
    unadvertise: (id: string) => unadvertise.mutate({ id }),
    remove: (id: string) => remove.mutate({ id }),
    /** Resolves once changed (the price dialog closes then), rejects with the server's refusal. */
    setPrice: (id: string, minor: number) => price.mutateAsync({ id, price: toMajorText(minor) }),
  };
}

export type ProductActions = ReturnType<typeof useProductActions>;
