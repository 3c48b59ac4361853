import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { STORE_METRICS, StoreMetrics } from '../server/observability/metrics.ts';

/**
 * The compose profile's Grafana dashboard (deploy/monitoring) must query metrics the store exports:
 * a renamed or dropped metric would leave a panel silently empty.
 */
const DASHBOARD = 'deploy/monitoring/grafana/dashboards/book-store.json';

type Panel = { title: string; datasource?: { uid: string }; targets?: Array<{ expr: string; datasource?: { uid: string } }>; panels?: Panel[] };
const dashboard = JSON.parse(fs.readFileSync(DASHBOARD, 'utf8')) as { panels: Panel[] };
const panels = (list: Panel[]): Panel[] => list.flatMap((p) => [p, ...panels(p.panels ?? [])]);
const queries = panels(dashboard.panels).flatMap((p) => (p.targets ?? []).map((t) => t.expr));

/** What a real registry of the store holds: its own metrics and prom-client's default ones, under its prefix. */
const exported = new Set(new StoreMetrics().names());

/** The `bookstore_*` metrics the queries name, a histogram's series (_bucket, _sum, _count) by the histogram's name. */
function namedMetrics(expressions: string[]): string[] {
  const names = expressions.flatMap((e) => [...e.matchAll(/\bbookstore_[a-z0-9_]+/g)].map((m) => m[0]));
  return [...new Set(names.map((n) => (exported.has(n) ? n : n.replace(/_(bucket|sum|count)$/, ''))))].sort();
}
const unknownMetrics = (expressions: string[]) => namedMetrics(expressions).filter((n) => !exported.has(n));

describe('the Grafana dashboard', () => {
  it('queries only metrics the store exports', () => {
    expect(queries.length).toBeGreaterThan(10);
    expect(unknownMetrics(queries)).toEqual([]);
  });

  it('the check catches a metric the store does not export', () => {
    expect(unknownMetrics(['rate(bookstore_orders_placed_total[5m])', 'histogram_quantile(0.99, rate(bookstore_request_seconds_bucket[5m]))'])).toEqual([
      'bookstore_orders_placed_total',
      'bookstore_request_seconds',
    ]);
  });

  it('shows every metric of the store’s own, and RSS and event-loop lag', () => {
    const shown = namedMetrics(queries);
    expect(Object.keys(STORE_METRICS).filter((name) => !shown.includes(name))).toEqual([]);
    expect(shown).toEqual(expect.arrayContaining(['bookstore_process_resident_memory_bytes', 'bookstore_nodejs_eventloop_lag_p99_seconds']));
  });

  it('reads the provisioned Prometheus, which scrapes the app’s METRICS_PORT in the compose file', () => {
    const datasource = parse(fs.readFileSync('deploy/monitoring/grafana/provisioning/datasources/prometheus.yml', 'utf8')) as {
      datasources: Array<{ uid: string }>;
    };
    const uids = new Set(panels(dashboard.panels).flatMap((p) => [p.datasource?.uid, ...(p.targets ?? []).map((t) => t.datasource?.uid)]));
    expect([...uids]).toEqual([datasource.datasources[0]!.uid]);
    const prometheus = parse(fs.readFileSync('deploy/monitoring/prometheus.yml', 'utf8')) as {
      scrape_configs: Array<{ static_configs: Array<{ targets: string[] }> }>;
    };
    const compose = parse(fs.readFileSync('docker-compose.yml', 'utf8')) as {
      services: Record<string, { environment?: Record<string, string>; profiles?: string[] }>;
    };
    expect(prometheus.scrape_configs[0]!.static_configs[0]!.targets).toEqual([`app:${compose.services.app!.environment!.METRICS_PORT}`]);
    expect(compose.services.prometheus!.profiles).toEqual(['monitoring']);
    expect(compose.services.grafana!.profiles).toEqual(['monitoring']);
  });
});
