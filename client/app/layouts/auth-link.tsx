import { NavLink, useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.ts';
import { notify } from '../../lib/notify.ts';

/** The header's account entry: Logout while a signed-in user email exists, else Login. */
export function AuthLink({
  className = '',
  onPick,
}: {
  className?: string;
  /** Closes the menu holding it once Login or Logout is picked. */ onPick?: () => void;
}) {
  const { user, initialising, signOut } = useAuth();
  const navigate = useNavigate();

  // Until Firebase answers, hold the place without guessing, so the header does not flip.
  if (initialising) {
    return (
      <span aria-hidden="true" className={`invisible ${className}`}>
        Login
      </span>
    );
  }
  if (!user?.email) {
    return (
      <NavLink to="/login" className={className} onClick={onPick}>
        Login
      </NavLink>
    );
  }

  const logOut = async () => {
    onPick?.();
    // Leave the page first: until the front page is on screen, the protected page being left shows
    // nothing (RequireAuth) instead of sending us to /login as the user goes.
    void navigate('/');
    try {
      await signOut();
      notify.success('You are logged out');
    } catch (error) {
      console.error('Logout failed', error);
    }
  };

  return (
    <button type="button" className={className} onClick={() => void logOut()}>
      Logout
    </button>
  );
}
