import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { useAuth } from '../auth/auth-context.ts';

const NONE: ReadonlySet<string> = new Set();

/**
 * The listings the signed-in user has reported (GET /reports/mine), so their cards and pages say
 * "Reported" instead of offering Report again. Nobody signed in has reported anything.
 */
export function useReportedBookIds(): ReadonlySet<string> {
  const trpc = useTRPC();
  const { user } = useAuth();
  const reported = useQuery(trpc.moderation.reportedBookIds.queryOptions(undefined, { enabled: user !== null, staleTime: 60_000 }));
  return useMemo(() => (reported.data ? new Set(reported.data) : NONE), [reported.data]);
}
