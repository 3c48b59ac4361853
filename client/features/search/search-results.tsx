import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Book } from '../../../shared/books.ts';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { LoadMore } from '../../components/load-more.tsx';
import type { SearchFilters } from './search-params.ts';

const PAGE_SIZE = 24;

type SearchResultsProps = {
  filters: SearchFilters;
  /** Draws the books found so far (the page gives them their cards' actions). */
  renderBooks: (books: Book[]) => ReactNode;
};

export function SearchResults({ filters, renderBooks }: SearchResultsProps) {
  const trpc = useTRPC();
  const results = useInfiniteQuery(
    trpc.catalog.search.infiniteQueryOptions({ ...filters, limit: PAGE_SIZE }, { getNextPageParam: (page) => page.nextCursor ?? undefined }),
  );

  if (results.isPending) return <LoadingSpinner label="Searching…" />;
  if (results.isError) {
    return <QueryError message="The search could not be run." onRetry={() => void results.refetch()} retrying={results.isFetching} />;
  }
  const books = results.data.pages.flatMap((page) => page.items);
  if (books.length === 0) {
    return (
      <div role="status" className="py-12 text-center">
        <p className="font-serif text-2xl font-bold">No books found</p>
        <p className="text-base-content/75 mt-2">Try other words, fewer filters, or a wider price range.</p>
      </div>
    );
  }
  return (
    <section aria-label="Search results">
      <p role="status" className="text-base-content/75 mb-5">
        {results.hasNextPage ? `Showing the first ${books.length} books` : `${books.length} ${books.length === 1 ? 'book' : 'books'} found`}
      </p>
      {renderBooks(books)}
      <LoadMore hasMore={results.hasNextPage} loading={results.isFetchingNextPage} onLoadMore={() => void results.fetchNextPage()} />
    </section>
  );
}
