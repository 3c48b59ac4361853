import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { Role } from '../../shared/users.ts';
import type { Context } from './context.ts';
import { formatError, fromDatabaseError } from './errors.ts';

export const t = initTRPC.meta<OpenApiMeta>().context<Context>().create({
  errorFormatter: formatError,
});

const mapDatabaseErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) throw fromDatabaseError(result.error);
  return result;
});

export const router = t.router;

/** Anyone, signed in or not. Any Authorization header is ignored. */
export const publicProcedure = t.procedure.use(mapDatabaseErrors);

/** A valid ID or access token; `ctx.caller.user` is null until the caller has a user record. */
export const signedInProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const caller = await ctx.deps.authenticator.authenticate(ctx.headers.authorization);
  return next({ ctx: { caller } });
});

/** A signed-in caller whose user record has one of these roles (roles come from our database). */
export function roleProcedure(...roles: Role[]) {
  return signedInProcedure.use(({ ctx, next }) => {
    const user = ctx.caller.user;
    if (!user) throw new TRPCError({ code: 'FORBIDDEN', message: 'Finish signing up first: there is no account record for you yet.' });
    if (!roles.includes(user.role)) {
      throw new TRPCError({ code: 'FORBIDDEN', message: `Only ${roles.join(' or ')} accounts can do this.` });
    }
    return next({ ctx: { caller: { ...ctx.caller, user } } });
  });
}
