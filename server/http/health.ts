import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { within } from '../runtime/within.ts';

/** How long /healthz and /readyz wait for the database before calling it down. */
const DATABASE_CHECK_MS = 2_000;

/** Whether the database answers, within DATABASE_CHECK_MS. */
function databaseState({ db }: Deps): Promise<'up' | 'down'> {
  return within(db.$queryRaw`SELECT 1`, DATABASE_CHECK_MS, 'the database check').then(
    () => 'up' as const,
    () => 'down' as const,
  );
}

/**
 * /healthz is liveness: 200 while the process answers (its body says whether the database does; a
 * database outage is no reason to restart the store). /readyz is readiness: 200 only while this
 * process can serve (database reachable, migrations run, job worker started unless
 * JOB_CONCURRENCY=0, not stopping), else 503 saying what is missing. Load balancers and Kubernetes' readiness probe use /readyz.
 */
export function registerHealth(app: FastifyInstance, deps: Deps): void {
  app.get('/healthz', { schema: { hide: true } }, async () => {
    const database = await databaseState(deps);
    return { status: database === 'up' ? 'ok' : 'degraded', database };
  });
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const { stopping, ...steps } = deps.readiness.state;
    const database = await databaseState(deps);
    const ready = !stopping && database === 'up' && steps.migrations === 'done' && steps.worker !== 'not started';
    const status = stopping ? 'stopping' : ready ? 'ready' : 'not ready';
    return reply.code(ready ? 200 : 503).send({ status, database, ...steps });
  });
}
