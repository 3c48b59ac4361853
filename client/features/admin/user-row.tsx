import { useId } from 'react';
import type { User } from '../../../shared/users.ts';
import { VerifiedBadge } from '../books/verified-badge.tsx';
import type { UserActions } from './use-user-actions.ts';

/** One buyer or seller in the admin's lists; a seller also shows the 'verified' label or a Verify button (SPEC section 4). */
export function UserRow({ user, actions }: { user: User; actions: UserActions }) {
  const nameId = useId();

  // SPEC section 5: deleting needs a browser confirmation, 'Do you want to delete buyer' for a buyer.
  const confirmDelete = () => {
    if (window.confirm(`Do you want to delete ${user.role}`)) actions.remove(user._id);
  };

  return (
    <tr>
      <th scope="row" id={nameId} className="min-w-36 font-semibold">
        {user.name}
      </th>
      <td>{user.email}</td>
      {user.role === 'seller' && (
        <td>
          {user.status === 'verified' ? (
            <VerifiedBadge />
          ) : (
            <button type="button" className="btn btn-sm btn-primary" aria-describedby={nameId} disabled={actions.busy} onClick={() => actions.verify(user._id)}>
              Verify
            </button>
          )}
        </td>
      )}
      <td>
        <button type="button" className="btn btn-sm btn-error" aria-describedby={nameId} disabled={actions.busy} onClick={confirmDelete}>
          Delete
        </button>
      </td>
    </tr>
  );
}
