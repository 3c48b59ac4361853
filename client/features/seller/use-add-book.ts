import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify.ts';
import { trpc } from '../../lib/trpc.ts';
import { uploadImage } from '../../lib/upload-image.ts';
import { bearerToken } from '../../lib/access-token.ts';
import type { AddBookValues } from './add-book-values.ts';

/** SPEC section 3's add-book flow: upload the photo, save the listing, then show it in My products. */
export function useAddBook() {
  const utils = trpc.useUtils();
  const navigate = useNavigate();

  return useCallback(
    async ({ listing, photo }: AddBookValues) => {
      const token = await bearerToken();
      if (!token) throw new Error('You are not signed in.');
      const image = await uploadImage(photo, token);
      await utils.client.books.add.mutate({ ...listing, image });
      notify.success('Book added');
      await Promise.all([utils.books.mine.invalidate(), utils.catalog.invalidate()]);
      await navigate('/dashboard/my-products');
    },
    [utils, navigate],
  );
}
