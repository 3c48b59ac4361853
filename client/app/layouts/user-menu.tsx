import { useQuery } from '@tanstack/react-query';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { useAuth } from '../../features/auth/auth-context.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { AuthLink } from './auth-link.tsx';
import { useDropdown } from './use-dropdown.ts';
import { common } from '../../i18n/common.ts';
import { useMessages } from '../../i18n/namespace.ts';

/** The signed-in person's name and photo, as their user record has them (the photo chosen at sign-up). */
function useSignedInPerson() {
  const trpc = useTRPC();
  const { user } = useAuth();
  // The same read as the verify-email banner's, so it is shared, not repeated.
  const me = useQuery(trpc.users.me.queryOptions(undefined, { enabled: Boolean(user) }));
  if (!user) return null;
  const email = user.email ?? '';
  // The record's photo: a path on this store, where Firebase's copy of it is an absolute URL that
  // another address of the same store (a LAN name, say) may not reach.
  return { name: me.data?.name || user.displayName || email, email, photo: me.data?.image || null };
}

/** The head of a header menu: who is signed in, with their photo (initials without one). */
export function SignedInAs() {
  const person = useSignedInPerson();
  if (!person) return null;
  return (
    <li className="border-base-300 mb-1 border-b pb-2">
      <div className="pointer-events-none flex items-center gap-3">
        <UserAvatar name={person.name} photo={person.photo} />
        <span className="min-w-0">
          <span className="block truncate font-semibold">{person.name}</span>
          <span className="text-base-content/70 block truncate text-xs">{person.email}</span>
        </span>
      </div>
    </li>
  );
}

/** Wide screens, signed in: the person's photo, opening a menu with who they are and Logout. */
export function UserMenu() {
  const person = useSignedInPerson();
  const menu = useDropdown();
  const t = useMessages(common);
  if (!person) return null;
  return (
    <div {...menu.container} className={`${menu.container.className} dropdown-end ms-2`}>
      {/* Named by hidden text, not aria-label: the initials shown are not part of the name. */}
      <button type="button" className="btn btn-ghost btn-circle" {...menu.button} onClick={menu.toggle}>
        <UserAvatar name={person.name} photo={person.photo} />
        <span className="sr-only">{t('accountMenuFor', { name: person.name })}</span>
      </button>
      <ul id={menu.menuId} className="dropdown-content menu rounded-box border-base-300 bg-base-100 z-50 mt-3 w-72 border p-2 shadow-lg">
        <SignedInAs />
        <li>
          <AuthLink onPick={menu.close} />
        </li>
      </ul>
    </div>
  );
}
