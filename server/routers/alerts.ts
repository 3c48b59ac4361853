import { z } from 'zod';
import { savedBookIdsSchema, savedSearchIdSchema, savedSearchInputSchema, savedSearchSchema, wishlistBookSchema } from '../../shared/alerts.ts';
import { bookSchema, pageQuery } from '../../shared/books.ts';
import { createdResultSchema, deleteResultSchema, updateResultSchema } from '../../shared/results.ts';
import { deleteSavedSearch, savedSearches, saveSearch } from '../services/saved-searches.ts';
import { savedBookIds, saveBook, unsaveBook, wishlist } from '../services/wishlist.ts';
import { memberProcedure, router } from '../trpc/init.ts';

/** What a user keeps to be told about: books they saved (the wishlist) and searches they saved. */
export const alertsRouter = router({
  saveBook: memberProcedure
    .meta({
      forbiddenWhen: 'the book is their own',
      openapi: {
        method: 'PUT',
        path: '/wishlist/{bookId}',
        tags: ['alerts'],
        summary: "Save a book to the caller's wishlist",
        description:
          'The caller is told when the book drops in price or can be booked again, and its seller sees how many saved it. ' +
          'Saving it again changes nothing (`modifiedCount` 0). **Who:** anyone with an account record, not for their own listing.',
        errorResponses: { 404: 'There is no book with this id (or it is hidden).' },
      },
      privateWrite: true,
    })
    .input(wishlistBookSchema)
    .output(updateResultSchema)
    .mutation(({ ctx, input }) => saveBook(ctx.deps, ctx.caller.user, input.bookId)),

  unsaveBook: memberProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/wishlist/{bookId}',
        tags: ['alerts'],
        summary: "Take a book off the caller's wishlist",
        description: 'No more alerts about it. A book not on the wishlist changes nothing (`modifiedCount` 0). **Who:** anyone with an account record.',
        errorResponses: { 404: 'There is no book with this id.' },
      },
      privateWrite: true,
    })
    .input(wishlistBookSchema)
    .output(updateResultSchema)
    .mutation(({ ctx, input }) => unsaveBook(ctx.deps, ctx.caller.user, input.bookId)),

  wishlist: memberProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/wishlist',
        tags: ['alerts'],
        summary: "The caller's saved books, the latest saved first",
        description:
          'The books the caller saved that the public may still see, `limit` at a time (all when no limit is given); for the ' +
          "next page pass the last book's `_id` as `cursor`. **Who:** anyone with an account record, their own.",
        errorResponses: { 400: '`limit` or `cursor` is malformed.' },
      },
    })
    .input(z.object(pageQuery))
    .output(z.array(bookSchema))
    .query(({ ctx, input }) => wishlist(ctx.deps, ctx.caller.user, input)),

  savedBookIds: memberProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/wishlist/ids',
        tags: ['alerts'],
        summary: 'The ids of the books the caller saved',
        description: 'So a client draws the hearts of saved books filled. **Who:** anyone with an account record, their own.',
      },
    })
    .input(z.void())
    .output(savedBookIdsSchema)
    .query(({ ctx }) => savedBookIds(ctx.deps, ctx.caller.user)),

  saveSearch: memberProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/saved-searches',
        tags: ['alerts'],
        summary: 'Be told of new listings that match a search',
        description:
          'Saves the words and filters of a search (as `GET /books/search` takes them, words required); every new listing that ' +
          'matches them, by the same rules (word prefixes, typos, filters), tells the caller once, under the bell and by email ' +
          'as they chose (a daily digest by default). Saving a search the caller already saved (same words and filters) answers ' +
          "that one's id and adds nothing. At most 20 saved searches. **Who:** anyone with an account record.",
        errorResponses: {
          400: 'No words, a filter that is not valid, an unknown category, or minPrice above maxPrice.',
          409: 'The caller already has 20 saved searches.',
        },
      },
      privateWrite: true,
    })
    .input(savedSearchInputSchema)
    .output(createdResultSchema)
    .mutation(({ ctx, input }) => saveSearch(ctx.deps, ctx.caller.user, input)),

  savedSearches: memberProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/saved-searches',
        tags: ['alerts'],
        summary: "The caller's saved searches, newest first",
        description: 'Every search the caller is told about (at most 20). **Who:** anyone with an account record, their own.',
      },
    })
    .input(z.void())
    .output(z.array(savedSearchSchema))
    .query(({ ctx }) => savedSearches(ctx.deps, ctx.caller.user)),

  deleteSavedSearch: memberProcedure
    .meta({
      forbiddenWhen: "the saved search is someone else's",
      openapi: {
        method: 'DELETE',
        path: '/saved-searches/{id}',
        tags: ['alerts'],
        summary: 'Stop being told about a saved search',
        description: 'Deletes it; listings already alerted stay under the bell. **Who:** its owner.',
        errorResponses: { 404: 'There is no saved search with this id.' },
      },
      privateWrite: true,
    })
    .input(savedSearchIdSchema)
    .output(deleteResultSchema)
    .mutation(({ ctx, input }) => deleteSavedSearch(ctx.deps, ctx.caller.user, input.id)),
});
