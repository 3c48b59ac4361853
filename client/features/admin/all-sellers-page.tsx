import { trpc } from '../../lib/trpc.ts';
import { AdminPage } from './admin-page.tsx';
import { firstPage, paging } from './admin-paging.ts';
import { AdminTable } from './admin-table.tsx';
import { useUserActions } from './use-user-actions.ts';
import { UserRow } from './user-row.tsx';

/** /dashboard/admin/all-seller (SPEC section 2): verify sellers or delete them with their listings. */
export function AllSellersPage() {
  const sellers = trpc.admin.sellers.useInfiniteQuery(firstPage, paging);
  const actions = useUserActions('seller');

  return (
    <AdminPage title="All Sellers" intro="Verify sellers so their listings carry the verified label, or delete them with their listings.">
      <AdminTable
        list={sellers}
        label="All Sellers"
        what="sellers"
        empty="No sellers yet."
        columns={['Name', 'Email', 'Status', 'Actions']}
        row={(seller) => <UserRow user={seller} actions={actions} />}
      />
    </AdminPage>
  );
}
