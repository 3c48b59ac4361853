/**
 * Keeps a page opened inside the app for reading offline. A page the browser loaded itself is kept
 * as it loads (client/service-worker/routes.ts); one reached by a link within the app never went
 * to the server as a page, so the worker is asked to fetch and keep it now.
 */
export function keepPageOffline(path: string): void {
  // Browsers have no service workers on plain HTTP (the store reached by a LAN address).
  const worker = 'serviceWorker' in navigator ? navigator.serviceWorker.controller : null;
  const landing = performance.getEntriesByType('navigation')[0]?.name;
  const url = new URL(path, location.origin).href;
  if (!worker || url === landing) return;
  worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [[url, { headers: { accept: 'text/html' } }]] } });
}
