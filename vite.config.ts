import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './client/build/precompress.ts';

const server = 'http://127.0.0.1:3000';
const serverPaths = ['/api', '/trpc', '/images', '/docs', '/healthz'];

/**
 * react-router 7 points every import condition at its development build (remix-run/react-router
 * #12532, #14102), which keeps its dev warnings in a production bundle. Its production build sits
 * beside it in the package; production builds take that one.
 */
const reactRouterProduction = (entry: string) =>
  path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production', entry);

/**
 * Packages that declare no "sideEffects" in package.json although their modules only define things.
 * Without the flag Rollup keeps modules we never use for a top-level statement (tRPC's WebSocket
 * link, for its connection counter) in the first chunk of every page.
 */
const SIDE_EFFECT_FREE = /[\\/]node_modules[\\/]@trpc[\\/](?:client|react-query)[\\/]/;

export default defineConfig(({ mode }) => ({
  root: 'client',
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    // Both entries, so the router and its DOM half (RouterProvider, which can flushSync) share one copy.
    alias:
      mode === 'production'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // Terser takes a few seconds longer than esbuild and makes the first chunk about 3% smaller,
    // which the home route's 130 KB budget needs (tests/client-bundle.test.ts).
    minify: 'terser',
    rollupOptions: {
      treeshake: { moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE.test(id) },
    },
  },
  server: {
    proxy: Object.fromEntries(serverPaths.map((p) => [p, { target: server }])),
  },
}));
