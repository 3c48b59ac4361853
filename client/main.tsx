import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/app-router.tsx';
import './app/styles.css';
import { Providers } from './app/providers.tsx';
import { AppRoutes, routerReady } from './app/router.tsx';

// Zod, loaded with the first form, would probe `new Function('')` for a faster parser: the content
// security policy forbids eval and the browser logs the refusal. The web app parses without the probe.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render waits for the landing page's chunk (already loading, see routerReady), so the
// first paint shows the page itself rather than a spinner it replaces a moment later, and what the
// app starts on mount (Firebase, the page's queries) does not compete with loading the page.
// Rendered as a transition, React yields to the browser every few milliseconds instead of building
// the whole page in one long task, so a tap or a scroll during start-up is not kept waiting.
// Installable and readable offline (docs/offline.md): the service worker, once the page has loaded,
// so it never competes with the first paint. Browsers allow one on HTTPS and localhost only.
if (import.meta.env.PROD && 'serviceWorker' in navigator && window.isSecureContext) {
  const start = () =>
    void import('./lib/service-worker.ts')
      .then((m) => m.startServiceWorker())
      // The store works without it (a browser that refuses workers, private modes): only offline reading is lost.
      .catch((error: unknown) => console.error('The service worker did not start', error));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

// React recovers from an error in a concurrent render by rendering again at once, and reports it
// as "error #520" with the error that happened only as its cause: report that error itself.
const onRecoverableError = (error: unknown) => reportError(error instanceof Error && error.cause !== undefined ? error.cause : error);

void routerReady.then(() =>
  startTransition(() =>
    createRoot(root, { onRecoverableError }).render(
      <StrictMode>
        <Providers>
          <AppRouter>
            <AppRoutes />
          </AppRouter>
        </Providers>
      </StrictMode>,
    ),
  ),
);
