import { NavLink } from 'react-router';
import type { ConversationEvent } from '../../../shared/conversations.ts';
import { trpc } from '../../lib/trpc.ts';
import { useAuth } from '../auth/auth-context.ts';
import { ChatIcon } from '../../components/icons.tsx';
import { markSeen, receiveMessage } from './conversation-cache.ts';

type Delivered = ConversationEvent | { id: string; data: ConversationEvent };

/**
 * The signed-in session's one subscription to its conversations: a new message joins its thread and
 * refreshes the list and the unread count; a read receipt updates "Seen". After a dropped connection
 * the link resumes after the last message seen (tracked events).
 */
function useConversationEvents(enabled: boolean) {
  const utils = trpc.useUtils();
  trpc.conversations.events.useSubscription(
    {},
    {
      enabled,
      onData: (delivered: Delivered) => {
        const event = 'kind' in delivered ? delivered : delivered.data;
        if (event.kind === 'message') void receiveMessage(utils, event.message);
        else void markSeen(utils, event.conversationId, event.readUpTo);
      },
      onError: (error) => console.error('Conversation updates stopped', error),
    },
  );
}

/**
 * The header's Messages link, with how many messages wait unread, for someone whose account record
 * exists (conversations need one; a sign-up in progress has none yet). It also keeps the session's
 * conversations live.
 */
export function MessagesLink() {
  const { user } = useAuth();
  const me = trpc.users.me.useQuery(undefined, { enabled: Boolean(user) });
  const member = Boolean(user && me.data);
  const unread = trpc.conversations.unread.useQuery(undefined, { enabled: member }).data?.unread ?? 0;
  useConversationEvents(member);
  if (!member) return null;
  return (
    <NavLink to="/dashboard/messages" className="btn btn-ghost btn-circle relative">
      <ChatIcon />
      <span className="sr-only">Messages</span>
      {unread > 0 && (
        <span className="badge badge-secondary badge-xs absolute -top-0.5 -right-0.5 min-w-4 px-1 text-[10px]">
          {unread}
          <span className="sr-only"> unread</span>
        </span>
      )}
    </NavLink>
  );
}
