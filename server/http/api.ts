import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TRPCError } from '@trpc/server';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { createOpenApiNodeHttpHandler, generateOpenApiDocument } from 'trpc-to-openapi';
import { TRPC_MAX_BATCH } from '../../shared/constants.ts';
import type { Deps } from '../deps.ts';
import { contextFactory } from '../trpc/context.ts';
import { appRouter } from '../trpc/router.ts';
import { absoluteImageUrls } from './absolute-image-urls.ts';
import { registerAccessTokenRoute } from './access-token-route.ts';
import { registerImageUpload } from './image-upload.ts';
import { registerStripeWebhook } from './stripe-webhook.ts';
import { plainRoutePaths } from './plain-routes-doc.ts';

export function openApiDocument() {
  const document = generateOpenApiDocument(appRouter, {
    title: 'Book Store API',
    description:
      'The REST surface of Book Store, compatible with the legacy server. Each operation is the same ' +
      'procedure the web client calls over tRPC at /trpc. Send `Authorization: Bearer <token>` on every ' +
      'call that is not a public read.',
    version: '1.0.0',
    baseUrl: '/api',
    securitySchemes: {
      Authorization: { type: 'http', scheme: 'bearer', description: 'Firebase ID token or the access token from GET /jwt' },
    },
  });
  document.paths = { ...document.paths, ...plainRoutePaths };
  return document;
}

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
    level = level.flatMap((v) => (v !== null && typeof v === 'object' ? Object.values(v) : []));
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

/** Which REST calls are public reads (GET operations with no security), by their request path. */
function publicReadMatcher(document: ReturnType<typeof openApiDocument>): (method: string, url: string) => boolean {
  const patterns = Object.entries(document.paths ?? {})
    .filter(([, ops]) => ops?.get && !ops.get.security?.length)
    .map(([path]) => new RegExp(`^/api${path.replace(/\{\w+\}/g, '[^/?]+')}(\\?|$)`));
  return (method, url) => method === 'GET' && patterns.some((p) => p.test(url));
}

/** A REST answer as trpc-to-openapi's node handler gives it: status, headers and the JSON text (none for a HEAD). */
type HeldAnswer = { status: number; headers: Record<string, string | number | string[]>; body: string | undefined };

/**
 * What trpc-to-openapi's node handler writes its answer to, in place of Node's response: it keeps
 * the status, headers and body for Fastify's reply to send, so REST answers go through Fastify's
 * hooks (compression included) like every other. It passes the response's `close` on, by which
 * tRPC learns that the client has gone. It has no `header` method, so the procedures' context
 * sets headers here with `setHeader` (see trpc/context.ts).
 */
class AnswerHolder extends EventEmitter {
  statusCode = 200;
  private readonly headers: HeldAnswer['headers'] = {};

  constructor(
    raw: ServerResponse,
    private readonly settle: (answer: HeldAnswer) => void,
  ) {
    super();
    raw.once('close', () => this.emit('close'));
  }

  setHeader(name: string, value: string | number | readonly string[]): this {
    this.headers[name.toLowerCase()] = typeof value === 'object' ? [...value] : value;
    return this;
  }

  getHeader(name: string): string | number | string[] | undefined {
    return this.headers[name.toLowerCase()];
  }

  end(body?: unknown): this {
    this.settle({ status: this.statusCode, headers: this.headers, body: typeof body === 'string' ? body : undefined });
    return this;
  }
}

/** tRPC at /trpc and the same procedures as REST under /api, with their OpenAPI document and /docs. */
export async function registerApi(app: FastifyInstance, deps: Deps): Promise<void> {
  const createContext = contextFactory(deps);
  const onError = ({ error, path }: { error: { code: string; cause?: unknown }; path?: string }) => {
    if (error.code === 'INTERNAL_SERVER_ERROR') deps.log.error({ err: error.cause ?? error, path }, 'procedure failed');
  };

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: { router: appRouter, createContext, onError, maxBatchSize: TRPC_MAX_BATCH },
  });

  registerAccessTokenRoute(app, deps);
  await registerImageUpload(app, deps);
  await registerStripeWebhook(app, deps);

  const document = openApiDocument();
  const isPublicRead = publicReadMatcher(document);
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => document);
  app.get('/api', { schema: { hide: true } }, async (_req, reply) => reply.type('text/plain').send('Book Store API is running'));

  // trpc-to-openapi's node-http handler runs on the raw request and an AnswerHolder: its Fastify
  // plugin hands tRPC Fastify's reply, which makes tRPC abort a signal on every response.
  const rest = createOpenApiNodeHttpHandler({ router: appRouter, createContext, onError });
  app.route({
    method: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
    url: '/api/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      refuseOddJsonBody(request);
      const publicRead = isPublicRead(request.method, request.url);
      const remembered = publicRead ? await deps.publicReads.answer(request.url) : undefined;
      if (remembered !== undefined) return reply.type('application/json').send(remembered);
      const done = publicRead ? deps.publicReads.computeAnswer(request.url) : undefined;
      let answer: HeldAnswer | undefined;
      try {
        // The handler routes on the path below the /api prefix. Legacy clients send some PATCH calls
        // with no body and no content type; they mean an empty JSON object.
        if (request.body === undefined && request.method !== 'GET') request.raw.headers['content-type'] = 'application/json';
        Object.assign(request.raw, {
          body: request.body ?? {},
          // Read by the procedures' context (rate limits): Fastify's view of the address, proxy settings included.
          clientIp: request.ip,
          // Fastify's query, parsed without a prototype (trpc-to-openapi's own parser throws on
          // `?__proto__=`), as the lists of values that parser would have made.
          query: Object.fromEntries(Object.entries(request.query as Record<string, string | string[]>).map(([key, value]) => [key, [value].flat()])),
          url: decodePathSegments(request.raw.url!.slice('/api'.length)),
        });
        const held = await new Promise<HeldAnswer>((resolve, reject) => {
          // It answers every request (in one end()); should it return without doing so, that is a failure.
          rest(request.raw, new AnswerHolder(reply.raw, resolve) as unknown as ServerResponse).then(
            () => reject(new Error('trpc-to-openapi returned without answering')),
            reject,
          );
        });
        // REST clients may be on another origin: our image paths go out absolute (and are cached so).
        answer = { ...held, body: held.body === undefined ? undefined : absoluteImageUrls(held.body, deps.config.publicUrl) };
      } finally {
        // Everyone waiting for this read gets its body, or computes their own if it failed.
        done?.(answer?.status === 200 ? answer.body : undefined);
      }
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    },
  });

  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
