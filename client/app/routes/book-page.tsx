import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId } from 'react';
import { useParams } from 'react-router';
import type { Book } from '../../../shared/books.ts';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { useAuth } from '../../features/auth/auth-context.ts';
import { BookFacts } from '../../features/books/book-facts.tsx';
import { BookGallery } from '../../features/books/book-gallery.tsx';
import { BookPrice } from '../../features/books/book-price.tsx';
import { BookStateNote } from '../../features/books/book-state-note.tsx';
import { MoreBooks } from '../../features/books/more-books.tsx';
import { SHELF_READ_SIZE } from '../../../shared/first-page-sizes.ts';
import { useYourBooking } from '../../features/orders/use-your-booking.ts';
import { SellerCard } from '../../features/seller-profiles/seller-card.tsx';
import { isUuid } from '../../lib/is-uuid.ts';
import { keepPageOffline } from '../../lib/offline-pages.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useBookActions } from '../book-actions/use-book-actions.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { books } from '../../i18n/books.ts';
import { bookPage } from '../../i18n/book-page.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { useCategoryName } from '../../i18n/use-category-name.ts';

const YourBookingNote = lazy(() => import('../../features/orders/your-booking-note.tsx').then((m) => ({ default: m.YourBookingNote })));

/**
 * /books/:id: one listing, public. A book that does not exist (deleted, never was, or hidden while
 * admins review reports: the public API does not tell them apart) is the not-found page.
 */
export function BookPage() {
  const trpc = useTRPC();
  const { id = '' } = useParams();
  const wellFormed = isUuid(id);
  const book = useQuery(trpc.catalog.book.queryOptions({ id }, { enabled: wellFormed }));
  const t = useMessages(bookPage);

  if (!wellFormed) return <NotFoundPage />;
  if (book.isPending) return <LoadingSpinner label={t('loadingBook')} className="min-h-[50vh]" />;
  if (book.isError) {
    return (
      <div className="px-4 py-16">
        <QueryError message={t('bookFailed')} onRetry={() => void book.refetch()} retrying={book.isFetching} />
      </div>
    );
  }
  if (!book.data) return <NotFoundPage />;
  return <BookDetails book={book.data} />;
}

function BookDetails({ book }: { book: Book }) {
  const trpc = useTRPC();
  const { user } = useAuth();
  const { actionsFor, modals } = useBookActions();
  const yourBooking = useYourBooking(book);
  const aboutId = useId();
  const t = useMessages(bookPage);
  const card = useMessages(books);
  const sellerId = useId();
  const seller = useQuery(trpc.catalog.seller.queryOptions({ id: book.sellerId }));
  const fromSeller = useQuery(trpc.catalog.sellerBooks.queryOptions({ id: book.sellerId, limit: SHELF_READ_SIZE }));
  const inCategory = useQuery(trpc.catalog.booksInCategory.queryOptions({ id: book.categoryId, limit: SHELF_READ_SIZE }));
  const category = useQuery(trpc.catalog.category.queryOptions({ categoryId: book.categoryId }));
  const nameOf = useCategoryName();
  const categoryName = category.data ? nameOf(category.data) : undefined;
  // A book looked at is one to read again on the bus, offline.
  useEffect(() => keepPageOffline(`/books/${book._id}`), [book._id]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <title>{t('pageTitle', { title: book.book, author: book.author })}</title>
      <article className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
        <BookGallery book={book} />
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <span className="badge badge-outline">{card(`condition.${book.condition}`)}</span>
            {book.status === 'sold' && <span className="badge badge-error">{t('sold')}</span>}
            {book.booked && book.status !== 'sold' && <span className="badge badge-warning">{card('booked')}</span>}
          </div>
          <h1 className="mt-3 font-serif text-3xl leading-tight font-bold sm:text-4xl">{book.book}</h1>
          <p className="text-base-content/75 mt-1 text-lg">{card('byAuthor', { author: book.author })}</p>
          <div className="mt-4">
            <BookPrice book={book} />
          </div>
          {yourBooking ? (
            <Suspense fallback={<BookStateNote book={book} />}>
              <YourBookingNote order={yourBooking} />
            </Suspense>
          ) : (
            <BookStateNote book={book} />
          )}
          <div className="mt-6 flex max-w-sm flex-wrap items-start gap-2">{actionsFor(book, { offers: true })}</div>
          {!user && <p className="text-base-content/75 mt-2 text-sm">{t('needsAccount')}</p>}
          <BookFacts book={book} categoryName={categoryName} />

          <section aria-labelledby={aboutId} className="mt-8">
            <h2 id={aboutId} className="font-serif text-2xl font-bold">
              {t('aboutCopy')}
            </h2>
            {book.description ? (
              <p className="mt-3 max-w-prose whitespace-pre-line">{book.description}</p>
            ) : (
              <p className="text-base-content/75 mt-3">{t('nothingMore')}</p>
            )}
          </section>

          <section aria-labelledby={sellerId} className="card border-base-300 bg-base-100 mt-8 border p-5 shadow-sm">
            <p id={sellerId} className="text-secondary mb-3 text-sm font-semibold tracking-wider uppercase">
              {t('soldBy')}
            </p>
            <SellerCard
              id={book.sellerId}
              name={book.sellerName}
              verified={book.sellerVerified}
              rating={book.sellerRating}
              profile={seller.data ?? undefined}
              heading="h2"
              linkToProfile
            />
          </section>
        </div>
      </article>
      <MoreBooks title={t('moreFromSeller')} books={fromSeller.data} current={book._id} />
      <MoreBooks title={categoryName ? t('moreIn', { category: categoryName }) : t('moreInCategory')} books={inCategory.data} current={book._id} />
      {modals}
    </div>
  );
}
