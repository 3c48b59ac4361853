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
import { intlLocale, type Locale } from '../../../shared/locales.ts';
import { categoryName } from '../../../shared/category-name.ts';
import { PAGE_WORDS, type PageWords } from './page-words.ts';
import type { Reading } from './reading.ts';

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
  /** The page's module under client/, whose chunks the head preloads beside the entry's (route-chunks.ts). */
  module?: string;
};

/** A page's language, its words, and the locale its numbers and prices are written in. */
type Language = { locale: Locale; words: PageWords; intl: string };

const NOT_FOUND = ({ words }: Language, path: string, what: 'book' | 'category' | 'seller' | 'page'): PageMeta => ({
  status: 404,
  ...words.notFound(what),
  path,
  type: 'website',
});

async function bookPage(deps: PageDeps, id: string, path: string, language: Language): Promise<PageMeta> {
  if (!idSchema.safeParse(id).success) return NOT_FOUND(language, path, 'book');
  const book = await findBook(deps, id);
  if (!book) return NOT_FOUND(language, path, 'book');
  const { words, intl } = language;
  const price = formatMoney(book.priceMinor, deps.config.STORE_CURRENCY, intl);
  const state = words.bookState({ sold: book.status === 'sold', price, condition: book.condition, location: book.location });
  return {
    status: 200,
    title: words.bookTitle(book.book, book.author),
    description: clip(`${state} ${book.description || words.bookFallback(book.book, book.author, book.sellerName)}`, 200),
    path,
    image: absoluteImageUrl(book.image, deps.config.publicUrl),
    preloadImage: book.image,
    type: 'book',
  };
}

async function categoryPage(deps: PageDeps, slug: string, path: string, language: Language): Promise<PageMeta> {
  const category = /^[a-z0-9-]{1,64}$/.test(slug) ? await findCategory(deps, slug) : null;
  if (!category) return NOT_FOUND(language, path, 'category');
  // A shared shelf previews with the photo of its newest listed copy (one read of the category's
  // index). That copy is the list's first card, whose picture a phone's largest paint waits for.
  const newest = await deps.db.book.findFirst({
    where: { categoryId: category._id, ...listedBook },
    orderBy: { createdAt: 'desc' },
    select: { imageUrl: true, thumbUrl: true },
  });
  return {
    status: 200,
    title: language.words.categoryTitle(categoryName(category, language.locale)),
    description: language.words.categoryDescription(categoryName(category, language.locale)),
    path,
    ...(newest && { image: absoluteImageUrl(newest.imageUrl, deps.config.publicUrl), preloadImage: newest.thumbUrl ?? newest.imageUrl }),
    type: 'website',
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

async function sellerPage(deps: PageDeps, id: string, path: string, language: Language): Promise<PageMeta> {
  const seller = idSchema.safeParse(id).success ? await sellerProfile(deps, id) : null;
  if (!seller) return NOT_FOUND(language, path, 'seller');
  const digits = new Intl.NumberFormat(language.intl, { useGrouping: false });
  const summary = language.words.sellerSummary({
    verified: seller.verified,
    since: digits.format(Number(seller.memberSince.slice(0, 4))),
    sold: seller.soldCount,
    soldText: digits.format(seller.soldCount),
  });
  return {
    status: 200,
    title: language.words.sellerTitle(seller.name),
    description: clip(`${summary} ${seller.bio}`, 200),
    path,
    ...(seller.image && { image: absoluteImageUrl(seller.image, deps.config.publicUrl) }),
    type: 'website',
  };
}

/** About, Contact, Terms...: the heading and first paragraph of the operator's file, and the page itself for the client. */
async function sitePageMeta(deps: PageDeps, slug: string, path: string, language: Language): Promise<PageMeta> {
  const page = await sitePage(deps, slug as SitePageSlug, language.locale);
  if (!page) return NOT_FOUND(language, path, 'page');
  return {
    status: 200,
    title: `${page.title} · ${language.words.store}`,
    description: page.description,
    path,
    type: 'website',
  };
}

const ROUTES: Array<{ pattern: RegExp; page: (deps: PageDeps, param: string, path: string, language: Language) => Promise<PageMeta>; module: string }> = [
  { pattern: /^\/books\/([^/]+)$/, page: bookPage, module: 'app/routes/book-page.tsx' },
  { pattern: /^\/category\/([^/]+)$/, page: categoryPage, module: 'app/routes/category-page.tsx' },
  { pattern: /^\/sellers\/([^/]+)$/, page: sellerPage, module: 'app/routes/seller-page.tsx' },
  { pattern: new RegExp(`^/(${SITE_PAGE_SLUGS.join('|')})$`), page: sitePageMeta, module: 'features/content/site-page.tsx' },
];

/** The front page's module: its page needs no meta of its own (index.html's title stands). */
export const FRONT_PAGE_MODULE = 'app/routes/home-page.tsx';

/** The client modules of the pages whose chunks the head preloads. */
export const PAGE_MODULES = [FRONT_PAGE_MODULE, ...ROUTES.map((route) => route.module)];

/**
 * The meta of a page the server can describe (a book, a category, a seller, a site page; read
 * through the public-read cache: a shared link is opened by many), the not-found page's for an
 * address the web app has no page at, or null for its other pages (the SPA's own title stands).
 */
export function pageMetaFor(deps: PageDeps, path: string, reading: Pick<Reading, 'locale' | 'banglaDigits'>): Promise<PageMeta> | null {
  const intl = intlLocale(reading.locale, reading.banglaDigits);
  const language = { locale: reading.locale, words: PAGE_WORDS[reading.locale], intl };
  for (const { pattern, page, module } of ROUTES) {
    const param = pattern.exec(path)?.[1];
    if (param !== undefined)
      return deps.publicReads.read(`page:${intl}:${path}`, async () => ({ ...(await page(deps, decoded(param), path, language)), module }));
  }
  if (isPagePath(path)) return null;
  return Promise.resolve({ ...NOT_FOUND(language, path, 'page'), module: 'app/routes/not-found-page.tsx' });
}
