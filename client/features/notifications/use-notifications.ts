import { trpc } from '../../lib/trpc.ts';

/** The signed-in user's recent events; refreshed every minute and when the window regains focus. */
export function useNotifications(enabled: boolean) {
  return trpc.users.notifications.useQuery(undefined, { enabled, refetchInterval: 60_000 });
}
