import { lazy, Suspense } from 'react';
import { useAuth } from '../../features/auth/auth-context.ts';

// Loaded only once someone is signed in, like the account menu: the header is in every first chunk.
const MessagesLink = lazy(() => import('../../features/messages/messages-link.tsx').then((m) => ({ default: m.MessagesLink })));

/** The header's Messages link with its unread count, for signed-in users (the count is kept live by LiveSession). */
export function MessagesButton() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <MessagesLink />
    </Suspense>
  );
}
