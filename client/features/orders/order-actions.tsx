import { lazy, type ReactNode } from 'react';
import { Link } from 'react-router';
import { awaitsReceipt, type Order } from '../../../shared/orders.ts';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import { DialogButton } from '../../components/dialog-button.tsx';
import { useMessages } from '../../i18n/namespace.ts';
import { orders } from '../../i18n/orders.ts';
import { RichText } from '../../i18n/rich-text.tsx';
import { useConfirmReceived } from '../order-lifecycle/use-order-lifecycle.ts';
import { formatMoment } from './format-moment.ts';
import { timePart } from './time-part.tsx';
import { prefetch } from '../../lib/prefetch.ts';

// The problem form validates with the store's schema (zod): loaded when a buyer reaches for it.
const loadProblemModal = () => import('./problem-modal.tsx');
const ProblemModal = lazy(() => loadProblemModal().then((m) => ({ default: m.ProblemModal })));

/** What a completed order offers its buyer: rating the seller (the page brings it, from reviews). */
export type RateSeller = (order: Order, describedBy: string) => ReactNode;

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

/** A paid order shows where it is (Paid, Handed over, Completed, Problem reported), otherwise a Pay link (with how long the copy is held). */
export function PaymentStatus({ order, describedBy }: { order: Order; describedBy: string }) {
  const t = useMessages(orders);
  if (order.payment)
    return (
      <span className={`badge ${order.state === 'problem' ? 'badge-error badge-soft' : 'badge-success'} whitespace-nowrap`}>{t(`state.${order.state}`)}</span>
    );
  return (
    <div className="flex flex-col items-start gap-1">
      <PayLink order={order} describedBy={describedBy} className="btn-sm" />
      <span className="text-base-content/70 text-xs whitespace-nowrap">
        <RichText text={t('heldUntil', { when: formatMoment(order.expiresAt) })} parts={[timePart(order.expiresAt)]} />
      </span>
    </div>
  );
}

/** Pay for a booking: its payment page. `className` sizes the button. */
export function PayLink({ order, describedBy, className = '' }: { order: Order; describedBy?: string; className?: string }) {
  const t = useMessages(orders);
  return (
    <Link to={`/dashboard/buyer/payment/${order._id}`} className={`btn btn-primary ${className}`} aria-describedby={describedBy}>
      {t('pay')}
    </Link>
  );
}

type OrderButtonsProps = { order: Order; describedBy: string; disabled: boolean; onCancel: (order: Order) => void; rateSeller: RateSeller };

/**
 * What the buyer can do next: cancel an unpaid order; once paid, confirm they have the book or
 * report a problem (until it completes); once completed, rate the seller.
 */
export function OrderButtons({ order, describedBy, disabled, onCancel, rateSeller }: OrderButtonsProps) {
  const t = useMessages(orders);
  if (!order.payment) {
    return (
      <button type="button" className="btn btn-sm btn-outline btn-error" aria-describedby={describedBy} disabled={disabled} onClick={() => onCancel(order)}>
        {t('cancel')}
      </button>
    );
  }
  if (awaitsReceipt(order.state)) return <ReceiptButtons order={order} describedBy={describedBy} />;
  return order.state === 'completed' ? rateSeller(order, describedBy) : null;
}

function ReceiptButtons({ order, describedBy }: { order: Order; describedBy: string }) {
  const received = useConfirmReceived();
  const { ask, dialog } = useConfirm();
  const t = useMessages(orders);
  const confirm = () =>
    ask({
      question: t('confirmReceivedQuestion', { title: order.book }),
      confirmLabel: t('confirmReceived'),
      onConfirm: () => received.mutate({ id: order._id }),
    });
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className="btn btn-sm btn-success" aria-describedby={describedBy} disabled={received.isPending} onClick={confirm}>
        {t('confirmReceived')}
      </button>
      {dialog}
      <DialogButton
        className="btn btn-sm btn-ghost"
        describedBy={describedBy}
        onPrepare={prefetch(loadProblemModal)}
        dialog={(close) => <ProblemModal order={order} onClose={close} />}
      >
        {t('reportProblem')}
      </DialogButton>
    </div>
  );
}
