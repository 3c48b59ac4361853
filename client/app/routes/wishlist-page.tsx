import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadMore } from '../../components/load-more.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { nextCursorAfter } from '../../lib/next-cursor.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { BookableBookGrid } from '../book-actions/bookable-book-grid.tsx';
import { useMessages } from '../../i18n/namespace.ts';
import { RichText } from '../../i18n/rich-text.tsx';
import { wishlist } from '../../i18n/wishlist.ts';

const PAGE_SIZE = 24;

/** /dashboard/wishlist: the books the user saved, the latest first; a heart lets go of one. */
export function WishlistPage() {
  const trpc = useTRPC();
  const books = useInfiniteQuery(trpc.alerts.wishlist.infiniteQueryOptions({ limit: PAGE_SIZE }, { getNextPageParam: nextCursorAfter(PAGE_SIZE) }));
  const t = useMessages(wishlist);
  return (
    <section>
      <title>{t('wishlistTitle')}</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">{t('wishlist')}</h1>
      <p className="text-base-content/75 mt-3 mb-8 text-lg">
        <RichText
          text={t('wishlistIntro')}
          parts={[
            (link) => (
              <Link to="/dashboard/profile#email" className="link link-secondary">
                {link}
              </Link>
            ),
          ]}
        />
      </p>
      {books.isPending && <LoadingSpinner label={t('loadingWishlist')} />}
      {books.isError && <QueryError message={t('wishlistFailed')} onRetry={() => void books.refetch()} retrying={books.isFetching} />}
      {books.data &&
        (books.data.pages.flat().length === 0 ? (
          <p className="text-base-content/75 py-8">
            <RichText
              text={t('nothingSaved')}
              parts={[
                (link) => (
                  <Link to="/search" className="link link-secondary">
                    {link}
                  </Link>
                ),
              ]}
            />
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
