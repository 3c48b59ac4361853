import { useId } from 'react';
import { REPORT_REASON_LABELS, type ReportedItem } from '../../../shared/reports.ts';
import { formatPostingDate } from '../../lib/format-date.ts';
import type { ReportActions } from './use-report-actions.ts';

/** One open report: Delete removes the listing (and closes every report on it), Dismiss closes this one. */
export function ReportRow({ report, actions }: { report: ReportedItem; actions: ReportActions }) {
  const bookId = useId();

  const confirmDelete = () => {
    if (window.confirm(`Do you want to delete the listing "${report.book}"?`)) actions.removeListing(report._id);
  };

  return (
    <tr>
      <th scope="row" id={bookId} className="min-w-48 font-semibold">
        {report.book}
        {report.hidden && <span className="badge badge-warning badge-soft badge-sm ms-2">hidden</span>}
        <span className="text-base-content/70 block text-sm font-normal">Seller: {report.sellerEmail}</span>
      </th>
      <td className="min-w-48">
        {REPORT_REASON_LABELS[report.reason]}
        {report.note !== '' && <span className="text-base-content/75 block text-sm break-words">{report.note}</span>}
      </td>
      <td>
        {report.buyer}
        <time dateTime={report.createdAt} className="text-base-content/70 block text-sm">
          {formatPostingDate(report.createdAt)}
        </time>
      </td>
      <td>
        <div className="flex gap-2">
          <button type="button" className="btn btn-sm btn-error" aria-describedby={bookId} disabled={actions.busy} onClick={confirmDelete}>
            Delete
          </button>
          <button type="button" className="btn btn-sm btn-outline" aria-describedby={bookId} disabled={actions.busy} onClick={() => actions.dismiss(report._id)}>
            Dismiss
          </button>
        </div>
      </td>
    </tr>
  );
}
