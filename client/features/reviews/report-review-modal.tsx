import { REVIEW_REPORT_REASONS, type Review } from '../../../shared/reviews.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { reports } from '../../i18n/reports.ts';
import { reviews } from '../../i18n/reviews.ts';
import { reasonLabels, ReportDialog } from '../reports/report-dialog.tsx';
import { useReportReview } from './use-reviews.ts';

/** Reporting a review to the admins, from the seller's page. */
export function ReportReviewModal({ review, onClose }: { review: Review; onClose: () => void }) {
  const report = useReportReview();
  const t = useMessages(reviews);
  const reportWords = useMessages(reports);
  return (
    <ReportDialog
      kind={t('reportReview')}
      title={t('reviewOf', { name: review.buyerName, title: review.book })}
      byline={review.text || undefined}
      explanation={t('reportExplained')}
      reasons={REVIEW_REPORT_REASONS}
      labels={reasonLabels(REVIEW_REPORT_REASONS, (reason) => reportWords(`reason.${reason}`))}
      what="Reporting the review"
      send={(values) => report.mutateAsync({ id: review._id, ...values })}
      onClose={onClose}
    />
  );
}
