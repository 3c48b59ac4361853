/** The header's plain links; Categories (with its submenu) sits between Home and Dashboard. */
export const LEADING_NAV_ITEMS = [{ to: '/', label: 'Home' }] as const;
export const TRAILING_NAV_ITEMS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/blog', label: 'Blog' },
] as const;
