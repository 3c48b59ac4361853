import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { isUuid } from '../../lib/is-uuid.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { formatMessageTime } from '../../lib/format-message-time.ts';
import { AdminPage } from './admin-page.tsx';

/** Reported Items links here with the conversation's title; opened directly, the page does without it. */
export type ReportedConversationState = { title?: string };

/**
 * /dashboard/admin/reported-items/conversations/:id: an admin reads a reported conversation, oldest
 * message first, while a report on it is open (the server refuses it otherwise). Reading it marks
 * nothing read for the two parties, and an admin cannot write in it.
 */
export function ReportedConversationPage() {
  const { id = '' } = useParams();
  const title = (useLocation().state as ReportedConversationState | null)?.title ?? 'Reported conversation';
  return (
    <AdminPage title={title} intro="What the two parties wrote, oldest first. Dismiss the reports or act on the account from Reported Items.">
      {isUuid(id) ? <ReportedMessages id={id} /> : <Gone />}
      <Link to="/dashboard/admin/reported-items" className="btn btn-outline mt-8">
        Back to Reported Items
      </Link>
    </AdminPage>
  );
}

function Gone() {
  return <p className="text-base-content/75">There is no open report on this conversation, so it is not yours to read.</p>;
}

function ReportedMessages({ id }: { id: string }) {
  const trpc = useTRPC();
  const thread = useInfiniteQuery(
    trpc.conversations.messages.infiniteQueryOptions(
      { id },
      { getNextPageParam: (page) => page.nextCursor ?? undefined, retry: (count, error) => error.data?.httpStatus !== 404 && count < 3 },
    ),
  );
  if (thread.isPending) return <LoadingSpinner label="Loading the conversation…" />;
  if (thread.isError) {
    if (thread.error.data?.httpStatus === 404) return <Gone />;
    return <QueryError message="We couldn't load this conversation." onRetry={() => void thread.refetch()} retrying={thread.isFetching} />;
  }
  const messages = thread.data.pages.flatMap((page) => page.items).reverse();
  return (
    <>
      {thread.hasNextPage && (
        <button type="button" className="btn btn-ghost btn-sm mb-4" disabled={thread.isFetchingNextPage} onClick={() => void thread.fetchNextPage()}>
          {thread.isFetchingNextPage ? 'Loading…' : 'Load earlier'}
        </button>
      )}
      <div role="log" aria-label="Messages" className="max-w-3xl">
        <ol className="space-y-1">
          {messages.map((m) => (
            <li key={m._id} className={`chat ${m.from === 'seller' ? 'chat-end' : 'chat-start'}`}>
              <div className="chat-header text-base-content/70 text-xs">
                {m.from === 'seller' ? 'Seller' : 'Buyer'} <time dateTime={m.createdAt}>{formatMessageTime(m.createdAt)}</time>
              </div>
              <div className="chat-bubble max-w-[85%] break-words whitespace-pre-wrap">{m.text}</div>
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
