import { useMemo } from 'react';
import type { Book } from '../../../shared/books.ts';
import { trpc } from '../../lib/trpc.ts';
import { useAuth } from '../auth/auth-context.ts';

const NONE: ReadonlySet<string> = new Set();

/** The books the signed-in user saved (GET /wishlist/ids), so their hearts show filled. Nobody signed in has saved any. */
export function useSavedBookIds(): ReadonlySet<string> {
  const { user } = useAuth();
  const saved = trpc.alerts.savedBookIds.useQuery(undefined, { enabled: user !== null, staleTime: 60_000 });
  return useMemo(() => (saved.data ? new Set(saved.data) : NONE), [saved.data]);
}

/**
 * Saves a book or lets go of it. The heart changes at once (the ids are updated before the server
 * answers, and put back if it refuses); the wishlist is read again afterwards.
 */
export function useToggleSaved() {
  const utils = trpc.useUtils();
  const options = (saving: boolean) => ({
    onMutate: async ({ bookId }: { bookId: string }) => {
      await utils.alerts.savedBookIds.cancel();
      const before = utils.alerts.savedBookIds.getData();
      utils.alerts.savedBookIds.setData(undefined, (ids = []) => (saving ? [...ids, bookId] : ids.filter((id) => id !== bookId)));
      return { before };
    },
    onError: (_error: unknown, _input: { bookId: string }, context?: { before?: string[] }) => utils.alerts.savedBookIds.setData(undefined, context?.before),
    onSettled: () => Promise.all([utils.alerts.savedBookIds.invalidate(), utils.alerts.wishlist.invalidate()]),
  });
  const save = trpc.alerts.saveBook.useMutation(options(true));
  const unsave = trpc.alerts.unsaveBook.useMutation(options(false));
  return (book: Book, saved: boolean) => (saved ? unsave : save).mutate({ bookId: book._id });
}
