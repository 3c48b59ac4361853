import { NavLink } from 'react-router';
import { ChevronDownIcon } from '../../components/icons.tsx';
import { CategoryMenuItems } from './category-menu-items.tsx';
import { NAV_ITEMS } from './nav-items.ts';
import { AccountMenu } from './account-menu.tsx';
import { common } from '../../i18n/common.ts';
import { useMessages } from '../../i18n/namespace.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex items-center gap-1 rounded-field px-3 py-2 font-medium transition-colors hover:bg-base-200 ${isActive ? 'text-secondary' : ''}`;

/** Wide screens: links in a row; the Categories submenu opens on hover and on keyboard focus. */
export function DesktopNav() {
  const t = useMessages(common);
  return (
    <nav aria-label={t('navMain')} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {NAV_ITEMS.map((item) =>
          item.categories ? (
            <li key={item.to} className="dropdown dropdown-hover">
              <NavLink to={item.to} end={item.end} className={linkClass}>
                {t(item.label)}
                <ChevronDownIcon className="size-4" />
              </NavLink>
              <ul className="dropdown-content menu rounded-box border-base-300 bg-base-100 top-full left-0 w-64 border p-2 shadow-lg">
                <CategoryMenuItems />
              </ul>
            </li>
          ) : (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className={linkClass}>
                {t(item.label)}
              </NavLink>
            </li>
          ),
        )}
        <li>
          <AccountMenu />
        </li>
      </ul>
    </nav>
  );
}
