/** The HTTP status a failed tRPC call answered with (TRPCClientError's `data.httpStatus`), if any. */
function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('httpStatus' in data)) return undefined;
  return typeof data.httpStatus === 'number' ? data.httpStatus : undefined;
}

/** TanStack Query's default: a failed read is tried three more times. */
const MAX_RETRIES = 3;

/**
 * Reads are retried (with TanStack Query's back-off) except when the server refused the caller:
 * asking again as the same person gets the same 401 or 403, and only makes them wait for it.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = httpStatusOf(error);
  if (status === 401 || status === 403) return false;
  return failureCount < MAX_RETRIES;
}
