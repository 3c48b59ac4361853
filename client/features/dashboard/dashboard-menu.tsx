import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import type { Role } from '../../../shared/users.ts';
import { dashboard } from '../../i18n/dashboard.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { DASHBOARD_MENU } from './dashboard-menu-items.ts';

type DashboardMenuProps = {
  role: Role;
  /** True when the menu slides over the page (small screens) and has just opened. */
  opened: boolean;
  onClose: () => void;
};

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'menu-active' : '');

export function DashboardMenu({ role, opened, onClose }: DashboardMenuProps) {
  const navRef = useRef<HTMLElement>(null);
  const t = useMessages(dashboard);

  // Opening the menu over the page takes the keyboard into it.
  useEffect(() => {
    if (opened) navRef.current?.querySelector('a')?.focus();
  }, [opened]);

  // While it is open over the page, Escape closes it.
  useEffect(() => {
    if (!opened) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [opened, onClose]);

  return (
    <nav ref={navRef} aria-label={t('dashboard')} className="bg-base-200 min-h-full w-72 p-4">
      <div className="lg:sticky lg:top-20">
        <div className="mb-4 flex items-center justify-between gap-2 px-2">
          <p className="font-serif text-xl font-bold">{t('dashboard')}</p>
          <span className="badge badge-secondary capitalize">{t(`role.${role}`)}</span>
        </div>
        <ul className="menu w-full gap-1 p-0">
          {DASHBOARD_MENU[role].map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end ?? false} className={linkClass} onClick={onClose}>
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <button type="button" className="btn btn-ghost btn-sm mt-6 w-full lg:hidden" onClick={onClose}>
          {t('closeMenu')}
        </button>
      </div>
    </nav>
  );
}
