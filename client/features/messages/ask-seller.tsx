import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Book } from '../../../shared/books.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { ChatIcon } from '../../components/page-icons.tsx';
import { threadPath } from './thread-path.ts';
import { bookActions } from '../../i18n/book-actions.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { prefetch } from '../../lib/prefetch.ts';

// The form validates with the store's schema (zod): loaded when a buyer reaches for the button.
const loadAskModal = () => import('./ask-seller-modal.tsx');
const AskSellerModal = lazy(() => loadAskModal().then((m) => ({ default: m.AskSellerModal })));

type AskSellerButtonProps = {
  /** The listing's title: every card has one, so each is named for its book. */
  title: string;
  busy: boolean;
  onAsk: () => void;
};

/** 'Ask the seller' on someone else's listing. */
export function AskSellerButton({ title, busy, onAsk }: AskSellerButtonProps) {
  const t = useMessages(bookActions);
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm"
      aria-label={t('askAbout', { title })}
      disabled={busy}
      onClick={onAsk}
      onPointerEnter={prefetch(loadAskModal)}
      onFocus={prefetch(loadAskModal)}
    >
      {busy ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : <ChatIcon className="size-4" />}
      {t('ask')}
    </button>
  );
}

/**
 * Asking a book's seller: the caller's conversation about it if they have one (it opens), else a
 * dialog to write the first message. `ask` expects a signed-in caller.
 */
export function useAskSeller() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Book | null>(null);
  const [checking, setChecking] = useState<string | null>(null);

  const ask = async (book: Book) => {
    setChecking(book._id);
    try {
      const existing = await queryClient.query(trpc.conversations.about.queryOptions({ bookId: book._id }));
      if (existing) await navigate(threadPath(existing._id));
      else setAsking(book);
    } catch (error) {
      // The query cache has told the person already.
      console.error('Could not look for a conversation about the book', error);
    } finally {
      setChecking(null);
    }
  };

  const modal = asking && (
    <Suspense fallback={null}>
      <AskSellerModal book={asking} onClose={() => setAsking(null)} />
    </Suspense>
  );

  return { ask: (book: Book) => void ask(book), checking, modal };
}
