import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TRPCError } from '@trpc/server';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { createOpenApiNodeHttpHandler, type OpenAPIObject } from 'trpc-to-openapi';
import { TRPC_MAX_BATCH } from '../../shared/constants.ts';
import { callerOnce } from '../auth/authenticate.ts';
import type { PublicAnswer } from '../cache/public-reads.ts';
import type { Deps } from '../deps.ts';
import { contextFactory } from '../trpc/context.ts';
import { restError } from '../trpc/errors.ts';
import { appRouter } from '../trpc/router.ts';
import { plainRouteCall } from '../limits/rate-limits.ts';
import { absoluteImageUrls } from '../integrations/images/image-urls.ts';
import { registerAccessTokenRoute } from './access-token-route.ts';
import { registerImageUpload } from './image-upload.ts';
import { registerStripeWebhook } from './stripe-webhook.ts';
import { registerOneClickUnsubscribe } from './one-click-unsubscribe.ts';
import { AnswerHolder, type AnswerHeaders, type HeldAnswer } from './answer-holder.ts';
import { etagOf, sendPublicRead } from './etag.ts';
import { idempotently } from './idempotency.ts';
import { openApiDocument } from './openapi/document.ts';
import { restPathPattern } from './rest-paths.ts';
import { answerRead, readCall, restReads } from './rest-reads.ts';
import { registerTrpcQueries } from './trpc-queries.ts';

/**
 * trpc-to-openapi hands path parameters over still percent-encoded (`/seller/verified/a%40b.com`);
 * decode each path segment, keeping characters that would change the path's shape encoded.
 */
function decodePathSegments(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s);
  const decoded = path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/[\s/?#%]/g, encodeURIComponent);
      } catch {
        return segment;
      }
    })
    .join('/');
  return query === undefined ? decoded : `${decoded}?${query}`;
}

/** Deeper than any procedure's input needs. */
const MAX_BODY_DEPTH = 16;

/** Whether a parsed JSON value nests deeper than `limit`, walked level by level (no recursion to overflow). */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  let level = [value];
  for (let depth = 0; level.length > 0; depth++) {
    if (depth > limit) return true;
    level = level.flatMap((v): unknown[] => (v !== null && typeof v === 'object' ? Object.values(v) : []));
  }
  return false;
}

/**
 * A REST body is a JSON object. trpc-to-openapi would spread anything else into the input (`[1]`
 * reads as `{ "0": 1 }`, `null` as `{}`), and re-serialises the body with a recursive
 * JSON.stringify that a body nested thousands deep overflows.
 */
function refuseOddJsonBody(request: FastifyRequest): void {
  if (request.body === undefined || !request.headers['content-type']?.startsWith('application/json')) return;
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body) || nestsDeeperThan(body, MAX_BODY_DEPTH)) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: `The request body must be a JSON object, nested at most ${MAX_BODY_DEPTH} levels deep.` });
  }
}

/**
 * A path segment of dots, plain or percent-encoded, would be resolved away by the URL parser
 * downstream (`/buyer-orders/%2e%2e` is `/buyer-orders/`), so a call meant for one operation
 * would reach another. No operation has such a segment: such a path names nothing.
 */
function refuseDotSegments(url: string): void {
  const path = url.split('?')[0] ?? '';
  if (path.split('/').some((segment) => /^(?:\.|%2e)+$/i.test(segment))) {
    throw new TRPCError({ code: 'NOT_FOUND', message: 'No operation has this path: it holds a "." or ".." segment.' });
  }
}

/** Which REST calls are public reads (GET operations with no security), by their request path. */
function publicReadMatcher(document: OpenAPIObject): (method: string, url: string) => boolean {
  const patterns = Object.entries(document.paths ?? {})
    .filter(([, ops]) => ops.get && !ops.get.security?.length)
    .map(([path]) => restPathPattern(path));
  return (method, url) => method === 'GET' && patterns.some((p) => p.test(url));
}

