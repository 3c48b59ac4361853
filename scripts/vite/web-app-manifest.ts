import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest (/manifest.webmanifest): what a phone needs to install the store on its home
 * screen. The icons come from scripts/make-app-icons.mjs; the maskable one keeps the book inside
 * the safe zone a launcher's mask never cuts.
 */
export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Book Store',
  short_name: 'Book Store',
  description: 'Used books from local sellers: browse, book a copy and pay by card, or sell the books you have finished.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  background_color: '#ffffff',
  theme_color: '#00ADA4',
  categories: ['books', 'shopping'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
