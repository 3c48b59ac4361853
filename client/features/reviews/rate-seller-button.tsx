import { lazy } from 'react';
import type { Order } from '../../../shared/orders.ts';
import { DialogButton } from '../../components/dialog-button.tsx';
import { Stars } from '../../components/stars.tsx';
import { useMessages } from '../../i18n/namespace.ts';
import { reviews } from '../../i18n/reviews.ts';
import { prefetch } from '../../lib/prefetch.ts';

// The review form validates with the store's schema (zod): loaded when a buyer reaches for it.
const loadReviewModal = () => import('./review-modal.tsx');
const ReviewModal = lazy(() => loadReviewModal().then((m) => ({ default: m.ReviewModal })));

/** A completed order's 'Rate the seller', once; then the stars given (or that an admin removed the review: it is final). */
export function RateSellerButton({ order, describedBy }: { order: Order; describedBy: string }) {
  const t = useMessages(reviews);
  if (order.reviewRemoved) return <span className="text-base-content/70 text-sm">{t('removed')}</span>;
  if (order.rating !== null) {
    return (
      <span className="flex flex-col gap-0.5 text-sm">
        <span className="text-base-content/70">{t('youRated')}</span>
        <Stars rating={order.rating} />
      </span>
    );
  }
  return (
    <DialogButton
      className="btn btn-sm btn-secondary"
      describedBy={describedBy}
      onPrepare={prefetch(loadReviewModal)}
      dialog={(close) => <ReviewModal order={order} onClose={close} />}
    >
      {t('rateSeller')}
    </DialogButton>
  );
}
