import { NavLink, useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.ts';
import { notify } from '../../lib/notify.ts';
import { common } from '../../i18n/common.ts';
import { useMessages } from '../../i18n/namespace.ts';

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
  const t = useMessages(common);

  // Until Firebase answers, hold the place without guessing, so the header does not flip.
  if (initialising) {
    return (
      <span aria-hidden="true" className={`invisible ${className}`}>
        {t('login')}
      </span>
    );
  }
  if (!user?.email) {
    return (
      <NavLink to="/login" className={className} onClick={onPick}>
        {t('login')}
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
      notify.success(t('loggedOut'));
    } catch (error) {
      console.error('Logout failed', error);
    }
  };

  return (
    <button type="button" className={className} onClick={() => void logOut()}>
      {t('logout')}
    </button>
  );
}
