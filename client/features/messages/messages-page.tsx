import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Conversation } from '../../../shared/conversations.ts';
import { ListPhoto } from '../../components/list-photo.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { LoadMore } from '../../components/load-more.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { CONVERSATIONS_PAGE } from './conversation-cache.ts';
import { formatMessageTime } from '../../lib/format-message-time.ts';
import { messageWords } from './message-words.ts';
import { threadPath } from './thread-path.ts';
import { useStoreCurrency } from '../../lib/use-store-currency.ts';
import { nextCursorAfter } from '../../lib/next-cursor.ts';
import { conversations as conversationWords } from '../../i18n/conversations.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { RichText } from '../../i18n/rich-text.tsx';

/** The caller's conversations, newest first, a page at a time (shared by the list and the thread's heading). */
export const useConversations = () =>
  useInfiniteQuery(useTRPC().conversations.list.infiniteQueryOptions({}, { getNextPageParam: nextCursorAfter(CONVERSATIONS_PAGE) }));

/** A conversation in the list: one link naming the book, the other party, the last message and what is unread. */
function ConversationItem({ conversation: c }: { conversation: Conversation }) {
  const t = useMessages(conversationWords);
  const currency = useStoreCurrency();
  return (
    <Link
      to={threadPath(c._id)}
      className="card border-base-300 bg-base-100 hover:border-primary flex-row items-start gap-4 border p-4 shadow-sm transition-colors"
    >
      {c.image ? <ListPhoto src={c.image} /> : <span aria-hidden="true" className="bg-base-200 rounded-field h-16 w-12 shrink-0" />}
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-3">
          <span className="truncate font-serif text-lg font-bold">{c.book}</span>
          <time dateTime={c.lastMessageAt} className="text-base-content/70 shrink-0 text-xs">
            {formatMessageTime(c.lastMessageAt)}
          </time>
        </span>
        <span className="mt-1 flex items-center gap-2 text-sm">
          <UserAvatar name={c.other.name} photo={c.other.image} size="sm" />
          <span className="min-w-0 truncate font-medium">{c.other.name}</span>
          <span className="text-base-content/70 shrink-0">· {t(c.role === 'buyer' ? 'listRole.seller' : 'listRole.buyer')}</span>
        </span>
        <span className="mt-2 flex items-center gap-2">
          <span className={`min-w-0 flex-1 truncate text-sm ${c.unread > 0 ? 'font-semibold' : 'text-base-content/75'}`}>
            {messageWords({ text: c.lastMessage, offer: c.lastOffer }, currency)}
          </span>
          {c.unread > 0 && (
            <span className="badge badge-secondary badge-sm shrink-0">
              {formatNumber(c.unread)}
              <span className="sr-only"> {t('unread')}</span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}

/** /dashboard/messages: the caller's conversations with buyers and sellers, the most recent first. */
export function MessagesPage() {
  const list = useConversations();
  const conversations = list.data?.pages.flat() ?? [];
  const t = useMessages(conversationWords);
  return (
    <section className="max-w-3xl">
      <title>{t('pageTitle')}</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">{t('messages')}</h1>
      <p className="text-base-content/75 mt-3 mb-8 text-lg">{t('intro')}</p>
      {list.isPending ? (
        <LoadingSpinner label={t('loadingList')} />
      ) : list.isError ? (
        <QueryError message={t('listFailed')} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : conversations.length === 0 ? (
        <p className="text-base-content/75 py-4">
          <RichText
            text={t('empty')}
            parts={[
              (text) => (
                <Link to="/categories" className="link link-secondary">
                  {text}
                </Link>
              ),
            ]}
          />
        </p>
      ) : (
        <>
          <ul aria-label={t('conversations')} className="space-y-3">
            {conversations.map((c) => (
              <li key={c._id}>
                <ConversationItem conversation={c} />
              </li>
            ))}
          </ul>
          <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} />
        </>
      )}
    </section>
  );
}
