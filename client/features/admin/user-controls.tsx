import { lazy } from 'react';
import type { User } from '../../../shared/users.ts';
import { DialogButton } from '../../components/dialog-button.tsx';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import { VerifiedBadge } from '../books/verified-badge.tsx';
import type { UserActions } from './use-user-actions.ts';
import { prefetch } from '../../lib/prefetch.ts';
import { admin } from '../../i18n/admin.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/namespace.ts';

type UserControlProps = { user: User; actions: UserActions; describedBy: string };

// The cap's form checks with zod: loaded when an admin reaches for the button.
const loadCapModal = () => import('./listing-cap-modal.tsx');
const ListingCapModal = lazy(() => loadCapModal().then((m) => ({ default: m.ListingCapModal })));

/** A seller's 'verified' label with their listing cap (a verified shop may be given more), or the Verify button while they are not. */
export function SellerStatus({ user, actions, describedBy }: UserControlProps) {
  const t = useMessages(admin);
  if (user.status === 'verified') {
    return (
      <span className="inline-flex flex-wrap items-center gap-2">
        <VerifiedBadge />
        <ListingCapButton user={user} actions={actions} describedBy={describedBy} />
      </span>
    );
  }
  return (
    <button type="button" className="btn btn-sm btn-primary" aria-describedby={describedBy} disabled={actions.busy} onClick={() => actions.verify(user._id)}>
      {t('verify')}
    </button>
  );
}

/**
 * Delete, once the store's dialog has asked "Do you want to delete buyer" (or seller, the legacy
 * wording) and named the person by name and email: two accounts may share a name.
 */
export function DeleteUserButton({ user, actions, describedBy }: UserControlProps) {
  const { ask, dialog } = useConfirm();
  const t = useMessages(admin);
  const confirmDelete = () =>
    ask({
      question: t('deleteUserQuestion', { role: user.role, name: user.name, email: user.email }),
      confirmLabel: t('delete'),
      onConfirm: () => actions.remove(user._id),
    });
  return (
    <>
      <button type="button" className="btn btn-sm btn-error" aria-describedby={describedBy} disabled={actions.busy} onClick={confirmDelete}>
        {t('delete')}
      </button>
      {dialog}
    </>
  );
}

/** A verified shop's daily listing cap, and the button that changes it. */
function ListingCapButton({ user, actions, describedBy }: UserControlProps) {
  const t = useMessages(admin);
  return (
    <DialogButton
      className="btn btn-xs btn-outline"
      describedBy={describedBy}
      onPrepare={prefetch(loadCapModal)}
      dialog={(close) => <ListingCapModal user={user} actions={actions} onClose={close} />}
    >
      {user.listingCapPerDay ? t('capPerDay', { count: formatNumber(user.listingCapPerDay) }) : t('capStore')}
    </DialogButton>
  );
}
