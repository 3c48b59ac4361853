import type { AdminOverview, OverviewDay } from '../../../shared/insights.ts';
import { toMajorText } from '../../../shared/money.ts';
import { formatMoney, formatNumber } from '../../i18n/format.ts';
import { insights } from '../../i18n/insights.ts';
import { useMessages, type KeyOf } from '../../i18n/namespace.ts';
import { BarChart } from './bar-chart.tsx';
import { downloadCsv, toCsv } from './csv.ts';
import { longDay, shortDay } from './dates.ts';

type Field = Exclude<keyof OverviewDay, 'day'>;
type Words = KeyOf<typeof insights>;

/** A chart of the overview: its file's name, its title, and its series (each a field of the days, named in the CSV by `column`). */
type OverviewChart = { file: string; title: Words; money?: boolean; series: Array<{ field: Field; label: Words; column: string }> };

const CHARTS: OverviewChart[] = [
  { file: 'sales', title: 'chart.sales', series: [{ field: 'sales', label: 'series.sales', column: 'sales' }] },
  { file: 'sales-value', title: 'chart.salesValue', money: true, series: [{ field: 'salesMinor', label: 'series.salesValue', column: 'sales_value' }] },
  { file: 'new-listings', title: 'chart.newListings', series: [{ field: 'newListings', label: 'series.newListings', column: 'new_listings' }] },
  {
    file: 'new-accounts',
    title: 'chart.newAccounts',
    series: [
      { field: 'newBuyers', label: 'series.newBuyers', column: 'new_buyers' },
      { field: 'newSellers', label: 'series.newSellers', column: 'new_sellers' },
    ],
  },
  {
    file: 'expired-bookings',
    title: 'chart.expiredBookings',
    series: [{ field: 'expiredBookings', label: 'series.expiredBookings', column: 'expired_bookings' }],
  },
  {
    file: 'problems-refunds',
    title: 'chart.problems',
    series: [
      { field: 'problems', label: 'series.problems', column: 'problems' },
      { field: 'refunds', label: 'series.refunds', column: 'refunds' },
    ],
  },
];

/** A chart's days as CSV: a header row, then a row per day; amounts in major units, named with their currency. */
function chartCsv(chart: OverviewChart, data: AdminOverview): string {
  const unit = chart.money ? `_${data.currency.toLowerCase()}` : '';
  const header = ['day', ...chart.series.map((s) => s.column + unit)];
  const rows = data.days.map((day) => [day.day, ...chart.series.map((s) => (chart.money ? toMajorText(day[s.field], data.currency) : day[s.field]))]);
  return toCsv([header, ...rows]);
}

/** The overview's days as six charts, each with its numbers as a table and as a CSV file. */
export function OverviewCharts({ data }: { data: AdminOverview }) {
  const t = useMessages(insights);
  const points = data.days.map((d) => d.day);
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      {CHARTS.map((chart) => (
        <BarChart
          key={chart.file}
          title={t(chart.title)}
          points={points}
          series={chart.series.map((s) => ({ label: t(s.label), values: data.days.map((day) => day[s.field]) }))}
          format={chart.money ? (minor) => formatMoney(minor, data.currency) : (value) => formatNumber(value)}
          tickLabel={shortDay}
          rowLabel={longDay}
          pointName={longDay}
          pointColumn={t('column.day')}
          action={(titleId) => (
            <DownloadButton titleId={titleId} onClick={() => downloadCsv(`${chart.file}-${data.from}-to-${data.to}.csv`, chartCsv(chart, data))} />
          )}
        />
      ))}
    </div>
  );
}

/** Named "Download CSV" and the chart's title, so each of the six says which it downloads. */
function DownloadButton({ titleId, onClick }: { titleId: string; onClick: () => void }) {
  const t = useMessages(insights);
  const id = `${titleId}-csv`;
  return (
    <button id={id} type="button" className="btn btn-sm btn-outline btn-secondary" aria-labelledby={`${id} ${titleId}`} onClick={onClick}>
      {t('chart.download')}
    </button>
  );
}
