import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { fastifyRequestHandler, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { TRPC_MAX_BATCH } from '../../shared/constants.ts';
import type { Deps } from '../deps.ts';
import { contextFactory } from '../trpc/context.ts';
import { appRouter } from '../trpc/router.ts';
import { plainRouteRead } from '../limits/rate-limits.ts';
import { registerAccessTokenRoute } from './access-token-route.ts';
import { registerImageUpload } from './image-upload.ts';
import { registerStripeWebhook } from './stripe-webhook.ts';
import { registerOneClickUnsubscribe } from './one-click-unsubscribe.ts';
import { openApiDocument } from './openapi/document.ts';
import { registerRest } from './rest.ts';
import { registerTrpcQueries } from './fast-path/trpc-queries.ts';
import { registerTrpcSubscriptions } from './fast-path/trpc-subscriptions.ts';

/** tRPC at /trpc and the same procedures as REST under /api, with their OpenAPI document and /docs. */
export async function registerApi(app: FastifyInstance, deps: Deps): Promise<void> {
  const createContext = contextFactory(deps, 'trpc');
  const onError = ({ error, path }: { error: { code: string; cause?: unknown }; path?: string }) => {
    if (error.code === 'INTERNAL_SERVER_ERROR') deps.log.error({ err: error.cause ?? error, path }, 'procedure failed');
  };

  const trpcOptions = { router: appRouter, createContext, onError, maxBatchSize: TRPC_MAX_BATCH };
  // Queries and subscriptions over GET are answered before tRPC's adapter (fast-path/) unless
  // REQUEST_FAST_PATH is off; it answers the rest. In a scope of their own, so the queries' hook
  // runs for /trpc alone.
  await app.register(async (trpc) => {
    if (deps.config.REQUEST_FAST_PATH) {
      registerTrpcQueries(trpc, { deps, createContext, onError });
      registerTrpcSubscriptions(trpc, {
        createContext,
        onError,
        fallback: (req, res, path) => fastifyRequestHandler({ ...trpcOptions, req, res, path }),
      });
    }
    await trpc.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions });
  });

  registerAccessTokenRoute(app, deps);
  await registerImageUpload(app, deps);
  await registerStripeWebhook(app, deps);
  await registerOneClickUnsubscribe(app, deps);

  const document = openApiDocument();
  app.get('/api/openapi.json', { schema: { hide: true } }, (_request, reply) => reply.send(document));
  // The document's `GET /` under its server `/api` is `/api/`; the legacy client asked for `/api`.
  for (const url of ['/api', '/api/']) {
    app.get(url, { schema: { hide: true } }, async (request, reply) => {
      deps.rateLimits.takeRead(plainRouteRead(request, reply));
      return reply.type('text/plain').send('Book Store API is running');
    });
  }

  registerRest(app, { deps, createContext: contextFactory(deps, 'rest'), onError });

  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
