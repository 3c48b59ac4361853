import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Earnings } from '../../../shared/earnings.ts';
import { dashboard } from '../../i18n/dashboard.ts';
import { earnings as words } from '../../i18n/earnings.ts';
import { formatMoney, formatNumber } from '../../i18n/format.ts';
import { useMessages, type KeyOf } from '../../i18n/namespace.ts';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { Movements } from './movements.tsx';
import { PayoutAccount } from './payout-account.tsx';

type Total = Earnings['pending'];

/** The five sums of a seller's money, each with how many orders make it. */
function Totals({ earnings }: { earnings: Earnings }) {
  const t = useMessages(words);
  const money = (total: Total) => formatMoney(total.amountMinor, earnings.currency);
  const percent = formatNumber(earnings.feePercent);
  // Each note says how many orders make the sum.
  const tiles: Array<[title: KeyOf<typeof words>, total: Total, note: KeyOf<typeof words>]> = [
    ['total.pending', earnings.pending, 'total.pendingNote'],
    ['total.awaitingPayout', earnings.awaitingPayout, 'total.awaitingPayoutNote'],
    ['total.paidOut', earnings.paidOut, 'total.paidOutNote'],
    ['total.fees', earnings.fees, 'total.feesNote'],
    ['total.refunded', earnings.refunded, 'total.refundedNote'],
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {tiles.map(([title, total, note]) => (
        <div key={title} className="card border-base-300 bg-base-100 border p-5 shadow-sm">
          <dt className="text-base-content/75 text-sm">{t(title)}</dt>
          <dd>
            <span className="block font-serif text-3xl font-bold">{money(total)}</span>
            <span className="text-base-content/70 text-sm">{t(note, { count: total.count, percent })}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /dashboard/earnings: where a seller's money is (pending, owed, paid out, fees, refunds), their
 * payout account, and every movement on their orders. Coming back from Stripe's onboarding
 * (`?payouts=return`) reads the account afresh; an expired link (`?payouts=refresh`) offers a new one.
 */
export function EarningsPage() {
  const trpc = useTRPC();
  const earnings = useQuery(trpc.payouts.earnings.queryOptions());
  const [params] = useSearchParams();
  const t = useMessages(words);
  const d = useMessages(dashboard);
  return (
    <section>
      <title>{d('pageTitle', { page: t('title') })}</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">{t('title')}</h1>
      <p className="text-base-content/75 mt-3 mb-8 text-lg">{t('intro')}</p>
      {earnings.isPending && <LoadingSpinner label={t('loading')} />}
      {earnings.isError && <QueryError message={t('failed')} onRetry={() => void earnings.refetch()} retrying={earnings.isFetching} />}
      {earnings.data && (
        <div className="space-y-10">
          <PayoutAccount state={earnings.data.payoutAccount} owed={earnings.data.awaitingPayout.count} linkExpired={params.get('payouts') === 'refresh'} />
          <Totals earnings={earnings.data} />
          <Movements currency={earnings.data.currency} />
        </div>
      )}
    </section>
  );
}
