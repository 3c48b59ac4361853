import { httpSubscriptionLink, type TRPCLink } from '@trpc/client';
import type { AppRouter } from '../../server/trpc/router.ts';
import { bearerToken } from './access-token.ts';

/**
 * Subscriptions as server-sent events. EventSource cannot send headers, so the access token goes
 * as a connection parameter (the server reads `token`), asked for again at every reconnect; tracked
 * events make a reconnect resume after the last event seen (lastEventId).
 */
export function subscriptionLink(): TRPCLink<AppRouter> {
  return httpSubscriptionLink({
    url: '/trpc',
    connectionParams: async () => {
      const token = await bearerToken();
      return token ? { token } : {};
    },
  });
}
