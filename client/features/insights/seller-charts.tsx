import type { SellerInsights } from '../../../shared/insights.ts';
import { formatMoney, formatNumber } from '../../i18n/format.ts';
import { insights } from '../../i18n/insights.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { BarChart } from './bar-chart.tsx';
import { longDay, shortDay } from './dates.ts';

/** The seller's weeks as four charts: views; saves, questions and offers; bookings and sales; earnings. */
export function SellerCharts({ data }: { data: SellerInsights }) {
  const t = useMessages(insights);
  const points = data.weeks.map((w) => w.week);
  const of = (key: Exclude<keyof SellerInsights['weeks'][number], 'week'>) => data.weeks.map((w) => w[key]);
  const count = (value: number) => formatNumber(value);
  const weekly = {
    points,
    tickLabel: shortDay,
    rowLabel: longDay,
    pointName: (week: string) => t('weekOf', { date: longDay(week) }),
    pointColumn: t('column.week'),
  };
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <BarChart {...weekly} title={t('chart.views')} series={[{ label: t('series.views'), values: of('views') }]} format={count} />
      <BarChart
        {...weekly}
        title={t('chart.interest')}
        series={[
          { label: t('series.saves'), values: of('saves') },
          { label: t('series.questions'), values: of('questions') },
          { label: t('series.offers'), values: of('offers') },
        ]}
        format={count}
      />
      <BarChart
        {...weekly}
        title={t('chart.orders')}
        series={[
          { label: t('series.bookings'), values: of('bookings') },
          { label: t('series.sales'), values: of('sales') },
        ]}
        format={count}
      />
      <BarChart
        {...weekly}
        title={t('chart.earned')}
        note={t('chart.earnedNote')}
        series={[{ label: t('series.earned'), values: of('earnedMinor') }]}
        format={(minor) => formatMoney(minor, data.currency)}
      />
    </div>
  );
}
