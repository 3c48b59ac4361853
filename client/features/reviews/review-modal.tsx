import { useId, useRef } from 'react';
import type { Order } from '../../../shared/orders.ts';
import { newReviewSchema, REVIEW_TEXT_MAX, type NewReviewData } from '../../../shared/reviews.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { ModalFormActions } from '../../components/modal-form-actions.tsx';
import { formatNumber } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { reviews } from '../../i18n/reviews.ts';
import { fieldErrors } from '../../lib/field-errors.ts';
import { useCheckedForm, type FormReading } from '../../lib/use-checked-form.ts';
import { useModalDialog } from '../../lib/use-modal-dialog.ts';
import { useReviewOrder } from './use-reviews.ts';

const FIELDS = ['rating', 'text'] as const;
type ReviewErrors = Partial<Record<(typeof FIELDS)[number], string>>;
const STARS = [1, 2, 3, 4, 5] as const;

/** Reads the stars and words with the server's rules; no stars chosen reads as a request to choose. */
function readReview(orderId: string) {
  return (form: FormData): FormReading<NewReviewData, ReviewErrors> => {
    const stars = form.get('rating');
    const parsed = newReviewSchema.safeParse({ orderId, rating: stars === null ? undefined : Number(stars), text: form.get('text') ?? '' });
    if (parsed.success) return { values: parsed.data };
    const errors = fieldErrors(parsed.error.issues, FIELDS);
    if (errors.rating) errors.rating = reviews.t('chooseStars', { min: formatNumber(STARS[0]), max: formatNumber(STARS.at(-1)!) });
    return { errors };
  };
}

/** The buyer rates the seller of a completed order: 1 to 5 stars and, if they like, a few words. */
export function ReviewModal({ order, onClose }: { order: Order; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dialog = useModalDialog(dialogRef, onClose);
  const review = useReviewOrder();
  const starsId = useId();
  const t = useMessages(reviews);
  const { formRef, errors, failure, busy, onSubmit } = useCheckedForm(
    readReview(order._id),
    async (values) => {
      await review.mutateAsync(values);
      dialog.close();
    },
    'Rating the seller',
  );
  return (
    <FormDialog
      dialogRef={dialogRef}
      onClose={dialog.onClose}
      kicker={t('rateSeller')}
      title={order.book}
      byline={t('fromSeller', { email: order.sellerEmail })}
      explanation={t('rateExplained')}
    >
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy} className="mt-5 space-y-4">
        {/* A radio group rather than a fieldset: ARIA marks the group invalid, not its radios (useCheckedForm then focuses the first star). */}
        <div
          role="radiogroup"
          aria-labelledby={`${starsId}-label`}
          aria-invalid={errors.rating ? true : undefined}
          aria-describedby={errors.rating ? `${starsId}-error` : undefined}
        >
          <p id={`${starsId}-label`} className="mb-1.5 text-sm font-medium">
            {t('stars')}
          </p>
          <div className="rating rating-lg">
            {STARS.map((n) => (
              <input key={n} type="radio" name="rating" value={n} aria-label={t('starCount', { count: n })} className="mask mask-star-2 bg-warning" />
            ))}
          </div>
          {errors.rating && (
            <p id={`${starsId}-error`} className="text-error text-sm">
              {errors.rating}
            </p>
          )}
        </div>
        <FormField label={t('tellBuyers')} error={errors.text}>
          {(control) => <textarea {...control} name="text" rows={4} maxLength={REVIEW_TEXT_MAX} className="textarea w-full" />}
        </FormField>
        <ModalFormActions failure={failure} busy={busy} onCancel={dialog.close} submitLabel={t('postReview')} />
      </form>
    </FormDialog>
  );
}
