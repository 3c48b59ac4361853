import type { common } from '../../i18n/common.ts';
import type { KeyOf } from '../../i18n/namespace.ts';

/** One link of the header's main navigation; the wide-screen row and the phone menu both draw these. */
export type NavItem = {
  to: string;
  label: KeyOf<typeof common>;
  /** Current only on this very path, not on the pages under it (Home, at `/`). */
  end?: boolean;
  /** The link heads a submenu of the store's categories. */
  categories?: boolean;
};

/**
 * The header's links, in order. Everyone sees every one of them: none depends on the role or on
 * being signed in (Dashboard asks to sign in; its own menu is the one that differs by role). The
 * account entry (Login, or the signed-in person with Logout) follows them and is drawn differently
 * on each screen size, so it is not one of these.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'navHome', end: true },
  { to: '/categories', label: 'navCategories', categories: true },
  { to: '/dashboard', label: 'navDashboard' },
  { to: '/blog', label: 'navBlog' },
];
