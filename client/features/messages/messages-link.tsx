import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import type { ConversationEvent } from '../../../shared/conversations.ts';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useTRPC } from '../../lib/trpc.ts';
import { useAuth } from '../auth/auth-context.ts';
import { ChatIcon } from '../../components/icons.tsx';
import { markSeen, receiveMessage, useConversationCache } from './conversation-cache.ts';

type Delivered = ConversationEvent | { id: string; data: ConversationEvent };

/**
 * The signed-in session's one subscription to its conversations: a new message joins its thread and
 * refreshes the list and the unread count; a read receipt updates "Seen". After a dropped connection
 * the link resumes after the last message seen (tracked events).
 */
function useConversationEvents(enabled: boolean) {
  const trpc = useTRPC();
  const cache = useConversationCache();
  useSubscription(
    trpc.conversations.events.subscriptionOptions(
      {},
      {
        enabled,
        onData: (delivered: Delivered) => {
          const event = 'kind' in delivered ? delivered : delivered.data;
          if (event.kind === 'message') void receiveMessage(cache, event.message);
          else void markSeen(cache, event.conversationId, event.readUpTo);
        },
        onError: (error) => console.error('Conversation updates stopped', error),
      },
    ),
  );
}

/**
 * The header's Messages link, with how many messages wait unread, for someone whose account record
 * exists (conversations need one; a sign-up in progress has none yet). It also keeps the session's
 * conversations live.
 */
export function MessagesLink() {
  const trpc = useTRPC();
  const { user } = useAuth();
  const me = useQuery(trpc.users.me.queryOptions(undefined, { enabled: Boolean(user) }));
  const member = Boolean(user && me.data);
  const unread = useQuery(trpc.conversations.unread.queryOptions(undefined, { enabled: member })).data?.unread ?? 0;
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
