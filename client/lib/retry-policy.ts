import { isTRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../server/trpc/router.ts';

/** TanStack Query's default: a failed read is tried three more times. */
const MAX_RETRIES = 3;

/**
 * Reads are retried (with TanStack Query's back-off) except when the server refused the caller:
 * asking again as the same person gets the same 401 or 403, and only makes them wait for it.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = isTRPCClientError<AppRouter>(error) ? error.data?.httpStatus : undefined;
  if (status === 401 || status === 403) return false;
  return failureCount < MAX_RETRIES;
}
