import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type SubmitEvent, type KeyboardEvent } from 'react';
import { Link, useParams } from 'react-router';
import { MESSAGE_MAX_LENGTH, type Conversation, type Message } from '../../../shared/conversations.ts';
import { ListPhoto } from '../../components/list-photo.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { isUuid } from '../../lib/is-uuid.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { addToThread, afterReading, idAtLeast, threadsOnScreen, updateInList, useConversationCache } from './conversation-cache.ts';
import { formatMessageTime } from '../../lib/format-message-time.ts';
import { readMessageText } from './message-text.ts';
import { messageWords } from './message-words.ts';
import { useStoreCurrency } from '../../lib/use-store-currency.ts';
import { OfferCards } from './offer-cards.tsx';
import { ReportConversation } from './report-conversation.tsx';
import { stillSending, type Pending } from './still-sending.ts';
import { common } from '../../i18n/common.ts';
import { conversations } from '../../i18n/conversations.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { RichText } from '../../i18n/rich-text.tsx';

function ThreadProblem({ title, text }: { title: string; text: string }) {
  const t = useMessages(conversations);
  return (
    <section className="max-w-3xl">
      <title>{t('threadTitle', { title })}</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="text-base-content/75 mt-3 text-lg">{text}</p>
      <Link to="/dashboard/messages" className="btn btn-primary mt-8">
        {t('allMessages')}
      </Link>
    </section>
  );
}

/** /dashboard/messages/:id: one conversation, its book on top, the messages in order and a form to answer. */
export function ThreadPage() {
  const { id = '' } = useParams();
  const t = useMessages(conversations);
  if (!isUuid(id)) return <ThreadProblem title={t('notFound')} text={t('noSuchAddress')} />;
  return <Thread key={id} id={id} />;
}

/** The conversation's details: its book, the other party, the order and the read receipt. */
function useConversation(id: string) {
  const trpc = useTRPC();
  const query = useQuery(trpc.conversations.byId.queryOptions({ id }, { retry: (count, error) => error.data?.httpStatus !== 404 && count < 3 }));
  const missing = query.error?.data?.httpStatus === 404;
  return { query, conversation: query.data, missing, failed: query.isError && !missing };
}

let pendingKeys = 0;

function Thread({ id }: { id: string }) {
  const trpc = useTRPC();
  const cache = useConversationCache();
  const { query, conversation, missing, failed } = useConversation(id);
  const thread = useInfiniteQuery(trpc.conversations.messages.infiniteQueryOptions({ id }, { getNextPageParam: (page) => page.nextCursor ?? undefined }));
  const t = useMessages(conversations);
  const shared = useMessages(common);

  // While it is on screen, a message arriving in it is read at once (conversation-cache.ts).
  useEffect(() => {
    threadsOnScreen.add(id);
    return () => void threadsOnScreen.delete(id);
  }, [id]);

  // Each read of the newest page marks the thread read on the server: the list and the count follow.
  const fetching = thread.isFetching;
  const wasFetching = useRef(false);
  useEffect(() => {
    if (wasFetching.current && !fetching && thread.isSuccess) void afterReading(cache, id);
    wasFetching.current = fetching;
  }, [fetching, thread.isSuccess, cache, id]);

  if (thread.isError && thread.error.data?.httpStatus === 404) return <ThreadProblem title={t('notFound')} text={t('notYours')} />;
  if (thread.isPending || (!conversation && !missing && !failed)) return <LoadingSpinner label={t('loadingThread')} />;
  if (thread.isError || failed) {
    return (
      <QueryError
        message={t('threadFailed')}
        onRetry={() => void Promise.all([thread.refetch(), query.refetch()])}
        retrying={thread.isFetching || query.isFetching}
      />
    );
  }
  if (!conversation) return <ThreadProblem title={t('notFound')} text={t('notYours')} />;

  // Pages are newest first, each newest first: the thread reads oldest first.
  const messages = thread.data.pages.flatMap((page) => page.items).reverse();
  return (
    <section className="max-w-3xl">
      <title>{t('threadTitle', { title: conversation.book })}</title>
      <Link to="/dashboard/messages" className="link link-hover text-secondary text-sm font-semibold">
        ← {t('allMessages')}
      </Link>
      <ConversationHeading conversation={conversation} />
      {thread.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <button type="button" className="btn btn-ghost btn-sm" disabled={thread.isFetchingNextPage} onClick={() => void thread.fetchNextPage()}>
            {thread.isFetchingNextPage && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {thread.isFetchingNextPage ? shared('loading') : t('loadEarlier')}
          </button>
        </div>
      )}
      <MessagesAndAnswer
        conversation={conversation}
        messages={messages}
        onSent={(message) => {
          addToThread(cache, id, [message]);
          updateInList(cache, id, (c) => ({ ...c, lastMessage: message.text, lastOffer: message.offer, lastMessageAt: message.createdAt }));
        }}
      />
    </section>
  );
}

