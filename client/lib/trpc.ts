import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../server/trpc/router.ts';
import { TRPC_MAX_BATCH } from '../../shared/constants.ts';
import { bearerToken } from '../features/auth/access-token.ts';

/** Typed hooks for every server procedure, e.g. `trpc.catalog.categories.useQuery()`. */
export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        maxItems: TRPC_MAX_BATCH,
        // Long batches of reads go as several requests instead of one URL some proxies refuse.
        maxURLLength: 2000,
        // Public reads ignore the header; everything else needs it (DESIGN section 4).
        headers: async () => {
          const token = await bearerToken();
          return token ? { Authorization: `Bearer ${token}` } : {};
        },
      }),
    ],
  });
}
