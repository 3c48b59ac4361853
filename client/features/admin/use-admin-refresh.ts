import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * What to read again after an admin's change: every admin list (a seller's deletion closes the
 * reports on their listings) and the public lists (a listing went, a badge came, a booking ended).
 */
export function useAdminRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries(trpc.admin.pathFilter()), queryClient.invalidateQueries(trpc.catalog.pathFilter())]);
}
