import { z } from 'zod';
import {
  sellerBookSchema,
  deleteResultSchema,
  idParamSchema,
  newBookSchema,
  pageQuery,
  statusChangeSchema,
  updateResultSchema,
} from '../../shared/books.ts';
import { emailSchema, insertResultSchema } from '../../shared/users.ts';
import { addBook, deleteBook, sellerBooks, setAdvertised, setBookStatus } from '../services/books.ts';
import { roleProcedure, router } from '../trpc/init.ts';

const sellerProcedure = roleProcedure('seller');

/** A seller's own listings. The seller is always the caller; ownership is checked in the service. */
export const booksRouter = router({
  mine: roleProcedure('seller', 'admin')
    .meta({ openapi: { method: 'GET', path: '/books', tags: ['books'], summary: 'A seller\'s books, newest first (query email = the seller)' } })
    .input(z.object({ email: emailSchema, ...pageQuery }))
    .output(z.array(sellerBookSchema))
    .query(({ ctx, input }) => sellerBooks(ctx.deps, ctx.caller.user, input.email, input)),

  add: sellerProcedure
    .meta({
      openapi: { method: 'POST', path: '/books', tags: ['books'], summary: 'List a book for sale; addedBy, status and advertise in the body are ignored' },
    })
    .input(newBookSchema)
    .output(insertResultSchema.extend({ insertedId: z.string() }))
    .mutation(({ ctx, input }) => addBook(ctx.deps, ctx.caller.user, input)),

  remove: roleProcedure('seller', 'admin')
    .meta({ openapi: { method: 'DELETE', path: '/books/{id}', tags: ['books'], summary: 'Delete a listing (its seller, or an admin)' } })
    .input(idParamSchema)
    .output(deleteResultSchema)
    .mutation(({ ctx, input }) => deleteBook(ctx.deps, ctx.caller.user, input.id)),

  setStatus: sellerProcedure
    .meta({ openapi: { method: 'PATCH', path: '/book/status/{id}', tags: ['books'], summary: 'Mark a book available or sold' } })
    .input(statusChangeSchema)
    .output(updateResultSchema)
    .mutation(({ ctx, input }) => setBookStatus(ctx.deps, ctx.caller.user, input.id, input.status)),

  advertise: sellerProcedure
    .meta({ openapi: { method: 'PATCH', path: '/book/feature/{id}', tags: ['books'], summary: 'Advertise a book on the home page (not when sold)' } })
    .input(idParamSchema)
    .output(updateResultSchema)
    .mutation(({ ctx, input }) => setAdvertised(ctx.deps, ctx.caller.user, input.id, true)),

  unadvertise: sellerProcedure
    .meta({ openapi: { method: 'PATCH', path: '/book/feature/remove/{id}', tags: ['books'], summary: 'Stop advertising a book' } })
    .input(idParamSchema)
    .output(updateResultSchema)
    .mutation(({ ctx, input }) => setAdvertised(ctx.deps, ctx.caller.user, input.id, false)),
});
