import { useMutation } from '@tanstack/react-query';
import type { SavedSearchInput } from '../../../shared/alerts.ts';
import { notify } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useReadAgain } from '../../lib/read-again.ts';

/** The search on screen: its words (without them there is nothing to save) and its filters; its sort is not saved. */
type ShownSearch = Omit<SavedSearchInput, 'q'> & { q?: string | undefined };

/** /search's "Alert me": saves the words and filters on screen; new listings that match are news. */
export function AlertMeButton({ filters }: { filters: ShownSearch }) {
  const trpc = useTRPC();
  const readAgain = useReadAgain();
  const save = useMutation(
    trpc.alerts.saveSearch.mutationOptions({
      onSuccess: async () => {
        notify.success('Saved: you will hear of new books that match (see Saved searches)');
        await readAgain(trpc.alerts.savedSearches.pathFilter());
      },
    }),
  );
  const { q, categoryId, condition, minPrice, maxPrice, location } = filters;
  if (!q) return null;
  return (
    <button
      type="button"
      className="btn btn-secondary btn-sm"
      disabled={save.isPending || save.isSuccess}
      onClick={() => save.mutate({ q, categoryId, condition, minPrice, maxPrice, location })}
    >
      {save.isSuccess ? 'Alert saved' : 'Alert me'}
    </button>
  );
}
