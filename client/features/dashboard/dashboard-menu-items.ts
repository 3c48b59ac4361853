import type { Role } from '../../../shared/users.ts';
import type { dashboard } from '../../i18n/dashboard.ts';
import type { KeyOf } from '../../i18n/namespace.ts';

/** `end`: lit only on its own address, not on those below it (the overview is /dashboard/admin, above every admin list). */
export type DashboardMenuItem = { to: string; label: KeyOf<typeof dashboard>; end?: boolean };

/** The side menu differs by role; the routes themselves are open to any signed-in user. */
export const DASHBOARD_MENU: Record<Role, DashboardMenuItem[]> = {
  buyer: [
    { to: '/dashboard/buyer', label: 'item.myOrders' },
    { to: '/dashboard/offers', label: 'item.myOffers' },
    { to: '/dashboard/wishlist', label: 'item.wishlist' },
    { to: '/dashboard/saved-searches', label: 'item.savedSearches' },
    { to: '/dashboard/messages', label: 'item.messages' },
    { to: '/dashboard/profile', label: 'item.profile' },
  ],
  seller: [
    { to: '/dashboard/add-book', label: 'item.addBook' },
    { to: '/dashboard/bulk-import', label: 'item.bulkImport' },
    { to: '/dashboard/my-products', label: 'item.myProducts' },
    { to: '/dashboard/offers', label: 'item.myOffers' },
    { to: '/dashboard/earnings', label: 'item.earnings' },
    { to: '/dashboard/insights', label: 'item.insights' },
    { to: '/dashboard/messages', label: 'item.messages' },
    { to: '/dashboard/profile', label: 'item.profile' },
  ],
  admin: [
    { to: '/dashboard/admin', label: 'item.overview', end: true },
    { to: '/dashboard/admin/all-seller', label: 'item.allSellers' },
    { to: '/dashboard/admin/all-buyer', label: 'item.allBuyers' },
    { to: '/dashboard/admin/reported-items', label: 'item.reportedItems' },
    { to: '/dashboard/admin/problems', label: 'item.problems' },
    { to: '/dashboard/messages', label: 'item.messages' },
  ],
};
