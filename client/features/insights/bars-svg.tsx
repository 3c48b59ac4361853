import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { SERIES_FILL } from './chart-colors.ts';
import type { ChartSeries } from './chart-summary.ts';

const HEIGHT = 200;
// On the right, room for half the last date under the axis.
const MARGIN = { top: 8, right: 24, bottom: 28 };
const TEXT = '#1b2a29'; // the theme's base-content: 14:1 on white
const RULE = '#8a9c9a';
/** Roughly how wide a tick label's character is at 11 px, to leave the left axis room for its longest label. */
const CHAR_WIDTH = 6.5;

type BarsSvgProps = {
  width: number;
  points: string[];
  series: ChartSeries[];
  format: (value: number) => string;
  tickLabel: (point: string) => string;
  labelledBy: string;
  describedBy: string;
};

/** Bars over time, one group per point with a bar per series, drawn to `width`; counts get whole-number ticks. */
export function BarsSvg({ width, points, series, format, tickLabel, labelledBy, describedBy }: BarsSvgProps) {
  const highest = Math.max(1, ...series.flatMap((s) => s.values));
  const y = scaleLinear<number>({ domain: [0, highest], range: [HEIGHT - MARGIN.top - MARGIN.bottom, 0], nice: true });
  const yTicks = y.ticks(4).filter((tick) => Number.isInteger(tick));
  const left = Math.ceil(Math.max(...yTicks.map((tick) => format(tick).length)) * CHAR_WIDTH) + 12;
  const innerWidth = Math.max(0, width - left - MARGIN.right);
  const x = scaleBand<string>({ domain: points, range: [0, innerWidth], padding: 0.2 });
  const inner = scaleBand<number>({ domain: series.map((_, i) => i), range: [0, x.bandwidth()], padding: series.length > 1 ? 0.1 : 0 });
  // As many dates under the axis as fit, evenly spread, the last always among them.
  const every = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(innerWidth / 64))));
  const xTicks = points.filter((_, i) => (points.length - 1 - i) % every === 0);
  const labelProps = { fill: TEXT, fontSize: 11, fontFamily: 'inherit' } as const;

  return (
    <svg width={width} height={HEIGHT} role="img" aria-labelledby={labelledBy} aria-describedby={describedBy} className="block">
      <Group left={left} top={MARGIN.top}>
        {points.map((point, i) => (
          <Group key={point} left={x(point) ?? 0}>
            {series.map((s, j) => {
              const value = s.values[i] ?? 0;
              const top = y(value);
              return (
                <Bar
                  key={s.label}
                  x={inner(j) ?? 0}
                  y={top}
                  width={Math.max(1, inner.bandwidth())}
                  height={Math.max(0, y(0) - top)}
                  className={SERIES_FILL[j % SERIES_FILL.length]}
                />
              );
            })}
          </Group>
        ))}
        <AxisLeft
          scale={y}
          tickValues={yTicks}
          tickFormat={(value) => format(Number(value))}
          stroke={RULE}
          tickStroke={RULE}
          tickLabelProps={{ ...labelProps, textAnchor: 'end', dx: -4, dy: '0.33em' }}
        />
        <AxisBottom
          top={y(0)}
          scale={x}
          tickValues={xTicks}
          tickFormat={(point) => tickLabel(point)}
          stroke={RULE}
          tickStroke={RULE}
          tickLabelProps={{ ...labelProps, textAnchor: 'middle' }}
        />
      </Group>
    </svg>
  );
}
