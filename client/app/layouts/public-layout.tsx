import { lazy, Suspense, useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { DashboardDrawerContext } from './dashboard-drawer.ts';
import { SiteHeader } from './site-header.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { useAuth } from '../../features/auth/auth-context.ts';
import { useNavigating } from '../../lib/navigating.ts';
import { RouteErrorBoundary } from '../route-error-boundary.tsx';
import { RouteError } from '../route-error.tsx';
import { OfflineBanner } from '../pwa/offline-banner.tsx';
import { common } from '../../i18n/common.ts';
import { useMessages } from '../../i18n/namespace.ts';

// The footer starts below the fold (see <main>), so it need not hold up the first paint: its own chunk.
const SiteFooter = lazy(() => import('./site-footer.tsx').then((m) => ({ default: m.SiteFooter })));
// Its own chunk, loaded only for a signed-in user: most pages are seen signed out.
const VerifyEmailBanner = lazy(() => import('../../features/auth/verify-email-banner.tsx').then((m) => ({ default: m.VerifyEmailBanner })));

export function PublicLayout() {
  const { user } = useAuth();
  const navigating = useNavigating();
  const t = useMessages(common);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawer = useMemo(() => ({ open: drawerOpen, setOpen: setDrawerOpen }), [drawerOpen]);
  return (
    <DashboardDrawerContext value={drawer}>
      <div className="flex min-h-dvh flex-col">
        <a href="#main" className="btn btn-primary btn-sm sr-only z-50 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
          {t('skipToContent')}
        </a>
        {navigating && <div aria-hidden="true" className="bg-primary fixed inset-x-0 top-0 z-50 h-1 animate-pulse" />}
        <SiteHeader />
        <OfflineBanner />
        {user && (
          <Suspense fallback={null}>
            <VerifyEmailBanner />
          </Suspense>
        )}
        {/* At least the viewport below the header (4rem), so the footer starts below the fold: a page's
            data arrives after its first paint, and pushing a visible footer down would be a layout shift. */}
        <main id="main" tabIndex={-1} className="min-h-[calc(100svh-4rem)] flex-1 focus:outline-none">
          <RouteErrorBoundary fallback={<RouteError />}>
            {/* Navigations are transitions, which keep the page being left on screen while the next
                one's chunk loads; only a page that an urgent update (a sign-in ending, say) shows
                before its chunk is in gets the spinner. */}
            <Suspense fallback={<LoadingSpinner className="min-h-[50vh]" />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      </div>
    </DashboardDrawerContext>
  );
}
