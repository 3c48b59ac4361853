import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';
import { useAuth } from '../auth/auth-context.ts';

/** Whether the signed-in person has an account record: conversations need one, and a sign-up in progress has none yet. */
export function useMember(): boolean {
  const trpc = useTRPC();
  const { user } = useAuth();
  const me = useQuery(trpc.users.me.queryOptions(undefined, { enabled: Boolean(user) }));
  return Boolean(user && me.data);
}
