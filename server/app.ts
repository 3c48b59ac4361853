import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps, Deps } from './deps.ts';
import { registerApi } from './http/api.ts';
import { registerAuthEmulatorProxy } from './http/auth-emulator-proxy.ts';
import { registerClient } from './http/client.ts';
import { registerCompression } from './http/compression.ts';
import { registerErrorHandler } from './http/errors.ts';
import { registerHealth } from './http/health.ts';
import { registerLocalImages } from './http/images.ts';
import { registerRequestContext, requestIdFor } from './http/request-context-hook.ts';
import { registerMetrics } from './http/metrics.ts';
import { OneLinePerRequest } from './http/request-log.ts';
import { registerSecurity } from './http/security.ts';
import { loggerOptions } from './observability/logger.ts';

/** The whole HTTP application, not listening: the entry point listens, tests inject. */
export async function buildApp(deps: AppDeps, logOutput?: NodeJS.WritableStream): Promise<FastifyInstance> {
  const app = Fastify({
    logger: await loggerOptions(deps.config, logOutput),
    logController: new OneLinePerRequest(),
    genReqId: requestIdFor(deps.config.TRUST_PROXY),
    // Each line carries its request's id from the request's context (observability/logger.ts), not
    // from a binding of the request's logger as well (it would be written twice).
    childLoggerFactory: (logger, _bindings, options) => logger.child({}, options),
    bodyLimit: 1024 * 1024,
    // /trpc/:path carries a batch's procedure names, comma-separated: room for a full batch (see TRPC_MAX_BATCH).
    routerOptions: { maxParamLength: 2000 },
    trustProxy: deps.config.TRUST_PROXY,
  });
  const full: Deps = { ...deps, log: app.log };
  // Listening for other processes' writes before the app is ready; stopped with the app.
  app.addHook('onReady', () => deps.cluster.start(app.log));
  app.addHook('onReady', (done) => {
    deps.bookViews.start(app.log);
    done();
  });
  // The views seen last are written before the database goes.
  app.addHook('onClose', () => deps.bookViews.close());
  app.addHook('onClose', () => deps.cluster.close());
  // The read replica's pool is the app's own; the primary's belongs to whoever made it.
  if (deps.readDb !== deps.db) app.addHook('onClose', () => deps.readDb.$disconnect());
  app.addHook('onClose', (_instance, done) => {
    deps.publicReads.close();
    deps.mailer?.close();
    done();
  });
  // Open conversation streams end first, so none holds the shutdown up.
  app.addHook('preClose', (done) => {
    deps.conversations.closeAll();
    done();
  });
  registerRequestContext(app);
  registerErrorHandler(app);
  await registerSecurity(app, deps.config);
  // Before every route it should compress (the static client included).
  await registerCompression(app);
  registerHealth(app, full);
  registerMetrics(app, deps);
  await registerApi(app, full);
  await registerAuthEmulatorProxy(app, deps.config);
  if (!deps.config.S3_BUCKET) await registerLocalImages(app, path.join(deps.config.dataDir, 'images'));
  await registerClient(app, full);
  return app;
}
