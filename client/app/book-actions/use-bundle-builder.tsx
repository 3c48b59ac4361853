import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Book } from '../../../shared/books.ts';
import { BUNDLE_MAX_BOOKS, type BundleTerms } from '../../../shared/bundle-price.ts';
import { useAuth } from '../../features/auth/auth-context.ts';
import { useRole } from '../../features/auth/use-role.ts';
import { BundleBar, BundleToggle, bundleable, useBundlePicker } from '../../features/orders/bundle-picker.tsx';
import { useStoreCurrency } from '../../lib/use-store-currency.ts';

const loadBookingModal = () => import('../../features/orders/booking-modal.tsx');
const BookingModal = lazy(() => loadBookingModal().then((m) => ({ default: m.BookingModal })));

/**
 * A seller's profile as a bundle builder: "Add to bundle" on each copy a buyer may take, a bar at the
 * foot with what the picked copies cost together (less the seller's discount), and the booking
 * dialog for them all. Booked, the buyer goes on to pay for the bundle in one payment.
 */
export function useBundleBuilder(discount: BundleTerms | null): { moreActions: (book: Book) => ReactNode; builder: ReactNode } {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const myId = useRole().record.data?._id;
  const currency = useStoreCurrency();
  const bundle = useBundlePicker();
  const [booking, setBooking] = useState(false);

  const moreActions = (book: Book) =>
    bundleable(book, myId) ? (
      <BundleToggle book={book} inBundle={bundle.has(book)} full={bundle.picked.length >= BUNDLE_MAX_BOOKS} onToggle={() => bundle.toggle(book)} />
    ) : null;
  const book = () => {
    if (user) setBooking(true);
    else void navigate('/login', { state: { from: location } });
  };

  const builder = (
    <>
      <BundleBar picked={bundle.picked} discount={discount} currency={currency} onBook={book} onClear={bundle.clear} />
      {booking && (
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
            onClose={() => setBooking(false)}
          />
        </Suspense>
      )}
    </>
  );
  return { moreActions, builder };
}
