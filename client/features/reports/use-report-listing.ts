import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * Reports a listing ('Report sent'). Enough open reports hide it, so the public lists are read
 * again, as is the list of what one has reported (its card then says "Reported"). A refusal
 * (already reported, one's own listing) is toasted by the shared mutation cache.
 */
export function useReportListing() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.moderation.report.mutationOptions({
      onSuccess: async () => {
        notify.success('Report sent');
        await Promise.all([
          queryClient.invalidateQueries(trpc.catalog.pathFilter()),
          queryClient.invalidateQueries(trpc.moderation.reportedBookIds.pathFilter()),
        ]);
      },
    }),
  );
}
