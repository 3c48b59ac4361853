import type pg from 'pg';
import { contextToCarry } from '../jobs/job-context.ts';

/** Statements that fire no trigger, so queue no job: the hot reads pay nothing. */
const READ = /^\s*(?:SELECT|SHOW)\b/i;
const SET = "SELECT set_config('bookstore.job_context', $1, false)";

/**
 * Keeps the `bookstore.job_context` setting of one pooled connection equal to the context of the
 * request (or job) writing on it (server/jobs/job-context.ts), for the triggers that queue jobs to
 * copy into them. It is set before a write only when it changed since the last one on this
 * connection: once per request and connection, in the same queue of statements, with no wait of
 * its own. BEGIN counts as a write, so it is set before a transaction, where no rollback undoes it.
 */
export function keepJobContextOnWrites(client: pg.PoolClient): void {
  let current: string | null = '';
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  // A setting that could not be made is made again on the next write.
  const forget = () => (current = null);
  // Fixed parameters rather than a rest array: this runs for every statement, reads included.
  client.query = ((first: unknown, values?: unknown, callback?: unknown) => {
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
    if (typeof text === 'string' && !READ.test(text)) {
      const carried = contextToCarry();
      const wanted = carried ? JSON.stringify(carried) : '';
      if (wanted !== current) {
        current = wanted;
        (query(SET, [wanted]) as Promise<unknown>).catch(forget);
      }
    }
    // node-postgres reads a missing values or callback and an undefined one alike.
    return query(first, values, callback);
  }) as typeof client.query;
}
