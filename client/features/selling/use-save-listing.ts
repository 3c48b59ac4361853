import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { NewBookInput } from '../../../shared/books.ts';
import type { KeyOf } from '../../i18n/namespace.ts';
import { selling } from '../../i18n/selling.ts';
import { bearerToken } from '../../lib/access-token.ts';
import { notify } from '../../lib/notify.ts';
import { useReadAgain } from '../../lib/read-again.ts';
import { useTRPC, useTRPCClient } from '../../lib/trpc.ts';
import type { ListingValues } from './listing-values.ts';
import { uploadedPhotos } from './photo-items.ts';

type Listing = Omit<NewBookInput, 'image'> & { photos: string[] };

/**
 * Saving the listing form, new or edited: the chosen photos are uploaded, then `save` sends every
 * field and the photos in their order (an edit changes only what differs, and clears an emptied
 * optional field); the lists are read again and My products opens, saying what changed (the message `save` names).
 */
function useSaveListing(save: (listing: Listing) => Promise<KeyOf<typeof selling>>) {
  const trpc = useTRPC();
  const readAgain = useReadAgain();
  const navigate = useNavigate();
  return useCallback(
    async ({ listing, photos }: ListingValues) => {
      const token = await bearerToken();
      if (!token) throw new Error(selling.t('notSignedIn'));
      notify.success(selling.t(await save({ ...listing, photos: await uploadedPhotos(photos, token) })));
      await readAgain(trpc.books.pathFilter(), trpc.catalog.pathFilter());
      await navigate('/dashboard/my-products');
    },
    [save, trpc, readAgain, navigate],
  );
}

export function useAddBook() {
  const trpcClient = useTRPCClient();
  return useSaveListing(
    useCallback(
      async (listing: Listing) => {
        await trpcClient.books.add.mutate(listing);
        return 'bookAdded';
      },
      [trpcClient],
    ),
  );
}

export function useEditBook(id: string) {
  const trpcClient = useTRPCClient();
  return useSaveListing(
    useCallback(
      async (listing: Listing) => ((await trpcClient.books.edit.mutate({ id, ...listing })).modifiedCount ? 'listingSaved' : 'nothingChanged'),
      [id, trpcClient],
    ),
  );
}
