import { useMutation } from '@tanstack/react-query';
import type { Earnings } from '../../../shared/earnings.ts';
import { earnings } from '../../i18n/earnings.ts';
import { useMessages, type KeyOf } from '../../i18n/namespace.ts';
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

type Key = KeyOf<typeof earnings>;

const WORDS: Record<Earnings['payoutAccount'], { title: Key; text: Key; action: Key | null }> = {
  not_set_up: { title: 'payouts.notSetUp', text: 'payouts.notSetUpText', action: 'payouts.notSetUp' },
  pending: { title: 'payouts.pending', text: 'payouts.pendingText', action: 'payouts.continue' },
  ready: { title: 'payouts.ready', text: 'payouts.readyText', action: null },
};

/** The seller's payout account: its state, and the way to set it up (Stripe's onboarding, or the test provider at once). */
export function PayoutAccount({ state, owed, linkExpired }: PayoutAccountProps) {
  const trpc = useTRPC();
  const readAgain = useReadAgain();
  const t = useMessages(earnings);
  const link = useMutation(
    trpc.payouts.accountLink.mutationOptions({
      onSuccess: async ({ url }) => {
        // With Stripe the seller leaves for its onboarding; the test provider's account is ready at once.
        if (new URL(url).origin !== window.location.origin) {
          window.location.assign(url);
          return;
        }
        notify.success(earnings.t('payouts.ready'));
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
        <h2 className="font-semibold">{t(words.title)}</h2>
        <p>{t(words.text)}</p>
        {state !== 'ready' && owed > 0 && <p className="font-semibold">{t('payouts.owed', { count: owed })}</p>}
        {linkExpired && state !== 'ready' && <p>{t('payouts.linkExpired')}</p>}
      </div>
      {words.action && (
        <button type="button" className="btn btn-primary btn-sm" disabled={link.isPending} onClick={() => link.mutate({})}>
          {link.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t(words.action)}
        </button>
      )}
    </div>
  );
}
