import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import type { WorkerEvents } from 'graphile-worker';
import { within } from '../runtime/within.ts';
import { TimingHistogram } from './timing-histogram.ts';

/**
 * What the store exports at /metrics (Prometheus text format), with what each means: the list a
 * dashboard's queries are checked against, and docs/operations.md's "Metrics" section. Label values
 * are bounded: procedure and task names, route patterns, status codes, fixed outcomes; never a URL,
 * an id or an email.
 */
export const STORE_METRICS = {
  bookstore_procedure_duration_seconds:
    'time a procedure ran, by procedure, surface (rest, trpc, or page: reads carried in a page) and tRPC code (OK on success)',
  bookstore_http_request_duration_seconds: 'time to answer an HTTP request, by method, Fastify route pattern and status',
  bookstore_db_pool_connections: 'connections of the database pool under Prisma, by state (in_use, idle)',
  bookstore_db_pool_waiting: 'queries waiting for a connection of that pool',
  bookstore_job_queue_due: 'jobs due and waiting for a worker, by task',
  bookstore_job_queue_oldest_due_seconds: 'how long the oldest due job has waited, by task',
  bookstore_job_runs_total: 'job runs finished by this process, by task and outcome (success, error)',
  bookstore_job_failures_total: 'jobs that failed their last attempt (given up), by task',
  bookstore_live_subscriptions: 'open live conversation subscriptions in this process',
  bookstore_emails_total: 'emails handed to the SMTP server, by outcome (sent, failed)',
  bookstore_push_messages_total: "push messages posted to browsers' push services, by outcome (sent, gone, failed)",
  bookstore_payments_total: 'confirmed charges applied, by outcome (paid, replayed, refunded)',
  bookstore_money_movements_total: 'refunds and payouts made at the payment provider, by kind (refund, payout) and outcome (done, failed)',
  bookstore_public_read_cache_lookups_total: 'public reads answered from the cache (hit) or read afresh (miss)',
  bookstore_dependency_up: 'whether the store calls an outside service (1), or has stopped while it keeps failing (0), by dependency',
} as const;

/** prom-client's own process and Node.js metrics (collectDefaultMetrics), under the store's prefix: event-loop lag, heap, RSS, CPU... */
export const DEFAULT_METRICS_PREFIX = 'bookstore_';

export type MetricName = keyof typeof STORE_METRICS;

/** Buckets from 1 ms to 10 s: a cached read takes well under a millisecond, a payment a second. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What the scrape reads of the database pool (db/client.ts). */
export type PoolCounts = { total: number; idle: number; waiting: number };
/** Due jobs per task, and how long the oldest of each has waited. */
export type DueJobs = Array<{ task: string; due: number; oldestSeconds: number }>;

/** Where the gauges read their values at scrape time. Each is optional: a process without a job queue has none. */
export type MetricSources = {
  pool?: () => PoolCounts | undefined;
  dueJobs?: () => Promise<DueJobs>;
  liveSubscriptions?: () => number;
};

/** How long a scrape waits for the job queue's figures before it answers with the last ones. */
export const JOB_QUEUE_SCRAPE_TIMEOUT_MS = 1_000;

const help = (name: MetricName) => ({ name, help: STORE_METRICS[name] });

const timing = <const Labels extends readonly string[]>(name: MetricName, labelNames: Labels) =>
  new TimingHistogram(name, STORE_METRICS[name], labelNames, DURATION_BUCKETS);

/** How often the event-loop lag is sampled, in milliseconds. */
const EVENT_LOOP_SAMPLE_MS = 100;

/**
 * The store's metrics in a registry of its own (not prom-client's global one: a test process builds
 * many apps). Counters and histograms are in-memory increments; gauges are read at scrape time.
 */
export class StoreMetrics {
  readonly registry = new Registry();
  /** By procedure, surface (rest, trpc or page) and tRPC code: observed by every call (trpc/init.ts). */
  readonly procedureDuration = timing('bookstore_procedure_duration_seconds', ['procedure', 'surface', 'code']);
  /** By method, Fastify route pattern and status: observed by every request (http/metrics.ts). */
  readonly httpDuration = timing('bookstore_http_request_duration_seconds', ['method', 'route', 'status']);
  readonly jobRuns = new Counter({ ...help('bookstore_job_runs_total'), labelNames: ['task', 'outcome'] as const, registers: [this.registry] });
  readonly jobFailures = new Counter({ ...help('bookstore_job_failures_total'), labelNames: ['task'] as const, registers: [this.registry] });
  readonly emails = new Counter({ ...help('bookstore_emails_total'), labelNames: ['outcome'] as const, registers: [this.registry] });
  readonly pushMessages = new Counter({ ...help('bookstore_push_messages_total'), labelNames: ['outcome'] as const, registers: [this.registry] });
  readonly payments = new Counter({ ...help('bookstore_payments_total'), labelNames: ['outcome'] as const, registers: [this.registry] });
  readonly moneyMovements = new Counter({ ...help('bookstore_money_movements_total'), labelNames: ['kind', 'outcome'] as const, registers: [this.registry] });
  private readonly dependencies = new Gauge({ ...help('bookstore_dependency_up'), labelNames: ['dependency'] as const, registers: [this.registry] });
  /** Counted on the hottest path as plain numbers, handed to the counter at scrape time. */
  private readonly cacheLookups = { hit: 0, miss: 0 };
  private sources: MetricSources = {};

