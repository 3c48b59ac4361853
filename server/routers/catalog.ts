import { z } from 'zod';
import { categorySchema, categorySlugSchema } from '../../shared/catalog.ts';
import { storeConfigSchema } from '../../shared/store-config.ts';
import { storeConfig } from '../services/store-config.ts';
import { bookSchema, idParamSchema, pageQuery, searchQuerySchema, searchResultSchema } from '../../shared/books.ts';
import { searchBooks } from '../services/search.ts';
import { emailSchema, userSchema } from '../../shared/users.ts';
import { advertisedBooks, booksInCategory, findBook } from '../services/books.ts';
import { findVerifiedSeller } from '../services/users.ts';
import { findCategory, listCategories } from '../services/catalog.ts';
import type { Context } from '../trpc/context.ts';
import { publicProcedure, router } from '../trpc/init.ts';

/** A public read, served from the moment-long cache of public reads (see PublicReadCache). */
function remembered<T>(ctx: Context, path: string, input: unknown, load: () => Promise<T>): Promise<T> {
  return ctx.deps.publicReads.read(`${path}:${JSON.stringify(input ?? null)}`, load);
}

export const catalogRouter = router({
  categories: publicProcedure
    .meta({
      openapi: { method: 'GET', path: '/categories', tags: ['catalog'], protect: false, summary: 'All categories' },
    })
    .input(z.void())
    .output(z.array(categorySchema))
    .query(({ ctx, path }) => remembered(ctx, path, undefined, () => listCategories(ctx.deps))),

  category: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/category/{categoryId}',
        tags: ['catalog'],
        protect: false,
        summary: 'One category by its categoryId, or null',
      },
    })
    .input(z.object({ categoryId: categorySlugSchema }))
    .output(categorySchema.nullable())
    .query(({ ctx, path, input }) => remembered(ctx, path, input, () => findCategory(ctx.deps, input.categoryId))),

  storeConfig: publicProcedure
    .meta({
      openapi: { method: 'GET', path: '/config', tags: ['catalog'], protect: false, summary: 'Public settings the web client needs at start' },
    })
    .input(z.void())
    .output(storeConfigSchema)
    .query(({ ctx }) => storeConfig(ctx.deps.config)),

  booksInCategory: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/books/categoryId',
        tags: ['catalog'],
        protect: false,
        summary: 'The books of a category, newest first, sold ones included (query id = categoryId)',
      },
    })
    .input(z.object({ id: categorySlugSchema, ...pageQuery }))
    .output(z.array(bookSchema))
    .query(({ ctx, path, input }) => remembered(ctx, path, input, () => booksInCategory(ctx.deps, input.id, input))),

  advertised: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/feature/books', tags: ['catalog'], protect: false, summary: 'Advertised books that can be booked' } })
    .input(z.void())
    .output(z.array(bookSchema))
    .query(({ ctx, path }) => remembered(ctx, path, undefined, () => advertisedBooks(ctx.deps))),

  book: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/book/{id}', tags: ['catalog'], protect: false, summary: 'One book, or null' } })
    .input(idParamSchema)
    .output(bookSchema.nullable())
    .query(({ ctx, path, input }) => remembered(ctx, path, input, () => findBook(ctx.deps, input.id))),

  verifiedSeller: publicProcedure
    .meta({
      openapi: { method: 'GET', path: '/seller/verified/{email}', tags: ['catalog'], protect: false, summary: 'The seller when verified, else null' },
    })
    .input(z.object({ email: emailSchema }))
    .output(userSchema.nullable())
    .query(({ ctx, path, input }) => remembered(ctx, path, input, () => findVerifiedSeller(ctx.deps, input.email))),

  search: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/books/search',
        tags: ['catalog'],
        protect: false,
        summary: 'Search books by title or author words (prefix and typo tolerant) with filters, sort and cursor paging',
      },
    })
    .input(searchQuerySchema)
    .output(searchResultSchema)
    .query(({ ctx, path, input }) => remembered(ctx, path, input, () => searchBooks(ctx.deps, input))),
});
