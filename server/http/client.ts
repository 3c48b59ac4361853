import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Deps } from '../deps.ts';
import { FRONT_PAGE_MODULE, pageMetaFor } from './pages/page-meta.ts';
import { sendCompressedHtml } from './compression.ts';
import { alternates, headTemplate, inLanguage, renderHead, withModulePreloads, withPageData } from './pages/render-head.ts';
import { firstReads } from './pages/first-reads.ts';
import { pageReading } from './pages/reading.ts';
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
export async function registerClient(app: FastifyInstance, deps: Deps): Promise<void> {
  const clientDistDir = deps.config.clientDistDir;
  const indexPath = path.join(clientDistDir, 'index.html');
  const hasClient = fs.existsSync(indexPath);
  const indexHtml = hasClient ? fs.readFileSync(indexPath, 'utf8') : '';
  const template = headTemplate(indexHtml);
  // The front page is shared too: its address in each language, for search engines.
  const frontPage = indexHtml.replace('</head>', `  ${alternates(`${deps.config.publicUrl}/`).join('\n    ')}\n  </head>`);
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
    // Written in the reader's language (docs/languages.md): a cache keeps one copy per language asked for.
    const reading = pageReading(request);
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language')
      .header('content-language', reading.locale)
      .type('text/html; charset=utf-8');
    const [meta, reads] = await Promise.all([
      pageMetaFor(deps, url, reading),
      firstReads(deps, url, { ip: request.ip, userAgent: request.headers['user-agent'] }, reading.locale),
    ]);
    const html = meta ? renderHead(template, meta, deps.config.publicUrl, reading) : inLanguage(url === '/' ? frontPage : indexHtml, reading);
    const module = meta ? meta.module : url === '/' ? FRONT_PAGE_MODULE : undefined;
    const page = withModulePreloads(html, chunksOf(module, reading.locale));
    return sendCompressedHtml(request, reply.code(meta?.status ?? 200), withPageData(page, reads));
  });
}
