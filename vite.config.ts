import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './client/build/precompress.ts';

const server = 'http://127.0.0.1:3000';
const serverPaths = ['/api', '/trpc', '/images', '/docs', '/healthz'];

export default defineConfig({
  root: 'client',
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
  },
  server: {
    proxy: Object.fromEntries(serverPaths.map((p) => [p, { target: server }])),
  },
});
