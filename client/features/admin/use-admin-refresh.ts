import { useTRPC } from '../../lib/trpc.ts';
import { useReadAgain } from '../../lib/read-again.ts';

/**
 * What to read again after an admin's change: every admin list (a seller's deletion closes the
 * reports on their listings) and the public lists (a listing went, a badge came, a booking ended).
 */
export function useAdminRefresh() {
  const trpc = useTRPC();
  const readAgain = useReadAgain();
  return () => readAgain(trpc.admin.pathFilter(), trpc.catalog.pathFilter());
}
