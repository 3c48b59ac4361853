import type { Book } from '../../../shared/books.ts';
import { REPORT_REASON_LABELS, REPORT_REASONS } from '../../../shared/reports.ts';
import { ReportDialog } from './report-dialog.tsx';
import { useReportListing } from './use-report-listing.ts';

type ReportModalProps = {
  book: Book;
  onClose: () => void;
};

/** Reporting a listing to the admins, from its card or its page. */
export function ReportModal({ book, onClose }: ReportModalProps) {
  const report = useReportListing();
  return (
    <ReportDialog
      kind="Report this listing"
      title={book.book}
      byline={`by ${book.author}`}
      explanation="An admin reads every report and removes the listing if it breaks the rules."
      reasons={REPORT_REASONS}
      labels={REPORT_REASON_LABELS}
      what="Reporting the listing"
      send={(values) => report.mutateAsync({ bookId: book._id, ...values })}
      onClose={onClose}
    />
  );
}
