import type pg from 'pg';
import { contextToCarry } from '../jobs/job-context.ts';

/** Statements that fire no trigger, so queue no job: the hot reads pay nothing. */
const READ = /^\s*(?:SELECT|SHOW)\b/i;
const SET = "SELECT set_config('bookstore.job_context', $1, false)";

type Query = (...args: unknown[]) => unknown;

/**
 * Sends one statement once `gate` opens, in whichever form node-postgres was called: a submittable
 * (answered with itself), a callback (answered through it) or a promise.
 */
function after(gate: Promise<void>, query: Query, first: unknown, values: unknown, callback: unknown): unknown {
  const submittable = typeof (first as { submit?: unknown } | null)?.submit === 'function';
  if (!submittable && typeof values !== 'function' && typeof callback !== 'function') return gate.then(() => query(first, values));
  void gate.then(() => query(first, values, callback));
  return submittable ? first : undefined;
}

/**
 * Keeps the `bookstore.job_context` setting of one pooled connection equal to the context of the
 * request (or job) writing on it (server/jobs/job-context.ts), for the triggers that queue jobs to
 * copy into them. It is set before a write only when it changed since the last one on this
 * connection: once per request and connection. BEGIN counts as a write, so it is set before a
 * transaction, where no rollback undoes it.
 *
 * The write waits for the setting, and so does any statement sent meanwhile, in the order they
 * came: node-postgres runs one statement at a time and no longer takes a second while one is under
 * way (deprecated in 8, refused from 9).
 */
export function keepJobContextOnWrites(client: pg.PoolClient): void {
  let current: string | null = '';
  let gate: Promise<void> | null = null;
  const query = client.query.bind(client) as Query;
  // A setting that could not be made is made again on the next write.
  const forget = (): void => {
    current = null;
  };
  // Fixed parameters rather than a rest array: this runs for every statement, reads included.
  client.query = ((first: unknown, values?: unknown, callback?: unknown) => {
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
    if (typeof text === 'string' && !READ.test(text)) {
      const carried = contextToCarry();
      const wanted = carried ? JSON.stringify(carried) : '';
      if (wanted !== current) {
        current = wanted;
        const set = (): Promise<void> => (query(SET, [wanted]) as Promise<unknown>).then(() => undefined, forget);
        const opened: Promise<void> = (gate ? gate.then(set) : set()).then(() => {
          if (gate === opened) gate = null;
        });
        gate = opened;
      }
    }
    // node-postgres reads a missing values or callback and an undefined one alike.
    return gate ? after(gate, query, first, values, callback) : query(first, values, callback);
  }) as typeof client.query;
}
