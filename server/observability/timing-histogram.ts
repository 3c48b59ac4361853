/** A label value as the exposition format writes it: backslash, double quote and line feed escaped. */
const escapeLabelValue = (value: string) => value.replace(/[\\"\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`));

/** A number as the exposition format writes it. */
const sampleValue = (value: number) => (Number.isNaN(value) ? 'NaN' : value === Infinity ? '+Inf' : value === -Infinity ? '-Inf' : String(value));

type Series = { labels: string; counts: number[]; sum: number; count: number };

/**
 * A Prometheus histogram of durations for what every request records. prom-client's own Histogram
 * checks and hashes a label object on each observation, which took several per cent of the
 * cheapest reads' throughput (docs/performance.md); here an observation is one Map lookup by the
 * label values, in `labelNames` order, and one bucket count. The text is written at scrape time.
 */
export class TimingHistogram<const Labels extends readonly string[]> {
  private readonly series = new Map<string, Series>();

  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly labelNames: Labels,
    private readonly buckets: readonly number[],
  ) {}

  /** One duration in seconds, with its label values in `labelNames` order. */
  observe(values: { readonly [K in keyof Labels]: string | number }, seconds: number): void {
    const key = values.join('\u0000');
    let series = this.series.get(key);
    if (series === undefined) {
      const labels = this.labelNames.map((name, i) => `${name}="${escapeLabelValue(String(values[i]))}"`).join(',');
      series = { labels, counts: this.buckets.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, series);
    }
    const bucket = this.buckets.findIndex((bound) => seconds <= bound);
    if (bucket !== -1) series.counts[bucket]! += 1;
    series.sum += seconds;
    series.count += 1;
  }

  /** The exposition text (Prometheus 0.0.4): HELP, TYPE, then each series' cumulative buckets, sum and count. */
  text(): string {
    const lines = [`# HELP ${this.name} ${this.help.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')}`, `# TYPE ${this.name} histogram`];
    for (const { labels, counts, sum, count } of this.series.values()) {
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