/** tRPC at /trpc and the same procedures as REST under /api, with their OpenAPI document and /docs. */
export async function registerApi(app: FastifyInstance, deps: Deps): Promise<void> {
  const createContext = contextFactory(deps);
  const onError = ({ error, path }: { error: { code: string; cause?: unknown }; path?: string }) => {
    if (error.code === 'INTERNAL_SERVER_ERROR') deps.log.error({ err: error.cause ?? error, path }, 'procedure failed');
  };

  // Queries over GET are answered before tRPC's adapter (see trpc-queries.ts); it answers the rest.
  // In a scope of their own, so the queries' hook runs for /trpc alone.
  await app.register(async (trpc) => {
    registerTrpcQueries(trpc, { deps, createContext, onError });
    await trpc.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: { router: appRouter, createContext, onError, maxBatchSize: TRPC_MAX_BATCH },
    });
  });

  registerAccessTokenRoute(app, deps);
  await registerImageUpload(app, deps);
  await registerStripeWebhook(app, deps);
  await registerOneClickUnsubscribe(app, deps);

  const document = openApiDocument();
  const isPublicRead = publicReadMatcher(document);
  app.get('/api/openapi.json', { schema: { hide: true } }, (_request, reply) => reply.send(document));
  app.get('/api', { schema: { hide: true } }, async (request, reply) => {
    await deps.rateLimits.takeRead(plainRouteCall(deps.authenticator, request, reply));
    return reply.type('text/plain').send('Book Store API is running');
  });

  // Reads (GET operations) are answered by rest-reads.ts. Everything else goes to trpc-to-openapi's
  // node-http handler, run on the raw request and an AnswerHolder: its Fastify plugin hands tRPC
  // Fastify's reply, which makes tRPC abort a signal on every response.
  // The REST error body is ours (the document's `Error`), made from the error itself rather than
  // from trpc-to-openapi's body, which carries tRPC's `data` and zod's issue internals.
  const reads = restReads(appRouter._def.procedures);
  const failures = new WeakMap<object, TRPCError>();
  const rest = createOpenApiNodeHttpHandler({
    router: appRouter,
    createContext,
    onError: (failure) => {
      failures.set(failure.req, failure.error);
      onError(failure);
    },
  });
  app.route({
    method: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
    url: '/api/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      refuseOddJsonBody(request);
      refuseDotSegments(request.raw.url!);
      const publicRead = isPublicRead(request.method, request.url);
      const remembered = publicRead ? await deps.publicReads.answer(request.url) : undefined;
      if (remembered !== undefined) {
        // A remembered answer skips the procedure, not the read limit.
        await deps.rateLimits.takeRead(plainRouteCall(deps.authenticator, request, reply));
        return sendPublicRead(request, reply, remembered, { 'content-type': 'application/json' });
      }
      const done = publicRead ? deps.publicReads.computeAnswer(request.url) : undefined;
      // Authenticated once, for the Idempotency-Key check and the procedure's context alike.
      const caller = callerOnce(deps.authenticator, request.headers.authorization);
      // The handlers route on the path below the /api prefix.
      const url = decodePathSegments(request.raw.url!.slice('/api'.length));
      const readOp = request.method === 'GET' ? readCall(reads, url, request.query as Record<string, string | string[]>) : undefined;
      const viaTrpcToOpenapi = () => {
        // Legacy clients send some PATCH calls with no body and no content type; they mean an empty JSON object.
        if (request.body === undefined && request.method !== 'GET') request.raw.headers['content-type'] = 'application/json';
        Object.assign(request.raw, {
          body: request.body ?? {},
          // Read by the procedures' context (rate limits): Fastify's view of the address, proxy settings included.
          clientIp: request.ip,
          caller,
          // Fastify's query, parsed without a prototype (trpc-to-openapi's own parser throws on
          // `?__proto__=`), as the lists of values that parser would have made.
          query: Object.fromEntries(Object.entries(request.query as Record<string, string | string[]>).map(([key, value]) => [key, [value].flat()])),
          url,
        });
        return new Promise<HeldAnswer>((resolve, reject) => {
          // It answers every request (in one end()); should it return without doing so, that is a failure.
          rest(request.raw, new AnswerHolder(reply.raw, resolve) as unknown as ServerResponse).then(
            () => reject(new Error('trpc-to-openapi returned without answering')),
            reject,
          );
        }).then((answer) => {
          const failure = failures.get(request.raw);
          return failure ? { ...answer, body: JSON.stringify(restError(failure)) } : answer;
        });
      };
      const runRead = (call: NonNullable<typeof readOp>) => {
        const headers: AnswerHeaders = {};
        const setHeader = (name: string, value: string) => void (headers[name.toLowerCase()] = value);
        return answerRead(call, createContext({ req: { headers: request.headers, ip: request.ip, caller }, res: { setHeader } }), headers, onError);
      };
      const runProcedure = async () => {
        const answer = await (readOp ? runRead(readOp) : viaTrpcToOpenapi());
        // REST clients may be on another origin: our image paths go out absolute (and are kept so).
        if (answer.status >= 400 || answer.body === undefined) return answer;
        return { ...answer, body: absoluteImageUrls(answer.body, deps.config.publicUrl) };
      };
      let answer: HeldAnswer;
      let read: PublicAnswer | undefined;
      try {
        const call = { method: request.method, url: request.url, headers: request.headers, body: request.body, caller };
        answer = await idempotently(deps, call, runProcedure);
        if (publicRead && answer.status === 200 && answer.body !== undefined) read = { body: answer.body, etag: etagOf(answer.body) };
      } finally {
        // Everyone waiting for this read gets it, or computes their own if it failed.
        done?.(read);
      }
      if (read) return sendPublicRead(request, reply, read, answer.headers);
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    },
  });

  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
