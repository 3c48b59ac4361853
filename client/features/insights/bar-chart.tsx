import { useId, type ReactNode } from 'react';
import { insights } from '../../i18n/insights.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { BarsSvg } from './bars-svg.tsx';
import { SERIES_SWATCH } from './chart-colors.ts';
import { ChartTable } from './chart-table.tsx';
import { chartSummary, type ChartSeries } from './chart-summary.ts';
import { useWidth } from './use-width.ts';

export type BarChartProps = {
  title: string;
  /** A line under the title saying what is counted, when the title alone does not. */
  note?: string;
  /** Each group of bars' day (YYYY-MM-DD), oldest first. */
  points: string[];
  /** One to three series, each with a value per point. */
  series: ChartSeries[];
  /** A value as shown: a number or an amount of money, in the page's language. */
  format: (value: number) => string;
  /** A point under the axis ("3 Nov"), in the table ("3 Nov 2026") and in the summary ("week from 3 Nov 2026"). */
  tickLabel: (point: string) => string;
  rowLabel: (point: string) => string;
  pointName: (point: string) => string;
  /** The table's first column: "Week from", "Day". */
  pointColumn: string;
  /** Beside the title: a download, for one. */
  action?: (titleId: string) => ReactNode;
};

/**
 * A chart of bars over time, for reading by eye, by ear and by keyboard: the SVG is an image named
 * by the title and described by a sentence that gives each series' total and highest point, and
 * the same numbers are a table under "Show the numbers". It fits the width it is given.
 */
export function BarChart({ title, note, points, series, format, tickLabel, rowLabel, pointName, pointColumn, action }: BarChartProps) {
  const t = useMessages(insights);
  const titleId = useId();
  const summaryId = useId();
  const [boxRef, width] = useWidth();
  const empty = series.every((s) => s.values.every((value) => value === 0));
  return (
    <section aria-labelledby={titleId} className="card border-base-300 bg-base-100 min-w-0 border p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold">
          {title}
        </h3>
        {action?.(titleId)}
      </div>
      {note && <p className="text-base-content/75 text-sm">{note}</p>}
      {empty ? (
        <p className="text-base-content/75 mt-3">{t('chart.nothing')}</p>
      ) : (
        <>
          {series.length > 1 && (
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
              {series.map((s, i) => (
                <li key={s.label} className="flex items-center gap-1.5">
                  <span className={`inline-block size-3 rounded-sm ${SERIES_SWATCH[i % SERIES_SWATCH.length]}`} />
                  {s.label}
                </li>
              ))}
            </ul>
          )}
          <div ref={boxRef} className="mt-3 w-full min-w-0">
            {width > 0 && (
              <BarsSvg width={width} points={points} series={series} format={format} tickLabel={tickLabel} labelledBy={titleId} describedBy={summaryId} />
            )}
          </div>
          <p id={summaryId} className="text-base-content/75 mt-2 text-sm">
            {chartSummary(t, series, points, format, pointName)}
          </p>
          <ChartTable caption={title} pointColumn={pointColumn} points={points} pointLabel={rowLabel} series={series} format={format} />
        </>
      )}
    </section>
  );
}
