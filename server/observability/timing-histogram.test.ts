import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { TimingHistogram } from './timing-histogram.ts';

const BUCKETS = [0.001, 0.01, 0.1, 1];
const LABELS = ['route', 'status'] as const;

/** prom-client's text for the same observations: what Prometheus already reads from the store's other metrics. */
async function promClientText(observations: Array<[[string, number], number]>): Promise<string> {
  const registry = new Registry();
  const histogram = new Histogram({ name: 'x_seconds', help: 'Time taken.', labelNames: LABELS, buckets: BUCKETS, registers: [registry] });
  for (const [[route, status], seconds] of observations) histogram.observe({ route, status }, seconds);
  return (await registry.metrics()).trim();
}

describe('TimingHistogram', () => {
  it('writes what prom-client writes for the same observations', async () => {
    const observations: Array<[[string, number], number]> = [
      [['/api/books', 200], 0.0004],
      [['/api/books', 200], 0.02],
      [['/api/books', 200], 3],
      [['/trpc/:path', 500], 0.001],
      // A label value with the characters the format escapes.
      [['a "quoted" \\ path\nline', 404], 0.5],
    ];
    const histogram = new TimingHistogram('x_seconds', 'Time taken.', LABELS, BUCKETS);
    for (const [values, seconds] of observations) histogram.observe(values, seconds);
    expect(histogram.text()).toBe(await promClientText(observations));
  });

  it('counts each label set apart, its buckets cumulative, beyond the last only in +Inf', () => {
    const histogram = new TimingHistogram('x_seconds', 'Time taken.', LABELS, BUCKETS);
    histogram.observe(['/a', 200], 0.005);
    histogram.observe(['/a', 200], 0.005);
    histogram.observe(['/a', 200], 7);
    histogram.observe(['/b', 200], 0.05);
    const lines = histogram.text().split('\n');
    expect(lines).toContain('x_seconds_bucket{le="0.001",route="/a",status="200"} 0');
    expect(lines).toContain('x_seconds_bucket{le="0.01",route="/a",status="200"} 2');
    expect(lines).toContain('x_seconds_bucket{le="1",route="/a",status="200"} 2');
    expect(lines).toContain('x_seconds_bucket{le="+Inf",route="/a",status="200"} 3');
    expect(lines).toContain('x_seconds_count{route="/a",status="200"} 3');
    expect(lines).toContain('x_seconds_sum{route="/a",status="200"} 7.01');
    expect(lines).toContain('x_seconds_count{route="/b",status="200"} 1');
  });

  it('writes only HELP and TYPE before anything is observed', () => {
    expect(new TimingHistogram('x_seconds', 'Time taken.', LABELS, BUCKETS).text()).toBe('# HELP x_seconds Time taken.\n# TYPE x_seconds histogram');
  });
});
