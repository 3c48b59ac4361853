import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Book } from '../../../shared/books.ts';
import { LoadMore } from '../../components/load-more.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { nextCursorAfter } from '../../lib/next-cursor.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { catalog } from '../../i18n/catalog.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { sellers } from '../../i18n/sellers.ts';

const PAGE_SIZE = 12;

type SellerBooksProps = {
  sellerId: string;
  sellerName: string;
  /** Draws the books loaded so far (the page gives them their cards' actions). */
  renderBooks: (books: Book[]) => ReactNode;
};

/** A seller's listings on their profile: available copies first, then sold ones, a page at a time. */
export function SellerBooks({ sellerId, sellerName, renderBooks }: SellerBooksProps) {
  const trpc = useTRPC();
  const t = useMessages(sellers);
  const shelf = useMessages(catalog);
  const books = useInfiniteQuery(
    trpc.catalog.sellerBooks.infiniteQueryOptions({ id: sellerId, limit: PAGE_SIZE }, { getNextPageParam: nextCursorAfter(PAGE_SIZE) }),
  );

  if (books.isPending) return <LoadingSpinner label={shelf('loadingBooks')} />;
  if (books.isError) {
    return <QueryError message={shelf('booksFailed')} onRetry={() => void books.refetch()} retrying={books.isFetching} />;
  }
  const all = books.data.pages.flat();
  if (all.length === 0) return <p className="text-base-content/75 py-8 text-center">{t('noBooks', { name: sellerName })}</p>;
  return (
    <>
      {renderBooks(all)}
      <LoadMore hasMore={books.hasNextPage} loading={books.isFetchingNextPage} onLoadMore={() => void books.fetchNextPage()} />
    </>
  );
}
