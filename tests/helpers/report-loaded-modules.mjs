// Preloaded into a store process (NODE_OPTIONS=--import): writes one line to stderr for each module
// of a tracing package it loads, by import or by require, so a test can tell what a process loaded.
import { registerHooks } from 'node:module';

const TRACING = /@opentelemetry|@fastify\/otel|@prisma\/instrumentation|import-in-the-middle|require-in-the-middle/;

registerHooks({
  load(url, context, nextLoad) {
    if (TRACING.test(url)) process.stderr.write(`loaded module: ${url}\n`);
    return nextLoad(url, context);
  },
});
