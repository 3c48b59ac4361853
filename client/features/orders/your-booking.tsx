import { useQuery } from '@tanstack/react-query';
import type { Book } from '../../../shared/books.ts';
import type { Order } from '../../../shared/orders.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { orders } from '../../i18n/orders.ts';
import { RichText } from '../../i18n/rich-text.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useAuth } from '../auth/auth-context.ts';
import { formatMoment } from './format-moment.ts';
import { PayLink } from './order-actions.tsx';
import { timePart } from './time-part.tsx';

/**
 * The signed-in buyer's own unpaid booking of this copy while it still holds it, else null. Asked
 * only of a booked copy: the public book answer says "booked", not by whom.
 */
export function useYourBooking(book: Book): Order | null {
  const trpc = useTRPC();
  const { user } = useAuth();
  const email = user?.email ?? '';
  const orders = useQuery(trpc.orders.mine.queryOptions({ email }, { enabled: email !== '' && book.booked && book.status !== 'sold' }));
  // Judged against when the list was read, which keeps rendering pure (as My Orders does).
  const readAt = orders.dataUpdatedAt;
  return orders.data?.find((order) => order.bookPostingId === book._id && order.state === 'booked' && Date.parse(order.expiresAt) > readAt) ?? null;
}

/** Tells the buyer who booked this copy that it is theirs until the hold ends, and lets them pay for it from here. */
export function YourBookingNote({ order }: { order: Order }) {
  const t = useMessages(orders);
  return (
    <div className="rounded-box border-primary mt-5 border p-4">
      <p>
        <RichText text={t('bookedByYou', { when: formatMoment(order.expiresAt) })} parts={[(text) => <strong>{text}</strong>, timePart(order.expiresAt)]} />
      </p>
      <PayLink order={order} className="mt-3" />
    </div>
  );
}
