import type { User } from '../../../shared/users.ts';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import { VerifiedBadge } from '../books/verified-badge.tsx';
import type { UserActions } from './use-user-actions.ts';

type UserControlProps = { user: User; actions: UserActions; describedBy: string };

/** A seller's 'verified' label, or the Verify button while they are not. */
export function SellerStatus({ user, actions, describedBy }: UserControlProps) {
  if (user.status === 'verified') return <VerifiedBadge />;
  return (
    <button type="button" className="btn btn-sm btn-primary" aria-describedby={describedBy} disabled={actions.busy} onClick={() => actions.verify(user._id)}>
      Verify
    </button>
  );
}

/**
 * Delete, once the store's dialog has asked "Do you want to delete buyer" (or seller, the legacy
 * wording) and named the person by name and email: two accounts may share a name.
 */
export function DeleteUserButton({ user, actions, describedBy }: UserControlProps) {
  const { ask, dialog } = useConfirm();
  const confirmDelete = () =>
    ask({ question: `Do you want to delete ${user.role} ${user.name} (${user.email})?`, confirmLabel: 'Delete', onConfirm: () => actions.remove(user._id) });
  return (
    <>
      <button type="button" className="btn btn-sm btn-error" aria-describedby={describedBy} disabled={actions.busy} onClick={confirmDelete}>
        Delete
      </button>
      {dialog}
    </>
  );
}
