import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';

/** The signed-in user's recent events; refreshed every minute and when the window regains focus. */
export function useNotifications(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery(trpc.users.notifications.queryOptions(undefined, { enabled, refetchInterval: 60_000 }));
}