function ConversationHeading({ conversation: c }: { conversation: Conversation }) {
  const t = useMessages(conversations);
  const otherRole = t(c.role === 'buyer' ? 'headingRole.seller' : 'headingRole.buyer');
  const email = c.other.email;
  return (
    <header className="card border-base-300 bg-base-100 mt-4 flex-row items-start gap-4 border p-4 shadow-sm">
      {c.image && <ListPhoto src={c.image} />}
      <div className="min-w-0 flex-1">
        <h1 className="font-serif text-2xl font-bold break-words sm:text-3xl">
          {c.bookId ? (
            <Link to={`/books/${c.bookId}`} className="link link-hover">
              {c.book}
            </Link>
          ) : (
            c.book
          )}
        </h1>
        {!c.bookId && <p className="text-base-content/70 text-sm">{t('listingRemoved')}</p>}
        <p className="mt-2 flex items-center gap-2 text-sm">
          <UserAvatar name={c.other.name} photo={c.other.image} size="sm" />
          <span className="min-w-0 break-words">
            <span className="text-base-content/70">{otherRole}: </span>
            <span className="font-medium">{c.other.name}</span>
          </span>
        </p>
        {c.orderId && (
          <p className="bg-base-200 rounded-field mt-3 px-3 py-2 text-sm break-words">
            {t('orderBetween')}
            {email && (
              <>
                {' '}
                <RichText
                  text={t('alsoWrite', { email })}
                  parts={[
                    (address) => (
                      <a href={`mailto:${email}`} className="link link-secondary">
                        {address}
                      </a>
                    ),
                  ]}
                />
              </>
            )}
          </p>
        )}
      </div>
      <div className="shrink-0">
        <ReportConversation conversation={c} />
      </div>
    </header>
  );
}

type MessagesAndAnswerProps = {
  conversation: Conversation;
  /** Oldest first. */
  messages: Message[];
  onSent: (message: Message) => void;
};

/**
 * The thread and the form under it. A message shows at once, marked "Sending…", until the server
 * gives it its id; one that fails is taken back into the form, with the reason.
 */
