import { lazy, Suspense, useState } from 'react';
import type { Book } from '../../../shared/books.ts';
import { useAuth } from '../auth/auth-context.ts';
import { BookGrid } from '../books/book-grid.tsx';
import { ReportButton } from '../reports/report-button.tsx';
import { BookNowButton } from './book-now-button.tsx';

// The forms validate with the store's schemas (zod): loaded when a buyer reaches for a button, not with the list.
const loadBookingModal = () => import('./booking-modal.tsx');
const BookingModal = lazy(() => loadBookingModal().then((m) => ({ default: m.BookingModal })));
const loadReportModal = () => import('../reports/report-modal.tsx');
const ReportModal = lazy(() => loadReportModal().then((m) => ({ default: m.ReportModal })));

type BookableBookGridProps = {
  books: Book[];
  cardHeading: 'h2' | 'h3';
};

/**
 * The signed-in lists (category pages, search results): each card has 'Book now', which opens the
 * booking modal, and, on other people's listings, 'Report', which opens the report modal.
 */
export function BookableBookGrid({ books, cardHeading }: BookableBookGridProps) {
  const { user } = useAuth();
  const [booking, setBooking] = useState<Book | null>(null);
  const [reporting, setReporting] = useState<Book | null>(null);
  const email = user?.email?.toLowerCase() ?? null;

  return (
    <>
      <BookGrid
        books={books}
        cardHeading={cardHeading}
        actions={(book) => {
          const own = book.addedBy.toLowerCase() === email;
          return (
            <>
              <BookNowButton book={book} own={own} onBook={() => setBooking(book)} onPrepare={() => void loadBookingModal()} />
              {!own && <ReportButton title={book.book} onReport={() => setReporting(book)} onPrepare={() => void loadReportModal()} />}
            </>
          );
        }}
      />
      {booking && (
        <Suspense fallback={null}>
          <BookingModal book={booking} onClose={() => setBooking(null)} />
        </Suspense>
      )}
      {reporting && (
        <Suspense fallback={null}>
          <ReportModal book={reporting} onClose={() => setReporting(null)} />
        </Suspense>
      )}
    </>
  );
}
