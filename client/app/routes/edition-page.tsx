import { useInfiniteQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isbn13Of } from '../../../shared/isbn.ts';
import { LoadMore } from '../../components/load-more.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { BookableBookGrid } from '../book-actions/bookable-book-grid.tsx';

const PAGE_SIZE = 24;

/** /isbn/:isbn: every available copy of one edition, from every seller, cheapest first. */
export function EditionPage() {
  const typed = useParams<{ isbn: string }>().isbn ?? '';
  const isbn = isbn13Of(typed);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <title>{`ISBN ${isbn ?? typed} · Book Store`}</title>
      <p className="text-secondary text-sm font-semibold tracking-wider uppercase">One edition</p>
      <h1 className="mt-2 mb-6 font-serif text-3xl font-bold break-words sm:mb-8 sm:text-4xl">ISBN {isbn ?? typed}</h1>
      {isbn === null ? (
        <p role="alert" className="text-base-content/80">
          “{typed}” is not an ISBN: its check digit does not hold. Check the 10 or 13 characters printed above the barcode.
        </p>
      ) : (
        <EditionCopies isbn={isbn} />
      )}
    </div>
  );
}

function EditionCopies({ isbn }: { isbn: string }) {
  const trpc = useTRPC();
  const copies = useInfiniteQuery(
    trpc.catalog.edition.infiniteQueryOptions({ isbn, limit: PAGE_SIZE }, { getNextPageParam: (page) => page.nextCursor ?? undefined }),
  );
  if (copies.isPending) return <LoadingSpinner label="Finding copies…" />;
  if (copies.isError) return <QueryError message="The copies could not be loaded." onRetry={() => void copies.refetch()} retrying={copies.isFetching} />;
  const books = copies.data.pages.flatMap((page) => page.items);
  if (books.length === 0) {
    return (
      <div role="status" className="py-12 text-center">
        <p className="font-serif text-2xl font-bold">No copy for sale right now</p>
        <p className="text-base-content/75 mt-2">Nobody offers this edition at the moment. Save a search for its title to hear of the next one.</p>
      </div>
    );
  }
  return (
    <section aria-label="Copies of this edition">
      <p role="status" className="text-base-content/75 mb-5">
        {books[0]!.book} by {books[0]!.author}:{' '}
        {copies.hasNextPage ? `the ${books.length} cheapest copies` : `${books.length} ${books.length === 1 ? 'copy' : 'copies'}`}, cheapest first
      </p>
      <BookableBookGrid books={books} cardHeadingTag="h2" opensPage />
      <LoadMore hasMore={copies.hasNextPage} loading={copies.isFetchingNextPage} onLoadMore={() => void copies.fetchNextPage()} />
    </section>
  );
}
