import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { messageCatalogs } from './scripts/vite/message-catalogs.ts';
import { webAppManifest } from './scripts/vite/web-app-manifest.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { compileHints } from './scripts/vite/compile-hints.ts';

const server = 'http://127.0.0.1:3000';
const serverPaths = ['/api', '/trpc', '/images', '/docs', '/healthz'];

/**
 * Packages that declare no "sideEffects" in package.json although their modules only define things.
 * Without the flag the bundler keeps modules we never use for a top-level statement (tRPC's WebSocket
 * link, for its connection counter) in the first chunk of every page.
 */
const SIDE_EFFECT_FREE = /[\\/]node_modules[\\/]@trpc[\\/](?:client|tanstack-react-query)[\\/]/;

/**
 * Small modules the home page and nearly every other page use (prices, dates, the book card's words,
 * the error box): in the entry chunk rather than a few hundred bytes each in files of their own,
 * whose gzip overhead alone cost the home route 1 KB (tests/client-bundle.test.ts).
 */
const FIRST_PAGE_HELPERS =
  /[\\/]client[\\/](?:lib[\\/](?:format-date|use-store-config|use-store-currency)|components[\\/](?:query-error|page-icons)|i18n[\\/](?:format|books)|features[\\/]books[\\/](?:book-paths|verified-badge|book-grid|book-card|book-price|seller-rating)|features[\\/]catalog[\\/](?:category-grid|category-card|category-badge))\.tsx?$|[\\/]shared[\\/](?:money|first-page-sizes)\.ts$|books\.en\.json$/;

/**
 * What a page of books adds to the first page's helpers (book actions, "load more", reports and their
 * words, and TanStack Query's infinite and mutation observers), in one chunk: left to itself, the
 * bundler made a dozen files of 100 bytes to 6 KB of them, one for each set of pages sharing them,
 * and a phone on HTTP/1.1 fetches six at a time (tests/client-bundle.test.ts counts them).
 */
const SEP = String.raw`[\\/]`;
const BOOK_LIST = new RegExp(
  [
    String.raw`client/app/book-actions/(?:use-book-actions|bookable-book-grid)\.tsx`,
    String.raw`client/features/(?:auth/use-role|messages/thread-path|reports/use-reported-book-ids|wishlist/use-wishlist)\.ts`,
    String.raw`client/features/(?:messages/ask-seller|orders/book-now-button|reports/report-button|reports/reported-note|wishlist/save-button)\.tsx`,
    String.raw`client/lib/(?:read-again|prefetch|next-cursor|is-uuid)\.ts`,
    String.raw`client/components/load-more\.tsx`,
    String.raw`client/i18n/(?:book-actions\.ts|rich-text\.tsx|messages/book-actions\.en\.json)`,
    String.raw`@tanstack/(?:query-core|react-query)/build/modern/(?:infiniteQueryObserver|useInfiniteQuery|mutationObserver|useMutation)\.js`,
  ]
    .map((path) => `${SEP}${path.replaceAll('/', SEP)}$`)
    .join('|'),
);

/** The client module that loads the subscription link (client/lib/trpc-subscriptions.ts), on the first subscription. */
const SUBSCRIPTIONS_ENTRY = /[\\/]client[\\/]lib[\\/]trpc-subscriptions\.ts$/;
const TRPC_PACKAGE = /[\\/]node_modules[\\/]@trpc[\\/](?:client|server)[\\/]/;
const COPY = '?subscriptions';

/**
 * The bundler never splits one module between chunks, and tRPC's modules hold the subscription link
 * (with its server-sent-events reader) beside what every page needs: loaded lazily from the same
 * modules, it would still land in the first chunk (4 KB over the budget). So the subscription
 * link's chunk reads its own copies of tRPC's modules (same files, another id), tree-shaken to what
 * it uses. Its errors are TRPCClientErrors by name, which is how tRPC recognises them.
 */
function subscriptionCopies(): Plugin {
  return {
    name: 'bookstore:trpc-subscription-copies',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !(SUBSCRIPTIONS_ENTRY.test(importer) || importer.endsWith(COPY))) return null;
      const resolved = await this.resolve(source, importer.replace(COPY, ''), { ...options, skipSelf: true });
      if (!resolved || resolved.external || !TRPC_PACKAGE.test(resolved.id)) return resolved;
      return { ...resolved, id: resolved.id + COPY };
    },
  };
}

export default defineConfig(({ mode }) => ({
  root: 'client',
  plugins: [
    react(),
    tailwindcss(),
    messageCatalogs(),
    // The service worker (client/service-worker/, docs/offline.md), built from our own source with
    // the list of files to precache written in: the offline page, the icons and the first load's
    // files. Route chunks are kept as they are used rather than all fetched up front on a phone.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'service-worker',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webAppManifest,
      injectManifest: { globPatterns: ['offline.{html,js}', 'page-start.js', 'icons/*.png', 'assets/index-*.{js,css}'] },
    }),
    compileHints(),
    precompress(),
    ...(mode === 'production' ? [subscriptionCopies()] : []),
  ],
  build: {
    outDir: '../dist/client',
    // Every browser the store supports preloads modules itself: the polyfill was 0.5 KB of the first load.
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    // .vite/manifest.json: the server preloads a shared page's route chunks from its head (server/http/pages/route-chunks.ts).
    manifest: true,
    // Minified with Oxc, Vite's default: as small as Terser's output here, in a fraction of the time.
    rolldownOptions: {
      output: {
        // Everything the first page load needs goes into the entry chunk, one file: left to itself,
        // Rolldown gives tRPC with TanStack Query, React and the JSX runtime chunks of their own, since
        // lazy routes import them too, and the home route would load 5 KB more gzip (budget:
        // tests/client-bundle.test.ts). Lazy routes import what they share with it from the entry.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'] },
            { name: 'first-page', test: FIRST_PAGE_HELPERS },
            { name: 'book-list', test: BOOK_LIST },
          ],
        },
      },
      treeshake: { moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE.test(id) },
    },
  },
  server: {
    proxy: Object.fromEntries(serverPaths.map((p) => [p, { target: server }])),
  },
}));
