import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { useTRPC } from '../../lib/trpc.ts';
import { ChatIcon } from '../../components/page-icons.tsx';
import { useMember } from './use-member.ts';
import { conversations } from '../../i18n/conversations.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/namespace.ts';

/**
 * The header's Messages link, with how many messages wait unread, for someone whose account record
 * exists. The count stays current through the session's subscription (live-conversations.tsx).
 */
export function MessagesLink() {
  const trpc = useTRPC();
  const member = useMember();
  const t = useMessages(conversations);
  const unread = useQuery(trpc.conversations.unread.queryOptions(undefined, { enabled: member })).data?.unread ?? 0;
  if (!member) return null;
  return (
    <NavLink to="/dashboard/messages" className="btn btn-ghost btn-circle relative">
      <ChatIcon />
      <span className="sr-only">{t('messages')}</span>
      {unread > 0 && (
        <span className="badge badge-secondary badge-xs absolute -top-0.5 -right-0.5 min-w-4 px-1 text-[10px]">
          {formatNumber(unread)}
          <span className="sr-only"> {t('unread')}</span>
        </span>
      )}
    </NavLink>
  );
}
