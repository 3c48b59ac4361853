import { useId } from 'react';
import { formatMoney } from '../../../shared/money.ts';
import { CancelOrderButton, PaymentStatus, SellerContact } from './order-actions.tsx';
import { OrderPhoto } from './order-photo.tsx';
import type { OrderViewProps } from './order-row.tsx';

/** The same order as a card on phones, where a six-column table would hide Pay and Cancel off screen. */
export function OrderCard({ order, currency, cancelling, onCancel }: OrderViewProps) {
  const titleId = useId();
  return (
    <article className="card border-base-300 bg-base-100 border p-4 shadow-sm">
      <div className="flex gap-4">
        <OrderPhoto src={order.image} />
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold">
            {order.book}
          </h2>
          <p className="text-base-content/70 text-sm">by {order.author}</p>
          <p className="mt-1 font-semibold">{formatMoney(order.priceMinor, currency)}</p>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 text-sm">
        <dt className="text-base-content/70">Seller</dt>
        <dd className="min-w-0">
          <SellerContact order={order} />
        </dd>
        <dt className="text-base-content/70">Payment</dt>
        <dd>
          <PaymentStatus order={order} describedBy={titleId} />
        </dd>
      </dl>
      {!order.payment && (
        <div className="mt-3 flex justify-end">
          <CancelOrderButton order={order} describedBy={titleId} disabled={cancelling} onCancel={onCancel} />
        </div>
      )}
    </article>
  );
}
