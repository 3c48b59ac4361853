import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { auth as authWords } from '../../i18n/auth.ts';
import { notify } from '../../lib/notify.ts';
import { useTRPCClient } from '../../lib/trpc.ts';
import { uploadImage } from '../../lib/upload-image.ts';
import { useAuth } from './auth-context.ts';
import type { SignUpValues } from './sign-up-values.ts';

/**
 * The sign-up flow, in this order: the account first, so the image upload can carry
 * its ID token; then the user record, the profile, the access token, and the front page.
 */
export function useSignUp() {
  const auth = useAuth();
  const trpcClient = useTRPCClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(
    async ({ name, email, password, role, image }: SignUpValues) => {
      const release = auth.beginFlow();
      try {
        await auth.signUp(email, password);
        let imageUrl: string;
        try {
          imageUrl = await uploadImage(image, await auth.idToken());
          await trpcClient.users.save.mutate({ name, email, image: imageUrl, role });
        } catch (error) {
          // Without its record the account is half made; removing it lets the same email try again.
          await auth.discardNewAccount().catch((undo: unknown) => console.error('Could not remove the new account', undo));
          throw error;
        }
        await auth.updateUserProfile({ displayName: name, photoURL: imageUrl });
        await auth.obtainAccessToken();
        // Booking and reporting wait for a verified email: the store mails the link (the banner offers
        // to send it again, so a failure here does not undo the sign-up).
        await trpcClient.users.sendVerificationEmail.mutate({}).catch((error: unknown) => console.error('Could not send the verification link', error));
      } finally {
        release();
      }
      // What the header read while the record did not exist yet (no account, no messages) is stale now.
      await queryClient.invalidateQueries();
      notify.success(authWords.t('signedUp'));
      await navigate('/');
    },
    [auth, trpcClient, queryClient, navigate],
  );
}
