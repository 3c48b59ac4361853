import { z } from 'zod';
import { currentRequest, type RequestContext } from '../observability/request-context.ts';
import { currentTraceparent } from '../observability/tracing.ts';

/**
 * What a job carries from the request (or job) that queued it, under this key of its payload: the
 * request's id, so the job's log lines carry it too, and its trace (W3C traceparent), so the job's
 * span joins that trace. addJob writes it; for the jobs SQL triggers add, a trigger on the queue
 * copies it from the `bookstore.job_context` setting, which the database client keeps up to date on
 * the connection before every write (server/db/client.ts).
 */
export const CARRIED = '_context';

const carriedSchema = z.object({
  requestId: z.string().min(1).max(200).optional(),
  traceparent: z
    .string()
    .regex(/^[\da-f]{2}-[\da-f]{32}-[\da-f]{16}-[\da-f]{2}$/)
    .optional(),
});
export type JobContext = z.infer<typeof carriedSchema>;

/** A request's trace as of its first job or write: one value per request, not one per query span. */
const traceparents = new WeakMap<RequestContext, string | undefined>();

/** The context a job queued now should carry; undefined outside a request or job. */
export function contextToCarry(): JobContext | undefined {
  const request = currentRequest();
  if (!request) return undefined;
  if (!traceparents.has(request)) traceparents.set(request, currentTraceparent());
  const traceparent = traceparents.get(request);
  return { requestId: request.requestId, ...(traceparent && { traceparent }) };
}

/** The context a job's payload carries; anything malformed there (it comes from the database) counts as none. */
export function carriedContext(payload: unknown): JobContext {
  const carried = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[CARRIED] : undefined;
  const parsed = carriedSchema.safeParse(carried);
  return parsed.success ? parsed.data : {};
}
