import { useLocation, useNavigate } from 'react-router';
import { DashboardIcon } from '../../components/icons.tsx';
import { BrandLink } from './brand-link.tsx';
import { useDashboardDrawer } from './dashboard-drawer.ts';
import { DesktopNav } from './desktop-nav.tsx';
import { MessagesButton } from './messages-button.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { NotificationsButton } from './notifications-button.tsx';
import { SearchButton } from './search-button.tsx';
import { common } from '../../i18n/common.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { LanguageSwitch } from './language-switch.tsx';

export function SiteHeader() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const drawer = useDashboardDrawer();
  const t = useMessages(common);
  const openDashboard = () => {
    drawer.setOpen(true);
    if (pathname !== '/dashboard' && !pathname.startsWith('/dashboard/')) void navigate('/dashboard');
  };
  return (
    <header className="border-base-300 bg-base-100/95 sticky top-0 z-40 border-b backdrop-blur">
      <div className="navbar mx-auto max-w-7xl gap-2 px-2 sm:px-6 lg:px-8">
        <div className="navbar-start gap-1">
          <MobileNav />
          <BrandLink />
        </div>
        <div className="navbar-center">
          <DesktopNav />
        </div>
        <div className="navbar-end gap-1">
          <LanguageSwitch />
          <SearchButton />
          <MessagesButton />
          <NotificationsButton />
          <button type="button" className="btn btn-ghost btn-circle lg:hidden" aria-label={t('openDashboard')} onClick={openDashboard}>
            <DashboardIcon />
          </button>
        </div>
      </div>
    </header>
  );
}
