// Preloaded into a store process (NODE_OPTIONS=--import): writes one line to stderr for each module
// of a tracing package it loads, by import or by require, so a test can tell what a process loaded.
// The OpenTelemetry API alone is not one: without the SDK it does nothing, and prom-client loads it
// (for exemplars) whether tracing is on or not.
import { registerHooks } from 'node:module';

const TRACING = /@opentelemetry\/(?!api\/)|@fastify\/otel|@prisma\/instrumentation|import-in-the-middle|require-in-the-middle/;

registerHooks({
  load(url, context, nextLoad) {
    if (TRACING.test(url)) process.stderr.write(`loaded module: ${url}\n`);
    return nextLoad(url, context);
  },
});
