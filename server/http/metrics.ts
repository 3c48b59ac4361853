import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { bearerMatches, metricsAccess } from '../observability/metrics-access.ts';
import type { StoreMetrics } from '../observability/metrics.ts';

/** Requests that matched no route share one label: their URLs are the caller's to choose. */
const UNMATCHED = 'unmatched';

/** 200 with the metrics, 401 without the right token. */
async function answer(metrics: StoreMetrics, token: string | undefined, authorization: string | undefined) {
  if (token !== undefined && !bearerMatches(authorization, token)) {
    return { status: 401, type: 'text/plain; charset=utf-8', body: 'Metrics need the METRICS_TOKEN as a bearer token.\n' };
  }
  const { text, contentType } = await metrics.scrape();
  return { status: 200, type: contentType, body: text };
}

/**
 * Every request's time by route pattern and status, and /metrics where the settings put it. The
 * histogram is observed in onResponse: one observation per request, nothing else.
 */
export function registerMetrics(app: FastifyInstance, { config, metrics }: Pick<Deps, 'config' | 'metrics'>): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    metrics.httpDuration.observe([request.method, route, reply.statusCode], reply.elapsedTime / 1000);
    done();
  });

  const access = metricsAccess(config);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    // Answered here even when served elsewhere, so the web client's fallback page does not answer it.
    if (access.where !== 'public') return reply.code(404).type('text/plain; charset=utf-8').send('Not found.\n');
    const { status, type, body } = await answer(metrics, access.token, request.headers.authorization);
    return reply.code(status).type(type).send(body);
  });

  if (access.where === 'own-port') {
    const server = http.createServer((request, response) => {
      const path = request.url?.split('?', 1)[0];
      if (request.method !== 'GET' || path !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found.\n');
        return;
      }
      answer(metrics, access.token, request.headers.authorization).then(
        ({ status, type, body }) => response.writeHead(status, { 'content-type': type }).end(body),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics scrape failed');
          response.writeHead(500).end();
        },
      );
    });
    // Its own small listener on the store's address, listening once the app is ready (a taken port
    // fails the start) and closed with the app.
    app.addHook(
      'onReady',
      () =>
        new Promise<void>((resolve, reject) => {
          server.once('error', (error: NodeJS.ErrnoException) =>
            reject(error.code === 'EADDRINUSE' ? new Error(`METRICS_PORT ${access.port} on ${config.HOST} is already in use.`, { cause: error }) : error),
          );
          server.listen({ port: access.port, host: config.HOST }, () => resolve());
        }),
    );
    app.addHook('onClose', (_instance, done) => {
      if (!server.listening) {
        done();
        return;
      }
      server.close(() => done());
      server.closeAllConnections();
    });
  }
}
