import type { ComponentType } from 'react';
import { createBrowserRouter, type NonIndexRouteObject } from 'react-router';
import { LoadingSpinner } from '../components/loading-spinner.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RouteError } from './route-error.tsx';

type LazyPage = Pick<NonIndexRouteObject, 'lazy' | 'HydrateFallback'>;

function PageLoading() {
  return <LoadingSpinner label="Loading page…" className="min-h-[50vh]" />;
}

/** Each page is its own chunk, so the first visit downloads only the layout and the page it lands on. */
function page(load: () => Promise<ComponentType>): LazyPage {
  return {
    lazy: async () => ({ Component: await load() }),
    HydrateFallback: PageLoading,
  };
}

/** Screens whose features arrive later; each route swaps this for its real page. */
function comingSoon(title: string): LazyPage {
  return page(async () => {
    const { ComingSoon } = await import('../components/coming-soon.tsx');
    return function ComingSoonPage() {
      return <ComingSoon title={title} />;
    };
  });
}

export const router = createBrowserRouter([
  {
    Component: PublicLayout,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, ...page(() => import('../features/content/home-page.tsx').then((m) => m.HomePage)) },
          { path: 'categories', ...page(() => import('../features/catalog/categories-page.tsx').then((m) => m.CategoriesPage)) },
          { path: 'blog', ...page(() => import('../features/content/blog-page.tsx').then((m) => m.BlogPage)) },
          { path: 'login', ...comingSoon('Sign in') },
          { path: 'signup', ...comingSoon('Create a new account!') },
          { path: 'category/:categoryId', ...comingSoon('Category') },
          { path: 'dashboard/*', ...comingSoon('Dashboard') },
          { path: '*', ...page(() => import('../features/content/not-found-page.tsx').then((m) => m.NotFoundPage)) },
        ],
      },
    ],
  },
]);
