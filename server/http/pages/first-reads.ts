import { CATEGORY_PAGE_SIZE, SHELF_READ_SIZE } from '../../../shared/first-page-sizes.ts';
import { idSchema } from '../../../shared/ids.ts';
import type { Locale } from '../../../shared/locales.ts';
import { SITE_PAGE_SLUGS, type SitePageSlug } from '../../../shared/site-pages.ts';
import type { Deps } from '../../deps.ts';
import { contextFactory } from '../../trpc/context.ts';
import { createCallerFactory } from '../../trpc/init.ts';
import { appRouter } from '../../trpc/router.ts';

/** A query's answer for the client's cache; `infinite`: the first page of a list read a page at a time. */
export type PageSeed = { path: string; input: unknown; data: unknown; infinite?: true };

const callerOf = createCallerFactory(appRouter);
type Reads = ReturnType<typeof callerOf>['catalog'];

const seed = async (path: string, input: unknown, read: Promise<unknown>, infinite?: true): Promise<PageSeed> => ({
  path,
  input,
  data: await read,
  ...(infinite && { infinite }),
});

/** A page's reads: its own (the book, the category, the site page), and those it makes next, beside the layout's. */
type PageReads = { own: Array<Promise<PageSeed>>; next: Array<Promise<PageSeed | PageSeed[]>> };

const SITE_PAGE = new RegExp(`^/(${SITE_PAGE_SLUGS.join('|')})$`);

function pageReads(catalog: Reads, path: string, locale: Locale): PageReads {
  if (path === '/') return { own: [], next: [seed('catalog.advertised', undefined, catalog.advertised())] };
  const category = /^\/category\/([a-z0-9-]{1,64})$/.exec(path)?.[1];
  if (category) {
    const books = { id: category, limit: CATEGORY_PAGE_SIZE };
    return {
      own: [seed('catalog.category', { categoryId: category }, catalog.category({ categoryId: category }))],
      next: [seed('catalog.booksInCategory', books, catalog.booksInCategory(books), true)],
    };
  }
  const bookId = /^\/books\/([^/]+)$/.exec(path)?.[1];
  if (bookId && idSchema.safeParse(bookId).success) {
    const book = catalog.book({ id: bookId });
    return { own: [seed('catalog.book', { id: bookId }, book)], next: [book.then((found) => (found ? shelves(catalog, found) : []))] };
  }
  const slug = SITE_PAGE.exec(path)?.[1] as SitePageSlug | undefined;
  if (slug) return { own: [seed('catalog.sitePage', { slug, lang: locale }, catalog.sitePage({ slug, lang: locale }))], next: [] };
  return { own: [], next: [] };
}

/** A book page's seller, shelves and category, which it asks for once it has the book. */
function shelves(catalog: Reads, { sellerId, categoryId }: { sellerId: string; categoryId: string }): Promise<PageSeed[]> {
  const shelf = (sellerOrCategory: string) => ({ id: sellerOrCategory, limit: SHELF_READ_SIZE });
  return Promise.all([
    seed('catalog.seller', { id: sellerId }, catalog.seller({ id: sellerId })),
    seed('catalog.sellerBooks', shelf(sellerId), catalog.sellerBooks(shelf(sellerId))),
    seed('catalog.booksInCategory', shelf(categoryId), catalog.booksInCategory(shelf(categoryId))),
    seed('catalog.category', { categoryId }, catalog.category({ categoryId })),
  ]);
}

/**
 * The answers a page's first render asks for, carried in its HTML (client/lib/page-data.ts), so it
 * renders whole at once: one paint with the books in it, rather than a paint, a round trip and a
 * second render (docs/performance.md). Asked of the procedures themselves as a visitor who is not
 * signed in (the HTML is the same for everyone), through their cache and the address's read limit;
 * a read that fails is left for the page to ask again. In the order the page reads them.
 */
export async function firstReads(deps: Deps, path: string, reader: { ip: string; userAgent: string | undefined }, locale: Locale): Promise<PageSeed[]> {
  // The reader's browser, for the book page's view it counts (routers/count-book-view.ts).
  const headers = { 'user-agent': reader.userAgent };
  const context = contextFactory(deps, 'page')({ req: { headers, ip: reader.ip }, res: { header: () => undefined } });
  const { catalog } = callerOf(context);
  const { own, next } = pageReads(catalog, path, locale);
  const layout = [seed('catalog.storeConfig', undefined, catalog.storeConfig()), seed('catalog.categories', undefined, catalog.categories())];
  const settled = await Promise.allSettled([...own, ...layout, ...next]);
  return settled.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
}
