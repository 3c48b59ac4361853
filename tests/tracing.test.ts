import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook } from './helpers/fixtures.ts';
import { memberOverHttp } from './helpers/identities.ts';
import { startOtlpReceiver, type ReceivedSpan } from './helpers/otlp-receiver.ts';
import { callJson, type StoreProcess } from './helpers/server-process.ts';
import { storesOnFreshDatabase } from './helpers/store-processes.ts';
import { until } from './helpers/until.ts';

/*
 * Traces and request ids in server processes as `npm start` runs them. A buyer books a copy: the
 * booking's notification queues the seller's email job (a trigger adds it), and that job queues the
 * email's send (addJob adds it). Both jobs belong to the booking's request: its id on their log lines,
 * their spans in its trace. With OTEL_EXPORTER_OTLP_ENDPOINT unset, no tracing package is loaded.
 */

/** Reports each module of a tracing package the process loads (tests/helpers/report-loaded-modules.mjs). */
const REPORT_MODULES = `--import=${pathToFileURL(path.resolve('tests/helpers/report-loaded-modules.mjs')).href}`;
const LOADED_TRACING_MODULE = /loaded module: .*(@opentelemetry\/(?!api\/)|@fastify\/otel|@prisma\/instrumentation)/;

const processes = storesOnFreshDatabase({ NODE_OPTIONS: REPORT_MODULES, LOG_LEVEL: 'debug' });
const start = (env: Record<string, string> = {}) => processes.start(env);

/** A buyer books a copy over HTTP; answers once the seller's email is sent (no email job is left). */
async function bookACopy(store: StoreProcess, title: string): Promise<void> {
  const [seller, buyer] = await Promise.all([
    memberOverHttp(store.url, 'seller', `${title.toLowerCase()}-seller`),
    memberOverHttp(store.url, 'buyer', `${title.toLowerCase()}-buyer`),
  ]);
  const bookId = await addBook(processes.database.db, { sellerId: seller.userId, categoryId: processes.categoryId, title });
  const answer = await callJson(store.url, 'POST', '/api/buyer-orders', {
    token: buyer.accessToken,
    body: { bookPostingId: bookId, buyerPhone: '+8801744444444' },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  await processes.untilNoEmailLeftToSend();
}

type LogLine = { msg?: string; method?: string; url?: string; requestId?: string; task?: string; jobId?: string };
const logLines = (store: StoreProcess): LogLine[] =>
  store
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

describe('with OTEL_EXPORTER_OTLP_ENDPOINT unset', () => {
  let store: StoreProcess;
  beforeAll(async () => {
    store = await start();
    await bookACopy(store, 'Untraced');
  }, 120_000);
  // Stopped before the traced store starts: its job workers would take that store's jobs.
  afterAll(() => store.stop('SIGKILL'));

  it('loads no OpenTelemetry module', () => {
    expect(store.output()).not.toMatch(/loaded module:/);
  });

  it("the jobs a request queued log with that request's id, by trigger and by addJob alike", async () => {
    await until(() => Promise.resolve(logLines(store).some((l) => l.msg === 'job' && l.task === 'email:send')), 10_000, 'the send job logged');
    const lines = logLines(store);
    const booking = lines.find((l) => l.msg === 'request' && l.method === 'POST' && l.url?.endsWith('/buyer-orders'));
    expect(booking?.requestId).toBeTruthy();
    const jobs = lines.filter((l) => l.msg === 'job');
    expect(jobs.find((l) => l.task === 'email:notice')?.requestId).toBe(booking!.requestId);
    expect(jobs.find((l) => l.task === 'email:send')?.requestId).toBe(booking!.requestId);
    // The listing was written by no request (the test's own insert): its job runs under an id of its own.
    const listing = jobs.find((l) => l.task === 'alerts:new_listing');
    expect(listing?.requestId).toBe(`job:${listing?.jobId}`);
  });
});

describe('with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  it('exports the spans of a request (HTTP, Fastify route, queries) and of the jobs it queued, in one trace', async () => {
    const receiver = await startOtlpReceiver();
    try {
      const store = await start({
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_BSP_SCHEDULE_DELAY: '100',
        // Room for every span of the test's requests, on a busy machine too (2048 by default: the rest are dropped).
        OTEL_BSP_MAX_QUEUE_SIZE: '100000',
        OTEL_SERVICE_NAME: 'book-store-test',
      });
      expect(store.output()).toMatch(LOADED_TRACING_MODULE);
      await bookACopy(store, 'Traced');
      const named = (name: string) => receiver.spans.find((s) => s.name === name);
      await until(() => Promise.resolve(named('job email:send') !== undefined), 15_000, 'the send job span exported');

      const notice = named('job email:notice')!;
      const trace = receiver.spans.filter((s) => s.traceId === notice.traceId);
      const kinds = (scope: RegExp) => trace.filter((s) => scope.test(s.scope));
      const SERVER = 2;
      expect(kinds(/instrumentation-http/).find((s) => s.kind === SERVER)?.name, describeTrace(trace)).toMatch(/^POST/);
      expect(kinds(/@fastify\/otel/).length, describeTrace(trace)).toBeGreaterThan(0);
      expect(kinds(/prisma/).length, describeTrace(trace)).toBeGreaterThan(0);
      expect(kinds(/instrumentation-pg/).length, describeTrace(trace)).toBeGreaterThan(0);
      expect(named('job email:send')!.traceId).toBe(notice.traceId);
      // The job's span is a child of a span of the request's.
      expect(trace.map((s) => s.spanId)).toContain(notice.parentSpanId);
    } finally {
      await receiver.close();
    }
  }, 120_000);
});

const describeTrace = (spans: ReceivedSpan[]) => spans.map((s) => `${s.scope}: ${s.name}`).join('\n');
