import { lazy, Suspense, useState } from 'react';
import type { Book } from '../../../shared/books.ts';
import { useAuth } from '../auth/auth-context.ts';
import { BookGrid } from '../books/book-grid.tsx';
import { BookNowButton } from './book-now-button.tsx';

// The form validates with the store's schemas (zod): loaded when a buyer reaches for a button, not with the list.
const loadBookingModal = () => import('./booking-modal.tsx');
const BookingModal = lazy(() => loadBookingModal().then((m) => ({ default: m.BookingModal })));

type BookableBookGridProps = {
  books: Book[];
  cardHeading: 'h2' | 'h3';
};

/** The signed-in lists (category pages, search results): each card has 'Book now', which opens the booking modal. */
export function BookableBookGrid({ books, cardHeading }: BookableBookGridProps) {
  const { user } = useAuth();
  const [booking, setBooking] = useState<Book | null>(null);

  return (
    <>
      <BookGrid
        books={books}
        cardHeading={cardHeading}
        actions={(book) => (
          <BookNowButton
            book={book}
            signedInEmail={user?.email ?? null}
            onBook={() => setBooking(book)}
            onPrepare={() => void loadBookingModal()}
          />
        )}
      />
      {booking && (
        <Suspense fallback={null}>
          <BookingModal book={booking} onClose={() => setBooking(null)} />
        </Suspense>
      )}
    </>
  );
}
