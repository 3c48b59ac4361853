import { lazy, Suspense } from 'react';
import { useAuth } from '../features/auth/auth-context.ts';

// Its own chunk, loaded once someone is signed in: signed-out visitors never subscribe.
const LiveConversations = lazy(() => import('../features/messages/live-conversations.tsx').then((m) => ({ default: m.LiveConversations })));

/**
 * What keeps a signed-in session live, whatever page is on screen: one subscription for the
 * session (a new one for whoever signs in next), mounted by the app's providers.
 */
export function LiveSession() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <LiveConversations key={user.uid} />
    </Suspense>
  );
}
