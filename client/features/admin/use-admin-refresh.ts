import { trpc } from '../../lib/trpc.ts';

/**
 * What to read again after an admin's change: every admin list (a seller's deletion closes the
 * reports on their listings) and the public lists (a listing went, a badge came, a booking ended).
 */
export function useAdminRefresh() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.admin.invalidate(), utils.catalog.invalidate()]);
}
