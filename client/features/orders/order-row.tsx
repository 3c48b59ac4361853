import { useId } from 'react';
import { formatMoney } from '../../../shared/money.ts';
import type { Order } from '../../../shared/orders.ts';
import { CancelOrderButton, PaymentStatus, SellerContact } from './order-actions.tsx';
import { ListPhoto } from '../../components/list-photo.tsx';

export type OrderViewProps = {
  order: Order;
  currency: string;
  cancelling: boolean;
  onCancel: (order: Order) => void;
};

/** One booked or paid order in My Orders' table (SPEC section 2), on screens wide enough for it. */
export function OrderRow({ order, currency, cancelling, onCancel }: OrderViewProps) {
  const titleId = useId();
  return (
    <tr>
      <td>
        <ListPhoto src={order.image} />
      </td>
      <th scope="row" id={titleId} className="min-w-40 font-semibold">
        {order.book}
        <span className="text-base-content/70 block text-sm font-normal">by {order.author}</span>
      </th>
      <td className="whitespace-nowrap">{formatMoney(order.priceMinor, currency)}</td>
      <td className="text-sm">
        <SellerContact order={order} />
      </td>
      <td>
        <PaymentStatus order={order} describedBy={titleId} />
      </td>
      <td>
        <CancelOrderButton order={order} describedBy={titleId} disabled={cancelling} onCancel={onCancel} />
      </td>
    </tr>
  );
}
