import { createTRPCClient, httpBatchLink, splitLink, TRPCClientError, type OperationLink, type TRPCLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
// @trpc/client's own observable helper (it imports it from here too), not server code.
import { observable, type Unsubscribable } from '@trpc/server/observable';
import type { AppRouter } from '../../server/trpc/router.ts';
import { TRPC_MAX_BATCH } from '../../shared/constants.ts';
import { bearerToken } from './access-token.ts';

/**
 * TanStack Query options for every server procedure, e.g.
 * `const trpc = useTRPC(); useQuery(trpc.catalog.categories.queryOptions())`, and the typed client
 * for calls made outside a query or mutation (`useTRPCClient()`).
 *
 * After a write, lists are read again with `readAgain(trpc.x.y.pathFilter())` (read-again.ts):
 * a path's filter matches its plain and its paged (infinite) queries alike, where
 * `queryFilter()` matches plain queries only and would leave a paged list stale.
 */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** What `useTRPC()` gives: options, keys and filters for every procedure. */
export type TRPC = ReturnType<typeof useTRPC>;
/** What `useTRPCClient()` gives. */
export type TRPCClient = ReturnType<typeof useTRPCClient>;

/**
 * Subscriptions (server-sent events, see trpc-subscriptions.ts) through a link fetched with the
 * first subscription: the first chunk has no room for it, and signed-out visitors never subscribe.
 */
function lazySubscriptionLink(): TRPCLink<AppRouter> {
  return (runtime) => {
    let loaded: OperationLink<AppRouter> | null = null;
    let loading: Promise<OperationLink<AppRouter>> | null = null;
    return ({ op, next }) =>
      observable((observer) => {
        let inner: Unsubscribable | null = null;
        let closed = false;
        const start = (link: OperationLink<AppRouter>) => {
          if (!closed) inner = link({ op, next }).subscribe(observer);
        };
        if (loaded) start(loaded);
        else {
          loading ??= import('./trpc-subscriptions.ts').then((m) => (loaded = m.subscriptionLink()(runtime)));
          void loading.then(start, (error: unknown) => {
            loading = null;
            if (!closed) observer.error(TRPCClientError.from(error instanceof Error ? error : new Error(String(error))));
          });
        }
        return () => {
          closed = true;
          inner?.unsubscribe();
        };
      });
  };
}

export function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: lazySubscriptionLink(),
        false: httpBatchLink({
          url: '/trpc',
          maxItems: TRPC_MAX_BATCH,
          // Long batches of reads go as several requests instead of one URL some proxies refuse.
          maxURLLength: 2000,
          // Public reads ignore the header; everything else needs it.
          headers: async () => {
            const token = await bearerToken();
            return token ? { Authorization: `Bearer ${token}` } : {};
          },
        }),
      }),
    ],
  });
}
