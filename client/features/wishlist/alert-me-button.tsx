import { notify } from '../../lib/notify.ts';
import { trpc } from '../../lib/trpc.ts';
import type { SearchFilters } from '../search/search-params.ts';

/** /search's "Alert me": saves the words and filters on screen; new listings that match are news. */
export function AlertMeButton({ filters }: { filters: SearchFilters }) {
  const utils = trpc.useUtils();
  const save = trpc.alerts.saveSearch.useMutation({
    onSuccess: async () => {
      notify.success('Saved: you will hear of new books that match (see Saved searches)');
      await utils.alerts.savedSearches.invalidate();
    },
  });
  if (!filters.q) return null;
  const { sort: _sort, ...search } = filters;
  return (
    <button type="button" className="btn btn-secondary btn-sm" disabled={save.isPending || save.isSuccess} onClick={() => save.mutate({ ...search, q: filters.q! })}>
      {save.isSuccess ? 'Alert saved' : 'Alert me'}
    </button>
  );
}
