import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { useTRPC } from '../../lib/trpc.ts';
import { useModalDialog } from '../../lib/use-modal-dialog.ts';
import { useRole } from '../auth/use-role.ts';
import { notificationLink } from './notification-link.ts';
import { useNoticeText } from './use-notice-text.ts';
import { useNotifications } from './use-notifications.ts';
import { useReadAgain } from '../../lib/read-again.ts';
import { common } from '../../i18n/common.ts';
import { bell } from '../../i18n/bell.ts';
import { formatDate, formatNumber } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/namespace.ts';

/** The unread count on the bell. */
export function UnreadBadge() {
  const t = useMessages(common);
  const unread = (useNotifications(true).data ?? []).filter((n) => !n.read).length;
  if (unread === 0) return null;
  return (
    <span className="badge badge-secondary badge-xs absolute -top-0.5 -right-0.5 min-w-4 px-1 text-[10px]">
      {formatNumber(unread)}
      <span className="sr-only"> {t('unread')}</span>
    </span>
  );
}

/** The list behind the bell: newest first; opening it marks everything read. */
export function NotificationsDialog({ signedIn, onClose }: { signedIn: boolean; onClose: () => void }) {
  const t = useMessages(common);
  const words = useMessages(bell);
  const noticeText = useNoticeText();
  const trpc = useTRPC();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dialog = useModalDialog(dialogRef, onClose);
  const titleId = useId();
  const notifications = useNotifications(signedIn);
  const readAgain = useReadAgain();
  const markRead = useMutation(trpc.users.readNotifications.mutationOptions({ onSuccess: () => readAgain(trpc.users.notifications.pathFilter()) }));
  const hasUnread = (notifications.data ?? []).some((n) => !n.read);
  const me = useRole().record.data?._id ?? null;

  useEffect(() => {
    if (hasUnread && markRead.isIdle) markRead.mutate({});
  }, [hasUnread, markRead]);

  return (
    <dialog ref={dialogRef} className="modal modal-top sm:modal-middle" aria-labelledby={titleId} onClose={dialog.onClose}>
      <div className="modal-box max-w-lg">
        <h2 id={titleId} className="text-lg font-bold">
          {t('notifications')}
        </h2>
        {!signedIn && (
          <p className="mt-3">
            <Link to="/login" className="link" onClick={dialog.close}>
              {words('notificationsSignIn')}
            </Link>{' '}
            {words('notificationsSignInRest')}
          </p>
        )}
        {signedIn && notifications.isPending && <p className="mt-3">{t('loading')}</p>}
        {signedIn && notifications.data?.length === 0 && <p className="mt-3">{words('noNotifications')}</p>}
        {signedIn && notifications.data && notifications.data.length > 0 && (
          <ul className="divide-base-300 mt-3 divide-y">
            {notifications.data.map((n) => (
              <li key={n._id} className="py-3">
                <p className={n.read ? '' : 'font-semibold'}>
                  <NotificationText text={noticeText(n)} to={notificationLink(n, me)} onFollow={dialog.close} />
                </p>
                <p className="text-base-content/70 text-sm">{formatDate(n.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</p>
              </li>
            ))}
          </ul>
        )}
        <div className="modal-action">
          <form method="dialog">
            <button type="submit" className="btn">
              {t('close')}
            </button>
          </form>
        </div>
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1}>
          {words('closeNotifications')}
        </button>
      </form>
    </dialog>
  );
}

/** A notification's words, linked to where the person acts on it when there is such a place. */
function NotificationText({ text, to, onFollow }: { text: string; to: string | null; onFollow: () => void }) {
  if (!to) return text;
  return (
    <Link to={to} className="link link-hover" onClick={onFollow}>
      {text}
    </Link>
  );
}
