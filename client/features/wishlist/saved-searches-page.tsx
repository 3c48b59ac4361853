import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { SavedSearch } from '../../../shared/alerts.ts';
import { toMinor } from '../../../shared/money.ts';
import { formatMoney } from '../../i18n/format.ts';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { formatPostingDate } from '../../lib/format-date.ts';
import { notify } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useStoreCurrency } from '../../lib/use-store-currency.ts';
import { useReadAgain } from '../../lib/read-again.ts';

/** The search page's address for a saved search, to see what matches it today. */
function searchPath(s: SavedSearch): string {
  const params = new URLSearchParams({ q: s.q });
  for (const [key, value] of Object.entries({
    categoryId: s.categoryId,
    condition: s.condition,
    minPrice: s.minPrice,
    maxPrice: s.maxPrice,
    location: s.location,
  })) {
    if (value !== null) params.set(key, String(value));
  }
  return `/search?${params.toString()}`;
}

/** Its filters in words: "in classics · Good · up to BDT 500 · near Dhaka". */
function filterWords(s: SavedSearch, currency: string): string {
  const money = (major: number) => formatMoney(toMinor(major, currency), currency);
  return [
    s.categoryId && `in ${s.categoryId}`,
    s.condition,
    s.minPrice !== null && s.maxPrice !== null
      ? `${money(s.minPrice)} to ${money(s.maxPrice)}`
      : s.minPrice !== null
        ? `from ${money(s.minPrice)}`
        : s.maxPrice !== null && `up to ${money(s.maxPrice)}`,
    s.location && `near ${s.location}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** /dashboard/saved-searches: the searches the user hears about when a matching book is listed. */
export function SavedSearchesPage() {
  const trpc = useTRPC();
  const searches = useQuery(trpc.alerts.savedSearches.queryOptions());
  const readAgain = useReadAgain();
  const remove = useMutation(
    trpc.alerts.deleteSavedSearch.mutationOptions({
      onSuccess: async () => {
        notify.success('Saved search deleted');
        await readAgain(trpc.alerts.savedSearches.pathFilter());
      },
    }),
  );
  const currency = useStoreCurrency();
  return (
    <section className="max-w-3xl">
      <title>Saved searches · Dashboard · Book Store</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">Saved searches</h1>
      <p className="text-base-content/75 mt-3 mb-8 text-lg">
        When a book that matches one of these is listed, you hear of it under the bell and by email. Save a search with <strong>Alert me</strong> on the search
        page.
      </p>
      {searches.isPending && <LoadingSpinner label="Loading your saved searches…" />}
      {searches.isError && (
        <QueryError message="We couldn't load your saved searches." onRetry={() => void searches.refetch()} retrying={searches.isFetching} />
      )}
      {searches.data?.length === 0 && (
        <p className="text-base-content/75 py-4">
          No saved searches yet.{' '}
          <Link to="/search" className="link link-secondary">
            Search for a book
          </Link>
        </p>
      )}
      {searches.data && searches.data.length > 0 && (
        <ul className="divide-base-300 rounded-box border-base-300 bg-base-100 divide-y border" aria-label="Saved searches">
          {searches.data.map((s) => (
            <li key={s._id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <Link to={searchPath(s)} className="link link-hover font-semibold break-words">
                  “{s.q}”
                </Link>
                <p className="text-base-content/70 text-sm">
                  {[filterWords(s, currency), `saved ${formatPostingDate(s.createdAt)}`].filter(Boolean).join(' · ')}
                </p>
              </div>
              <button
                type="button"
                className="btn btn-sm btn-outline btn-error"
                aria-label={`Delete the saved search “${s.q}”`}
                disabled={remove.isPending}
                onClick={() => remove.mutate({ id: s._id })}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
