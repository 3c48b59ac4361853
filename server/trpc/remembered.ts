import { readKey } from '../cache/public-reads.ts';
import type { Context } from './context.ts';

/** A public read, served from the moment-long cache of public reads (see PublicReadCache), keyed by its path and input. */
export function remembered<T>(ctx: Context, path: string, input: unknown, load: () => Promise<T>): Promise<T> {
  return ctx.deps.publicReads.read(readKey(path, input), load);
}
