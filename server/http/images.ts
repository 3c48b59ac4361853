import type { FastifyInstance } from 'fastify';
import fs from 'node:fs/promises';
import fastifyStatic from '@fastify/static';

/** Serves locally stored images. Their names are content hashes, so they are cached forever. */
export async function registerLocalImages(app: FastifyInstance, dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/images/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (res) => res.header('cache-control', 'public, max-age=31536000, immutable'),
  });
}
