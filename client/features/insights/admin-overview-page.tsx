import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { OVERVIEW_DAYS } from '../../../shared/insights.ts';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { insights } from '../../i18n/insights.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { OverviewCharts } from './overview-charts.tsx';
import { OverviewFigures } from './overview-figures.tsx';
import { PageHeading } from './page-heading.tsx';
import { Part } from './part.tsx';
import { PeriodPicker } from './period-picker.tsx';
import { usePeriod } from './use-period.ts';

const DEFAULT_DAYS = 30;

/**
 * /dashboard/admin (docs/moderation.md#the-overview): the store over the last 7 to 365 days (sales,
 * listings, new accounts, expired bookings, problems and refunds), with what waits now.
 */
export function AdminOverviewPage() {
  const t = useMessages(insights);
  const trpc = useTRPC();
  const [days, setDays] = usePeriod('days', OVERVIEW_DAYS, DEFAULT_DAYS);
  // The last period stays on screen while the next one loads.
  const query = useQuery({ ...trpc.insights.overview.queryOptions({ days }), placeholderData: keepPreviousData });
  const data = query.data;
  return (
    <section className="max-w-6xl">
      <PageHeading title={t('admin.title')} intro={t('admin.intro')} from={data?.from} to={data?.to} />
      <div className="mt-6 mb-8">
        <PeriodPicker unit="days" offered={OVERVIEW_DAYS} value={days} onChange={setDays} />
      </div>
      {query.isPending && <LoadingSpinner label={t('admin.loading')} />}
      {query.isError && <QueryError message={t('admin.failed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />}
      {data && (
        <div className="space-y-10" aria-busy={query.isPlaceholderData}>
          <Part title={t('admin.figures')}>
            <OverviewFigures data={data} />
          </Part>
          <Part title={t('admin.charts')}>
            <OverviewCharts data={data} />
          </Part>
        </div>
      )}
    </section>
  );
}
