import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Book } from '../../../shared/books.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useAuth } from '../auth/auth-context.ts';
import { useReadAgain } from '../../lib/read-again.ts';

const NONE: ReadonlySet<string> = new Set();

/** The books the signed-in user saved (GET /wishlist/ids), so their hearts show filled. Nobody signed in has saved any. */
export function useSavedBookIds(): ReadonlySet<string> {
  const trpc = useTRPC();
  const { user } = useAuth();
  const saved = useQuery(trpc.alerts.savedBookIds.queryOptions(undefined, { enabled: user !== null, staleTime: 60_000 }));
  return useMemo(() => (saved.data ? new Set(saved.data) : NONE), [saved.data]);
}

/**
 * Saves a book or lets go of it. The heart changes at once (the ids are updated before the server
 * answers, and put back if it refuses); the wishlist is read again afterwards.
 */
export function useToggleSaved() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const readAgain = useReadAgain();
  const savedIds = trpc.alerts.savedBookIds.queryKey();
  const options = (saving: boolean) => ({
    onMutate: async ({ bookId }: { bookId: string }) => {
      await queryClient.cancelQueries({ queryKey: savedIds });
      const before = queryClient.getQueryData(savedIds);
      queryClient.setQueryData(savedIds, (ids = []) => (saving ? [...ids, bookId] : ids.filter((id) => id !== bookId)));
      return { before };
    },
    onError: (_error: unknown, _input: { bookId: string }, context?: { before?: string[] }) => queryClient.setQueryData(savedIds, context?.before),
    onSettled: () => readAgain(trpc.alerts.savedBookIds.pathFilter(), trpc.alerts.wishlist.pathFilter()),
  });
  const save = useMutation(trpc.alerts.saveBook.mutationOptions(options(true)));
  const unsave = useMutation(trpc.alerts.unsaveBook.mutationOptions(options(false)));
  return (book: Book, saved: boolean) => (saved ? unsave : save).mutate({ bookId: book._id });
}
