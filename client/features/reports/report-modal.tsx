import type { Book } from '../../../shared/books.ts';
import { REPORT_REASONS } from '../../../shared/reports.ts';
import { books } from '../../i18n/books.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { reports } from '../../i18n/reports.ts';
import { reasonLabels, ReportDialog } from './report-dialog.tsx';
import { useReportListing } from './use-report-listing.ts';

type ReportModalProps = {
  book: Book;
  onClose: () => void;
};

/** Reporting a listing to the admins, from its card or its page. */
export function ReportModal({ book, onClose }: ReportModalProps) {
  const report = useReportListing();
  const t = useMessages(reports);
  const card = useMessages(books);
  return (
    <ReportDialog
      kind={t('reportListing')}
      title={book.book}
      byline={card('byAuthor', { author: book.author })}
      explanation={t('listingExplained')}
      reasons={REPORT_REASONS}
      labels={reasonLabels(REPORT_REASONS, (reason) => t(`reason.${reason}`))}
      what="Reporting the listing"
      send={(values) => report.mutateAsync({ bookId: book._id, ...values })}
      onClose={onClose}
    />
  );
}
