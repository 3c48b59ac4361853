import type { FastifyError, FastifyInstance } from 'fastify';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { knownFailure, restError, retryAfterOf } from '../trpc/errors.ts';

/** The error code a client sees for the statuses Fastify itself answers with. */
const CODE_BY_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  408: 'TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

function asTrpcError(error: FastifyError | TRPCError): TRPCError {
  if (error instanceof TRPCError) return error;
  const known = knownFailure(error);
  if (known) return known;
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error });
  return new TRPCError({ code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST', message: error.message });
}

/**
 * Errors raised outside the procedures (Fastify's own: bad JSON, wrong content type, body too
 * large; the plain routes' TRPCErrors and the refusals of the services they call) answer with the
 * same body as the REST procedures (`Error` in the OpenAPI document). 5xx details stay in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | TRPCError, request, reply) => {
    const failure = asTrpcError(error);
    const status = getHTTPStatusCodeFromError(failure);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const retryAfter = retryAfterOf(failure);
    if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
    return reply.code(status).send(restError(failure));
  });
}
