import { lazy, Suspense, useEffect } from 'react';
import { useAuth } from '../features/auth/auth-context.ts';
import { mayHavePush } from '../lib/push-permission.ts';
import { useTRPCClient } from '../lib/trpc.ts';

// Its own chunk, loaded once someone is signed in: signed-out visitors never subscribe.
const LiveConversations = lazy(() => import('../features/messages/live-conversations.tsx').then((m) => ({ default: m.LiveConversations })));
const AccountLanguage = lazy(() => import('../features/profile/account-language.tsx').then((m) => ({ default: m.AccountLanguage })));

/**
 * What keeps a signed-in session live, whatever page is on screen: one subscription for the
 * session (a new one for whoever signs in next), this browser's push registration, and the
 * account's language, mounted by the app's providers.
 */
export function LiveSession() {
  const { user } = useAuth();
  const client = useTRPCClient();
  const uid = user?.uid;
  // A browser that gets notifications is registered again for whoever signs in on it (docs/push.md).
  useEffect(() => {
    if (!uid || !mayHavePush()) return;
    import('../lib/push-device.ts')
      .then((m) => m.renewThisDevice(client))
      .catch((error: unknown) => console.error('Could not renew notifications on this device', error));
  }, [uid, client]);
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <LiveConversations key={user.uid} />
      <AccountLanguage key={`language-${user.uid}`} />
    </Suspense>
  );
}
