import { Workbox } from 'workbox-window';
import { offerUpdate } from './app-update.ts';

/** The build's own files among what the page has loaded (fonts, chunks, styles, covers). */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/assets/`) || url.startsWith(`${location.origin}/images/`));
}

/**
 * Registers the service worker (client/service-worker/, docs/offline.md). On a first visit the page
 * loaded before the worker was in charge, so it hands the worker its address and files to keep. A
 * newer version, once installed, waits for the visitor's word (the update prompt): switching
 * under a half-filled form would lose it.
 */
export async function startServiceWorker(): Promise<void> {
  const worker = new Workbox('/sw.js', { scope: '/' });
  worker.addEventListener('controlling', (event) => {
    if (event.isUpdate) return;
    void worker.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: [[location.href, { headers: { accept: 'text/html' } }], ...loadedFiles()] } });
  });
  worker.addEventListener('waiting', () =>
    offerUpdate(() => {
      worker.addEventListener('controlling', () => location.reload());
      worker.messageSkipWaiting();
    }),
  );
  await worker.register();
}
