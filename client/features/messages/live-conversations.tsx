import { useSubscription } from '@trpc/tanstack-react-query';
import type { ConversationEvent } from '../../../shared/conversations.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { markSeen, receiveMessage, useConversationCache } from './conversation-cache.ts';
import { useMember } from './use-member.ts';

type Delivered = ConversationEvent | { id: string; data: ConversationEvent };

/**
 * The signed-in session's one subscription to its conversations, mounted by the app's providers: a
 * new message joins its thread and refreshes the list and the unread counts; a read receipt updates
 * "Seen". After a dropped connection the link resumes after the last message seen (tracked events).
 */
export function LiveConversations() {
  const trpc = useTRPC();
  const cache = useConversationCache();
  const member = useMember();
  useSubscription(
    trpc.conversations.events.subscriptionOptions(
      {},
      {
        enabled: member,
        onData: (delivered: Delivered) => {
          const event = 'kind' in delivered ? delivered : delivered.data;
          if (event.kind === 'message') void receiveMessage(cache, event.message);
          else void markSeen(cache, event.conversationId, event.readUpTo);
        },
        onError: (error) => console.error('Conversation updates stopped', error),
      },
    ),
  );
  return null;
}
