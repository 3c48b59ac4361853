import { useMutation } from '@tanstack/react-query';
import { reports } from '../../i18n/reports.ts';
import { notify } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useReadAgain } from '../../lib/read-again.ts';

/**
 * Reports a listing ('Report sent'). Enough open reports hide it, so the public lists are read
 * again, as is the list of what one has reported (its card then says "Reported"). A refusal
 * (already reported, one's own listing) is toasted by the shared mutation cache.
 */
export function useReportListing() {
  const trpc = useTRPC();
  const readAgain = useReadAgain();
  return useMutation(
    trpc.moderation.report.mutationOptions({
      onSuccess: async () => {
        notify.success(reports.t('sent'));
        await readAgain(trpc.catalog.pathFilter(), trpc.moderation.reportedBookIds.pathFilter());
      },
    }),
  );
}
