import { formatMoney, formatNumber } from '../../i18n/format.ts';
import type { Order } from '../../../shared/orders.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { orders as ordersNs } from '../../i18n/orders.ts';
import { RichText } from '../../i18n/rich-text.tsx';
import { cancelReasonText } from './cancel-reason.ts';
import { formatMoment } from './format-moment.ts';
import { timePart } from './time-part.tsx';
import { ListPhoto } from '../../components/list-photo.tsx';

/** Cancelled and expired bookings (and refunded orders), folded away under the live orders, with why each ended. */
export function ClosedOrders({ orders, currency }: { orders: Order[]; currency: string }) {
  const t = useMessages(ordersNs);
  if (orders.length === 0) return null;
  return (
    <details className="collapse-arrow border-base-300 bg-base-100 collapse mt-8 border">
      <summary className="collapse-title font-semibold">{t('closedBookings', { count: formatNumber(orders.length) })}</summary>
      <div className="collapse-content">
        <ul className="divide-base-300 divide-y">
          {orders.map((order) => (
            <li key={order._id} className="flex items-start gap-4 py-3">
              <ListPhoto src={order.image} />
              <div className="min-w-0 text-sm">
                <p className="font-semibold">{order.book}</p>
                <p className="text-base-content/70">
                  <RichText
                    text={t('bookedOn', { price: formatMoney(order.priceMinor, currency), when: formatMoment(order.createdAt) })}
                    parts={[timePart(order.createdAt)]}
                  />
                </p>
                <p>{order.state === 'refunded' ? t('refundedInFull') : (cancelReasonText(order) ?? t('cancelled'))}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
