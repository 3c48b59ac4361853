import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Book } from '../../../shared/books.ts';
import { BUNDLE_MAX_BOOKS, type BundleTerms } from '../../../shared/bundle-price.ts';
import { useAuth } from '../../features/auth/auth-context.ts';
import { useRole } from '../../features/auth/use-role.ts';
import { threadPath } from '../../features/messages/thread-path.ts';
import { BundleBar, BundleToggle, bundleable, useBundlePicker } from '../../features/orders/bundle-picker.tsx';
import { useStoreCurrency } from '../../lib/use-store-currency.ts';

const loadBookingModal = () => import('../../features/orders/booking-modal.tsx');
const BookingModal = lazy(() => loadBookingModal().then((m) => ({ default: m.BookingModal })));

/**
 * A seller's profile as a bundle builder: "Add to bundle" on each copy a buyer may take, a bar at the
 * foot with what the picked copies cost together (less the seller's discount), and the dialog to book
 * them all, or to offer less for them. Booked, the buyer goes on to pay for the bundle in one payment;
 * offered, to the conversation where the seller answers.
 */
export function useBundleBuilder(discount: BundleTerms | null): { moreActions: (book: Book) => ReactNode; builder: ReactNode } {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const myId = useRole().record.data?._id;
  const currency = useStoreCurrency();
  const bundle = useBundlePicker();
  // Which dialog is open: booking them together, or offering less for them.
  const [dialog, setDialog] = useState<'book' | 'offer' | null>(null);

  const moreActions = (book: Book) =>
    bundleable(book, myId) ? (
      <BundleToggle book={book} inBundle={bundle.has(book)} full={bundle.picked.length >= BUNDLE_MAX_BOOKS} onToggle={() => bundle.toggle(book)} />
    ) : null;
  const open = (which: 'book' | 'offer') => () => {
    if (user) setDialog(which);
    else void navigate('/login', { state: { from: location } });
  };
  const offerable = bundle.picked.every((b) => b.acceptsOffers);

  const builder = (
    <>
      <BundleBar
        picked={bundle.picked}
        discount={discount}
        currency={currency}
        onBook={open('book')}
        onOffer={offerable ? open('offer') : undefined}
        onClear={bundle.clear}
      />
      {dialog && (
        <Suspense fallback={null}>
          <BookingModal
            bundle={{
              books: bundle.picked,
              discount,
              onBooked: (booked) => {
                bundle.clear();
                void navigate(`/dashboard/buyer/payment/${booked.orders[0]!._id}`);
              },
            }}
            offer={
              dialog === 'offer'
                ? {
                    onSent: (conversationId) => {
                      bundle.clear();
                      void navigate(threadPath(conversationId));
                    },
                  }
                : undefined
            }
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </>
  );
  return { moreActions, builder };
}
