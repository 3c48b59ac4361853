import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TRPCError } from '@trpc/server';
import { createOpenApiNodeHttpHandler } from 'trpc-to-openapi';
import { callerOnce, type Caller } from '../auth/authenticate.ts';
import type { PublicAnswer } from '../cache/public-reads.ts';
import type { Deps } from '../deps.ts';
import { absoluteImageUrls } from '../integrations/images/image-urls.ts';
import { plainRouteRead } from '../limits/rate-limits.ts';
import type { contextFactory } from '../trpc/context.ts';
import { restError } from '../trpc/errors.ts';
import { readsAsPublic } from '../trpc/public-read.ts';
import { appRouter } from '../trpc/router.ts';
import { AnswerHolder, type AnswerHeaders, type HeldAnswer } from './answer-holder.ts';
import { etagOf, sendPublicRead } from './etag.ts';
import { idempotently } from './idempotency.ts';
import { answerRead, readCall, readInput, restReads, trimmedByUrlParsing, type ReadCall } from './fast-path/rest-reads.ts';

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
  const path = url.split('?', 1)[0]!;
  if (path.split('/').some((segment) => /^(?:\.|%2e)+$/i.test(segment))) {
    throw new TRPCError({ code: 'NOT_FOUND', message: 'No operation has this path: it holds a "." or ".." segment.' });
  }
}

export type RestOptions = {
  deps: Deps;
  createContext: ReturnType<typeof contextFactory>;
  onError: (failure: { error: TRPCError; path?: string }) => void;
};

/**
 * The procedures as REST under /api, as the OpenAPI document describes them. Reads (GET
 * operations) are answered by fast-path/rest-reads.ts, each on a route of its own (or, with
 * REQUEST_FAST_PATH off, by trpc-to-openapi's handler like the rest); everything else goes to
 * trpc-to-openapi's node-http handler, run on the raw request and an AnswerHolder (its Fastify
 * plugin hands tRPC Fastify's reply, which makes tRPC abort a signal on every response).
 *
 * Public reads are answered from the public-read cache when it holds their URL's finished answer
 * (with its ETag, so a client holding that version gets 304). Calls that create something honour
 * an Idempotency-Key (idempotency.ts). REST clients may be on another origin: our image paths go
 * out absolute. The REST error body is ours (the document's `Error`), made from the error itself
 * rather than from trpc-to-openapi's body, which carries tRPC's `data` and zod's issue internals.
 */
export function registerRest(app: FastifyInstance, { deps, createContext, onError }: RestOptions): void {
  const reads = restReads(appRouter);
  const failures = new WeakMap<object, TRPCError>();
  const rest = createOpenApiNodeHttpHandler({
    router: appRouter,
    createContext,
    onError: (failure) => {
      failures.set(failure.req, failure.error);
      onError(failure);
    },
  });

  /** A call that is not a read (as the routes below and readCall know them), by trpc-to-openapi's handler. */
  function viaTrpcToOpenapi(request: FastifyRequest, reply: FastifyReply, url: string, caller: () => Promise<Caller>): Promise<HeldAnswer> {
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
  }

  /** A read, run by the fast path's answerRead, or (REQUEST_FAST_PATH off) by trpc-to-openapi's handler. */
  function runRead(call: ReadCall, request: FastifyRequest, reply: FastifyReply, caller: () => Promise<Caller>): Promise<HeldAnswer> {
    if (!deps.config.REQUEST_FAST_PATH) return viaTrpcToOpenapi(request, reply, decodePathSegments(request.raw.url!.slice('/api'.length)), caller);
    const headers: AnswerHeaders = {};
    const setHeader = (name: string, value: string) => void (headers[name.toLowerCase()] = value);
    return answerRead(call, createContext({ req: { headers: request.headers, ip: request.ip, caller }, res: { setHeader } }), headers, onError);
  }

  /**
   * Answers one REST call with what `run` answers (the caller it is given is authenticated once,
   * for an Idempotency-Key check and the procedure's context alike); a public read from the cache
   * when it holds the URL's answer, and into the cache when not.
   */
  async function answer(request: FastifyRequest, reply: FastifyReply, publicRead: boolean, run: (caller: () => Promise<Caller>) => Promise<HeldAnswer>) {
    const found = publicRead ? deps.publicReads.answer(request.url) : undefined;
    // Awaited only when it is still being computed: a finished answer, or none, costs no turn of the event loop.
    const remembered = found instanceof Promise ? await found : found;
    if (remembered !== undefined) {
      // A remembered answer skips the procedure, not the read limit.
      deps.rateLimits.takeRead(plainRouteRead(request, reply));
      return sendPublicRead(request, reply, remembered, { 'content-type': 'application/json' });
    }
    const done = publicRead ? deps.publicReads.computeAnswer(request.url) : undefined;
    let held: HeldAnswer;
    let remember: PublicAnswer | undefined;
    try {
      held = await run(callerOnce(deps.authenticator, request.headers.authorization));
      // REST clients may be on another origin: our image paths go out absolute.
      if (held.status < 400 && held.body !== undefined) held = { ...held, body: absoluteImageUrls(held.body, deps.config.publicUrl) };
      if (publicRead && held.status === 200 && held.body !== undefined) remember = { body: held.body, etag: etagOf(held.body) };
    } finally {
      // Everyone waiting for this read gets it, or computes their own if it failed.
      done?.(remember);
    }
    if (remember) return sendPublicRead(request, reply, remember, held.headers);
    return reply.code(held.status).headers(held.headers).send(held.body);
  }

  const serveRead = (request: FastifyRequest, reply: FastifyReply, read: ReadCall) =>
    answer(request, reply, readsAsPublic(read.read.facts.meta, request.headers.authorization), (caller) => runRead(read, request, reply, caller));

  /** Every call no read's own route took: a read as readCall matches it, or trpc-to-openapi's handler. */
  const viaHandler = (request: FastifyRequest, reply: FastifyReply) => {
    refuseOddJsonBody(request);
    refuseDotSegments(request.raw.url!);
    // The path below the /api prefix, as trpc-to-openapi's handler and readCall route on it.
    const url = decodePathSegments(request.raw.url!.slice('/api'.length));
    const read = request.method === 'GET' ? readCall(reads, url, request.query as Record<string, string | string[]>) : undefined;
    if (read) return serveRead(request, reply, read);
    // Calls that create something honour an Idempotency-Key; reads create nothing.
    return answer(request, reply, false, (caller) => {
      const call = { method: request.method, url: request.url, headers: request.headers, body: request.body, caller };
      return idempotently(deps, call, () => viaTrpcToOpenapi(request, reply, url, caller));
    });
  };

  // Each read on a route of its own: Fastify's router finds it and decodes its path parameters.
  // HEAD is left to the handler below, as before there were such routes.
  for (const read of reads) {
    // Only a path parameter can be a dot segment here: a path with one matches no route without parameters.
    const takesParams = read.route.includes('/:');
    app.get(read.route, { schema: { hide: true }, exposeHeadRoute: false }, (request, reply) => {
      const params = request.params as Record<string, string>;
      // An empty parameter, or one ending in what URL parsing trims ("/offers/%00"), is matched
      // as trpc-to-openapi matches it: "/offers/" is the list at "/offers", not an offer.
      if (takesParams && Object.values(params).some(trimmedByUrlParsing)) return viaHandler(request, reply);
      if (takesParams) refuseDotSegments(request.raw.url!);
      return serveRead(request, reply, readInput(read, request.query as Record<string, string | string[]>, params));
    });
  }

  app.route({ method: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'], url: '/api/*', schema: { hide: true }, handler: viaHandler });
}
