import { context, propagation, SpanKind, SpanStatusCode, trace, ROOT_CONTEXT } from '@opentelemetry/api';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { PrismaInstrumentation } from '@prisma/instrumentation';
import type { Tracing } from './tracing.ts';

/**
 * The OpenTelemetry SDK, loaded only when traces are on (tracing.ts). The SDK reads the standard
 * OTEL_* variables itself: where to export (OTLP over HTTP by default), headers, service name,
 * resource attributes, sampler, batching. The instrumentations are the maintained ones: incoming and
 * outgoing HTTP, Fastify's routes (its plugin registers itself on every Fastify instance through
 * Fastify's diagnostics channel), node-postgres queries and Prisma's operations.
 */
export function startTracingSdk(): Tracing & { stop: () => Promise<void> } {
  // Traces only, unless asked: the SDK would also export OTLP metrics (the store's are Prometheus',
  // on /metrics) and set up a log pipeline nothing writes to.
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  const sdk = new NodeSDK({
    instrumentations: [
      new HttpInstrumentation(),
      // A span per request and one for its handler; a span for each lifecycle hook would triple them.
      new FastifyOtelInstrumentation({ registerOnInitialization: true, instrumentHooks: false }),
      // Queries outside any request or job (pool checks, the job queue's polling) start no trace of their own.
      new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
      new PrismaInstrumentation(),
    ],
  });
  sdk.start();
  const tracer = trace.getTracer('book-store');
  return {
    traceparent() {
      const carrier: Record<string, string> = {};
      propagation.inject(context.active(), carrier);
      return carrier.traceparent;
    },
    async inSpan(name, traceparent, work) {
      const parent = traceparent ? propagation.extract(ROOT_CONTEXT, { traceparent }) : ROOT_CONTEXT;
      return tracer.startActiveSpan(name, { kind: SpanKind.CONSUMER }, parent, async (span) => {
        try {
          return await work();
        } catch (error) {
          span.recordException(error as Error);
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw error;
        } finally {
          span.end();
        }
      });
    },
    stop: () => sdk.shutdown(),
  };
}
