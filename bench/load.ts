// One load run: autocannon in this process (the load generator, apart from the servers and the
// database), first a warm-up whose numbers are dropped, then the measured run.
import autocannon from 'autocannon';
import type { CpuProbe } from './cpu.ts';
import { spread } from './percentiles.ts';
import type { Scenario } from './scenarios.ts';

export type Timing = { warmupSeconds: number; seconds: number };

/** Where a scenario is sent, and how to read the CPU that the server and the database spend on it. */
export type Target = { url: string; server?: CpuProbe; database?: CpuProbe };

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
  /** CPU milliseconds a response, of the server and of PostgreSQL, where the target could tell. */
  serverCpuMs?: number;
  databaseCpuMs?: number;
};

/** What one or more runs of a scenario heard: every latency, status and byte, and autocannon's own error count. */
type Heard = {
  seconds: number;
  latencies: number[];
  statuses: Record<string, number>;
  bytes: number;
  errors: number;
  serverCpu: number;
  databaseCpu: number;
};

const cpuNow = async (target: Target) => Promise.all([target.server?.() ?? 0, target.database?.() ?? 0]);

async function run(target: Target, scenario: Scenario, seconds: number, heard: Heard): Promise<void> {
  const url = target.url;
  const [serverBefore, databaseBefore] = await cpuNow(target);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: scenario.connections,
        duration: seconds,
        requests: scenario.requests,
        timeout: scenario.timeoutSeconds ?? 10,
        ...(scenario.rate && { overallRate: scenario.rate }),
      },
      (error: unknown, done) => (error ? reject(error instanceof Error ? error : new Error('autocannon failed', { cause: error })) : resolve(done)),
    );
    // autocannon's own histogram has whole-millisecond resolution; these reads take less than that.
    instance.on('response', (_client, status, responseBytes, ms) => {
      heard.latencies.push(ms);
      heard.statuses[status] = (heard.statuses[status] ?? 0) + 1;
      heard.bytes += responseBytes;
    });
  });
  const [serverAfter, databaseAfter] = await cpuNow(target);
  heard.seconds += result.duration;
  heard.errors += result.errors;
  heard.serverCpu += serverAfter - serverBefore;
  heard.databaseCpu += databaseAfter - databaseBefore;
}

function summary(scenario: Scenario, target: Target, heard: Heard): LoadResult {
  const { seconds, latencies, statuses, bytes, errors: failed } = heard;
  const perResponse = (cpuSeconds: number) => (latencies.length ? (cpuSeconds * 1000) / latencies.length : 0);
  const { p50, p99 } = spread(latencies);
  const apart: Record<string, number> = {};
  let errors = failed;
  for (const [status, count] of Object.entries(statuses)) {
    if (scenario.apart?.includes(Number(status))) apart[status] = count;
    else if (!status.startsWith('2')) errors += count;
  }
  return {
    seconds,
    responses: latencies.length,
    perSecond: latencies.length / seconds,
    p50,
    p99,
    bytesPerResponse: latencies.length ? bytes / latencies.length : 0,
    errors,
    apart,
    statuses,
    ...(scenario.tally && { tally: { ...scenario.tally } }),
    ...(target.server && { serverCpuMs: perResponse(heard.serverCpu) }),
    ...(target.database && { databaseCpuMs: perResponse(heard.databaseCpu) }),
  };
}

const nothingHeard = (): Heard => ({ seconds: 0, latencies: [], statuses: {}, bytes: 0, errors: 0, serverCpu: 0, databaseCpu: 0 });

async function once(target: Target, scenario: Scenario, seconds: number): Promise<LoadResult> {
  if (scenario.tally) for (const key of Object.keys(scenario.tally)) scenario.tally[key] = 0;
  const heard = nothingHeard();
  await run(target, scenario, seconds, heard);
  return summary(scenario, target, heard);
}

/** Warms the path up (JIT, caches, connections), then measures. */
export async function measure(target: Target, scenario: Scenario, timing: Timing): Promise<LoadResult> {
  if (timing.warmupSeconds > 0) await once(target, scenario, timing.warmupSeconds);
  return once(target, scenario, timing.seconds);
}

/**
 * Measures scenarios that are compared with each other (a ceiling and the store's surfaces) in turn:
 * each warmed up, then `rounds` rounds in which each runs for its share of `timing.seconds`, so a
 * change in the machine's speed during the measurement (on a shared two-core machine it drifts by
 * a fifth within a minute) weighs on all of them alike instead of on whichever ran at that moment.
 * Each round starts with the next one in the list. Each result counts every response of its rounds.
 */
export async function measureInTurn(targets: Array<{ target: Target; scenario: Scenario }>, timing: Timing, rounds: number): Promise<LoadResult[]> {
  if (timing.warmupSeconds > 0) for (const { target, scenario } of targets) await once(target, scenario, timing.warmupSeconds);
  const heard = targets.map(nothingHeard);
  const share = Math.max(1, Math.round(timing.seconds / rounds));
  for (let round = 0; round < rounds; round++) {
    // Each round starts one further along, so none always runs first or right after another.
    for (let step = 0; step < targets.length; step++) {
      const i = (round + step) % targets.length;
      await run(targets[i]!.target, targets[i]!.scenario, share, heard[i]!);
    }
  }
  return targets.map(({ scenario, target }, i) => summary(scenario, target, heard[i]!));
}
