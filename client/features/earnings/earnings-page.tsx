import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Earnings } from '../../../shared/earnings.ts';
import { formatMoney } from '../../i18n/format.ts';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { Movements } from './movements.tsx';
import { PayoutAccount } from './payout-account.tsx';

type Total = Earnings['pending'];

const orders = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

/** The five sums of a seller's money, each with how many orders make it. */
function Totals({ earnings }: { earnings: Earnings }) {
  const money = (total: Total) => formatMoney(total.amountMinor, earnings.currency);
  const tiles: Array<[title: string, total: Total, note: string]> = [
    ['Pending', earnings.pending, 'paid, waiting for the buyer to confirm'],
    ['To be paid out', earnings.awaitingPayout, 'completed, waiting for your payout account'],
    ['Paid out', earnings.paidOut, 'sent to your payout account'],
    ['Platform fees', earnings.fees, `kept from paid-out sales (${earnings.feePercent}% now)`],
    ['Refunded', earnings.refunded, 'given back to buyers after a problem'],
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {tiles.map(([title, total, note]) => (
        <div key={title} className="card border-base-300 bg-base-100 border p-5 shadow-sm">
          <dt className="text-base-content/75 text-sm">{title}</dt>
          <dd>
            <span className="block font-serif text-3xl font-bold">{money(total)}</span>
            <span className="text-base-content/70 text-sm">
              {orders(total.count)}, {note}
            </span>
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
  return (
    <section>
      <title>Earnings · Dashboard · Book Store</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">Earnings</h1>
      <p className="text-base-content/75 mt-3 mb-8 text-lg">A sale is paid out when its buyer confirms they have the book, or a week after you hand it over.</p>
      {earnings.isPending && <LoadingSpinner label="Loading your earnings…" />}
      {earnings.isError && <QueryError message="We couldn't load your earnings." onRetry={() => void earnings.refetch()} retrying={earnings.isFetching} />}
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
