import { lazy, Suspense } from 'react';
import { useAuth } from '../../features/auth/auth-context.ts';
import { AuthLink } from './auth-link.tsx';

// Their own chunk, loaded only once someone is signed in: the header is in every page's first
// chunk, and most pages are seen signed out.
const load = () => import('./user-menu.tsx');
const UserMenu = lazy(() => load().then((m) => ({ default: m.UserMenu })));
const SignedInAs = lazy(() => load().then((m) => ({ default: m.SignedInAs })));

/** Wide screens: Login, or once signed in the person's photo opening their menu (with Logout). */
export function AccountMenu() {
  const { user } = useAuth();
  if (!user) return <AuthLink className="btn btn-secondary btn-sm ms-2" />;
  return (
    <Suspense fallback={<span aria-hidden="true" className="ms-2 inline-block size-12" />}>
      <UserMenu />
    </Suspense>
  );
}

/** The head of the phone menu: who is signed in, with their photo; nothing when signed out. */
export function AccountSummary() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <SignedInAs />
    </Suspense>
  );
}
