import type { FastifyInstance } from 'fastify';
import { TRPCError } from '@trpc/server';
import { unsubscribeSchema } from '../../shared/email-settings.ts';
import type { Deps } from '../deps.ts';
import { plainRouteCall } from '../limits/rate-limits.ts';
import { unsubscribe } from '../services/email/unsubscribe.ts';

/**
 * POST /api/email/unsubscribe/one-click?token=…: the URL of every email's List-Unsubscribe header,
 * which a mail client POSTs to (RFC 8058) with the form body `List-Unsubscribe=One-Click`. A plain
 * route: the token is in the query and the body is a form, not JSON; its answer is the procedure's.
 */
export async function registerOneClickUnsubscribe(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register((scope, _options, done) => {
    // Whatever the mail client sends as the body (a form, multipart, nothing) is not read.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4 * 1024 }, (_request, _body, done) => done(null, null));
    scope.post<{ Querystring: { token?: unknown } }>('/api/email/unsubscribe/one-click', { schema: { hide: true } }, async (request, reply) => {
      await deps.rateLimits.take('write', plainRouteCall(deps.authenticator, request, reply));
      const query = unsubscribeSchema.safeParse({ token: request.query.token ?? '' });
      if (!query.success) throw new TRPCError({ code: 'BAD_REQUEST', cause: query.error });
      return unsubscribe(deps, query.data.token);
    });
    done();
  });
}
