import type { FastifyError, FastifyInstance } from 'fastify';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';

const INTERNAL = { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_SERVER_ERROR' };

/**
 * Errors raised outside the procedures (Fastify's own: bad JSON, wrong content type, body too
 * large; and the plain routes' TRPCErrors) answer with the same `{ message, code }` body as the
 * procedures. 5xx details stay in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | TRPCError, request, reply) => {
    const status =
      error instanceof TRPCError ? getHTTPStatusCodeFromError(error) : error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send(INTERNAL);
    }
    return reply.code(status).send({ message: error.message, code: error.code ?? 'BAD_REQUEST' });
  });
}