  constructor() {
    // The event-loop lag is sampled ten times a second: at prom-client's default of a hundred, an
    // idle process woke 99 times a second and spent 11 ms of CPU a second (docs/performance.md).
    collectDefaultMetrics({ register: this.registry, prefix: DEFAULT_METRICS_PREFIX, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
    const read = () => this.sources;
    const lookups = this.cacheLookups;
    new Counter({
      ...help('bookstore_public_read_cache_lookups_total'),
      labelNames: ['result'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        this.inc({ result: 'hit' }, lookups.hit);
        this.inc({ result: 'miss' }, lookups.miss);
      },
    });
    new Gauge({
      ...help('bookstore_db_pool_connections'),
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const counts = read().pool?.();
        if (!counts) return;
        this.set({ state: 'in_use' }, counts.total - counts.idle);
        this.set({ state: 'idle' }, counts.idle);
      },
    });
    new Gauge({
      ...help('bookstore_db_pool_waiting'),
      registers: [this.registry],
      collect() {
        const counts = read().pool?.();
        if (counts) this.set(counts.waiting);
      },
    });
    new Gauge({
      ...help('bookstore_live_subscriptions'),
      registers: [this.registry],
      collect() {
        const count = read().liveSubscriptions?.();
        if (count !== undefined) this.set(count);
      },
    });
    const oldest = new Gauge({ ...help('bookstore_job_queue_oldest_due_seconds'), labelNames: ['task'] as const, registers: [this.registry] });
    new Gauge({
      ...help('bookstore_job_queue_due'),
      labelNames: ['task'] as const,
      registers: [this.registry],
      async collect() {
        const dueJobs = read().dueJobs;
        if (!dueJobs) return;
        // A slow database leaves the last figures in place rather than holding the scrape up.
        const jobs = await within(dueJobs(), JOB_QUEUE_SCRAPE_TIMEOUT_MS, 'reading the job queue').catch(() => undefined);
        if (!jobs) return;
        this.reset();
        oldest.reset();
        for (const { task, due, oldestSeconds } of jobs) {
          this.set({ task }, due);
          oldest.set({ task }, oldestSeconds);
        }
      },
    });
  }

  /** Where the gauges read from (the app's database, its subscriptions, the job queue). */
  watch(sources: MetricSources): void {
    this.sources = { ...this.sources, ...sources };
  }

  /** Counts the runs of a job runner's jobs (graphile-worker's events). */
  countJobs(events: WorkerEvents): void {
    events.on('job:success', ({ job }) => this.jobRuns.inc({ task: job.task_identifier, outcome: 'success' }));
    events.on('job:error', ({ job }) => this.jobRuns.inc({ task: job.task_identifier, outcome: 'error' }));
    events.on('job:failed', ({ job }) => this.jobFailures.inc({ task: job.task_identifier }));
  }

  /** Whether an outside service's calls go through (its circuit breaker is closed). */
  dependencyUp(dependency: string, up: boolean): void {
    this.dependencies.set({ dependency }, up ? 1 : 0);
  }

  /** A public read answered from the cache (`hit`) or read afresh. */
  countPublicRead(hit: boolean): void {
    this.cacheLookups[hit ? 'hit' : 'miss'] += 1;
  }

  /** The names of every metric exported: the store's own and prom-client's default ones. */
  names(): string[] {
    return [...this.registry.getMetricsAsArray().map((metric) => metric.name), this.procedureDuration.name, this.httpDuration.name];
  }

  /** The Prometheus text of every metric, and its content type. */
  async scrape(): Promise<{ text: string; contentType: string }> {
    const text = [await this.registry.metrics(), this.procedureDuration.text(), this.httpDuration.text()].join('\n');
    return { text: `${text}\n`, contentType: this.registry.contentType };
  }
}
