import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { TRPCError } from '@trpc/server';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Caller } from '../auth/authenticate.ts';
import type { Db } from '../db/client.ts';
import { proceduresOf } from '../trpc/internals/procedures.ts';
import { appRouter } from '../trpc/router.ts';
import type { HeldAnswer } from './answer-holder.ts';
import { restPathPattern } from './rest-paths.ts';
import { KEY_LIFETIME_HOURS } from '../services/idempotency-keys.ts';

/**
 * Safe retries of the REST calls that create something, as Stripe's API has them: a client sends
 * `Idempotency-Key: <its own unique string>`, and should it not hear the answer (a timeout, a lost
 * connection) it sends the same call with the same key again. Within 24 hours that retry gets the
 * first call's answer again (marked `Idempotent-Replayed: true`) and nothing is created twice.
 *
 * Keys live in PostgreSQL (table idempotency_keys), so every server process sees them. They belong
 * to the verified caller: two users may use the same key, and nobody can replay another's answer.
 */

/** The request header, and the answer header that marks a replayed answer. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';

/**
 * A key still 'pending' after this long belongs to a call whose process died (it was killed, or lost
 * the database before storing the answer): a retry may run the call again rather than hear "still
 * being processed" for a day. No call runs this long (Stripe's client gives up after 80 s a try).
 */
const ABANDONED_AFTER_MINUTES = 5;

/** Printable ASCII, space included, as Stripe accepts. */
const VALID_KEY = /^[\x20-\x7e]{1,255}$/;

export const INVALID_KEY_MESSAGE = 'The Idempotency-Key header must be 1 to 255 printable ASCII characters.';
/** The answer to a key reused for another call (another body, operation or path). */
export const KEY_REUSED = { code: 'UNPROCESSABLE_CONTENT', message: 'This Idempotency-Key was already used with a different request.' } as const;
/** The answer to a retry that arrives while the first call with its key is still running. */
export const KEY_IN_USE = { code: 'CONFLICT', message: 'A request with this Idempotency-Key is still being processed.' } as const;

type IdempotentOperation = { procedure: string; method: 'POST'; path: string };

/** The operations that honour Idempotency-Key: the REST POSTs whose procedures declare `idempotent`. */
const IDEMPOTENT_OPERATIONS: readonly IdempotentOperation[] = [...proceduresOf(appRouter).values()].flatMap(({ path, meta }) => {
  if (!meta.idempotent) return [];
  if (meta.openapi?.method !== 'POST') throw new Error(`${path} is declared idempotent but is not a REST POST.`);
  return [{ procedure: path, method: 'POST' as const, path: meta.openapi.path }];
});

const operationPatterns = IDEMPOTENT_OPERATIONS.map((operation) => ({ operation, pattern: restPathPattern(operation.path) }));

/** One REST call as the idempotency check reads it. */
export type IdempotentCall = {
  method: string;
  /** The request URL, under /api. */
  url: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (undefined when there is none). */
  body: unknown;
  /** The request's caller, authenticated once for the check and the procedure alike. */
  caller: () => Promise<Caller>;
};

/** What the check needs: the database, and a log for what it cannot store. */
type IdempotencyDeps = { db: Db; log: FastifyBaseLogger };

/**
 * Runs `run` (which produces the REST answer) as the Idempotency-Key of the call asks:
 * - no key, or an operation that does not honour one: it simply runs;
 * - an unusable key: 400;
 * - a caller who does not authenticate: it runs, and the procedure answers 401 (nothing is stored);
 * - a fresh key: it runs once, and its answer is stored for 24 hours;
 * - a key already used for this same call: the stored answer, with `Idempotent-Replayed: true`;
 * - a key used for another call: 422; a key whose first call is still running: 409.
 */
export async function idempotently(deps: IdempotencyDeps, call: IdempotentCall, run: () => Promise<HeldAnswer>): Promise<HeldAnswer> {
  const operation = call.method === 'POST' ? operationPatterns.find((o) => o.pattern.test(call.url))?.operation : undefined;
  const key = operation && keyOf(call.headers);
  if (!operation || key === undefined) return run();
  const caller = await call.caller().catch(() => null);
  if (!caller) return run();
  const entry = { callerUid: caller.uid, key };
  const requestHash = fingerprint(operation, call);

  // A claim fails only while someone else holds the key; should that holder let go meanwhile (its
  // call failed), the key is claimed again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const claimedAt = await claim(deps.db, entry, operation, requestHash);
    if (claimedAt) return runClaimed(deps, { ...entry, createdAt: claimedAt }, run);
    const row = await deps.db.idempotencyKey.findUnique({ where: { callerUid_key: entry } });
    if (!row) continue;
    if (row.requestHash !== requestHash) throw new TRPCError(KEY_REUSED);
    if (row.state === 'pending' || row.responseStatus === null) throw new TRPCError(KEY_IN_USE);
    return {
      status: row.responseStatus,
      headers: { ...storedHeaders.parse(row.responseHeaders ?? {}), [REPLAYED_HEADER]: 'true' },
      body: row.responseBody ?? undefined,
    };
  }
  throw new TRPCError(KEY_IN_USE);
}

