import type { ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { RequireAuth } from '../features/auth/require-auth.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { page, preloadPages } from './lazy-page.tsx';
import { SITE_PAGES, type SitePageSlug } from '../../shared/site-pages.ts';
/** About, Terms...: one chunk for all of them, the page's words read from the store. */
function sitePage(slug: SitePageSlug) {
  return page(async (): Promise<ComponentType> => {
    const { SitePage } = await import('../features/content/site-page.tsx');
    return function SitePageRoute() {
      return <SitePage slug={slug} />;
    };
  });
}

// No role check on routes. Any signed-in user may open every dashboard screen; the
// menu differs by role and the server decides what each role may read or change.
const dashboardRoutes = {
  path: 'dashboard',
  ...page(() => import('./layouts/dashboard-layout.tsx').then((m) => m.DashboardLayout)),
  // The screens' error boundary is in DashboardLayout, so the menu stays usable around a failed screen.
  children: [
    { index: true, ...page(() => import('../features/dashboard/dashboard-home.tsx').then((m) => m.DashboardHome)) },
    { path: 'buyer', ...page(() => import('./routes/my-orders-page.tsx').then((m) => m.MyOrdersPage)) },
    { path: 'buyer/payment/:id', ...page(() => import('../features/orders/payment-page.tsx').then((m) => m.PaymentPage)) },
    { path: 'add-book', ...page(() => import('../features/selling/add-book-page.tsx').then((m) => m.AddBookPage)) },
    { path: 'my-products', ...page(() => import('../features/selling/my-products-page.tsx').then((m) => m.MyProductsPage)) },
    { path: 'bulk-import', ...page(() => import('../features/selling/bulk-import-page.tsx').then((m) => m.BulkImportPage)) },
    { path: 'my-products/:id/edit', ...page(() => import('../features/selling/edit-book-page.tsx').then((m) => m.EditBookPage)) },
    { path: 'earnings', ...page(() => import('../features/earnings/earnings-page.tsx').then((m) => m.EarningsPage)) },
    { path: 'insights', ...page(() => import('../features/insights/seller-insights-page.tsx').then((m) => m.SellerInsightsPage)) },
    { path: 'wishlist', ...page(() => import('./routes/wishlist-page.tsx').then((m) => m.WishlistPage)) },
    { path: 'offers', ...page(() => import('../features/offers/my-offers-page.tsx').then((m) => m.MyOffersPage)) },
    { path: 'saved-searches', ...page(() => import('../features/wishlist/saved-searches-page.tsx').then((m) => m.SavedSearchesPage)) },
    { path: 'messages', ...page(() => import('../features/messages/messages-page.tsx').then((m) => m.MessagesPage)) },
    { path: 'messages/:id', ...page(() => import('../features/messages/thread-page.tsx').then((m) => m.ThreadPage)) },
    { path: 'profile', ...page(() => import('../features/profile/profile-page.tsx').then((m) => m.ProfilePage)) },
    { path: 'admin', ...page(() => import('../features/insights/admin-overview-page.tsx').then((m) => m.AdminOverviewPage)) },
    { path: 'admin/all-seller', ...page(() => import('../features/admin/users-page.tsx').then((m) => m.AllSellersPage)) },
    { path: 'admin/all-buyer', ...page(() => import('../features/admin/users-page.tsx').then((m) => m.AllBuyersPage)) },
    { path: 'admin/reported-items', ...page(() => import('../features/admin/reported-items-page.tsx').then((m) => m.ReportedItemsPage)) },
    { path: 'admin/problems', ...page(() => import('./routes/admin-problems-page.tsx').then((m) => m.ProblemsPage)) },
    {
      path: 'admin/reported-items/conversations/:id',
      ...page(() => import('../features/admin/reported-conversation-page.tsx').then((m) => m.ReportedConversationPage)),
    },
    { path: '*', ...page(() => import('../features/dashboard/dashboard-error.tsx').then((m) => m.DashboardNotFound)) },
  ],
} satisfies RouteObject;

// The pages' error boundary is in PublicLayout, so the header stays usable around a failed page.
// Every path here is in shared/page-paths.ts too: the server answers 404 for the others.
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, ...page(() => import('./routes/home-page.tsx').then((m) => m.HomePage)) },
      { path: 'categories', ...page(() => import('../features/catalog/categories-page.tsx').then((m) => m.CategoriesPage)) },
      { path: 'blog', ...page(() => import('../features/content/blog-page.tsx').then((m) => m.BlogPage)) },
      ...SITE_PAGES.map(({ slug }) => ({ path: slug, ...sitePage(slug) })),
      // Public, so a shared link opens for anyone and search engines can index the shelves (they are
      // in the sitemap); booking or reporting from them still asks to sign in.
      { path: 'category/:categoryId', ...page(() => import('./routes/category-page.tsx').then((m) => m.CategoryPage)) },
      { path: 'books/:id', ...page(() => import('./routes/book-page.tsx').then((m) => m.BookPage)) },
      { path: 'sellers/:id', ...page(() => import('./routes/seller-page.tsx').then((m) => m.SellerPage)) },
      { path: 'isbn/:isbn', ...page(() => import('./routes/edition-page.tsx').then((m) => m.EditionPage)) },
      // Public like the shelves it searches; saving it as an alert asks to sign in.
      { path: 'search', ...page(() => import('./routes/search-page.tsx').then((m) => m.SearchPage)) },
      { path: 'login', ...page(() => import('../features/auth/login-page.tsx').then((m) => m.LoginPage)) },
      { path: 'signup', ...page(() => import('../features/auth/signup-page.tsx').then((m) => m.SignUpPage)) },
      // From an email's unsubscribe link: no sign-in needed, the link's token is the key.
      { path: 'unsubscribe', ...page(() => import('../features/profile/unsubscribe-page.tsx').then((m) => m.UnsubscribePage)) },
      {
        // Signed-in users only: everything under /dashboard.
        element: <RequireAuth />,
        children: [dashboardRoutes],
      },
      { path: '*', ...page(() => import('./routes/not-found-page.tsx').then((m) => m.NotFoundPage)) },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Settles once the pages of the address the app starts on are loaded, or failed to (the error
 * boundary then shows the failure). Started at once, while main.tsx is still evaluating.
 */
export const routerReady = preloadPages(routes, window.location.pathname);
