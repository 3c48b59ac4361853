import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
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

/** Anyone, signed in or not. */
export const publicProcedure = t.procedure.use(mapDatabaseErrors);
