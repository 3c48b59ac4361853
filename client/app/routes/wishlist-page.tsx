import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadMore } from '../../components/load-more.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { nextCursorAfter } from '../../lib/next-cursor.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { BookableBookGrid } from '../book-actions/bookable-book-grid.tsx';

const PAGE_SIZE = 24;

/** /dashboard/wishlist: the books the user saved, the latest first; a heart lets go of one. */
export function WishlistPage() {
  const trpc = useTRPC();
  const books = useInfiniteQuery(trpc.alerts.wishlist.infiniteQueryOptions({ limit: PAGE_SIZE }, { getNextPageParam: nextCursorAfter(PAGE_SIZE) }));
  return (
    <section>
      <title>Wishlist · Dashboard · Book Store</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">Wishlist</h1>
      <p className="text-base-content/75 mt-3 mb-8 text-lg">
        The books you saved. We tell you when one drops in price or can be booked again; choose how in{' '}
        <Link to="/dashboard/profile#email" className="link link-secondary">
          your email settings
        </Link>
        .
      </p>
      {books.isPending && <LoadingSpinner label="Loading your wishlist…" />}
      {books.isError && <QueryError message="We couldn't load your wishlist." onRetry={() => void books.refetch()} retrying={books.isFetching} />}
      {books.data &&
        (books.data.pages.flat().length === 0 ? (
          <p className="text-base-content/75 py-8">
            Nothing saved yet: press the heart on a book to keep it here.{' '}
            <Link to="/search" className="link link-secondary">
              Find a book
            </Link>
          </p>
        ) : (
          <>
            <BookableBookGrid books={books.data.pages.flat()} cardHeadingTag="h2" />
            <LoadMore hasMore={books.hasNextPage} loading={books.isFetchingNextPage} onLoadMore={() => void books.fetchNextPage()} />
          </>
        ))}
    </section>
  );
}
