import { REPORT_REASON_LABELS } from '../../../shared/reports.ts';
import { REVIEW_REPORT_REASONS, type Review } from '../../../shared/reviews.ts';
import { ReportDialog } from '../reports/report-dialog.tsx';
import { useReportReview } from './use-reviews.ts';

/** Reporting a review to the admins, from the seller's page. */
export function ReportReviewModal({ review, onClose }: { review: Review; onClose: () => void }) {
  const report = useReportReview();
  return (
    <ReportDialog
      kind="Report this review"
      title={`${review.buyerName} on “${review.book}”`}
      byline={review.text || undefined}
      explanation="An admin reads every report and removes the review if it breaks the rules; its stars then leave the seller's average."
      reasons={REVIEW_REPORT_REASONS}
      labels={REPORT_REASON_LABELS}
      what="Reporting the review"
      send={(values) => report.mutateAsync({ id: review._id, ...values })}
      onClose={onClose}
    />
  );
}
