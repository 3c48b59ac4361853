import { trpc } from '../../lib/trpc.ts';
import { AdminPage } from './admin-page.tsx';
import { firstPage, paging } from './admin-paging.ts';
import { AdminTable } from './admin-table.tsx';
import { useUserActions } from './use-user-actions.ts';
import { UserRow } from './user-row.tsx';

/** /dashboard/admin/all-buyer (SPEC section 2): delete buyers; their unpaid bookings end with them. */
export function AllBuyersPage() {
  const buyers = trpc.admin.buyers.useInfiniteQuery(firstPage, paging);
  const actions = useUserActions('buyer');

  return (
    <AdminPage title="All Buyers" intro="Deleting a buyer ends their unpaid bookings; paid orders stay in the sellers' records.">
      <AdminTable
        list={buyers}
        label="All Buyers"
        what="buyers"
        empty="No buyers yet."
        columns={['Name', 'Email', 'Actions']}
        row={(buyer) => <UserRow user={buyer} actions={actions} />}
      />
    </AdminPage>
  );
}
