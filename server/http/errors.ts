import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * Errors raised by Fastify itself (bad JSON, wrong content type, body too large, ...) answer with
 * the same `{ message, code }` body as the procedures. 5xx details stay in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_SERVER_ERROR' });
    }
    return reply.code(status).send({ message: error.message, code: error.code ?? 'BAD_REQUEST' });
  });
}
