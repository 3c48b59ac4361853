import { insights } from '../../i18n/insights.ts';
import { useMessages } from '../../i18n/namespace.ts';
import type { ChartSeries } from './chart-summary.ts';

type ChartTableProps = {
  caption: string;
  pointColumn: string;
  points: string[];
  pointLabel: (point: string) => string;
  series: ChartSeries[];
  format: (value: number) => string;
};

/** A chart's numbers as a real table, folded away under "Show the numbers" (a native disclosure, keyboard-ready). */
export function ChartTable({ caption, pointColumn, points, pointLabel, series, format }: ChartTableProps) {
  const t = useMessages(insights);
  return (
    <details className="mt-3 min-w-0">
      <summary className="text-secondary cursor-pointer text-sm font-semibold">{t('chart.showNumbers')}</summary>
      {/* The table scrolls on its own (a year is long), never the page; focusable, so keys scroll it too. */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scrolling region must take focus to scroll by keyboard (WCAG 2.1.1, axe's scrollable-region-focusable); a named region is the pattern for that */}
      <div className="mt-2 max-h-96 overflow-auto" tabIndex={0} role="region" aria-label={t('chart.numbers', { chart: caption })}>
        <table className="table-sm table-zebra table tabular-nums">
          <caption className="sr-only">{caption}</caption>
          <thead className="text-base-content/80">
            <tr>
              <th scope="col">{pointColumn}</th>
              {series.map(({ label }) => (
                <th key={label} scope="col" className="text-end">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((point, i) => (
              <tr key={point}>
                <th scope="row" className="font-normal whitespace-nowrap">
                  <time dateTime={point}>{pointLabel(point)}</time>
                </th>
                {series.map(({ label, values }) => (
                  <td key={label} className="text-end whitespace-nowrap">
                    {format(values[i] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
