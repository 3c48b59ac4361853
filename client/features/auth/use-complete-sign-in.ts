import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../lib/notify.ts';
import { useAuth } from './auth-context.ts';
import { returnPath } from './return-path.ts';

/**
 * The end of every login (SPEC section 4): once the store's access token is in hand, say so and go
 * back where the visitor was heading.
 */
export function useCompleteSignIn() {
  const { obtainAccessToken } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(async () => {
    await obtainAccessToken();
    notify.success('User login success');
    await navigate(returnPath(location), { replace: true });
  }, [obtainAccessToken, navigate, location]);
}
