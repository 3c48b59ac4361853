import { useId } from 'react';
import { formatMoney } from '../../../shared/money.ts';
import { ListCard } from '../../components/list-card.tsx';
import { ListPhoto } from '../../components/list-photo.tsx';
import { CancelOrderButton, PaymentStatus, SellerContact } from './order-actions.tsx';
import type { OrderViewProps } from './order-row.tsx';

/** The same order as a card on phones, where a six-column table would hide Pay and Cancel off screen. */
export function OrderCard({ order, currency, cancelling, onCancel }: OrderViewProps) {
  const titleId = useId();
  return (
    <ListCard
      media={<ListPhoto src={order.image} />}
      titleId={titleId}
      title={order.book}
      details={[
        ['Seller', <SellerContact order={order} />],
        ['Payment', <PaymentStatus order={order} describedBy={titleId} />],
      ]}
      actions={!order.payment && <CancelOrderButton order={order} describedBy={titleId} disabled={cancelling} onCancel={onCancel} />}
    >
      <p className="text-base-content/70 text-sm">by {order.author}</p>
      <p className="mt-1 font-semibold">{formatMoney(order.priceMinor, currency)}</p>
    </ListCard>
  );
}
