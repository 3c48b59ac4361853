/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { Router } from 'workbox-routing';
import { openFromNotification, showPush } from './push.ts';
import { pageRoutes } from './routes.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/**
 * The store's service worker (docs/offline.md): the app shell precached, the pages a visitor opened
 * and what they loaded kept for reading offline, an offline page for the rest, and push
 * notifications shown and opened. A new version waits until the visitor agrees to reload.
 */
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const router = new Router();
for (const route of pageRoutes()) router.registerRoute(route);
router.addFetchListener();
// The page a visitor landed on loaded before this worker was in charge: it sends what it loaded
// (CACHE_URLS, client/lib/service-worker.ts) and each URL goes through its route as if fetched.
router.addCacheListener();
router.setCatchHandler(async ({ request }) => {
  const isPage = request.mode === 'navigate' || request.destination === 'document';
  return (isPage && (await matchPrecache('/offline.html'))) || Response.error();
});

// A first install takes charge of the open pages at once, so what they open next is kept.
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('push', (event) => event.waitUntil(showPush(self.registration, event.data)));
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openFromNotification(self.clients, event.notification));
});
