import type { AnyTRPCProcedure } from '@trpc/server';
import { readKey } from '../cache/public-reads.ts';
import type { Context } from './context.ts';
import type { Meta } from './init.ts';

/**
 * Whether a procedure is a public read (no token needed: `protect: false`, which the OpenAPI
 * document shows as no security): the only kind the public-read cache may answer, on either surface.
 */
export const isPublicRead = (procedure: AnyTRPCProcedure): boolean => (procedure._def.meta as Meta | undefined)?.openapi?.protect === false;

/** A public read, served from the moment-long cache of public reads (see PublicReadCache), keyed by its path and input. */
export function remembered<T>(ctx: Context, path: string, input: unknown, load: () => Promise<T>): Promise<T> {
  return ctx.deps.publicReads.read(readKey(path, input), load);
}
