import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const API_PREFIXES = ['/api', '/trpc', '/docs', '/healthz'];

/**
 * Serves the built single-page client, pre-compressed where the build wrote .br/.gz files, with a
 * history fallback to index.html for client routes. Unknown API paths get a JSON 404.
 */
export async function registerClient(app: FastifyInstance, clientDistDir: string): Promise<void> {
  const indexPath = path.join(clientDistDir, 'index.html');
  const hasClient = fs.existsSync(indexPath);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDistDir,
      preCompressed: true,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`));
    if (isApi || request.method !== 'GET' || !hasClient) {
      return reply.code(404).send({ message: `Not found: ${request.method} ${url}`, code: 'NOT_FOUND' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
