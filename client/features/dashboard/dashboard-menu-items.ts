import type { Role } from '../../../shared/users.ts';

export type DashboardMenuItem = { to: string; label: string };

/** The side menu differs by role; the routes themselves are open to any signed-in user. */
export const DASHBOARD_MENU: Record<Role, DashboardMenuItem[]> = {
  buyer: [
    { to: '/dashboard/buyer', label: 'My Orders' },
    { to: '/dashboard/offers', label: 'My offers' },
    { to: '/dashboard/wishlist', label: 'Wishlist' },
    { to: '/dashboard/saved-searches', label: 'Saved searches' },
    { to: '/dashboard/messages', label: 'Messages' },
    { to: '/dashboard/profile', label: 'Profile' },
  ],
  seller: [
    { to: '/dashboard/add-book', label: 'Add Book' },
    { to: '/dashboard/bulk-import', label: 'List in bulk' },
    { to: '/dashboard/my-products', label: 'My products' },
    { to: '/dashboard/offers', label: 'My offers' },
    { to: '/dashboard/earnings', label: 'Earnings' },
    { to: '/dashboard/messages', label: 'Messages' },
    { to: '/dashboard/profile', label: 'Profile' },
  ],
  admin: [
    { to: '/dashboard/admin/all-seller', label: 'All Seller' },
    { to: '/dashboard/admin/all-buyer', label: 'All Buyer' },
    { to: '/dashboard/admin/reported-items', label: 'Reported Items' },
    { to: '/dashboard/admin/problems', label: 'Problems' },
    { to: '/dashboard/messages', label: 'Messages' },
  ],
};
