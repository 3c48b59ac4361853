import proxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/** The paths the Firebase web SDK and our demo banner call on an Auth emulator. */
const EMULATOR_PATHS = ['/identitytoolkit.googleapis.com', '/securetoken.googleapis.com', '/emulator'];

/**
 * In emulator mode the browser reaches the Auth emulator through the store's own origin: the
 * emulator listens on the server's loopback only, and a browser elsewhere (another machine, the host
 * of a Docker container) could never reach "127.0.0.1:9099". The web client is told to use its own
 * origin (services/store-config.ts).
 */
export async function registerAuthEmulatorProxy(app: FastifyInstance, config: Config): Promise<void> {
  if (!config.useAuthEmulator || !config.FIREBASE_AUTH_EMULATOR_HOST) return;
  for (const prefix of EMULATOR_PATHS) {
    await app.register(proxy, { upstream: `http://${config.FIREBASE_AUTH_EMULATOR_HOST}`, prefix, rewritePrefix: prefix });
  }
}
