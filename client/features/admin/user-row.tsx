import { useId } from 'react';
import type { User } from '../../../shared/users.ts';
import { DeleteUserButton, SellerStatus } from './user-controls.tsx';
import type { UserActions } from './use-user-actions.ts';

export type UserViewProps = { user: User; actions: UserActions };

/** One buyer or seller in the admin's tables; a seller also has a Status column. */
export function UserRow({ user, actions }: UserViewProps) {
  const nameId = useId();
  return (
    <tr>
      <th scope="row" id={nameId} className="min-w-36 font-semibold">
        {user.name}
      </th>
      <td>{user.email}</td>
      {user.role === 'seller' && (
        <td>
          <SellerStatus user={user} actions={actions} describedBy={nameId} />
        </td>
      )}
      <td>
        <DeleteUserButton user={user} actions={actions} describedBy={nameId} />
      </td>
    </tr>
  );
}
