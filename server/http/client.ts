import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { PageDeps } from './pages/page-meta.ts';
import { pageMetaFor } from './pages/page-meta.ts';
import { headTemplate, renderHead } from './pages/render-head.ts';
import { routeChunks } from './pages/route-chunks.ts';
import { registerSitemap } from './pages/sitemap.ts';

const API_PREFIXES = ['/api', '/trpc', '/docs', '/healthz', '/readyz'];

/**
 * Serves the built single-page client, pre-compressed where the build wrote .br/.gz files, with a
 * history fallback to index.html for client routes. A book or category page gets its own title and
 * preview tags in that HTML (and a 404 status when it does not exist), as does an address the web
 * app has no page at (the not-found page, 404). Unknown API paths get a JSON 404. Also robots.txt
 * and the sitemaps.
 */
export async function registerClient(app: FastifyInstance, deps: PageDeps): Promise<void> {
  const clientDistDir = deps.config.clientDistDir;
  const indexPath = path.join(clientDistDir, 'index.html');
  const hasClient = fs.existsSync(indexPath);
  const template = hasClient ? headTemplate(fs.readFileSync(indexPath, 'utf8')) : '';
  const chunksOf = routeChunks(clientDistDir);
  registerSitemap(app, deps);
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

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`));
    if (isApi || request.method !== 'GET' || !hasClient) {
      return reply.code(404).send({ message: `Not found: ${request.method} ${url}`, code: 'NOT_FOUND' });
    }
    reply.header('cache-control', 'no-cache');
    const meta = await pageMetaFor(deps, url);
    if (!meta) return reply.sendFile('index.html');
    return reply
      .code(meta.status)
      .type('text/html; charset=utf-8')
      .send(renderHead(template, meta, deps.config.publicUrl, chunksOf(meta.module)));
  });
}
