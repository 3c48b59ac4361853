import type { FastifyInstance } from 'fastify';
import { emailQuerySchema } from '../../shared/users.ts';
import type { Deps } from '../deps.ts';
import { plainRouteCall } from '../limits/rate-limits.ts';
import { issueAccessToken } from '../services/users.ts';

const FORBIDDEN = { accessToken: 'forbidden' } as const;

/**
 * GET /api/jwt?email=: the legacy token exchange, answering exactly as the legacy server did
 * (`{ accessToken }`, or 403 `{ accessToken: 'forbidden' }`), but only to a caller whose ID token
 * proves that email. A plain route because that 403 body is not the procedures' error shape.
 */
export function registerAccessTokenRoute(app: FastifyInstance, deps: Deps): void {
  app.get('/api/jwt', { schema: { hide: true } }, async (request, reply) => {
    const call = plainRouteCall(deps.authenticator, request, reply);
    await deps.rateLimits.take('sign-in', call);
    const query = emailQuerySchema.safeParse(request.query);
    if (!query.success) {
      return reply.code(400).send({ message: query.error.issues[0]?.message ?? 'email is required', code: 'BAD_REQUEST' });
    }
    const caller = await call.caller().catch(() => null);
    const token = caller && (await issueAccessToken(deps, caller, query.data.email));
    return token ? { accessToken: token } : reply.code(403).send(FORBIDDEN);
  });
}
