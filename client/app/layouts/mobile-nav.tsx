import { NavLink } from 'react-router';
import { MenuIcon } from '../../components/icons.tsx';
import { AuthLink } from './auth-link.tsx';
import { CategoryMenuItems } from './category-menu-items.tsx';
import { NAV_ITEMS } from './nav-items.ts';
import { AccountSummary } from './account-menu.tsx';
import { useDropdown } from './use-dropdown.ts';
import { common } from '../../i18n/common.ts';
import { useMessages } from '../../i18n/namespace.ts';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'menu-active' : '');

/** Small screens: the same links in a dropdown, which closes after a pick (Logout too), on Escape or when focus leaves it. */
export function MobileNav() {
  const menu = useDropdown();
  const t = useMessages(common);

  return (
    <nav aria-label={t('navMain')} className="lg:hidden">
      <div {...menu.container}>
        <button type="button" className="btn btn-ghost btn-circle" aria-label={t('openMenu')} {...menu.button} onClick={menu.toggle}>
          <MenuIcon className="size-6" />
        </button>
        <ul id={menu.menuId} className="dropdown-content menu rounded-box border-base-300 bg-base-100 z-50 mt-3 w-72 border p-2 shadow-lg">
          <AccountSummary />
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className={linkClass} onClick={menu.close}>
                {t(item.label)}
              </NavLink>
              {item.categories && (
                <ul>
                  <CategoryMenuItems onPick={menu.close} />
                </ul>
              )}
            </li>
          ))}
          <li>
            <AuthLink onPick={menu.close} />
          </li>
        </ul>
      </div>
    </nav>
  );
}
