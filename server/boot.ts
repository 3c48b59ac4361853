import { startTracing } from './observability/tracing.ts';

// The entry point (built as dist/server/main.js): traces, when on, must be set up before http,
// Fastify, pg and Prisma are first imported, so the rest of the server is imported only after.
await startTracing();
await import('./main.ts');
