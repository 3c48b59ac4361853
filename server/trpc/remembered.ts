import type { AnyTRPCProcedure } from '@trpc/server';
import { readKey } from '../cache/public-reads.ts';
import type { Context } from './context.ts';
import type { Meta } from './init.ts';

/**
 * Whether a procedure is a public read (no token needed: `protect: false`, which the OpenAPI
 * document shows as no security): the only kind the public-read cache may answer, on either surface.
 */
export const isPublicRead = (procedure: AnyTRPCProcedure): boolean => (procedure._def.meta as Meta | undefined)?.openapi?.protect === false;

/**
 * Whether a call of a public read may be answered from the caches of public reads: not when it
 * carries a token and its procedure tells signed-in callers more (`signedInSeesMore`).
 */
export const readsAsPublic = (procedure: AnyTRPCProcedure, authorization: string | undefined): boolean =>
  isPublicRead(procedure) && (authorization === undefined || !(procedure._def.meta as Meta | undefined)?.signedInSeesMore);

/** Whether a public read's caller is signed in with an account; a token that does not hold counts as none (public reads ignore it). */
export async function signedIn(ctx: Context): Promise<boolean> {
  if (ctx.headers.authorization === undefined) return false;
  return ctx.caller().then(
    (caller) => caller.user !== null,
    () => false,
  );
}

/** A public read, served from the moment-long cache of public reads (see PublicReadCache), keyed by its path and input. */
export function remembered<T>(ctx: Context, path: string, input: unknown, load: () => Promise<T>): Promise<T> {
  return ctx.deps.publicReads.read(readKey(path, input), load);
}
