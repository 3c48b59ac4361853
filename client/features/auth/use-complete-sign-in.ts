import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { auth } from '../../i18n/auth.ts';
import { notify } from '../../lib/notify.ts';
import { useTRPC, type TRPC } from '../../lib/trpc.ts';
import { useAuth } from './auth-context.ts';
import type { AuthUser } from './auth-user.ts';
import { returnFrom } from './return-path.ts';

/**
 * The end of every login: once the store's access token is in hand, say so and go
 * back where the visitor was heading. With nowhere to go back to, an admin goes to their dashboard
 * (they sign in to work there, not to shop) and everyone else to the front page.
 */
export function useCompleteSignIn() {
  const { obtainAccessToken } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    async (user: AuthUser) => {
      await obtainAccessToken();
      // The shelves read as a visitor say more to a signed-in buyer (sellers' contacts): read again.
      void queryClient.invalidateQueries(trpc.catalog.pathFilter());
      notify.success(auth.t('loggedIn'));
      const from = returnFrom(location);
      const admin = from === null && user.email !== null && (await isAdmin(queryClient, trpc, user.email));
      await navigate(from ?? (admin ? '/dashboard' : '/'), { replace: true });
    },
    [obtainAccessToken, navigate, location, queryClient, trpc],
  );
}

/** Whether the user's record says admin; read into the cache the dashboard reads it from (useRole). Unknown counts as no. */
async function isAdmin(queryClient: QueryClient, trpc: TRPC, email: string): Promise<boolean> {
  const record = await queryClient.query(trpc.users.byEmail.queryOptions({ email })).catch(() => null);
  return record?.role.toLowerCase() === 'admin';
}
