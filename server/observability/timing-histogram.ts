/** A label value as the exposition format writes it: backslash, double quote and line feed escaped. */
const escapeLabelValue = (value: string) => value.replace(/[\\"\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`));

/** A number as the exposition format writes it. */
const sampleValue = (value: number) => (Number.isNaN(value) ? 'NaN' : value === Infinity ? '+Inf' : value === -Infinity ? '-Inf' : String(value));

type Series = { labels: string; counts: number[]; sum: number; count: number };
/** The series by their label values, one level per label: no key string is built per observation. */
type Level = Map<string | number, Level | Series>;

/**
 * A Prometheus histogram of durations for what every request records. prom-client's own Histogram
 * checks and hashes a label object on each observation, which took several per cent of the
 * cheapest reads' throughput (docs/performance.md); here an observation is a Map lookup per label
 * value, in `labelNames` order (a value is the same series only as the same type: a status always
 * as a number), and one bucket count. The text is written at scrape time.
 */
export class TimingHistogram<const Labels extends readonly string[]> {
  private readonly root: Level = new Map();
  /** Every series, in the order first seen, for the text. */
  private readonly series: Series[] = [];

  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly labelNames: Labels,
    private readonly buckets: readonly number[],
  ) {}

  /** One duration in seconds, with its label values in `labelNames` order. */
  observe(values: { readonly [K in keyof Labels]: string | number }, seconds: number): void {
    const series = this.seriesOf(values);
    const { buckets } = this;
    let bucket = 0;
    while (bucket < buckets.length && seconds > buckets[bucket]!) bucket++;
    if (bucket < buckets.length) series.counts[bucket]! += 1;
    series.sum += seconds;
    series.count += 1;
  }

  private seriesOf(values: ReadonlyArray<string | number>): Series {
    let level = this.root;
    for (let i = 0; i < values.length - 1; i++) {
      let next = level.get(values[i]!) as Level | undefined;
      if (next === undefined) level.set(values[i]!, (next = new Map()));
      level = next;
    }
    // A histogram without labels keeps its one series under an empty value.
    const last = values.length > 0 ? values[values.length - 1]! : '';
    let series = level.get(last) as Series | undefined;
    if (series === undefined) {
      const labels = this.labelNames.map((name, i) => `${name}="${escapeLabelValue(String(values[i]))}"`).join(',');
      series = { labels, counts: this.buckets.map(() => 0), sum: 0, count: 0 };
      level.set(last, series);
      this.series.push(series);
    }
    return series;
  }

  /** The exposition text (Prometheus 0.0.4): HELP, TYPE, then each series' cumulative buckets, sum and count. */
  text(): string {
    const lines = [`# HELP ${this.name} ${this.help.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')}`, `# TYPE ${this.name} histogram`];
    for (const { labels, counts, sum, count } of this.series) {
      // `le` first, as prom-client writes it for the store's other histograms.
      const rest = labels ? `,${labels}` : '';
      let cumulative = 0;
      this.buckets.forEach((bound, i) => {
        cumulative += counts[i]!;
        lines.push(`${this.name}_bucket{le="${sampleValue(bound)}"${rest}} ${cumulative}`);
      });
      lines.push(`${this.name}_bucket{le="+Inf"${rest}} ${count}`);
      const braces = labels ? `{${labels}}` : '';
      lines.push(`${this.name}_sum${braces} ${sampleValue(sum)}`, `${this.name}_count${braces} ${count}`);
    }
    return lines.join('\n');
  }
}
