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
import { books } from '../../i18n/books.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { RichText } from '../../i18n/rich-text.tsx';
import { wishlist } from '../../i18n/wishlist.ts';

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

/** A saved search's filters in words: "in classics · Good · up to BDT 500 · near Dhaka". */
function useFilterWords(): (s: SavedSearch) => string {
  const t = useMessages(wishlist);
  const card = useMessages(books);
  const currency = useStoreCurrency();
  const money = (major: number) => formatMoney(toMinor(major, currency), currency);
  return (s) =>
    [
      s.categoryId && t('inCategory', { category: s.categoryId }),
      s.condition && card(`condition.${s.condition}`),
      s.minPrice !== null && s.maxPrice !== null
        ? t('priceRange', { min: money(s.minPrice), max: money(s.maxPrice) })
        : s.minPrice !== null
          ? t('priceFrom', { min: money(s.minPrice) })
          : s.maxPrice !== null && t('priceUpTo', { max: money(s.maxPrice) }),
      s.location && t('near', { location: s.location }),
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
        notify.success(wishlist.t('searchDeleted'));
        await readAgain(trpc.alerts.savedSearches.pathFilter());
      },
    }),
  );
  const filterWords = useFilterWords();
  const t = useMessages(wishlist);
  return (
    <section className="max-w-3xl">
      <title>{t('searchesTitle')}</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">{t('searches')}</h1>
      <p className="text-base-content/75 mt-3 mb-8 text-lg">
        <RichText text={t('searchesIntro')} parts={[(button) => <strong>{button}</strong>]} />
      </p>
      {searches.isPending && <LoadingSpinner label={t('loadingSearches')} />}
      {searches.isError && <QueryError message={t('searchesFailed')} onRetry={() => void searches.refetch()} retrying={searches.isFetching} />}
      {searches.data?.length === 0 && (
        <p className="text-base-content/75 py-4">
          <RichText
            text={t('noSearches')}
            parts={[
              (link) => (
                <Link to="/search" className="link link-secondary">
                  {link}
                </Link>
              ),
            ]}
          />
        </p>
      )}
      {searches.data && searches.data.length > 0 && (
        <ul className="divide-base-300 rounded-box border-base-300 bg-base-100 divide-y border" aria-label={t('searches')}>
          {searches.data.map((s) => (
            <li key={s._id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <Link to={searchPath(s)} className="link link-hover font-semibold break-words">
                  “{s.q}”
                </Link>
                <p className="text-base-content/70 text-sm">
                  {[filterWords(s), t('savedOn', { date: formatPostingDate(s.createdAt) })].filter(Boolean).join(' · ')}
                </p>
              </div>
              <button
                type="button"
                className="btn btn-sm btn-outline btn-error"
                aria-label={t('deleteSearch', { q: s.q })}
                disabled={remove.isPending}
                onClick={() => remove.mutate({ id: s._id })}
              >
                {t('delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
