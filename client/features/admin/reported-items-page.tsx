import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { HIDE_AFTER_OPEN_REPORTS } from '../../../shared/reports.ts';
import { PagedList, type PagedItems } from '../../components/paged-list.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { AdminPage } from './admin-page.tsx';
import { firstPage, paging } from './admin-paging.ts';
import { ReportCard } from './report-card.tsx';
import { groupReports } from './report-groups.ts';
import { ReportRow } from './report-row.tsx';
import { useReportActions } from './use-report-actions.ts';
import { admin } from '../../i18n/admin.ts';
import { useMessages } from '../../i18n/namespace.ts';

/** /dashboard/admin/reported-items: the reported listings, each with its open reports, newest first. */
export function ReportedItemsPage() {
  const t = useMessages(admin);
  return (
    <AdminPage title={t('reportsTitle')} intro={t('reportsIntro', { count: HIDE_AFTER_OPEN_REPORTS })}>
      <ReportedListings />
    </AdminPage>
  );
}

function ReportedListings() {
  const trpc = useTRPC();
  const reports = useInfiniteQuery(trpc.admin.reportedItems.infiniteQueryOptions(firstPage, paging));
  const actions = useReportActions();
  const t = useMessages(admin);
  // The server pages by report; the reports loaded so far are shown one entry per listing.
  const pages = reports.data?.pages;
  const grouped = useMemo(() => pages && { pages: [groupReports(pages.flat())] }, [pages]);

  return (
    <PagedList
      list={{ ...pageState(reports), data: grouped }}
      label={t('reportsTitle')}
      what={t('reportsWhat')}
      empty={t('reportsEmpty')}
      columns={[<span className="sr-only">{t('columnPhoto')}</span>, t('columnBook'), t('columnReasons'), t('columnReportedBy'), t('columnActions')]}
      row={(group) => <ReportRow group={group} actions={actions} />}
      card={(group) => <ReportCard group={group} actions={actions} />}
    />
  );
}

/** What PagedList reads of the query besides its data (read one by one: the query tracks what is read). */
function pageState(list: Omit<PagedItems<unknown>, 'data'>) {
  return {
    isPending: list.isPending,
    isError: list.isError,
    isFetching: list.isFetching,
    hasNextPage: list.hasNextPage,
    isFetchingNextPage: list.isFetchingNextPage,
    refetch: list.refetch,
    fetchNextPage: list.fetchNextPage,
  };
}
