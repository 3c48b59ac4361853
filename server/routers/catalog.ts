import { z } from 'zod';
import { categorySchema, categorySlugSchema } from '../../shared/catalog.ts';
import { storeConfigSchema } from '../../shared/store-config.ts';
import { storeConfig } from '../services/store-config.ts';
import { sitePageQuerySchema, sitePageSchema } from '../../shared/site-page-content.ts';
import { sitePage } from '../services/site-pages.ts';
import { NotFound } from '../services/domain-errors.ts';
import { bookSchema, editionQuerySchema, pageQuery, searchQuerySchema, searchResultSchema } from '../../shared/books.ts';
import { idParam } from '../../shared/ids.ts';
import { searchBooks } from '../services/search.ts';
import { emailSchema, userSchema } from '../../shared/users.ts';
import { advertisedBooks, booksInCategory, findBook } from '../services/books.ts';
import { findVerifiedSeller } from '../services/users.ts';
import { sellerBooksQuerySchema, sellerProfileSchema } from '../../shared/sellers.ts';
import { sellerListings, sellerProfile } from '../services/sellers.ts';
import { findCategory, listCategories } from '../services/catalog.ts';
import { signedIn } from '../trpc/public-read.ts';
import { publicReadProcedure, router } from '../trpc/init.ts';
import { countBookView } from './count-book-view.ts';

