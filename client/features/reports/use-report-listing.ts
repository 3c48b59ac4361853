import { notify } from '../../lib/notify.ts';
import { trpc } from '../../lib/trpc.ts';

/**
 * Reports a listing ('Report sent'). Enough open reports hide it, so the public lists are read
 * again, as is the list of what one has reported (its card then says "Reported"). A refusal
 * (already reported, one's own listing) is toasted by the shared mutation cache.
 */
export function useReportListing() {
  const utils = trpc.useUtils();
  return trpc.moderation.report.useMutation({
    onSuccess: async () => {
      notify.success('Report sent');
      await Promise.all([utils.catalog.invalidate(), utils.moderation.reportedBookIds.invalidate()]);
    },
  });
}
