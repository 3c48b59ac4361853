import { REVIEW_TEXT_MAX, reviewReplySchema, type Review } from '../../../shared/reviews.ts';
import { TextDialog } from '../../components/text-dialog.tsx';
import { useMessages } from '../../i18n/namespace.ts';
import { reviews } from '../../i18n/reviews.ts';
import { useReplyToReview } from './use-reviews.ts';

/** The reviewed seller's one public answer to a review. */
export function ReplyModal({ review, onClose }: { review: Review; onClose: () => void }) {
  const reply = useReplyToReview();
  const t = useMessages(reviews);
  return (
    <TextDialog
      kicker={t('answerReview')}
      title={t('reviewOf', { name: review.buyerName, title: review.book })}
      byline={review.text || undefined}
      explanation={t('answerExplained')}
      label={t('yourAnswer')}
      schema={reviewReplySchema.shape.text}
      max={REVIEW_TEXT_MAX}
      submitLabel={t('postAnswer')}
      what="Answering the review"
      send={(text) => reply.mutateAsync({ id: review._id, text })}
      onClose={onClose}
    />
  );
}
