import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Book } from '../../../shared/books.ts';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { LoadMore } from '../../components/load-more.tsx';
import type { SearchFilters } from './search-params.ts';
import { search } from '../../i18n/search.ts';
import { useMessages } from '../../i18n/namespace.ts';

const PAGE_SIZE = 24;

type SearchResultsProps = {
  filters: SearchFilters;
  /** Draws the books found so far (the page gives them their cards' actions). */
  renderBooks: (books: Book[]) => ReactNode;
};

export function SearchResults({ filters, renderBooks }: SearchResultsProps) {
  const trpc = useTRPC();
  const t = useMessages(search);
  const results = useInfiniteQuery(
    trpc.catalog.search.infiniteQueryOptions({ ...filters, limit: PAGE_SIZE }, { getNextPageParam: (page) => page.nextCursor ?? undefined }),
  );

  if (results.isPending) return <LoadingSpinner label={t('searching')} />;
  if (results.isError) {
    return <QueryError message={t('failed')} onRetry={() => void results.refetch()} retrying={results.isFetching} />;
  }
  const books = results.data.pages.flatMap((page) => page.items);
  if (books.length === 0) {
    return (
      <div role="status" className="py-12 text-center">
        <p className="font-serif text-2xl font-bold">{t('noneFound')}</p>
        <p className="text-base-content/75 mt-2">{t('noneHint')}</p>
      </div>
    );
  }
  return (
    <section aria-label={t('results')}>
      <p role="status" className="text-base-content/75 mb-5">
        {t(results.hasNextPage ? 'showingFirst' : 'found', { count: books.length })}
      </p>
      {renderBooks(books)}
      <LoadMore hasMore={results.hasNextPage} loading={results.isFetchingNextPage} onLoadMore={() => void results.fetchNextPage()} />
    </section>
  );
}
