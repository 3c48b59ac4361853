import { lazy, Suspense, useState } from 'react';
import { BellIcon } from '../../components/icons.tsx';
import { useAuth } from '../../features/auth/auth-context.ts';
import { common } from '../../i18n/common.ts';
import { useMessages } from '../../i18n/namespace.ts';

// One chunk, loaded after the page like the search dialog: the header is in every page's first chunk.
const load = () => import('../../features/notifications/notifications-bell.tsx');
const NotificationsDialog = lazy(() => load().then((m) => ({ default: m.NotificationsDialog })));
const UnreadBadge = lazy(() => load().then((m) => ({ default: m.UnreadBadge })));

/** The header's bell: the signed-in user's recent events (orders, messages, alerts), with an unread count. */
export function NotificationsButton() {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const t = useMessages(common);
  return (
    <>
      {/* Named by its content, so the visible unread count is part of the name: "Notifications 2 unread". */}
      <button type="button" className="btn btn-ghost btn-circle relative" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <BellIcon />
        <span className="sr-only">{t('notifications')}</span>
        {user && (
          <Suspense fallback={null}>
            <UnreadBadge />
          </Suspense>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationsDialog signedIn={Boolean(user)} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