function MessagesAndAnswer({ conversation, messages, onSent }: MessagesAndAnswerProps) {
  const trpc = useTRPC();
  const send = useMutation(trpc.conversations.send.mutationOptions());
  const [pending, setPending] = useState<Pending[]>([]);
  const [error, setError] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  // Whose a message is follows from its side and the caller's (messages added here before the server
  // answers carry no `mine` of their own).
  const mine = (m: Message) => m.from === conversation.role;
  const lastMine = messages.findLast(mine);
  const seen = lastMine !== undefined && idAtLeast(conversation.otherReadUpTo, lastMine._id);
  const sentTo = conversation.other._id !== null;
  const sending = stillSending(pending, messages, mine);
  const t = useMessages(conversations);
  const currency = useStoreCurrency();

  // The newest message in view: on opening, and when one arrives or is sent (not when earlier ones load).
  const newestKey = sending.at(-1)?.key ?? messages.at(-1)?._id;
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'nearest' });
  }, [newestKey]);

  const submit = async (event?: SubmitEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const field = textRef.current;
    if (!field) return;
    const read = readMessageText(field.value);
    if ('error' in read) {
      setError(read.error);
      field.focus();
      return;
    }
    setError(null);
    const item = { key: ++pendingKeys, text: read.text, after: messages.at(-1)?._id };
    setPending((all) => [...all, item]);
    field.value = '';
    try {
      const { insertedId } = await send.mutateAsync({ id: conversation._id, text: read.text });
      onSent({
        _id: insertedId,
        conversationId: conversation._id,
        mine: true,
        from: conversation.role,
        text: read.text,
        offer: null,
        createdAt: new Date().toISOString(),
      });
    } catch (failure) {
      setError(errorMessage(failure));
      // The text goes back into the form, before anything typed since.
      field.value = field.value ? `${read.text}\n${field.value}` : read.text;
      field.focus();
    } finally {
      setPending((all) => all.filter((p) => p.key !== item.key));
    }
  };

  // Enter sends, Shift+Enter starts a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <>
      <div role="log" aria-label={t('messages')} className="mt-6">
        {messages.length === 0 && sending.length === 0 && <p className="text-base-content/75 py-4">{t('noMessages')}</p>}
        <ol className="space-y-1">
          {messages.map((m) => (
            <li key={m._id} className={`chat ${mine(m) ? 'chat-end' : 'chat-start'}`}>
              <div className="chat-header text-base-content/70 text-xs">
                {mine(m) ? t('you') : conversation.other.name} <time dateTime={m.createdAt}>{formatMessageTime(m.createdAt)}</time>
              </div>
              <div className={`chat-bubble max-w-[85%] break-words whitespace-pre-wrap ${mine(m) ? 'chat-bubble-primary' : ''}`}>
                {messageWords(m, currency)}
              </div>
              {m === lastMine && seen && sending.length === 0 && <div className="chat-footer text-base-content/70 text-xs">{t('seen')}</div>}
            </li>
          ))}
          {sending.map((p) => (
            <li key={`pending-${p.key}`} className="chat chat-end">
              <div className="chat-header text-base-content/70 text-xs">{t('you')}</div>
              <div className="chat-bubble chat-bubble-primary max-w-[85%] break-words whitespace-pre-wrap opacity-75">{p.text}</div>
              <div className="chat-footer text-base-content/70 text-xs">{t('sending')}</div>
            </li>
          ))}
        </ol>
      </div>
      <div ref={endRef} />
      <OfferCards conversation={conversation} newestStep={messages.findLast((m) => m.offer !== null)?._id} />
      {sentTo ? (
        <form noValidate onSubmit={(event) => void submit(event)} className="border-base-300 mt-6 border-t pt-4">
          <label htmlFor={fieldId} className="block text-sm font-medium">
            {t('yourMessage')}
          </label>
          <div className="mt-1.5 flex items-end gap-2">
            <textarea
              ref={textRef}
              id={fieldId}
              name="text"
              rows={2}
              maxLength={MESSAGE_MAX_LENGTH}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onKeyDown={onKeyDown}
              className="textarea min-w-0 flex-1"
            />
            <button type="submit" className="btn btn-primary">
              {t('send')}
            </button>
          </div>
          {error && (
            <p id={errorId} role="alert" className="text-error mt-1.5 text-sm">
              {error}
            </p>
          )}
          <p className="text-base-content/70 mt-1.5 text-xs">{t('enterSends')}</p>
        </form>
      ) : (
        <p className="text-base-content/75 border-base-300 mt-6 border-t pt-4">{t('otherDeleted')}</p>
      )}
    </>
  );
}
