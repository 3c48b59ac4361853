import { REVIEW_TEXT_MAX, reviewReplySchema, type Review } from '../../../shared/reviews.ts';
import { TextDialog } from '../../components/text-dialog.tsx';
import { useReplyToReview } from './use-reviews.ts';

/** The reviewed seller's one public answer to a review. */
export function ReplyModal({ review, onClose }: { review: Review; onClose: () => void }) {
  const reply = useReplyToReview();
  return (
    <TextDialog
      kicker="Answer the review"
      title={`${review.buyerName} on “${review.book}”`}
      byline={review.text || undefined}
      explanation="Your answer shows under the review for everyone, and you can answer once."
      label="Your answer"
      schema={reviewReplySchema.shape.text}
      max={REVIEW_TEXT_MAX}
      submitLabel="Post the answer"
      what="Answering the review"
      send={(text) => reply.mutateAsync({ id: review._id, text })}
      onClose={onClose}
    />
  );
}
