import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';

/** Liveness plus database reachability, for load balancers and `npm start`'s readiness wait. */
export function registerHealth(app: FastifyInstance, { db }: Deps): void {
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    const database = await db.$queryRaw`SELECT 1`.then(
      () => 'up' as const,
      () => 'down' as const,
    );
    return reply.code(database === 'up' ? 200 : 503).send({ status: database === 'up' ? 'ok' : 'degraded', database });
  });
}
