import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withRequest, type RequestContext } from '../observability/request-context.ts';

/** What a proxy's request id may look like to be kept: a token, nothing a log line could trip on. */
const SANE_ID = /^[\w.:-]{1,128}$/;

/** A request's id: the X-Request-Id of a trusted proxy (TRUST_PROXY) when it is a sane token, else a new UUID. */
export function requestIdFor(trustProxy: boolean): (request: { headers: IncomingHttpHeaders }) => string {
  return (request) => {
    const given = trustProxy ? request.headers['x-request-id'] : undefined;
    return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The context the request runs in (see registerRequestContext); null before its first hook. */
    requestContext: RequestContext | null;
  }
}

/** The context a request ran in (its id, and its user once known), for its line in the log. */
export function requestContextOf(request: FastifyRequest): RequestContext | undefined {
  return request.requestContext ?? undefined;
}

/**
 * Every request runs in a context of its own, so each line written for it, by whatever logger,
 * carries its id; the answer names the id too (X-Request-Id), for a support request to quote.
 */
export function registerRequestContext(app: FastifyInstance): void {
  // A property of every request (Fastify shapes them alike), cheaper to set and read than a WeakMap.
  app.decorateRequest('requestContext', null);
  app.addHook('onRequest', (request, reply, done) => {
    const context: RequestContext = { requestId: request.id };
    request.requestContext = context;
    void reply.header('x-request-id', request.id);
    withRequest(context, done);
  });
}
