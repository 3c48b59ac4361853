import { notify } from '../../lib/notify.ts';
import { trpc } from '../../lib/trpc.ts';
import { useAdminRefresh } from './use-admin-refresh.ts';

/** The admin's decisions on a report (DESIGN section 8); failures are toasted by the shared mutation cache. */
export function useReportActions() {
  const refresh = useAdminRefresh();
  const removeListing = trpc.admin.deleteReported.useMutation({
    onSuccess: async (result) => {
      // Nothing deleted: the listing had already gone, and the report is closed all the same.
      notify.success(result.deletedCount > 0 ? 'Listing deleted' : 'Report closed');
      await refresh();
    },
  });
  const dismiss = trpc.admin.dismissReport.useMutation({
    onSuccess: async () => {
      notify.success('Report dismissed');
      await refresh();
    },
  });

  return {
    busy: removeListing.isPending || dismiss.isPending,
    removeListing: (id: string) => removeListing.mutate({ id }),
    dismiss: (id: string) => dismiss.mutate({ id }),
  };
}

export type ReportActions = ReturnType<typeof useReportActions>;
