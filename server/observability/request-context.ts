import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What every log line written for one request carries, whatever logger writes it: the request's id
 * (its X-Request-Id when a proxy sent a sane one, else a new UUID) and, once the caller is known,
 * their user id. A job runs under the context of the request that queued it, so its lines carry
 * the same id.
 */
export type RequestContext = { requestId: string; userId?: string };

const storage = new AsyncLocalStorage<RequestContext>();

/** The context of the request (or job) this code runs for; undefined outside one (start-up, schedules). */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/** Runs `work`, and everything it starts, as part of the request (or job) `context`. */
export function withRequest<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}
