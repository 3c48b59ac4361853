import { useMutation } from '@tanstack/react-query';
import type { Earnings } from '../../../shared/earnings.ts';
import { notify } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useReadAgain } from '../../lib/read-again.ts';

type PayoutAccountProps = {
  state: Earnings['payoutAccount'];
  /** How many completed sales wait for the account. */
  owed: number;
  /** Stripe sent the seller back because their setup link expired. */
  linkExpired: boolean;
};

const WORDS: Record<Earnings['payoutAccount'], { title: string; text: string; action: string | null }> = {
  not_set_up: {
    title: 'Set up payouts',
    text: 'Tell us where to send your money. Completed sales wait for your payout account, and are paid as soon as it is ready.',
    action: 'Set up payouts',
  },
  pending: {
    title: 'Payouts are being set up',
    text: 'Your payout account is not ready to receive money yet: finish the questions, or wait while they are checked.',
    action: 'Continue setting up',
  },
  ready: { title: 'Payouts are on', text: 'Each completed sale is sent to your payout account, less the platform fee.', action: null },
};

/** The seller's payout account: its state, and the way to set it up (Stripe's onboarding, or the test provider at once). */
export function PayoutAccount({ state, owed, linkExpired }: PayoutAccountProps) {
  const trpc = useTRPC();
  const readAgain = useReadAgain();
  const link = useMutation(
    trpc.payouts.accountLink.mutationOptions({
      onSuccess: async ({ url }) => {
        // With Stripe the seller leaves for its onboarding; the test provider's account is ready at once.
        if (new URL(url).origin !== window.location.origin) {
          window.location.assign(url);
          return;
        }
        notify.success('Payouts are on');
        await readAgain(trpc.payouts.pathFilter());
      },
    }),
  );
  const words = WORDS[state];
  return (
    <div
      role="status"
      className={`rounded-box bg-base-100 flex flex-wrap items-start justify-between gap-4 border border-l-8 p-5 ${state === 'ready' ? 'border-success' : 'border-warning'}`}
    >
      <div className="max-w-2xl space-y-1">
        <h2 className="font-semibold">{words.title}</h2>
        <p>{words.text}</p>
        {state !== 'ready' && owed > 0 && <p className="font-semibold">{owed === 1 ? '1 completed sale waits' : `${owed} completed sales wait`} for it.</p>}
        {linkExpired && state !== 'ready' && <p>The setup link expired before you finished: continue with a new one.</p>}
      </div>
      {words.action && (
        <button type="button" className="btn btn-primary btn-sm" disabled={link.isPending} onClick={() => link.mutate({})}>
          {link.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {words.action}
        </button>
      )}
    </div>
  );
}
