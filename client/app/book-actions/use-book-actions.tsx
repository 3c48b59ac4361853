import { bookActions } from '../../i18n/book-actions.ts';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Book } from '../../../shared/books.ts';
import { ReportButton } from '../../features/reports/report-button.tsx';
import { ReportedNote } from '../../features/reports/reported-note.tsx';
import { useAuth } from '../../features/auth/auth-context.ts';
import { useRole } from '../../features/auth/use-role.ts';
import { AskSellerButton, useAskSeller } from '../../features/messages/ask-seller.tsx';
import { threadPath } from '../../features/messages/thread-path.ts';
import { BookNowButton } from '../../features/orders/book-now-button.tsx';
import { useReportedBookIds } from '../../features/reports/use-reported-book-ids.ts';
import { SaveButton } from '../../features/wishlist/save-button.tsx';
import { useSavedBookIds, useToggleSaved } from '../../features/wishlist/use-wishlist.ts';
import { prefetch } from '../../lib/prefetch.ts';

// The forms validate with the store's schemas (zod): loaded when a buyer reaches for a button, not with the page.
const loadBookingModal = () => import('../../features/orders/booking-modal.tsx');
const BookingModal = lazy(() => loadBookingModal().then((m) => ({ default: m.BookingModal })));
const loadReportModal = () => import('../../features/reports/report-modal.tsx');
const ReportModal = lazy(() => loadReportModal().then((m) => ({ default: m.ReportModal })));

/**
 * 'Book now', the heart (save to the wishlist), 'Ask the seller' and 'Report' for any listing (a
 * card of a list, a book's page), and the modals they open. All need an account: a visitor is sent to sign in and brought back here.
 * A listing the user has reported shows "Reported" instead of Report; their own listing offers
 * neither, nor asking its seller (themselves).
 */
export function useBookActions(): { actionsFor: (book: Book, options?: { offers?: boolean }) => ReactNode; modals: ReactNode } {
  const { user, initialising } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const reported = useReportedBookIds();
  const saved = useSavedBookIds();
  const toggleSaved = useToggleSaved();
  const [booking, setBooking] = useState<Book | null>(null);
  const [offering, setOffering] = useState<Book | null>(null);
  const [reporting, setReporting] = useState<Book | null>(null);
  const asking = useAskSeller();
  // Whose listing it is comes from the seller's id: public answers carry no seller email.
  const myId = useRole().record.data?._id;

  // A click before Firebase has said whether anyone is signed in (public pages show at once) waits
  // for it, rather than sending a signed-in user to the login page.
  const waiting = useRef<(() => void) | null>(null);
  const signedInThen = (act: () => void) => () => {
    if (user) act();
    else if (initialising) waiting.current = act;
    else void navigate('/login', { state: { from: location } });
  };
  useEffect(() => {
    const act = waiting.current;
    if (!act || initialising) return;
    waiting.current = null;
    if (user) act();
    else void navigate('/login', { state: { from: location } });
  }, [initialising, user, navigate, location]);

  /** `offers`: "Make an offer" too, where the seller takes offers (a book's page; cards keep to the essentials). */
  const actionsFor = (book: Book, { offers = false } = {}) => {
    const own = myId !== undefined && book.sellerId === myId;
    const offerable = offers && book.acceptsOffers && !own && book.status === 'available' && !book.booked;
    return (
      <>
        <BookNowButton book={book} own={own} onBook={signedInThen(() => setBooking(book))} onPrepare={prefetch(loadBookingModal)} />
        {offerable && (
          <button
            type="button"
            className="btn btn-outline btn-block"
            aria-haspopup="dialog"
            onClick={signedInThen(() => setOffering(book))}
            onPointerEnter={prefetch(loadBookingModal)}
            onFocus={prefetch(loadBookingModal)}
          >
            {bookActions.t('makeOffer')}
          </button>
        )}
        {!own && <SaveButton title={book.book} saved={saved.has(book._id)} onToggle={signedInThen(() => toggleSaved(book, saved.has(book._id)))} />}
        {!own && <AskSellerButton title={book.book} busy={asking.checking === book._id} onAsk={signedInThen(() => asking.ask(book))} />}
        {!own &&
          (reported.has(book._id) ? (
            <ReportedNote />
          ) : (
            <ReportButton title={book.book} onReport={signedInThen(() => setReporting(book))} onPrepare={prefetch(loadReportModal)} />
          ))}
      </>
    );
  };

  const modals = (
    <>
      {booking && (
        <Suspense fallback={null}>
          <BookingModal book={booking} onClose={() => setBooking(null)} />
        </Suspense>
      )}
      {offering && (
        <Suspense fallback={null}>
          <BookingModal book={offering} offer={{ onSent: (conversationId) => void navigate(threadPath(conversationId)) }} onClose={() => setOffering(null)} />
        </Suspense>
      )}
      {asking.modal}
      {reporting && (
        <Suspense fallback={null}>
          <ReportModal book={reporting} onClose={() => setReporting(null)} />
        </Suspense>
      )}
    </>
  );

  return { actionsFor, modals };
}
