import { formatMoney } from '../../i18n/format.ts';
import type { Order } from '../../../shared/orders.ts';
import { formatMoment } from './format-moment.ts';
import { ListPhoto } from '../../components/list-photo.tsx';

/** Cancelled and expired bookings (and refunded orders), folded away under the live orders, with why each ended. */
export function ClosedOrders({ orders, currency }: { orders: Order[]; currency: string }) {
  if (orders.length === 0) return null;
  return (
    <details className="collapse-arrow border-base-300 bg-base-100 collapse mt-8 border">
      <summary className="collapse-title font-semibold">Cancelled and expired bookings ({orders.length})</summary>
      <div className="collapse-content">
        <ul className="divide-base-300 divide-y">
          {orders.map((order) => (
            <li key={order._id} className="flex items-start gap-4 py-3">
              <ListPhoto src={order.image} />
              <div className="min-w-0 text-sm">
                <p className="font-semibold">{order.book}</p>
                <p className="text-base-content/70">
                  {formatMoney(order.priceMinor, currency)} · booked <time dateTime={order.createdAt}>{formatMoment(order.createdAt)}</time>
                </p>
                <p>{order.state === 'refunded' ? 'Refunded in full after a problem report.' : (order.cancelReason ?? 'Cancelled.')}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
