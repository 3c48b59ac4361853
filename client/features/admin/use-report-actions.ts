import { useMutation } from '@tanstack/react-query';
import { notify } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useAdminRefresh } from './use-admin-refresh.ts';
import type { ReportGroup } from './report-groups.ts';
import { admin } from '../../i18n/admin.ts';

/** The admin's decisions on a reported listing (dismiss its reports, or delete what was reported); failures are toasted by the shared mutation cache. */
export function useReportActions() {
  const trpc = useTRPC();
  const refresh = useAdminRefresh();
  const removeListing = useMutation(trpc.admin.deleteReported.mutationOptions({ onSuccess: refresh }));
  const dismiss = useMutation(trpc.admin.dismissReport.mutationOptions());

  /** Dismisses every open report on the listing; it stays on sale. */
  const dismissAll = async (group: ReportGroup) => {
    try {
      await Promise.all(group.reports.map((report) => dismiss.mutateAsync({ id: report._id })));
      notify.success(admin.t('reportsDismissed', { count: group.reports.length }));
    } catch {
      // Already toasted by the mutation cache; the list is read again below to show what remains.
    } finally {
      await refresh();
    }
  };

  return {
    busy: removeListing.isPending || dismiss.isPending,
    /** Deleting through any one report removes the listing (or review) and closes all its reports. */
    removeListing: (group: ReportGroup) =>
      removeListing.mutate(
        { id: group.reports[0]!._id },
        // Nothing deleted: it had already gone, and the report is closed all the same.
        { onSuccess: (result) => notify.success(admin.t(result.deletedCount === 0 ? 'reportClosed' : group.reviewId ? 'reviewDeleted' : 'listingDeleted')) },
      ),
    dismiss: (group: ReportGroup) => void dismissAll(group),
  };
}

export type ReportActions = ReturnType<typeof useReportActions>;
