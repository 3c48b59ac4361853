import { idSchema } from '../../../shared/ids.ts';
import { formatMoney } from '../../../shared/money.ts';
import { isPagePath } from '../../../shared/page-paths.ts';
import type { Deps as AllDeps } from '../../deps.ts';

/** What the server-rendered parts of pages read. */
export type PageDeps = Pick<AllDeps, 'db' | 'config' | 'publicReads'>;
import { findBook } from '../../services/books.ts';
import { listedBook } from '../../services/listed.ts';
import { findCategory } from '../../services/catalog.ts';
import { sellerProfile } from '../../services/sellers.ts';
import { absoluteImageUrl } from '../../integrations/images/image-urls.ts';
import { sitePage } from '../../services/site-pages.ts';
import { clip } from '../../../shared/clip.ts';
import { SITE_PAGE_SLUGS, type SitePageSlug } from '../../../shared/site-pages.ts';

/** What a page says about itself to link previews and search engines, and the status it answers with. */
export type PageMeta = {
  status: 200 | 404;
  title: string;
  description: string;
  /** The page's path, made absolute on PUBLIC_URL for its canonical URL. */
  path: string;
  /** An absolute image URL for the preview card. */
  image?: string;
  /**
   * The page's largest picture as the client's <img> names it, fetched from the head rather than
   * once the script has asked for the book: it is what the page's largest paint waits for.
   */
  preloadImage?: string;
  type: 'website' | 'book';
  /**
   * Answers the page's first query will get, handed to the client in the HTML (page-data.ts) so it
   * renders without asking: tRPC procedure path, input and the data it answers.
   */
  seed?: PageSeed[];
  /** The page's module under client/, whose chunks the head preloads beside the entry's (route-chunks.ts). */
  module?: string;
};

export type PageSeed = { path: string; input: unknown; data: unknown };

const STORE = 'Book Store';
const NOT_FOUND = (path: string, what: string): PageMeta => ({
  status: 404,
  title: `${what} not found · ${STORE}`,
  description: `There is no such ${what.toLowerCase()} on ${STORE}. Browse the categories for used books from local sellers.`,
  path,
  type: 'website',
});

async function bookPage(deps: PageDeps, id: string, path: string): Promise<PageMeta> {
  if (!idSchema.safeParse(id).success) return NOT_FOUND(path, 'Book');
  const book = await findBook(deps, id);
  if (!book) return { ...NOT_FOUND(path, 'Book'), seed: [{ path: 'catalog.book', input: { id }, data: null }] };
  const price = formatMoney(book.priceMinor, deps.config.STORE_CURRENCY, 'en');
  const state = book.status === 'sold' ? 'Sold' : `${price}, ${book.condition.toLowerCase()} condition`;
  return {
    status: 200,
    title: `${book.book} by ${book.author} · ${STORE}`,
    description: clip(`${state}, in ${book.location}. ${book.description || `A used copy of ${book.book} by ${book.author}, from ${book.sellerName}.`}`, 200),
    path,
    image: absoluteImageUrl(book.image, deps.config.publicUrl),
    preloadImage: book.image,
    type: 'book',
    seed: [{ path: 'catalog.book', input: { id }, data: book }],
  };
}

async function categoryPage(deps: PageDeps, slug: string, path: string): Promise<PageMeta> {
  const category = /^[a-z0-9-]{1,64}$/.test(slug) ? await findCategory(deps, slug) : null;
  if (!category) return NOT_FOUND(path, 'Category');
  // A shared shelf previews with the photo of its newest listed copy (one read of the category's index).
  const newest = await deps.db.book.findFirst({
    where: { categoryId: category._id, ...listedBook },
    orderBy: { createdAt: 'desc' },
    select: { imageUrl: true },
  });
  return {
    status: 200,
    title: `Used ${category.category} books · ${STORE}`,
    description: `Used ${category.category.toLowerCase()} books from local sellers on ${STORE}: see the price, condition and location of each copy, and book one.`,
    path,
    ...(newest && { image: absoluteImageUrl(newest.imageUrl, deps.config.publicUrl) }),
    type: 'website',
    seed: [{ path: 'catalog.category', input: { categoryId: slug }, data: category }],
  };
}

/** A path segment as written, decoded; a malformed escape reads as itself (and so finds nothing). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

async function sellerPage(deps: PageDeps, id: string, path: string): Promise<PageMeta> {
  const seller = idSchema.safeParse(id).success ? await sellerProfile(deps, id) : null;
  if (!seller) return NOT_FOUND(path, 'Seller');
  const sold = seller.soldCount === 1 ? '1 book sold' : `${seller.soldCount} books sold`;
  return {
    status: 200,
    title: `${seller.name}, used books · ${STORE}`,
    description: clip(`${seller.verified ? 'Verified seller' : 'Seller'} on ${STORE} since ${seller.memberSince.slice(0, 4)}, ${sold}. ${seller.bio}`, 200),
    path,
    ...(seller.image && { image: absoluteImageUrl(seller.image, deps.config.publicUrl) }),
    type: 'website',
  };
}

/** About, Contact, Terms...: the heading and first paragraph of the operator's file, and the page itself for the client. */
async function sitePageMeta(deps: PageDeps, slug: string, path: string): Promise<PageMeta> {
  const page = await sitePage(deps, slug as SitePageSlug);
  if (!page) return NOT_FOUND(path, 'Page');
  return {
    status: 200,
    title: `${page.title} · ${STORE}`,
    description: page.description,
    path,
    type: 'website',
    seed: [{ path: 'catalog.sitePage', input: { slug }, data: page }],
  };
}

const ROUTES: Array<{ pattern: RegExp; page: (deps: PageDeps, param: string, path: string) => Promise<PageMeta>; module: string }> = [
  { pattern: /^\/books\/([^/]+)$/, page: bookPage, module: 'app/routes/book-page.tsx' },
  { pattern: /^\/category\/([^/]+)$/, page: categoryPage, module: 'app/routes/category-page.tsx' },
  { pattern: /^\/sellers\/([^/]+)$/, page: sellerPage, module: 'app/routes/seller-page.tsx' },
  { pattern: new RegExp(`^/(${SITE_PAGE_SLUGS.join('|')})$`), page: sitePageMeta, module: 'features/content/site-page.tsx' },
];

/** The client modules of the pages the server describes (their chunks are preloaded from the head). */
export const PAGE_MODULES = ROUTES.map((route) => route.module);

/**
 * The meta of a page the server can describe (a book, a category, a seller, a site page; read
 * through the public-read cache: a shared link is opened by many), the not-found page's for an
 * address the web app has no page at, or null for its other pages (the SPA's own title stands).
 */
export function pageMetaFor(deps: PageDeps, path: string): Promise<PageMeta> | null {
  for (const { pattern, page, module } of ROUTES) {
    const param = pattern.exec(path)?.[1];
    if (param !== undefined) return deps.publicReads.read(`page:${path}`, async () => ({ ...(await page(deps, decoded(param), path)), module }));
  }
  if (isPagePath(path)) return null;
  return Promise.resolve({ ...NOT_FOUND(path, 'Page'), module: 'app/routes/not-found-page.tsx' });
}
