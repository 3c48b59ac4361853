/**
 * Traces (OpenTelemetry), on only when OTEL_EXPORTER_OTLP_ENDPOINT is set. Off, they cost nothing:
 * no OpenTelemetry package is even loaded (tracing-sdk.ts is imported only when on), and the two
 * calls below are a check of an unset variable.
 */
export type Tracing = {
  /** The W3C traceparent of the span under way, for work that continues the trace later (a job). */
  traceparent: () => string | undefined;
  /** Runs `work` in a span named `name`, a child of `traceparent`'s span when given one. */
  inSpan: <T>(name: string, traceparent: string | undefined, work: () => Promise<T>) => Promise<T>;
};

let tracing: (Tracing & { stop: () => Promise<void> }) | undefined;

/** Whether this process exports traces. */
export const tracingWanted = (env: NodeJS.ProcessEnv = process.env): boolean => Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT);

/**
 * Starts the OpenTelemetry SDK when wanted; to be called before the instrumented packages (http,
 * fastify, pg, Prisma) are imported, which is why server/boot.ts imports the rest of the server after it.
 */
export async function startTracing(): Promise<void> {
  if (!tracingWanted()) return;
  const { startTracingSdk } = await import('./tracing-sdk.ts');
  tracing = startTracingSdk();
}

/** Sends the spans still waiting, on the way out. */
export async function stopTracing(): Promise<void> {
  await tracing?.stop();
}

export function currentTraceparent(): string | undefined {
  return tracing?.traceparent();
}

export function inSpan<T>(name: string, traceparent: string | undefined, work: () => Promise<T>): Promise<T> {
  return tracing ? tracing.inSpan(name, traceparent, work) : work();
}