/** The Idempotency-Key header, or undefined when there is none; 400 when it is not a usable key. */
function keyOf(headers: IncomingHttpHeaders): string | undefined {
  const value = headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return undefined;
  const key = [value].flat().join(', ');
  if (!VALID_KEY.test(key)) throw new TRPCError({ code: 'BAD_REQUEST', message: INVALID_KEY_MESSAGE });
  return key;
}

/** What makes two calls "the same": the operation, its path (path parameters) and its body, key order aside. */
function fingerprint(operation: IdempotentOperation, call: IdempotentCall): string {
  const path = call.url.split('?')[0];
  const sortedKeys = (_key: string, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
      : value;
  const canonical = JSON.stringify([operation.procedure, path, call.body ?? {}], sortedKeys);
  return createHash('sha256').update(canonical).digest('base64url');
}

type Entry = { callerUid: string; key: string };

/**
 * Takes the key for this call: a new 'pending' row, or the row of an expired or abandoned use of
 * the key, taken over. One statement, so of two simultaneous calls exactly one gets the row (the
 * other waits for the first's insert, then finds it taken). Answers when the row was made, which
 * identifies this claim; null when the key is held.
 */
async function claim(db: Db, entry: Entry, operation: IdempotentOperation, requestHash: string): Promise<Date | null> {
  const rows = await db.$queryRaw<Array<{ created_at: Date }>>`
    INSERT INTO idempotency_keys (caller_uid, key, operation, request_hash)
    VALUES (${entry.callerUid}, ${entry.key}, ${operation.procedure}, ${requestHash})
    ON CONFLICT (caller_uid, key) DO UPDATE
      SET operation = EXCLUDED.operation, request_hash = EXCLUDED.request_hash, state = 'pending',
          response_status = NULL, response_headers = NULL, response_body = NULL, created_at = DEFAULT
      WHERE idempotency_keys.created_at < now() - make_interval(hours => ${KEY_LIFETIME_HOURS}::int)
         OR (idempotency_keys.state = 'pending' AND idempotency_keys.created_at < now() - make_interval(mins => ${ABANDONED_AFTER_MINUTES}::int))
    RETURNING created_at`;
  return rows[0]?.created_at ?? null;
}

/**
 * Which answers are kept for a retry. Like Stripe, an answer that reports the call's outcome is
 * kept, 4xx included (a retry of a refused booking hears the same refusal). Not kept, so a retry
 * runs again: a 5xx (the call failed on our side, and its transaction did not commit) and a 429
 * (the call was not run at all; after Retry-After it should be).
 */
const isKept = (status: number) => status < 500 && status !== 429;

/** Runs the call that holds the key, then stores its answer, or lets go of the key so a retry runs afresh. */
async function runClaimed(deps: IdempotencyDeps, claimed: Entry & { createdAt: Date }, run: () => Promise<HeldAnswer>): Promise<HeldAnswer> {
  const release = () => deps.db.idempotencyKey.deleteMany({ where: claimed });
  let answer: HeldAnswer;
  try {
    answer = await run();
  } catch (error) {
    await release().catch((e: unknown) => deps.log.warn({ err: e }, 'could not let go of an Idempotency-Key'));
    throw error;
  }
  const stored = isKept(answer.status)
    ? deps.db.idempotencyKey.updateMany({
        where: claimed,
        data: { state: 'done', responseStatus: answer.status, responseHeaders: answer.headers, responseBody: answer.body ?? null },
      })
    : release();
  // The call has run: its caller hears the answer even should storing it fail (the key is then
  // taken over once abandoned).
  await stored.catch((error: unknown) => deps.log.warn({ err: error }, 'could not store the answer to an Idempotency-Key call'));
  return answer;
}

/** The answer headers as stored (HeldAnswer's). */
const storedHeaders = z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())]));
