import type { IncomingHttpHeaders } from 'node:http';
import type { Deps } from '../deps.ts';

export type Context = {
  deps: Deps;
  headers: IncomingHttpHeaders;
};

/** One context factory for both surfaces (/trpc and /api). */
export function contextFactory(deps: Deps) {
  return ({ req }: { req: { headers: IncomingHttpHeaders } }): Context => ({ deps, headers: req.headers });
}
