import type { insights } from '../../i18n/insights.ts';
import type { KeyOf, Translate } from '../../i18n/namespace.ts';

export type ChartSeries = { label: string; values: number[] };

/**
 * What a chart shows, in a sentence per series: its total and its highest point (the first, on a
 * tie), for the chart's accessible description and for anyone who reads rather than looks.
 */
export function chartSummary(
  t: Translate<KeyOf<typeof insights>>,
  series: ChartSeries[],
  points: string[],
  format: (value: number) => string,
  pointName: (point: string) => string,
): string {
  return series
    .map(({ label, values }) => {
      const highest = Math.max(0, ...values);
      const at = values.indexOf(highest);
      const total = values.reduce((sum, value) => sum + value, 0);
      if (total === 0) return t('chart.summaryNone', { series: label });
      return t('chart.summary', { series: label, total: format(total), highest: format(highest), point: pointName(points[at] ?? '') });
    })
    .join(' ');
}
