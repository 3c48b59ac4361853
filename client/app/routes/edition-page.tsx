import { useInfiniteQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isbn13Of } from '../../../shared/isbn.ts';
import { LoadMore } from '../../components/load-more.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { BookableBookGrid } from '../book-actions/bookable-book-grid.tsx';
import { edition } from '../../i18n/edition.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/namespace.ts';

const PAGE_SIZE = 24;

/** /isbn/:isbn: every available copy of one edition, from every seller, cheapest first. */
export function EditionPage() {
  const typed = useParams<{ isbn: string }>().isbn ?? '';
  const isbn = isbn13Of(typed);
  const t = useMessages(edition);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <title>{t('pageTitle', { isbn: isbn ?? typed })}</title>
      <p className="text-secondary text-sm font-semibold tracking-wider uppercase">{t('eyebrow')}</p>
      <h1 className="mt-2 mb-6 font-serif text-3xl font-bold break-words sm:mb-8 sm:text-4xl">{t('heading', { isbn: isbn ?? typed })}</h1>
      {isbn === null ? (
        <p role="alert" className="text-base-content/80">
          {t('notIsbn', { typed, short: formatNumber(10), long: formatNumber(13) })}
        </p>
      ) : (
        <EditionCopies isbn={isbn} />
      )}
    </div>
  );
}

function EditionCopies({ isbn }: { isbn: string }) {
  const trpc = useTRPC();
  const t = useMessages(edition);
  const copies = useInfiniteQuery(
    trpc.catalog.edition.infiniteQueryOptions({ isbn, limit: PAGE_SIZE }, { getNextPageParam: (page) => page.nextCursor ?? undefined }),
  );
  if (copies.isPending) return <LoadingSpinner label={t('finding')} />;
  if (copies.isError) return <QueryError message={t('failed')} onRetry={() => void copies.refetch()} retrying={copies.isFetching} />;
  const books = copies.data.pages.flatMap((page) => page.items);
  if (books.length === 0) {
    return (
      <div role="status" className="py-12 text-center">
        <p className="font-serif text-2xl font-bold">{t('noCopy')}</p>
        <p className="text-base-content/75 mt-2">{t('noCopyHint')}</p>
      </div>
    );
  }
  return (
    <section aria-label={t('copies')}>
      <p role="status" className="text-base-content/75 mb-5">
        {t(copies.hasNextPage ? 'cheapestCopies' : 'allCopies', { title: books[0]!.book, author: books[0]!.author, count: books.length })}
      </p>
      <BookableBookGrid books={books} cardHeadingTag="h2" opensPage />
      <LoadMore hasMore={copies.hasNextPage} loading={copies.isFetchingNextPage} onLoadMore={() => void copies.fetchNextPage()} />
    </section>
  );
}
