import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { INSIGHT_WEEKS, type SellerInsights } from '../../../shared/insights.ts';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { formatMoney, formatNumber } from '../../i18n/format.ts';
import { insights } from '../../i18n/insights.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Figures } from './figures.tsx';
import { ListingTable } from './listing-table.tsx';
import { PageHeading } from './page-heading.tsx';
import { Part } from './part.tsx';
import { PeriodPicker } from './period-picker.tsx';
import { QuietListings } from './quiet-listings.tsx';
import { SellerCharts } from './seller-charts.tsx';
import { usePeriod } from './use-period.ts';

const DEFAULT_WEEKS = 12;

/** The period's totals, one tile each, in the order a buyer goes: views to earnings. */
function Totals({ data }: { data: SellerInsights }) {
  const t = useMessages(insights);
  const sum = (key: Exclude<keyof SellerInsights['weeks'][number], 'week'>) => data.weeks.reduce((total, week) => total + week[key], 0);
  const counts = ['views', 'saves', 'questions', 'offers', 'bookings', 'sales'] as const;
  return (
    <Figures
      figures={[
        ...counts.map((key) => ({ title: t(`series.${key}`), value: formatNumber(sum(key)) })),
        { title: t('series.earned'), value: formatMoney(sum('earnedMinor'), data.currency), twoColumns: true },
      ]}
    />
  );
}

const isQuiet = (w: SellerInsights['weeks'][number]) => w.views + w.saves + w.questions + w.offers + w.bookings + w.sales + w.earnedMinor === 0;

/**
 * /dashboard/insights (docs/selling.md#insights): how a seller's listings do over the last 4 to 52
 * weeks: totals, a chart per kind of interest, each listing, and those viewed but never asked about.
 */
export function SellerInsightsPage() {
  const t = useMessages(insights);
  const trpc = useTRPC();
  const [weeks, setWeeks] = usePeriod('weeks', INSIGHT_WEEKS, DEFAULT_WEEKS);
  // The last period stays on screen while the next one loads.
  const query = useQuery({ ...trpc.insights.seller.queryOptions({ weeks }), placeholderData: keepPreviousData });
  const data = query.data;
  const nothing = data && data.listings.length === 0 && data.weeks.every(isQuiet);
  return (
    <section className="max-w-6xl">
      <PageHeading title={t('seller.title')} intro={t('seller.intro')} from={data?.from} to={data?.to} />
      <div className="mt-6 mb-8">
        <PeriodPicker unit="weeks" offered={INSIGHT_WEEKS} value={weeks} onChange={setWeeks} />
      </div>
      {query.isPending && <LoadingSpinner label={t('seller.loading')} />}
      {query.isError && <QueryError message={t('seller.failed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />}
      {nothing && <p className="text-base-content/75 text-lg">{t('seller.empty')}</p>}
      {data && !nothing && (
        <div className="space-y-10" aria-busy={query.isPlaceholderData}>
          <Part title={t('seller.totals')}>
            <Totals data={data} />
          </Part>
          <Part title={t('seller.charts')}>
            <SellerCharts data={data} />
          </Part>
          <Part title={t('listings.title')}>
            <p className="text-base-content/75 mb-3">{t('listings.intro')}</p>
            <ListingTable listings={data.listings} />
          </Part>
          <Part title={t('quiet.title')}>
            <QuietListings listings={data.viewedNotAsked} />
          </Part>
        </div>
      )}
    </section>
  );
}
