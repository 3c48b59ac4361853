import { useId } from 'react';
import { ListCard } from '../../components/list-card.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { DeleteUserButton, SellerStatus } from './user-controls.tsx';
import type { UserViewProps } from './user-row.tsx';

/** The same buyer or seller as a card on phones; a seller's verification sits beside Delete. */
export function UserCard({ user, actions }: UserViewProps) {
  const nameId = useId();
  return (
    <ListCard
      media={<UserAvatar name={user.name} photo={user.image} />}
      titleId={nameId}
      title={user.name}
      actions={
        <>
          {user.role === 'seller' && <SellerStatus user={user} actions={actions} describedBy={nameId} />}
          <DeleteUserButton user={user} actions={actions} describedBy={nameId} />
        </>
      }
    >
      <p className="text-base-content/70 text-sm break-all">{user.email}</p>
    </ListCard>
  );
}
