import { Navigate, Outlet, useLocation } from 'react-router';
import { useNavigating } from '../../lib/navigating.ts';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { useAuth } from './auth-context.ts';
import { common } from '../../i18n/common.ts';
import { useMessages } from '../../i18n/namespace.ts';

/** Guards the routes below it: unauthenticated visitors go to /login, which sends them back. */
export function RequireAuth() {
  const { user, loading } = useAuth();
  const location = useLocation();
  const leaving = useNavigating();
  const t = useMessages(common);
  // A signed-in user keeps the page while an auth action (a profile update, say) runs.
  if (loading && !user) return <LoadingSpinner label={t('checkingSignIn')} className="min-h-[50vh]" />;
  // Logging out leaves for the front page first: a protected page still on screen while that page
  // loads is being left, not opened, and must not send the visitor to /login instead.
  if (!user && leaving) return null;
  if (!user) return <Navigate to="/login" state={{ from: location }} replace />;
  return <Outlet />;
}