export const catalogRouter = router({
  categories: publicReadProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/categories',
        tags: ['catalog'],
        summary: 'All categories',
        description: 'Every category, by name. Public: no token needed. Legacy path.',
      },
    })
    .input(z.void())
    .output(z.array(categorySchema))
    .query(({ ctx }) => listCategories(ctx.deps)),

  category: publicReadProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/category/{categoryId}',
        tags: ['catalog'],
        summary: 'One category by its categoryId, or null',
        description: 'The category whose `categoryId` (its URL slug) is given; `null` when there is none. Public. Legacy path.',
      },
    })
    .input(z.object({ categoryId: categorySlugSchema }))
    .output(categorySchema.nullable())
    .query(({ ctx, input }) => findCategory(ctx.deps, input.categoryId)),

  storeConfig: publicReadProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/config',
        tags: ['catalog'],
        summary: 'Public settings the web client needs at start',
        description: 'The store currency, the Firebase web configuration to sign in with, and the Stripe publishable key when Stripe is on. Public.',
      },
      database: false,
    })
    .input(z.void())
    .output(storeConfigSchema)
    .query(({ ctx }) => storeConfig(ctx.deps.config)),

  sitePage: publicReadProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/pages/{slug}',
        tags: ['catalog'],
        summary: "One of the store's own pages: about, contact, help, terms, privacy or cookies",
        description:
          "The page's heading, description and blocks (headings, paragraphs, lists; runs of text, strong text and links), read " +
          "from the operator's Markdown file (SITE_PAGES_DIR, else the store's content/pages): `<slug>.md` in English, " +
          '`<slug>.bn.md` in Bangla (`lang=bn`; the English page while there is none, said by `lang`). Public.',
        errorResponses: { 400: 'There is no such page (the message lists them).', 404: "The page's file is missing." },
      },
      database: false,
    })
    .input(sitePageQuerySchema)
    .output(sitePageSchema)
    .query(async ({ ctx, input }) => {
      const page = await sitePage(ctx.deps, input.slug, input.lang);
      if (!page) throw new NotFound(`This page has no text yet: its file ${input.slug}.md is missing.`);
      return page;
    }),

  booksInCategory: publicReadProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/books/categoryId',
        tags: ['catalog'],
        summary: 'The books of a category, newest first, sold ones included (query id = categoryId)',
        description:
          'Every listed book of the category (sold ones too, for the legacy client to grey out), newest first, ' +
          "`limit` at a time (all when no limit is given). For the next page pass the last book's `_id` as `cursor`; " +
          'a page shorter than `limit` is the last. An unknown category has no books. Public; a signed-in caller also gets ' +
          "each seller's `phone` and email (`addedBy`), which anyone else gets empty. Legacy path.",
      },
      signedInSeesMore: true,
    })
    .input(z.object({ id: categorySlugSchema, ...pageQuery }))
    .output(z.array(bookSchema))
    .query(async ({ ctx, input }) => booksInCategory(ctx.deps, input.id, input, { contact: await signedIn(ctx) })),

  advertised: publicReadProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/feature/books',
        tags: ['catalog'],
        summary: 'Advertised books that can be booked',
        description: 'The books their sellers advertise that are available and not booked, newest first (the home page). Public. Legacy path.',
      },
    })
    .input(z.void())
    .output(z.array(bookSchema))
    .query(({ ctx }) => advertisedBooks(ctx.deps)),

  book: publicReadProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/book/{id}',
        tags: ['catalog'],
        summary: 'One book, or null',
        description: 'A listed book by its `_id`; `null` when there is none or it is hidden by reports. Public. Legacy path.',
      },
      onRead: countBookView,
    })
    .input(idParam('book'))
    .output(bookSchema.nullable())
    .query(({ ctx, input }) => findBook(ctx.deps, input.id)),

  verifiedSeller: publicReadProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/seller/verified/{email}',
        tags: ['catalog'],
        summary: 'The seller when verified, else null',
        description: 'The seller with this email when an admin has verified them (their cards carry a badge); `null` otherwise. Public. Legacy path.',
      },
    })
    .input(z.object({ email: emailSchema }))
    .output(userSchema.nullable())
    .query(({ ctx, input }) => findVerifiedSeller(ctx.deps, input.email)),

  seller: publicReadProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/sellers/{id}',
        tags: ['catalog'],
        summary: "A seller's public profile, or null",
        description:
          'The seller with this `_id`: name, photo, bio, whether an admin verified them, when they joined and how many of ' +
          'their listings are sold (never their email or phone). `null` when there is no seller with this id (buyers and ' +
          'admins have no public profile). Changes nothing. **Who:** anyone; no token needed.',
      },
    })
    .input(idParam('seller'))
    .output(sellerProfileSchema.nullable())
    .query(({ ctx, input }) => sellerProfile(ctx.deps, input.id)),

  sellerBooks: publicReadProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/sellers/{id}/books',
        tags: ['catalog'],
        summary: "A seller's listings, available copies first, then newest first",
        description:
          "The seller's listings the public may see (not those hidden by reports), available copies first and sold ones " +
          'after, each part newest first, `limit` at a time (all when no limit is given). For the next page pass the last ' +
          "book's `_id` as `cursor`; a page shorter than `limit` is the last. An unknown seller has no books. Changes " +
          'nothing. **Who:** anyone; no token needed.',
        errorResponses: { 400: 'The id, `limit` or `cursor` is malformed.' },
      },
    })
    .input(sellerBooksQuerySchema)
    .output(z.array(bookSchema))
    .query(({ ctx, input }) => sellerListings(ctx.deps, input.id, input)),

  search: publicReadProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/books/search',
        tags: ['catalog'],
        summary: 'Search books by title or author words (prefix and typo tolerant) with filters, sort and cursor paging',
        description:
          'Listed books, available and sold (`status` says which), matching every word of `q` in the title or author (a word may be a prefix or have a typo), ' +
          'narrowed by the filters, which combine. Answers `limit` books and a `nextCursor`: pass it as `cursor` with the same ' +
          'query for the next page; it is `null` on the last page. Public.',
        errorResponses: { 400: 'The query is invalid, `minPrice` is more than `maxPrice`, or `cursor` is not one this search gave out.' },
      },
    })
    .input(searchQuerySchema)
    .output(searchResultSchema)
    .query(({ ctx, input }) => searchBooks(ctx.deps, input)),

  edition: publicReadProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/isbn/{isbn}',
        tags: ['catalog'],
        summary: 'Every available copy of one edition, from every seller, cheapest first',
        description:
          'The listed copies whose seller gave this ISBN, available ones only, cheapest first. The ISBN may be an ISBN-13 or an ' +
          'ISBN-10, with hyphens or without; `GET /books/search?q=<isbn>` finds the same copies, sold ones too. Answers `limit` ' +
          'books and a `nextCursor` as the search does. Public.',
        errorResponses: { 400: 'The ISBN is not one (its check digit does not hold), or `cursor` is not one this list gave out.' },
      },
    })
    .input(editionQuerySchema)
    .output(searchResultSchema)
    .query(({ ctx, input }) => searchBooks(ctx.deps, { q: input.isbn, sort: 'price_asc', limit: input.limit, cursor: input.cursor }, { availableOnly: true })),
});
