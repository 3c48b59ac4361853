import { useInfiniteQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';
import { AdminPage } from './admin-page.tsx';
import { firstPage, paging } from './admin-paging.ts';
import { PagedList } from '../../components/paged-list.tsx';
import { useUserActions } from './use-user-actions.ts';
import { UserCard } from './user-card.tsx';
import { UserRow } from './user-row.tsx';
import { admin } from '../../i18n/admin.ts';
import { useMessages, type KeyOf } from '../../i18n/namespace.ts';

/** Each role's screen: its messages `<role>sTitle`, `…Intro`, `…What`, `…Empty`, and its table's columns. */
const SCREENS = {
  buyer: { messages: 'buyers', columns: ['columnName', 'columnEmail', 'columnActions'] },
  seller: { messages: 'sellers', columns: ['columnName', 'columnEmail', 'columnStatus', 'columnActions'] },
} as const satisfies Record<'buyer' | 'seller', { messages: string; columns: ReadonlyArray<KeyOf<typeof admin>> }>;

/** One role's users for the admin: delete either; sellers can also be verified. */
function UsersPage({ userRole }: { userRole: 'buyer' | 'seller' }) {
  const { messages } = SCREENS[userRole];
  const t = useMessages(admin);
  return (
    <AdminPage title={t(`${messages}Title`)} intro={t(`${messages}Intro`)}>
      <UsersList userRole={userRole} />
    </AdminPage>
  );
}

function UsersList({ userRole }: { userRole: 'buyer' | 'seller' }) {
  const trpc = useTRPC();
  const { messages, columns } = SCREENS[userRole];
  const t = useMessages(admin);
  const list = useInfiniteQuery((userRole === 'buyer' ? trpc.admin.buyers : trpc.admin.sellers).infiniteQueryOptions(firstPage, paging));
  const actions = useUserActions(userRole);
  return (
    <PagedList
      list={list}
      label={t(`${messages}Title`)}
      what={t(`${messages}What`)}
      empty={t(`${messages}Empty`)}
      columns={columns.map((column) => t(column))}
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
