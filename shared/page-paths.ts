import { SITE_PAGE_SLUGS } from './site-pages.ts';

/**
 * Every address the web app has a page at, as React Router patterns (`:name` is one segment). The
 * server answers any other address with the not-found page and a 404, so search engines and link
 * checkers see what a person sees. client/app/router.test.tsx holds this list to the router's.
 */
export const PAGE_PATHS = [
  '/',
  '/categories',
  '/blog',
  ...SITE_PAGE_SLUGS.map((slug) => `/${slug}` as const),
  '/category/:categoryId',
  '/books/:id',
  '/sellers/:id',
  '/isbn/:isbn',
  '/login',
  '/signup',
  '/unsubscribe',
  '/search',
  '/dashboard',
  '/dashboard/buyer',
  '/dashboard/buyer/payment/:id',
  '/dashboard/add-book',
  '/dashboard/bulk-import',
  '/dashboard/my-products',
  '/dashboard/my-products/:id/edit',
  '/dashboard/earnings',
  '/dashboard/insights',
  '/dashboard/offers',
  '/dashboard/wishlist',
  '/dashboard/saved-searches',
  '/dashboard/messages',
  '/dashboard/messages/:id',
  '/dashboard/profile',
  '/dashboard/admin',
  '/dashboard/admin/all-seller',
  '/dashboard/admin/all-buyer',
  '/dashboard/admin/reported-items',
  '/dashboard/admin/problems',
  '/dashboard/admin/reported-items/conversations/:id',
];

/** A pattern as a regular expression matching as React Router does: any letter case, one trailing slash. */
const patternRegExp = (pattern: string) =>
  new RegExp(`^${pattern === '/' ? '' : pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`, 'i');

const PAGES = PAGE_PATHS.map(patternRegExp);

/** Whether the web app has a page at this path (no query string). */
export const isPagePath = (path: string): boolean => PAGES.some((page) => page.test(path));
