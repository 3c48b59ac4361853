import { Link } from 'react-router';
import type { Order } from '../../../shared/orders.ts';
import { formatMoment } from './format-moment.ts';

/** The seller's email and phone, as links, so the buyer can arrange the hand-over. */
export function SellerContact({ order }: { order: Order }) {
  return (
    <>
      <a href={`mailto:${order.sellerEmail}`} className="link block break-all">
        {order.sellerEmail}
      </a>
      <a href={`tel:${order.sellerPhone.replace(/[^\d+]/g, '')}`} className="link whitespace-nowrap">
        {order.sellerPhone}
      </a>
    </>
  );
}

/** SPEC section 4: payment true shows Paid, otherwise a Pay link (with how long the copy is held). */
export function PaymentStatus({ order, describedBy }: { order: Order; describedBy: string }) {
  if (order.payment) return <span className="badge badge-success">Paid</span>;
  return (
    <div className="flex flex-col items-start gap-1">
      <Link to={`/dashboard/buyer/payment/${order._id}`} className="btn btn-sm btn-primary" aria-describedby={describedBy}>
        Pay
      </Link>
      <span className="text-base-content/70 text-xs whitespace-nowrap">
        Held until <time dateTime={order.expiresAt}>{formatMoment(order.expiresAt)}</time>
      </span>
    </div>
  );
}

type CancelOrderButtonProps = { order: Order; describedBy: string; disabled: boolean; onCancel: (order: Order) => void };

/** Only an unpaid order can be cancelled. */
export function CancelOrderButton({ order, describedBy, disabled, onCancel }: CancelOrderButtonProps) {
  if (order.payment) return null;
  return (
    <button type="button" className="btn btn-sm btn-outline btn-error" aria-describedby={describedBy} disabled={disabled} onClick={() => onCancel(order)}>
      Cancel
    </button>
  );
}
