import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-message.ts';
import { notify } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useAuth } from './auth-context.ts';

/**
 * Shown to a signed-in user whose email is not verified yet: booking and reporting wait for it. With
 * a real Firebase project the link arrives by mail; the emulator's demo store sends no mail, so the
 * page follows the link it would have sent.
 */
export function VerifyEmailBanner() {
  const trpc = useTRPC();
  const auth = useAuth();
  const me = useQuery(trpc.users.me.queryOptions(undefined, { enabled: Boolean(auth.user) }));
  const [busy, setBusy] = useState(false);
  if (!auth.user || !me.data || me.data.emailVerified || !auth.verificationLinks) return null;
  const demo = auth.verificationLinks === 'demo';

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
  const resend = () =>
    act(async () => {
      await auth.sendVerificationEmail();
      notify.success(`We sent a new link to ${me.data?.email ?? 'your address'}.`);
    });
  const confirm = () =>
    act(async () => {
      if (demo) await auth.sendVerificationEmail();
      if (await auth.confirmEmailVerified()) notify.success('Your email address is verified.');
      else notify.error('Your email address is not verified yet: follow the link we sent, then try again.');
    });

  return (
    <section aria-label="Verify your email" className="bg-warning/20 border-warning border-b px-4 py-3">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3">
        <p className="grow text-sm">
          <strong>Verify your email address</strong> to book copies and report listings.{' '}
          {demo ? 'This demo store sends no mail: verify it here.' : `We sent a link to ${me.data.email}.`}
        </p>
        {!demo && (
          <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => void resend()}>
            Send the link again
          </button>
        )}
        <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => void confirm()}>
          {demo ? 'Verify my email' : 'I have verified it'}
        </button>
      </div>
    </section>
  );
}
