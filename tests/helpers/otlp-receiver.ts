import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as a trace backend receives it, with the instrumentation that made it. */
export type ReceivedSpan = { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number; scope: string };

type OtlpJson = {
  resourceSpans?: Array<{ scopeSpans?: Array<{ scope?: { name?: string }; spans?: Array<Omit<ReceivedSpan, 'scope'>> }> }>;
};

/**
 * A stand-in for a trace collector: accepts OTLP over HTTP in JSON (OTEL_EXPORTER_OTLP_PROTOCOL=
 * http/json) on /v1/traces and keeps the spans; anything else the SDK sends is accepted and dropped.
 */
export async function startOtlpReceiver(): Promise<{ url: string; spans: ReceivedSpan[]; close: () => Promise<void> }> {
  const spans: ReceivedSpan[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces' && req.headers['content-type']?.startsWith('application/json')) {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as OtlpJson;
        for (const resource of body.resourceSpans ?? []) {
          for (const scoped of resource.scopeSpans ?? []) {
            for (const span of scoped.spans ?? []) spans.push({ ...span, scope: scoped.scope?.name ?? '' });
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, spans, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
