import type { Order } from '../../../shared/orders.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { orders } from '../../i18n/orders.ts';
import { RichText } from '../../i18n/rich-text.tsx';
import { formatMoment } from './format-moment.ts';
import { PayLink } from './order-actions.tsx';
import { timePart } from './time-part.tsx';

/**
 * Tells the buyer who booked this copy that it is theirs until the hold ends, and lets them pay for
 * it from here. A module of its own: the book page loads it, and the order actions it pays with,
 * only for that buyer.
 */
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
