import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { Route } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

/** The cache of pages opened, which the offline page lists (client/public/offline.js reads it by this name). */
export const CACHED_PAGES = 'bookstore-pages';

/** Not pages, or pages with nothing to read offline (account pages, sign-in forms): never kept. */
const NOT_KEPT = /^\/(?:dashboard|login|signup|unsubscribe|api|trpc|docs|images|assets|healthz|readyz)(?:\/|$)/;
const MONTH_SECONDS = 30 * 24 * 60 * 60;

const fromHere = (url: URL) => url.origin === self.location.origin;
const asksForPage = (request: Request) =>
  request.mode === 'navigate' || request.destination === 'document' || (request.headers.get('accept') ?? '').includes('text/html');

/**
 * What the worker keeps, by what was asked for (everything else goes to the network untouched:
 * the API's answers are never kept, signed in or not):
 * - a public page: the network first, the copy kept last time when the network fails or takes over
 *   4 s (a weak connection), the 40 pages opened last. A book page's HTML carries the book itself
 *   (server/http/pages/render-head.ts), so it reads offline;
 * - the build's files (their names change with their content) and cover images: kept on first use.
 */
export function pageRoutes(): Route[] {
  return [
    new Route(
      ({ url, request }) => fromHere(url) && asksForPage(request) && !NOT_KEPT.test(url.pathname),
      new NetworkFirst({
        cacheName: CACHED_PAGES,
        networkTimeoutSeconds: 4,
        plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true })],
      }),
    ),
    new Route(
      ({ url }) => fromHere(url) && (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/images/')),
      new CacheFirst({
        cacheName: 'bookstore-files',
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: MONTH_SECONDS, purgeOnQuotaError: true }),
        ],
      }),
    ),
  ];
}
