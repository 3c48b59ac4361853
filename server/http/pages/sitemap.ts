import type { FastifyInstance } from 'fastify';
import type { PageDeps } from './page-meta.ts';
import { listCategories } from '../../services/catalog.ts';
import { listedBook } from '../../services/listed.ts';
import { LOCALES } from '../../../shared/locales.ts';
import { SITE_PAGE_SLUGS, sitePagePath } from '../../../shared/site-pages.ts';

/**
 * A sitemap file holds at most 50,000 URLs (sitemaps.org); each page is listed once per language,
 * so a file holds half as many pages, and the books are split across as many files as needed.
 */
const PAGES_PER_SITEMAP = 50_000 / LOCALES.length;
const XML = 'application/xml; charset=utf-8';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const inLocale = (loc: string, locale: string) => `${loc}?lang=${locale}`;

/** Every page in each language (`?lang=bn`), each naming the others as its alternates, as search engines read them. */
const urlset = (entries: Array<{ loc: string; lastmod?: Date }>) => {
  const urls = entries.flatMap(({ loc, lastmod }) => {
    const links = [
      ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(inLocale(loc, locale))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(loc)}"/>`,
    ].join('');
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
    return LOCALES.map((locale) => `  <url><loc>${escapeXml(inLocale(loc, locale))}</loc>${modified}${links}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
};

async function listedBookCount({ db }: Pick<PageDeps, 'db'>): Promise<number> {
  return db.book.count({ where: listedBook });
}

/**
 * robots.txt and the sitemaps: the public pages (home, categories, blog, the site pages, every category, every
 * listed book) for search engines; the dashboard, sign-in and the APIs are not for them. Built from
 * the database through the public-read cache, so a crawler's visits cost one query each per moment.
 */
export function registerSitemap(app: FastifyInstance, deps: PageDeps): void {
  const site = deps.config.publicUrl;
  const cached = <T>(key: string, build: () => Promise<T>) => deps.publicReads.read(`sitemap:${key}`, build);

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        [
          'User-agent: *',
          'Disallow: /dashboard',
          'Disallow: /login',
          'Disallow: /signup',
          'Disallow: /api/',
          'Disallow: /trpc/',
          `Sitemap: ${site}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await cached('index', async () => {
      const bookFiles = Math.max(1, Math.ceil((await listedBookCount(deps)) / PAGES_PER_SITEMAP));
      const files = ['pages', ...Array.from({ length: bookFiles }, (_, n) => `books-${n + 1}`)];
      return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
        .map((file) => `  <sitemap><loc>${escapeXml(`${site}/sitemaps/${file}.xml`)}</loc></sitemap>`)
        .join('\n')}\n</sitemapindex>\n`;
    });
    return reply.type(XML).send(xml);
  });

  app.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await cached('pages', async () => {
      const categories = await listCategories(deps);
      return urlset([
        { loc: `${site}/` },
        { loc: `${site}/categories` },
        { loc: `${site}/blog` },
        ...SITE_PAGE_SLUGS.map((slug) => ({ loc: `${site}${sitePagePath(slug)}` })),
        ...categories.map((c) => ({ loc: `${site}/category/${c.categoryId}` })),
      ]);
    });
    return reply.type(XML).send(xml);
  });

  app.get<{ Params: { n: string } }>('/sitemaps/books-:n.xml', { schema: { hide: true } }, async (request, reply) => {
    const n = Number(request.params.n);
    if (!Number.isInteger(n) || n < 1 || n > 10_000) return reply.code(404).send({ message: 'There is no such sitemap.', code: 'NOT_FOUND' });
    const xml = await cached(`books-${n}`, async () => {
      const books = await deps.db.book.findMany({
        where: listedBook,
        select: { id: true, createdAt: true },
        orderBy: { id: 'asc' },
        skip: (n - 1) * PAGES_PER_SITEMAP,
        take: PAGES_PER_SITEMAP,
      });
      return books.length || n === 1 ? urlset(books.map((b) => ({ loc: `${site}/books/${b.id}`, lastmod: b.createdAt }))) : null;
    });
    return xml === null ? reply.code(404).send({ message: 'There is no such sitemap.', code: 'NOT_FOUND' }) : reply.type(XML).send(xml);
  });
}
