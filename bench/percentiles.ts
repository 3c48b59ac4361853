// One way to read latencies for every table of the bench: nearest-rank percentiles.

/** The median, the 99th percentile (nearest rank) and the largest of unsorted values; zeros when there are none. */
export function spread(values: ArrayLike<number>): { p50: number; p99: number; max: number } {
  const sorted = Float64Array.from(values).sort();
  const at = (p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]! : 0);
  return { p50: at(50), p99: at(99), max: sorted.length ? sorted[sorted.length - 1]! : 0 };
}
