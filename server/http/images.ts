import type { FastifyInstance } from 'fastify';
import fs from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import { OWN_IMAGES_PATH } from '../integrations/images/image-urls.ts';

/**
 * Serves locally stored images. Their names are content hashes, so they are cached forever. Pages
 * of other origins (REST clients such as the legacy app) may show them: Cross-Origin-Resource-Policy
 * is `cross-origin` here, where everything else keeps helmet's `same-origin`.
 */
export async function registerLocalImages(app: FastifyInstance, dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: dir,
    prefix: OWN_IMAGES_PATH,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (res) => {
      void res.header('cache-control', 'public, max-age=31536000, immutable').header('cross-origin-resource-policy', 'cross-origin');
    },
  });
}
