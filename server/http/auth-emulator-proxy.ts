import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** The Google APIs the Firebase web SDK calls; the emulator answers them under the same paths. */
const GOOGLE_API_PATHS = ['/identitytoolkit.googleapis.com', '/securetoken.googleapis.com'];

/**
 * Of the emulator's own pages, a browser needs only its sign-in pages (Google's popup and iframe)
 * and the page a verification link opens (the store mails the links). Its other endpoints (every
 * account's verification links, delete every account, change its settings) stay on the server's
 * loopback.
 */
const BROWSER_EMULATOR_PAGES = [/^\/emulator\/auth\/(handler|iframe)$/, /^\/emulator\/action$/];

export function isBrowserEmulatorPage(method: string, url: string): boolean {
  const path = url.split('?', 1)[0]!;
  return (method === 'GET' || method === 'HEAD') && BROWSER_EMULATOR_PAGES.some((page) => page.test(path));
}

function onlyBrowserPages(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  if (isBrowserEmulatorPage(request.method, request.url)) done();
  else void reply.code(404).send({ message: 'Not Found', code: 'NOT_FOUND' });
}

/**
 * The emulator takes `Authorization: Bearer owner` (or any service-account token) as its project's
 * administrator. The web SDK never sends an Authorization header, so none is passed on: a visitor
 * cannot list or delete accounts through the store.
 */
function withoutAuthorization(_request: unknown, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { authorization: _dropped, ...rest } = headers;
  return rest;
}

/**
 * In emulator mode the browser reaches the Auth emulator through the store's own origin: the
 * emulator listens on the server's loopback only, and a browser elsewhere (another machine, the host
 * of a Docker container) could never reach "127.0.0.1:9099". The web client is told to use its own
 * origin (services/store-config.ts).
 */
export async function registerAuthEmulatorProxy(app: FastifyInstance, config: Config): Promise<void> {
  if (!config.useAuthEmulator || !config.FIREBASE_AUTH_EMULATOR_HOST) return;
  // Loaded only here: a store on real Firebase never proxies, and does not carry the proxy in memory.
  const { default: proxy } = await import('@fastify/http-proxy');
  const upstream = `http://${config.FIREBASE_AUTH_EMULATOR_HOST}`;
  const replyOptions = { rewriteRequestHeaders: withoutAuthorization };
  for (const prefix of GOOGLE_API_PATHS) {
    await app.register(proxy, { upstream, prefix, rewritePrefix: prefix, replyOptions });
  }
  await app.register(proxy, { upstream, prefix: '/emulator', rewritePrefix: '/emulator', replyOptions, preHandler: onlyBrowserPages });
}
