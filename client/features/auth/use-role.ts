import { useQuery } from '@tanstack/react-query';
import type { Role } from '../../../shared/users.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useAuth } from './auth-context.ts';

/** The signed-in user's record and role: no record, or no role, means buyer. */
export function useRole() {
  const trpc = useTRPC();
  const { user } = useAuth();
  const email = user?.email ?? '';
  const record = useQuery(trpc.users.byEmail.queryOptions({ email }, { enabled: email !== '' }));
  const given = record.data?.role.toLowerCase();
  const role: Role = given === 'seller' || given === 'admin' ? given : 'buyer';
  return { record, role, name: record.data?.name || user?.displayName || email };
}
