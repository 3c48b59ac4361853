import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Book } from '../../../shared/books.ts';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { nextCursorAfter } from '../../lib/next-cursor.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { LoadMore } from '../../components/load-more.tsx';
import { catalog } from '../../i18n/catalog.ts';
import { CATEGORY_PAGE_SIZE } from '../../../shared/first-page-sizes.ts';
import { useMessages } from '../../i18n/namespace.ts';

type CategoryBooksProps = {
  categoryId: string;
  /** Draws the books loaded so far (the page gives them their cards' actions). */
  renderBooks: (books: Book[]) => ReactNode;
};

/** A category's books, newest first, a page at a time. */
export function CategoryBooks({ categoryId, renderBooks }: CategoryBooksProps) {
  const trpc = useTRPC();
  const t = useMessages(catalog);
  const books = useInfiniteQuery(
    trpc.catalog.booksInCategory.infiniteQueryOptions({ id: categoryId, limit: CATEGORY_PAGE_SIZE }, { getNextPageParam: nextCursorAfter(CATEGORY_PAGE_SIZE) }),
  );

  if (books.isPending) return <LoadingSpinner label={t('loadingBooks')} />;
  if (books.isError) {
    return <QueryError message={t('booksFailed')} onRetry={() => void books.refetch()} retrying={books.isFetching} />;
  }
  const all = books.data.pages.flat();
  if (all.length === 0) {
    return <p className="text-base-content/75 py-8 text-center">{t('noBooks')}</p>;
  }
  return (
    <>
      {renderBooks(all)}
      <LoadMore hasMore={books.hasNextPage} loading={books.isFetchingNextPage} onLoadMore={() => void books.fetchNextPage()} />
    </>
  );
}
