import { useInfiniteQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';
import { AdminPage } from './admin-page.tsx';
import { firstPage, paging } from './admin-paging.ts';
import { PagedList } from '../../components/paged-list.tsx';
import { useUserActions } from './use-user-actions.ts';
import { UserCard } from './user-card.tsx';
import { UserRow } from './user-row.tsx';

const SCREENS = {
  buyer: {
    title: 'All Buyers',
    intro: "Deleting a buyer ends their unpaid bookings; paid orders stay in the sellers' records.",
    empty: 'No buyers yet.',
    columns: ['Name', 'Email', 'Actions'],
  },
  seller: {
    title: 'All Sellers',
    intro: 'Verify sellers so their listings carry the verified label, or delete them with their listings.',
    empty: 'No sellers yet.',
    columns: ['Name', 'Email', 'Status', 'Actions'],
  },
} as const;

/** One role's users for the admin: delete either; sellers can also be verified. */
function UsersPage({ userRole }: { userRole: 'buyer' | 'seller' }) {
  const screen = SCREENS[userRole];
  return (
    <AdminPage title={screen.title} intro={screen.intro}>
      <UsersList userRole={userRole} />
    </AdminPage>
  );
}

function UsersList({ userRole }: { userRole: 'buyer' | 'seller' }) {
  const trpc = useTRPC();
  const screen = SCREENS[userRole];
  const list = useInfiniteQuery((userRole === 'buyer' ? trpc.admin.buyers : trpc.admin.sellers).infiniteQueryOptions(firstPage, paging));
  const actions = useUserActions(userRole);
  return (
    <PagedList
      list={list}
      label={screen.title}
      what={`${userRole}s`}
      empty={screen.empty}
      columns={[...screen.columns]}
      row={(user) => <UserRow user={user} actions={actions} />}
      card={(user) => <UserCard user={user} actions={actions} />}
    />
  );
}

/** /dashboard/admin/all-buyer */
export function AllBuyersPage() {
  return <UsersPage userRole="buyer" />;
}

/** /dashboard/admin/all-seller */
export function AllSellersPage() {
  return <UsersPage userRole="seller" />;
}
