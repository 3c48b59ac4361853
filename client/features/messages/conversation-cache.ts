import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Conversation, Message } from '../../../shared/conversations.ts';
import { useReadAgain } from '../../lib/read-again.ts';
import { useTRPC, useTRPCClient, type TRPC, type TRPCClient } from '../../lib/trpc.ts';

/** How many conversations one page of the list holds (the server's page). */
export const CONVERSATIONS_PAGE = 30;

/** What the changes below work with: tRPC's keys and filters, the query cache, reading again, and the client for a read of their own. */
export type ConversationCache = { trpc: TRPC; queryClient: QueryClient; readAgain: ReturnType<typeof useReadAgain>; client: TRPCClient };

/** The conversation cache for this component (the same object from one render to the next). */
export function useConversationCache(): ConversationCache {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const readAgain = useReadAgain();
  const client = useTRPCClient();
  return useMemo(() => ({ trpc, queryClient, readAgain, client }), [trpc, queryClient, readAgain, client]);
}

type ThreadPage = { items: Message[]; nextCursor: string | null };
type Thread = InfiniteData<ThreadPage, string | null>;
type ConversationList = InfiniteData<Conversation[], string | null>;

/** Message ids grow with time across the store; they exceed 2^53 in no real store, but compare them exactly anyway. */
export const idAtLeast = (id: string, than: string) => BigInt(id) >= BigInt(than);

/** The conversations whose thread is on screen: a message arriving in one of them is read at once. */
export const threadsOnScreen = new Set<string>();

/** The messages added to the thread's newest page (newest first, no repeats), as a thread holds them. */
function withMessages(thread: Thread | undefined, messages: Message[]): Thread | undefined {
  const [newest, ...older] = thread?.pages ?? [];
  if (!thread || !newest) return thread;
  const known = new Set(thread.pages.flatMap((page) => page.items.map((m) => m._id)));
  const added = messages.filter((m) => !known.has(m._id));
  if (added.length === 0) return thread;
  const items = [...added, ...newest.items].sort((a, b) => (BigInt(b._id) > BigInt(a._id) ? 1 : -1));
  return { ...thread, pages: [{ ...newest, items }, ...older] };
}

/** Puts messages into a thread already in the cache (one that is not is read whole when opened). */
export function addToThread({ trpc, queryClient }: ConversationCache, conversationId: string, messages: Message[]): void {
  queryClient.setQueryData(trpc.conversations.messages.infiniteQueryKey({ id: conversationId }), (thread) => withMessages(thread, messages));
}

/** Changes one conversation, in the list (wherever it is among the pages read so far) and on its own. */
export function updateInList({ trpc, queryClient }: ConversationCache, conversationId: string, change: (c: Conversation) => Conversation): void {
  queryClient.setQueryData(
    trpc.conversations.list.infiniteQueryKey({}),
    (list: ConversationList | undefined) => list && { ...list, pages: list.pages.map((page) => page.map((c) => (c._id === conversationId ? change(c) : c))) },
  );
  queryClient.setQueryData(trpc.conversations.byId.queryKey({ id: conversationId }), (c) => c && change(c));
}

/** The other party has read up to a message: the "Seen" under one's own messages. */
export async function markSeen(cache: ConversationCache, conversationId: string, readUpTo: string): Promise<void> {
  updateInList(cache, conversationId, (c) => (idAtLeast(c.otherReadUpTo, readUpTo) ? c : { ...c, otherReadUpTo: readUpTo }));
  const { trpc, readAgain } = cache;
  // A read already under way would put back what it read before the receipt: read again.
  await readAgain(trpc.conversations.list.pathFilter(), trpc.conversations.byId.queryFilter({ id: conversationId }));
}

/** The caller has read a thread (its newest page was fetched): the list and the header's count follow. */
export async function afterReading(cache: ConversationCache, conversationId: string): Promise<void> {
  updateInList(cache, conversationId, (c) => (c.unread === 0 ? c : { ...c, unread: 0 }));
  const { trpc, readAgain } = cache;
  // Read again too: a read of either already under way would put back the count from before.
  await readAgain(trpc.conversations.list.pathFilter(), trpc.conversations.byId.queryFilter({ id: conversationId }), trpc.conversations.unread.pathFilter());
}

/**
 * A message arrived (either party's, through the subscription). It joins its thread if that is in
 * the cache; if the thread is on screen, its newest page is read again, which marks it read; then
 * the list (its order, preview and unread counts) and the header's count are read again.
 */
export async function receiveMessage(cache: ConversationCache, message: Message): Promise<void> {
  const id = message.conversationId;
  const { trpc, readAgain, client } = cache;
  addToThread(cache, id, [message]);
  if (!message.mine && threadsOnScreen.has(id) && document.visibilityState === 'visible') {
    try {
      const newest = await client.conversations.messages.query({ id });
      addToThread(cache, id, newest.items);
    } catch (error) {
      console.error('Could not mark the conversation read', error);
    }
  }
  await readAgain(
    trpc.conversations.list.pathFilter(),
    trpc.conversations.byId.queryFilter({ id }),
    trpc.conversations.unread.pathFilter(),
    trpc.conversations.about.pathFilter(),
    // The other party's message rang the bell too.
    ...(message.mine ? [] : [trpc.users.notifications.pathFilter()]),
  );
}
