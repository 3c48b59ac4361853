// One load run: autocannon in this process (the load generator, apart from the servers and the
// database), first a warm-up whose numbers are dropped, then the measured run.
import autocannon from 'autocannon';
import { spread } from './percentiles.ts';
import type { Scenario } from './scenarios.ts';

export type Timing = { warmupSeconds: number; seconds: number };

export type LoadResult = {
  seconds: number;
  /** Responses received. */
  responses: number;
  perSecond: number;
  /** Latency percentiles in milliseconds, of every response (errors included). */
  p50: number;
  p99: number;
  bytesPerResponse: number;
  /** Non-2xx answers (other than the scenario's `apart` ones), connection errors and timeouts. */
  errors: number;
  /** The scenario's `apart` statuses, e.g. { 409: 3 }. */
  apart: Record<string, number>;
  statuses: Record<string, number>;
  tally?: Record<string, number>;
};

async function once(url: string, scenario: Scenario, seconds: number): Promise<LoadResult> {
  if (scenario.tally) for (const key of Object.keys(scenario.tally)) scenario.tally[key] = 0;
  // autocannon's own histogram has whole-millisecond resolution; these reads take less than that.
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let bytes = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: scenario.connections, duration: seconds, requests: scenario.requests, timeout: 10 },
      (error: unknown, done) => (error ? reject(error instanceof Error ? error : new Error('autocannon failed', { cause: error })) : resolve(done)),
    );
    instance.on('response', (_client, status, responseBytes, ms) => {
      latencies.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
      bytes += responseBytes;
    });
  });
  const { p50, p99 } = spread(latencies);
  const apart: Record<string, number> = {};
  let errors = result.errors;
  for (const [status, count] of Object.entries(statuses)) {
    if (scenario.apart?.includes(Number(status))) apart[status] = count;
    else if (!status.startsWith('2')) errors += count;
  }
  return {
    seconds: result.duration,
    responses: latencies.length,
    perSecond: latencies.length / result.duration,
    p50,
    p99,
    bytesPerResponse: latencies.length ? bytes / latencies.length : 0,
    errors,
    apart,
    statuses,
    ...(scenario.tally && { tally: { ...scenario.tally } }),
  };
}

/** Warms the path up (JIT, caches, connections), then measures. */
export async function measure(url: string, scenario: Scenario, timing: Timing): Promise<LoadResult> {
  if (timing.warmupSeconds > 0) await once(url, scenario, timing.warmupSeconds);
  return once(url, scenario, timing.seconds);
}
