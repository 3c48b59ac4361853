import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify.ts';
import { useTRPC, useTRPCClient } from '../../lib/trpc.ts';
import { bearerToken } from '../../lib/access-token.ts';
import type { ListingValues } from './listing-values.ts';
import { uploadedPhotos } from './photo-items.ts';
import { useReadAgain } from '../../lib/read-again.ts';

/** The add-book flow: upload the chosen photos, save the listing, then show it in My products. */
export function useAddBook() {
  const trpc = useTRPC();
  const trpcClient = useTRPCClient();
  const readAgain = useReadAgain();
  const navigate = useNavigate();

  return useCallback(
    async ({ listing, photos }: ListingValues) => {
      const token = await bearerToken();
      if (!token) throw new Error('You are not signed in.');
      await trpcClient.books.add.mutate({ ...listing, photos: await uploadedPhotos(photos, token) });
      notify.success('Book added');
      await readAgain(trpc.books.mine.pathFilter(), trpc.catalog.pathFilter());
      await navigate('/dashboard/my-products');
    },
    [trpc, trpcClient, readAgain, navigate],
  );
}
