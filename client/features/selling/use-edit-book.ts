import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { bearerToken } from '../../lib/access-token.ts';
import { notify } from '../../lib/notify.ts';
import { useReadAgain } from '../../lib/read-again.ts';
import { useTRPC, useTRPCClient } from '../../lib/trpc.ts';
import { uploadImage } from '../../lib/upload-image.ts';
import type { ListingValues } from './listing-values.ts';

/**
 * The edit flow: upload a new photo if one was chosen, send every field (the server changes only
 * what differs; an emptied optional field is cleared), then back to My products.
 */
export function useEditBook(id: string) {
  const trpc = useTRPC();
  const trpcClient = useTRPCClient();
  const readAgain = useReadAgain();
  const navigate = useNavigate();

  return useCallback(
    async ({ listing, photo }: ListingValues) => {
      const token = await bearerToken();
      if (!token) throw new Error('You are not signed in.');
      const image = photo ? await uploadImage(photo, token) : undefined;
      const { modifiedCount } = await trpcClient.books.edit.mutate({ id, ...listing, ...(image && { image }) });
      notify.success(modifiedCount ? 'Listing saved' : 'Nothing was changed');
      await readAgain(trpc.books.pathFilter(), trpc.catalog.pathFilter());
      await navigate('/dashboard/my-products');
    },
    [id, trpc, trpcClient, readAgain, navigate],
  );
}
