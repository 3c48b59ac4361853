import { HIDE_AFTER_OPEN_REPORTS } from '../../../shared/reports.ts';
import { trpc } from '../../lib/trpc.ts';
import { AdminPage } from './admin-page.tsx';
import { firstPage, paging } from './admin-paging.ts';
import { PagedTable } from '../../components/paged-table.tsx';
import { ReportRow } from './report-row.tsx';
import { useReportActions } from './use-report-actions.ts';

/** /dashboard/admin/reported-items (SPEC section 2): the open reports, one row each, newest first. */
export function ReportedItemsPage() {
  const reports = trpc.admin.reportedItems.useInfiniteQuery(firstPage, paging);
  const actions = useReportActions();

  return (
    <AdminPage
      title="Reported Items"
      intro={`Delete a reported listing or dismiss the report. A listing with ${HIDE_AFTER_OPEN_REPORTS} open reports is hidden from the store until you decide.`}
    >
      <PagedTable
        list={reports}
        label="Reported Items"
        what="reports"
        empty="No open reports."
        columns={['Book', 'Reason', 'Reported by', 'Actions']}
        row={(report) => <ReportRow report={report} actions={actions} />}
      />
    </AdminPage>
  );
}
