// The benchmark's answer: one markdown table (printed, and written with the run's settings) and
// the same numbers as JSON for tools, in bench/results/.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MatchingResult } from './alert-matching.ts';
import type { LoadResult } from './load.ts';
import { messagingTable, type MessagingResult } from './messaging.ts';
import type { Scenario } from './scenarios.ts';

export type Row = Pick<Scenario, 'name' | 'surface' | 'uncached' | 'stock' | 'views' | 'shows' | 'connections' | 'ceiling'> & {
  result: LoadResult;
  /** Requests a second as a share of the ceiling's for the same read; null where there is none. */
  ofCeiling: number | null;
  /** p99 latency as a multiple of the ceiling's p99; null where there is none. */
  p99OfCeiling: number | null;
};

export type Report = {
  startedAt: string;
  totalSeconds: number;
  settings: Record<string, string | number>;
  store: Record<string, number>;
  notes: string[];
  rows: Row[];
  /** The messaging scenario's figures, when it ran. */
  messaging?: MessagingResult;
  /** How fast a new listing found its saved searches, when that part ran. */
  alertMatching?: MatchingResult;
};

export const RESULTS_DIR = path.resolve('bench/results');

/** Each row with its ratios to the raw row of the same name (or the one it names as its ceiling). */
export function withCeilings(measured: Array<{ scenario: Scenario; result: LoadResult }>): Row[] {
  const ceilings = new Map(measured.filter((m) => m.scenario.surface === 'raw').map((m) => [m.scenario.name, m.result]));
  return measured.map(({ scenario: { name, surface, uncached, stock, views, shows, connections, ceiling: named }, result }) => {
    const ceiling = surface === 'raw' ? undefined : ceilings.get(named ?? name);
    return {
      name,
      surface,
      ...(uncached && { uncached }),
      ...(stock && { stock }),
      ...(views === false && { views }),
      shows,
      connections,
      ...(named && { ceiling: named }),
      result,
      ofCeiling: ceiling ? result.perSecond / ceiling.perSecond : null,
      p99OfCeiling: ceiling ? result.p99 / ceiling.p99 : null,
    };
  });
}

const fixed = (n: number, digits: number) => n.toFixed(digits);

/** How the row's store ran: its surface, and what was off. */
export const surfaceOf = (r: Pick<Row, 'surface' | 'uncached' | 'stock' | 'views'>) =>
  `${r.surface}${r.uncached ? ', no cache' : ''}${r.stock ? ', stock adapters' : ''}${r.views === false ? ', views not counted' : ''}`;

export function table(rows: Row[]): string {
  const lines = [
    '| Scenario | Surface | Request | Conns | req/s | p50 ms | p99 ms | KB/resp | Errors | 409 | req/s vs ceiling | p99 vs ceiling | server CPU ms/resp | PostgreSQL CPU ms/resp |',
    '|---|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const r of rows) {
    const ratio = (value: number | null) =>
      r.surface === 'raw' ? 'ceiling' : value === null ? '—' : `${fixed(value, 2)}×${r.ceiling ? ` (${r.ceiling})` : ''}`;
    const cells = [
      r.name,
      surfaceOf(r),
      `\`${r.shows}\``,
      r.connections,
      fixed(r.result.perSecond, 0),
      fixed(r.result.p50, 1),
      fixed(r.result.p99, 1),
      fixed(r.result.bytesPerResponse / 1024, 1),
      r.result.errors,
      r.result.apart['409'] ?? 0,
      ratio(r.ofCeiling),
      ratio(r.p99OfCeiling),
      r.result.serverCpuMs === undefined ? '—' : fixed(r.result.serverCpuMs, 2),
      r.result.databaseCpuMs === undefined ? '—' : fixed(r.result.databaseCpuMs, 2),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** Alert matching as a table: how long a listing took to find the saved searches it matches. */
export function matchingTable(m: MatchingResult): string {
  return [
    '| saved searches | listings matched | p50 | p99 | max | people told a listing |',
    '|---:|---:|---:|---:|---:|---:|',
    `| ${m.searches.toLocaleString('en-US')} | ${m.listings} | ${fixed(m.p50, 1)} ms | ${fixed(m.p99, 1)} ms | ${fixed(m.max, 1)} ms | ${fixed(m.matchesPerListing, 1)} |`,
  ].join('\n');
}

function markdown(report: Report): string {
  const settings = Object.entries(report.settings).map(([k, v]) => `- ${k}: ${v}`);
  const store = Object.entries(report.store)
    .map(([k, v]) => `${v.toLocaleString('en-US')} ${k}`)
    .join(', ');
  return [
    `# npm run bench, ${report.startedAt}`,
    '',
    ...settings,
    `- store: ${store}`,
    `- total run time: ${fixed(report.totalSeconds, 0)} s`,
    '',
    ...(report.rows.length ? [table(report.rows), ''] : []),
    ...(report.messaging ? [messagingTable(report.messaging), ''] : []),
    ...(report.alertMatching ? [matchingTable(report.alertMatching), ''] : []),
    ...report.notes.map((n) => `- ${n}`),
    '',
  ].join('\n');
}

/** Writes latest.json and latest.md; returns their paths. */
export async function writeReport(report: Report, dir = RESULTS_DIR): Promise<string[]> {
  await fs.mkdir(dir, { recursive: true });
  const files = [path.join(dir, 'latest.json'), path.join(dir, 'latest.md')];
  await fs.writeFile(files[0]!, `${JSON.stringify(report, null, 2)}\n`);
  await fs.writeFile(files[1]!, markdown(report));
  return files;
}
