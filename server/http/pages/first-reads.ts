import { CATEGORY_PAGE_SIZE, SHELF_READ_SIZE } from '../../../shared/first-page-sizes.ts';
import { idSchema } from '../../../shared/ids.ts';
import type { Deps } from '../../deps.ts';
import { contextFactory } from '../../trpc/context.ts';
import { createCallerFactory } from '../../trpc/init.ts';
import { appRouter } from '../../trpc/router.ts';
import type { PageSeed } from './page-meta.ts';

const callerOf = createCallerFactory(appRouter);
type Reads = ReturnType<typeof callerOf>['catalog'];

const seed = async (path: string, input: unknown, read: Promise<unknown>, infinite?: true): Promise<PageSeed> => ({
  path,
  input,
  data: await read,
  ...(infinite && { infinite }),
});

/** What each page asks for as it first renders, beside the header's categories and the store's settings. */
function pageReads(catalog: Reads, path: string): Array<Promise<PageSeed | PageSeed[]>> {
  if (path === '/') return [seed('catalog.advertised', undefined, catalog.advertised())];
  const category = /^\/category\/([a-z0-9-]{1,64})$/.exec(path)?.[1];
  if (category) {
    const input = { id: category, limit: CATEGORY_PAGE_SIZE };
    return [seed('catalog.booksInCategory', input, catalog.booksInCategory(input), true)];
  }
  const bookId = /^\/books\/([^/]+)$/.exec(path)?.[1];
  if (bookId && idSchema.safeParse(bookId).success) return [bookShelves(catalog, bookId)];
  return [];
}

/** A book page's seller and shelves, which it asks for once it has the book. */
async function bookShelves(catalog: Reads, id: string): Promise<PageSeed[]> {
  const book = await catalog.book({ id });
  if (!book) return [];
  const shelf = (sellerOrCategory: string) => ({ id: sellerOrCategory, limit: SHELF_READ_SIZE });
  return Promise.all([
    seed('catalog.seller', { id: book.sellerId }, catalog.seller({ id: book.sellerId })),
    seed('catalog.sellerBooks', shelf(book.sellerId), catalog.sellerBooks(shelf(book.sellerId))),
    seed('catalog.booksInCategory', shelf(book.categoryId), catalog.booksInCategory(shelf(book.categoryId))),
    seed('catalog.category', { categoryId: book.categoryId }, catalog.category({ categoryId: book.categoryId })),
  ]);
}

/**
 * The answers a page's first render asks for, carried in its HTML (client/lib/page-data.ts), so it
 * renders whole at once: one paint with the books in it, rather than a paint, a round trip and a
 * second render (docs/performance.md). Asked of the procedures themselves as a visitor who is not
 * signed in (the HTML is the same for everyone), through their cache and the address's read limit;
 * a read that fails is left for the page to ask again.
 */
export async function firstReads(deps: Deps, path: string, ip: string): Promise<PageSeed[]> {
  const context = contextFactory(deps, 'page')({ req: { headers: {}, ip }, res: { header: () => undefined } });
  const { catalog } = callerOf(context);
  const reads = [
    seed('catalog.storeConfig', undefined, catalog.storeConfig()),
    seed('catalog.categories', undefined, catalog.categories()),
    ...pageReads(catalog, path),
  ];
  const settled = await Promise.allSettled(reads);
  return settled.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
}
