import { useEffect, useId } from 'react';
import { Outlet } from 'react-router';
import { QueryError } from '../../components/query-error.tsx';
import { useRole } from '../../features/auth/use-role.ts';
import { DashboardRouteError } from '../../features/dashboard/dashboard-error.tsx';
import { DashboardMenu } from '../../features/dashboard/dashboard-menu.tsx';
import { FullScreenSpinner } from '../../features/dashboard/full-screen-spinner.tsx';
import { dashboard } from '../../i18n/dashboard.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { RouteErrorBoundary } from '../route-error-boundary.tsx';
import { useDashboardDrawer } from './dashboard-drawer.ts';

/** /dashboard/*: the role's side menu in a drawer (always shown on wide screens) beside the content. */
export function DashboardLayout() {
  const { record, role } = useRole();
  const drawer = useDashboardDrawer();
  const { setOpen } = drawer;
  const toggleId = useId();
  const t = useMessages(dashboard);

  // Leaving the dashboard closes its menu, so it does not pop open on the next visit.
  useEffect(() => () => setOpen(false), [setOpen]);

  if (record.isLoading) return <FullScreenSpinner label={t('loading')} />;
  if (record.isError) {
    return (
      <div className="px-4 py-16">
        <QueryError message={t('accountFailed')} onRetry={() => void record.refetch()} retrying={record.isFetching} />
      </div>
    );
  }

  return (
    // Wide screens: at least the height below the header, so the menu's column reaches the footer.
    <div className="drawer lg:drawer-open mx-auto max-w-7xl lg:min-h-[calc(100svh-4rem)]">
      <input
        id={toggleId}
        type="checkbox"
        className="drawer-toggle"
        aria-label={t('menu')}
        tabIndex={-1}
        checked={drawer.open}
        onChange={(event) => setOpen(event.target.checked)}
      />
      <div className="drawer-content min-w-0 px-4 py-8 sm:px-6 lg:px-8">
        <RouteErrorBoundary fallback={<DashboardRouteError />}>
          <Outlet />
        </RouteErrorBoundary>
      </div>
      {/* Wide screens: the menu's column spans the page, header to footer (not a scroller itself, so its links can stick in view: DashboardMenu). */}
      <div className="drawer-side z-50 lg:static lg:z-auto lg:h-auto lg:overflow-visible">
        {/* Clicking beside the menu closes it; keyboard and screen reader users have Escape and the Close menu button. */}
        <label htmlFor={toggleId} aria-hidden="true" className="drawer-overlay">
          <span className="sr-only">{t('closeMenu')}</span>
        </label>
        <DashboardMenu role={role} opened={drawer.open} onClose={() => setOpen(false)} />
      </div>
    </div>
  );
}
