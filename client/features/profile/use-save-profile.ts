import { useCallback } from 'react';
import { profile as profileMessages } from '../../i18n/profile.ts';
import { notify } from '../../lib/notify.ts';
import { useTRPC, useTRPCClient } from '../../lib/trpc.ts';
import { uploadImage } from '../../lib/upload-image.ts';
import { bearerToken } from '../../lib/access-token.ts';
import { useAuth } from '../auth/auth-context.ts';
import type { ProfileValues } from './profile-values.ts';
import { useReadAgain } from '../../lib/read-again.ts';

/**
 * Saves the profile: the new photo is uploaded first (POST /api/images, as at sign-up), then PATCH /me.
 * The sign-in account gets the same name and photo: a Google sign-in saves them to the store again.
 */
export function useSaveProfile(onSaved: () => void) {
  const trpc = useTRPC();
  const auth = useAuth();
  const trpcClient = useTRPCClient();
  const readAgain = useReadAgain();

  return useCallback(
    async ({ profile, photo }: ProfileValues) => {
      let image: string | undefined;
      if (photo) {
        const token = await bearerToken();
        if (!token) throw new Error(profileMessages.t('notSignedIn'));
        image = await uploadImage(photo, token);
      }
      const me = await trpcClient.users.updateProfile.mutate({ ...profile, ...(image !== undefined && { image }) });
      await auth
        .updateUserProfile({ displayName: me.name, photoURL: me.image || null })
        .catch((error: unknown) => console.error('Could not update the sign-in profile', error));
      notify.success(profileMessages.t('saved'));
      await readAgain(trpc.users.pathFilter(), trpc.catalog.pathFilter());
      onSaved();
    },
    [auth, trpc, trpcClient, readAgain, onSaved],
  );
}
