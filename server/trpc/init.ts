import { getTRPCErrorFromUnknown, initTRPC, TRPCError, type TRPCProcedureType as ProcedureType } from '@trpc/server';
import type { Caller, UserRow } from '../auth/authenticate.ts';
import type { Role } from '../../shared/users.ts';
import { readKey } from '../cache/public-reads.ts';
import { relativeImageUrl } from '../integrations/images/image-urls.ts';
import type { Context } from './context.ts';
import type { Deps } from '../deps.ts';
import { formatError, fromKnownCause, retryAfterOf } from './errors.ts';
import type { Meta } from './meta.ts';
import { signedIn } from './public-read.ts';
import { refusedCharacterMessage } from './refused-characters.ts';
import { rewriteStrings } from './rewrite-strings.ts';

export type { Meta } from './meta.ts';

export const t = initTRPC
  .meta<Meta>()
  .context<Context>()
  .create({
    errorFormatter: formatError,
    // Subscriptions (server-sent events): a comment every 15 s keeps proxies from closing a quiet
    // stream, and a client that hears nothing for 30 s reconnects (resuming from its last message).
    sse: { ping: { enabled: true, intervalMs: 15_000 }, client: { reconnectAfterInactivityMs: 30_000 } },
  });

/** Each call counts against its limit: writes per caller (the procedure's `limit`, default write), reads per address. */
async function takeFromLimit(ctx: Context, meta: Meta | undefined, type: ProcedureType): Promise<void> {
  if (type === 'mutation') await ctx.deps.rateLimits.take(meta?.limit ?? 'write', { caller: ctx.caller, ip: ctx.ip, setHeader: ctx.setHeader });
  else ctx.deps.rateLimits.takeRead(ctx);
}

/**
 * A raw input made ready for the procedure's schema:
 * - text holding characters the store does not take (U+0000, direction controls: see
 *   refused-characters.ts) is refused before a query fails on it or anyone reads it;
 * - REST answers carry our image URLs absolute (`${PUBLIC_URL}/images/x.webp`, see
 *   integrations/images/image-urls.ts), and REST clients post them back as they got them. In a
 *   write, such a URL becomes the relative path the database keeps, on both surfaces alike; a read
 *   takes its input as it came (undefined here).
 */
function preparedInput(ctx: Context, raw: unknown, type: ProcedureType): unknown {
  if (raw === undefined) return undefined;
  const refused = refusedCharacterMessage(raw);
  if (refused !== undefined) throw new TRPCError({ code: 'BAD_REQUEST', message: refused });
  return type === 'mutation' ? rewriteStrings(raw, (text) => relativeImageUrl(text, ctx.deps.config.publicUrl)) : undefined;
}

const onReplicas = new WeakMap<Deps, Deps>();
/** The deps a public read runs with when there is a read replica: the same, with `db` on the replica. */
function replicaDeps(deps: Deps): Deps {
  let view = onReplicas.get(deps);
  if (!view) onReplicas.set(deps, (view = { ...deps, db: deps.readDb }));
  return view;
}

/**
 * What every call goes through, on both surfaces and inside a batch alike, in one middleware: each
 * tRPC middleware is a layer of objects and promises on every call (five of them cost the
 * cheapest read 5 % more CPU, docs/performance.md). In order:
 * 1. it counts against its limit (`takeFromLimit`);
 * 2. its input is prepared (`preparedInput`);
 * 3. a public read is answered from, or kept in, the public read cache (see PublicReadCache), keyed
 *    by its path and input, for everyone asking meanwhile too, when the cache is on and unless the
 *    procedure tells signed-in callers more (`signedInSeesMore`) and this caller is signed in; a
 *    failure is never kept; it reads the read replica when there is one (DATABASE_READ_URL); a read
 *    that declares `onRead` is told of its answer either way;
 * 4. failures become what the caller should see: domain errors and database failures mapped in
 *    errors.ts (503 when the database is out of reach, or when an outside service is, with
 *    Retry-After);
 * 5. after a write others may see (not a `privateWrite`), the public reads are read afresh, here and
 *    in the other processes;
 * 6. its time goes in the procedure histogram, by the code it ended with (subscriptions are counted
 *    as open streams instead).
 * `next` never throws: tRPC hands back whatever the rest of the chain threw as a failed result.
 */
const everyCall = t.middleware(async ({ ctx, meta, path, type, getRawInput, next }) => {
  const started = performance.now();
  let code: TRPCError['code'] | 'OK' = 'OK';
  try {
    await takeFromLimit(ctx, meta, type);
    const raw = await getRawInput();
    const input = preparedInput(ctx, raw, type);
    const run = async () => {
      try {
        const result = await (input !== undefined
          ? next({ getRawInput: () => Promise.resolve(input) })
          : meta?.publicRead === true && ctx.deps.readDb !== ctx.deps.db
            ? next({ ctx: { deps: replicaDeps(ctx.deps) } })
            : next());
        if (!result.ok) throw result.error;
        return result;
      } finally {
        if (type === 'mutation' && !meta?.privateWrite) ctx.deps.publicReads.clear();
      }
    };
    const remembered = meta?.publicRead === true && ctx.deps.publicReads.enabled && !(meta.signedInSeesMore && (await signedIn(ctx)));
    const result = await (remembered ? ctx.deps.publicReads.read(readKey(path, raw), run) : run());
    meta?.onRead?.(ctx, result.data);
    return result;
  } catch (error) {
    const failure = fromKnownCause(getTRPCErrorFromUnknown(error));
    code = failure.code;
    const retryAfter = retryAfterOf(failure);
    if (retryAfter !== undefined) ctx.setHeader('retry-after', String(retryAfter));
    throw failure;
  } finally {
    if (type !== 'subscription') ctx.deps.metrics.procedureDuration.observe([path, ctx.surface, code], (performance.now() - started) / 1000);
  }
});

export const router = t.router;

/** Calls procedures in-process, through the same middleware (server/http/pages/first-reads.ts). */
export const createCallerFactory = t.createCallerFactory;

/** Anyone, signed in or not. Any Authorization header is ignored. */
export const publicProcedure = t.procedure.meta({ access: 'public' }).use(everyCall);

/**
 * A public read whose answer is the same for every caller: remembered for a moment (see `everyCall`
 * above); the HTTP layer sends it with an ETag.
 */
export const publicReadProcedure = publicProcedure.meta({ publicRead: true });

/** A valid ID or access token; `ctx.caller.user` is null until the caller has a user record. */
export const signedInProcedure = publicProcedure.meta({ access: 'signed-in' }).use(async ({ ctx, next }) => {
  const caller = await ctx.caller();
  return next({ ctx: { caller } });
});

/** Whether the caller has a user record (narrowed, not copied: this runs on every signed-in call). */
const hasUserRecord = (caller: Caller): caller is Caller & { user: UserRow } => caller.user !== null;

/** A signed-in caller whose user record has one of these roles (roles come from our database). */
export function roleProcedure(...roles: Role[]) {
  return signedInProcedure.meta({ access: roles }).use(({ ctx: { caller }, next }) => {
    if (!hasUserRecord(caller)) throw new TRPCError({ code: 'FORBIDDEN', message: 'Finish signing up first: there is no account record for you yet.' });
    if (!roles.includes(caller.user.role)) {
      throw new TRPCError({ code: 'FORBIDDEN', message: `Only ${roles.join(' or ')} accounts can do this.` });
    }
    return next({ ctx: { caller } });
  });
}

/** Anyone signed in with an account record, whatever their role (ownership is the service's to check). */
export const memberProcedure = roleProcedure('buyer', 'seller', 'admin');
