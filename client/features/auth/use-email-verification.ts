import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { RETURN_PATH_MAX } from '../../../shared/users.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { verifyEmail } from '../../i18n/verify-email.ts';
import { notify } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useAuth } from './auth-context.ts';

export type EmailVerification = {
  /** Whether the signed-in person's email is verified; null while unknown or when nobody is signed in. */
  verified: boolean | null;
  email: string | null;
  busy: boolean;
  /** The store mails a new link, which leads back to this page once followed. */
  resend: () => Promise<void>;
  /** "I have verified it": checks with Firebase, and tells the store with a fresh token if so. */
  confirm: () => Promise<void>;
};

/** Where a signed-in person stands with their email address, and what they can do about it. */
export function useEmailVerification(): EmailVerification {
  const trpc = useTRPC();
  const auth = useAuth();
  const location = useLocation();
  const me = useQuery(trpc.users.me.queryOptions(undefined, { enabled: Boolean(auth.user) }));
  const send = useMutation(trpc.users.sendVerificationEmail.mutationOptions());
  const [busy, setBusy] = useState(false);

  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const here = location.pathname + location.search;
  return {
    verified: auth.user && me.data ? me.data.emailVerified : null,
    email: me.data?.email ?? null,
    busy,
    resend: () =>
      act(async () => {
        const { sentTo } = await send.mutateAsync({ returnPath: here.length <= RETURN_PATH_MAX ? here : '/' });
        notify.success(verifyEmail.t('sent', { email: sentTo }));
      }),
    confirm: () =>
      act(async () => {
        if (await auth.confirmEmailVerified()) notify.success(verifyEmail.t('verified'));
        else notify.error(verifyEmail.t('notYet'));
      }),
  };
}
