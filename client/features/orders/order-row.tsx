import { useId } from 'react';
import { books } from '../../i18n/books.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/namespace.ts';
import type { Order } from '../../../shared/orders.ts';
import { OrderButtons, PaymentStatus, SellerContact, type RateSeller } from './order-actions.tsx';
import { ListPhoto } from '../../components/list-photo.tsx';

export type OrderViewProps = {
  order: Order;
  currency: string;
  cancelling: boolean;
  onCancel: (order: Order) => void;
  rateSeller: RateSeller;
};

/** An order's first cells in a table: its photo, and its title (the row's header) over a line about it. */
export function OrderHeadCells({ order, titleId, subtitle }: { order: Order; titleId: string; subtitle: string }) {
  return (
    <>
      <td>
        <ListPhoto src={order.image} />
      </td>
      <th scope="row" id={titleId} className="min-w-40 font-semibold">
        {order.book}
        <span className="text-base-content/70 block text-sm font-normal">{subtitle}</span>
      </th>
    </>
  );
}

/** One booked or paid order in My Orders' table, on screens wide enough for it. */
export function OrderRow({ order, currency, cancelling, onCancel, rateSeller }: OrderViewProps) {
  const titleId = useId();
  const card = useMessages(books);
  return (
    <tr>
      <OrderHeadCells order={order} titleId={titleId} subtitle={card('byAuthor', { author: order.author })} />
      <td className="whitespace-nowrap">{formatMoney(order.priceMinor, currency)}</td>
      <td className="text-sm">
        <SellerContact order={order} />
      </td>
      <td>
        <PaymentStatus order={order} describedBy={titleId} />
      </td>
      <td>
        <OrderButtons order={order} describedBy={titleId} disabled={cancelling} onCancel={onCancel} rateSeller={rateSeller} />
      </td>
    </tr>
  );
}
