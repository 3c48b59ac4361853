import { useId, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { NavLink } from 'react-router';
import { MenuIcon } from '../../components/icons.tsx';
import { AuthLink } from './auth-link.tsx';
import { CategoryMenuItems } from './category-menu-items.tsx';
import { LEADING_NAV_ITEMS, TRAILING_NAV_ITEMS } from './nav-items.ts';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'menu-active' : '');

/** Small screens: the same links in a dropdown, which closes after a pick, on Escape or when focus leaves it. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const menuId = useId();

  const closeOnLinkClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };
  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    event.currentTarget.querySelector('button')?.focus();
  };
  const closeOnFocusLeaving = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <nav aria-label="Main" className="lg:hidden">
      <div
        className={`dropdown ${open ? 'dropdown-open' : 'dropdown-close'}`}
        onClick={closeOnLinkClick}
        onKeyDown={closeOnEscape}
        onBlur={closeOnFocusLeaving}
      >
        <button
          type="button"
          className="btn btn-ghost btn-circle"
          aria-label="Open menu"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <MenuIcon className="size-6" />
        </button>
        <ul
          id={menuId}
          className="dropdown-content menu rounded-box border-base-300 bg-base-100 z-50 mt-3 w-72 border p-2 shadow-lg"
        >
          {LEADING_NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end className={linkClass}>
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/categories" className={linkClass}>
              Categories
            </NavLink>
            <ul>
              <CategoryMenuItems />
            </ul>
          </li>
          {TRAILING_NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={linkClass}>
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            <AuthLink />
          </li>
        </ul>
      </div>
    </nav>
  );
}
