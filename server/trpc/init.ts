import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { Caller, UserRow } from '../auth/authenticate.ts';
import type { Role } from '../../shared/users.ts';
import { relativeImageUrl } from '../integrations/images/image-urls.ts';
import type { LimitKind } from '../limits/rate-limits.ts';
import type { Context } from './context.ts';
import { databaseFailure, formatError, fromDatabaseError } from './errors.ts';
import { refusedCharacterMessage } from './refused-characters.ts';
import { rewriteStrings } from './rewrite-strings.ts';

/**
 * What a procedure declares besides its REST path: which rate limit its calls count against
 * (mutations only; default write), and whether it answers from settings alone (no database, so no
 * 503 when the database is down). The OpenAPI document reads both (http/openapi/responses.ts).
 */
export type Meta = OpenApiMeta & {
  limit?: LimitKind;
  database?: false;
  /**
   * A mutation that changes only its parties' own data (a message, a read mark): the public reads
   * stay cached and no booking can have ended, so neither is looked after it (see mapDatabaseErrors).
   */
  privateWrite?: true;
  /**
   * A public read that tells a signed-in caller more (the sellers' contact on the legacy category
   * list): a call that carries a token skips the public-read caches (trpc/remembered.ts).
   */
  signedInSeesMore?: true;
};

export const t = initTRPC
  .meta<Meta>()
  .context<Context>()
  .create({
    errorFormatter: formatError,
    // Subscriptions (server-sent events): a comment every 15 s keeps proxies from closing a quiet
    // stream, and a client that hears nothing for 30 s reconnects (resuming from its last message).
    sse: { ping: { enabled: true, intervalMs: 15_000 }, client: { reconnectAfterInactivityMs: 30_000 } },
  });

/**
 * A raw input made ready for the procedure's schema:
 * - text holding characters the store does not take (U+0000, direction controls: see
 *   refused-characters.ts) is refused before a query fails on it or anyone reads it;
 * - REST answers carry our image URLs absolute (`${PUBLIC_URL}/images/x.webp`, see
 *   integrations/images/image-urls.ts), and REST clients post them back as they got them (a new book's
 *   photo, a profile image), as does the web client the upload route's answer. Such a URL becomes
 *   the relative path the database keeps, on both surfaces alike.
 */
function preparedInput(raw: unknown, publicUrl: string): unknown {
  const refused = refusedCharacterMessage(raw);
  if (refused !== undefined) throw new TRPCError({ code: 'BAD_REQUEST', message: refused });
  return rewriteStrings(raw, (text) => relativeImageUrl(text, publicUrl));
}

/**
 * What every call goes through, on both surfaces and inside a batch alike, as one middleware (each
 * is a step of every read):
 * 1. it counts against its limit (writes per caller, reads per address);
 * 2. its input is prepared (see preparedInput), when it has one;
 * 3. database errors become what the caller should see (503 when the database is out of reach);
 * 4. after a write, public reads are read afresh.
 */
const everyCall = t.middleware(async ({ ctx, meta, type, getRawInput, next }) => {
  try {
    if (type === 'mutation') {
      await ctx.deps.rateLimits.take(meta?.limit ?? 'write', { caller: ctx.caller, ip: ctx.ip, setHeader: ctx.setHeader });
    } else {
      ctx.deps.rateLimits.takeRead(ctx);
    }
    const raw = await getRawInput();
    let result;
    if (raw === undefined) {
      result = await next();
    } else {
      const input = preparedInput(raw, ctx.deps.config.publicUrl);
      result = await next({ getRawInput: () => Promise.resolve(input) });
    }
    if (!result.ok) throw fromDatabaseError(result.error);
    return result;
  } catch (error) {
    throw databaseFailure(error) ?? error;
  } finally {
    if (type === 'mutation' && !meta?.privateWrite) {
      ctx.deps.publicReads.clear();
    }
  }
});

export const router = t.router;

/** Anyone, signed in or not. Any Authorization header is ignored. */
export const publicProcedure = t.procedure.use(everyCall);

/** A valid ID or access token; `ctx.caller.user` is null until the caller has a user record. */
export const signedInProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const caller = await ctx.caller();
  return next({ ctx: { caller } });
});

/** Whether the caller has a user record (narrowed, not copied: this runs on every signed-in call). */
const hasUserRecord = (caller: Caller): caller is Caller & { user: UserRow } => caller.user !== null;

/** A signed-in caller whose user record has one of these roles (roles come from our database). */
export function roleProcedure(...roles: Role[]) {
  return signedInProcedure.use(({ ctx: { caller }, next }) => {
    if (!hasUserRecord(caller)) throw new TRPCError({ code: 'FORBIDDEN', message: 'Finish signing up first: there is no account record for you yet.' });
    if (!roles.includes(caller.user.role)) {
      throw new TRPCError({ code: 'FORBIDDEN', message: `Only ${roles.join(' or ')} accounts can do this.` });
    }
    return next({ ctx: { caller } });
  });
}

/** Anyone signed in with an account record, whatever their role (ownership is the service's to check). */
export const memberProcedure = roleProcedure('buyer', 'seller', 'admin');
