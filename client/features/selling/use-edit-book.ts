import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { bearerToken } from '../../lib/access-token.ts';
import { notify } from '../../lib/notify.ts';
import { useReadAgain } from '../../lib/read-again.ts';
import { useTRPC, useTRPCClient } from '../../lib/trpc.ts';
import type { ListingValues } from './listing-values.ts';
import { uploadedPhotos } from './photo-items.ts';

/**
 * The edit flow: upload the newly chosen photos, send every field and the photos in their order
 * (the server changes only what differs; an emptied optional field is cleared), then back to My products.
 */
export function useEditBook(id: string) {
  const trpc = useTRPC();
  const trpcClient = useTRPCClient();
  const readAgain = useReadAgain();
  const navigate = useNavigate();

  return useCallback(
    async ({ listing, photos }: ListingValues) => {
      const token = await bearerToken();
      if (!token) throw new Error('You are not signed in.');
      const { modifiedCount } = await trpcClient.books.edit.mutate({ id, ...listing, photos: await uploadedPhotos(photos, token) });
      notify.success(modifiedCount ? 'Listing saved' : 'Nothing was changed');
      await readAgain(trpc.books.pathFilter(), trpc.catalog.pathFilter());
      await navigate('/dashboard/my-products');
    },
    [id, trpc, trpcClient, readAgain, navigate],
  );
}
