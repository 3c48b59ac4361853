import { useId } from 'react';
import { books } from '../../i18n/books.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { orders } from '../../i18n/orders.ts';
import type { Order } from '../../../shared/orders.ts';
import { ListCard, type ListCardProps } from '../../components/list-card.tsx';
import { ListPhoto } from '../../components/list-photo.tsx';
import { OrderButtons, PaymentStatus, SellerContact } from './order-actions.tsx';
import type { OrderViewProps } from './order-row.tsx';

/** An order as a card: its photo and title, with what the list says about it. */
export function OrderListCard({ order, ...card }: Omit<ListCardProps, 'media' | 'title'> & { order: Order }) {
  return <ListCard media={<ListPhoto src={order.image} />} title={order.book} {...card} />;
}

/** The same order as a card on phones, where a six-column table would hide Pay and Cancel off screen. */
export function OrderCard({ order, currency, cancelling, onCancel, rateSeller }: OrderViewProps) {
  const titleId = useId();
  const t = useMessages(orders);
  const card = useMessages(books);
  return (
    <OrderListCard
      order={order}
      titleId={titleId}
      details={[
        [t('seller'), <SellerContact order={order} />],
        [t('payment'), <PaymentStatus order={order} describedBy={titleId} />],
      ]}
      actions={<OrderButtons order={order} describedBy={titleId} disabled={cancelling} onCancel={onCancel} rateSeller={rateSeller} />}
    >
      <p className="text-base-content/70 text-sm">{card('byAuthor', { author: order.author })}</p>
      <p className="mt-1 font-semibold">{formatMoney(order.priceMinor, currency)}</p>
    </OrderListCard>
  );
}
