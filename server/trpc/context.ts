import type { IncomingHttpHeaders } from 'node:http';
import { callerOnce, type Caller } from '../auth/authenticate.ts';
import type { Deps } from '../deps.ts';
import type { SetHeader } from '../limits/rate-limits.ts';

/**
 * Which surface a call came by: REST under /api, tRPC at /trpc, or a page's HTML, which carries its
 * first reads (metrics tell them apart).
 */
export type Surface = 'rest' | 'trpc' | 'page';

export type Context = {
  deps: Deps;
  surface: Surface;
  headers: IncomingHttpHeaders;
  /** The client's address (behind a trusted proxy, the one it forwarded). */
  ip: string;
  setHeader: SetHeader;
  /** The request's caller from its Authorization header, authenticated once (rejects when it does not hold). */
  caller: () => Promise<Caller>;
};

/** What the two adapters hand over: Fastify's request and reply (/trpc), or Node's (/api, see http/api.ts). */
type AdapterRequest = {
  headers: IncomingHttpHeaders;
  ip?: string;
  clientIp?: string;
  /** The caller the /api route has already authenticated (http/api.ts), so it is not authenticated twice. */
  caller?: () => Promise<Caller>;
  socket?: { remoteAddress?: string };
};
/** What tRPC hands over beside them: a subscription's connection parameters (EventSource cannot send headers). */
type AdapterInfo = { connectionParams?: Record<string, string | undefined> | null };
type AdapterResponse = { header: (name: string, value: string) => unknown } | { setHeader: (name: string, value: string) => unknown };

function bearerFrom(params: AdapterInfo['connectionParams']): string | undefined {
  const token = params?.['token'];
  return typeof token === 'string' && token ? `Bearer ${token}` : undefined;
}

/** One context factory for both surfaces (/trpc and /api), one of each made. */
export function contextFactory(deps: Deps, surface: Surface) {
  return ({ req, res, info }: { req: AdapterRequest; res: AdapterResponse; info?: AdapterInfo }): Context => ({
    deps,
    surface,
    headers: req.headers,
    ip: req.ip ?? req.clientIp ?? req.socket?.remoteAddress ?? 'unknown',
    setHeader: (name, value) => {
      if ('header' in res) res.header(name, value);
      else res.setHeader(name, value);
    },
    // A subscription's stream (server-sent events) carries its token in its connection parameters.
    caller: req.caller ?? callerOnce(deps.authenticator, req.headers.authorization ?? bearerFrom(info?.connectionParams)),
  });
}
