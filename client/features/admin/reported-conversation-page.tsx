import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { isUuid } from '../../lib/is-uuid.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { formatMessageTime } from '../../lib/format-message-time.ts';
import { AdminPage } from './admin-page.tsx';
import { admin } from '../../i18n/admin.ts';
import { common } from '../../i18n/common.ts';
import { useMessages } from '../../i18n/namespace.ts';

/** Reported Items links here with the conversation's title; opened directly, the page does without it. */
export type ReportedConversationState = { title?: string };

/**
 * /dashboard/admin/reported-items/conversations/:id: an admin reads a reported conversation, oldest
 * message first, while a report on it is open (the server refuses it otherwise). Reading it marks
 * nothing read for the two parties, and an admin cannot write in it.
 */
export function ReportedConversationPage() {
  const { id = '' } = useParams();
  const t = useMessages(admin);
  const title = (useLocation().state as ReportedConversationState | null)?.title ?? t('conversationTitle');
  return (
    <AdminPage title={title} intro={t('conversationIntro')}>
      {isUuid(id) ? <ReportedMessages id={id} /> : <Gone />}
      <Link to="/dashboard/admin/reported-items" className="btn btn-outline mt-8">
        {t('backToReports')}
      </Link>
    </AdminPage>
  );
}

function Gone() {
  const t = useMessages(admin);
  return <p className="text-base-content/75">{t('conversationGone')}</p>;
}

function ReportedMessages({ id }: { id: string }) {
  const trpc = useTRPC();
  const t = useMessages(admin);
  const general = useMessages(common);
  const thread = useInfiniteQuery(
    trpc.conversations.messages.infiniteQueryOptions(
      { id },
      { getNextPageParam: (page) => page.nextCursor ?? undefined, retry: (count, error) => error.data?.httpStatus !== 404 && count < 3 },
    ),
  );
  if (thread.isPending) return <LoadingSpinner label={t('loadingConversation')} />;
  if (thread.isError) {
    if (thread.error.data?.httpStatus === 404) return <Gone />;
    return <QueryError message={t('conversationFailed')} onRetry={() => void thread.refetch()} retrying={thread.isFetching} />;
  }
  const messages = thread.data.pages.flatMap((page) => page.items).reverse();
  return (
    <>
      {thread.hasNextPage && (
        <button type="button" className="btn btn-ghost btn-sm mb-4" disabled={thread.isFetchingNextPage} onClick={() => void thread.fetchNextPage()}>
          {thread.isFetchingNextPage ? general('loading') : t('loadEarlier')}
        </button>
      )}
      <div role="log" aria-label={t('messages')} className="max-w-3xl">
        <ol className="space-y-1">
          {messages.map((m) => (
            <li key={m._id} className={`chat ${m.from === 'seller' ? 'chat-end' : 'chat-start'}`}>
              <div className="chat-header text-base-content/70 text-xs">
                {t(m.from === 'seller' ? 'fromSeller' : 'fromBuyer')} <time dateTime={m.createdAt}>{formatMessageTime(m.createdAt)}</time>
              </div>
              <div className="chat-bubble max-w-[85%] break-words whitespace-pre-wrap">{m.text}</div>
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
