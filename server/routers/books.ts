import { z } from 'zod';
import { bookEditSchema, sellerBookSchema, newBookSchema, pageQuery, priceChangeSchema, statusChangeSchema } from '../../shared/books.ts';
import { createdResultSchema, deleteResultSchema, updateResultSchema } from '../../shared/results.ts';
import { idParam } from '../../shared/ids.ts';
import { emailSchema } from '../../shared/users.ts';
import { isbnRecordSchema, isbnSchema } from '../../shared/isbn.ts';
import { lookUpIsbn } from '../services/isbn-lookup.ts';
import { priceHint } from '../services/price-hints.ts';
import { priceHintQuerySchema, priceHintSchema } from '../../shared/price-hints.ts';
import { editBook, ownListing } from '../services/book-edits.ts';
import { addBook, deleteBook, sellerBooks, setAdvertised, setBookPrice, setBookStatus } from '../services/books.ts';
import { roleProcedure, router } from '../trpc/init.ts';

const sellerProcedure = roleProcedure('seller');

/** A seller's own listings. The seller is always the caller; ownership is checked in the service. */
export const booksRouter = router({
  mine: roleProcedure('seller', 'admin')
    .meta({
      forbiddenWhen: "asks for another seller's books",
      openapi: {
        method: 'GET',
        path: '/books',
        tags: ['books'],
        summary: "A seller's books, newest first (query email = the seller)",
        description:
          'The listings of the seller whose email is given, hidden ones included, each with `sale`: who booked or paid for it ' +
          '(their email, phone and location) so the seller can hand the copy over. Newest first, `limit` at a time (all without ' +
          '`limit`); pass the last `_id` as `cursor` for the next page. **Who:** that seller, or an admin. Legacy path.',
      },
    })
    .input(z.object({ email: emailSchema, ...pageQuery }))
    .output(z.array(sellerBookSchema))
    .query(({ ctx, input }) => sellerBooks(ctx.deps, ctx.caller.user, input.email, input)),

  lookUpIsbn: sellerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/isbn/{isbn}/record',
        tags: ['books'],
        summary: 'Look an ISBN up, to fill a listing with its title, authors, description and cover',
        description:
          'What the book catalogue (Open Library) says of the edition: `found` false when it knows none. The ISBN may be an ' +
          'ISBN-13 or an ISBN-10, with hyphens or without. Answers are kept, so a repeat lookup is immediate; the cover is ' +
          "stored as an uploaded photo is, and its URL can be sent as the listing's `image`. When the catalogue does not answer " +
          'within OPEN_LIBRARY_TIMEOUT_MS (default 4 s), 503 says so: type the book in. **Who:** sellers.',
        errorResponses: {
          400: 'The ISBN is not one (its check digit does not hold).',
          503: 'The book catalogue did not answer in time, or keeps failing: type the book in. `Retry-After` says when to try again.',
        },
      },
    })
    .input(z.object({ isbn: isbnSchema }))
    .output(isbnRecordSchema)
    .query(({ ctx, input }) => lookUpIsbn(ctx.deps, input.isbn)),

  priceHint: sellerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/price-hint',
        tags: ['books'],
        summary: 'What copies like the one being listed ask and sold for here',
        description:
          'Comparable copies: the same edition (`isbn`), or the same title and author (case aside), in the same `condition`. ' +
          '`asking` is what those on sale now ask; `sold` what they sold for in the last 12 months. Each is the median, the ' +
          'lowest and the highest price in minor units, and how many copies; null when fewer than 3 compare. Pass the ' +
          'listing being edited as `except`. **Who:** sellers.',
        errorResponses: { 400: 'Neither an ISBN nor a title and an author, or a condition that is not one.' },
      },
    })
    .input(priceHintQuerySchema)
    .output(priceHintSchema)
    .query(({ ctx, input }) => priceHint(ctx.deps, input)),

  add: sellerProcedure
    .meta({
      idempotent: true,
      openapi: {
        method: 'POST',
        path: '/books',
        tags: ['books'],
        summary: 'List a book for sale; addedBy, status and advertise in the body are ignored',
        description:
          'Creates a listing of the caller: available, not advertised. Upload the photo first (`POST /images`) and send its ' +
          '`display_url` as `image`. `price` is the resale price in major units of the store currency (a string or a number, with ' +
          "at most the currency's decimals: two for BDT, none for JPY). `originalPrice`, optional, is what the book cost new: " +
          'more than `price`, and cards show it struck out; ' +
          'nothing is shown struck out without it. A seller lists at most LISTINGS_PER_HOUR (default ' +
          '30) books an hour and LISTINGS_PER_DAY (100) a day. **Who:** sellers. Legacy path.',
        errorResponses: {
          400: 'The input is invalid (`issues` lists each problem), or the category does not exist (the message lists the valid ones).',
          429: 'Too many calls a minute, or the seller reached their listings per hour or per day. `Retry-After` says when to try again (seconds) for the former.',
        },
      },
    })
    .input(newBookSchema)
    .output(createdResultSchema)
    .mutation(({ ctx, input }) => addBook(ctx.deps, ctx.caller.user, input)),

  own: sellerProcedure
    .meta({
      forbiddenWhen: "is not the book's seller",
      openapi: {
        method: 'GET',
        path: '/books/{id}',
        tags: ['books'],
        summary: 'One of your own listings, to edit it',
        description:
          'The listing as My products shows it (hidden ones too, with who holds it): what `PATCH /books/{id}` starts from. ' + "**Who:** the book's seller.",
        errorResponses: { 404: 'There is no book with this id.' },
      },
    })
    .input(idParam('book'))
    .output(sellerBookSchema)
    .query(({ ctx, input }) => ownListing(ctx.deps, ctx.caller.user, input.id)),

  edit: sellerProcedure
    .meta({
      forbiddenWhen: "is not the book's seller",
      openapi: {
        method: 'PATCH',
        path: '/books/{id}',
        tags: ['books'],
        summary: 'Edit a listing: any of its fields, while no order holds the copy',
        description:
          'Changes the fields sent, each checked as `POST /books` checks it; a field not sent stays as it is, and null or an ' +
          'empty string clears an optional one (`years`, `originalPrice`, `isbn`). A new `image` is uploaded first (`POST /images`). ' +
          'Search finds the new words at once; saved searches the listing now matches are alerted, and a lower price tells ' +
          'whoever saved it. A booking or a sale keeps what the buyer agreed to, so a copy an order holds cannot be edited. ' +
          "`modifiedCount` is 0 when nothing changed. **Who:** the book's seller.",
        errorResponses: {
          400: 'The input is invalid (`issues` lists each problem), the category does not exist, or the price is not less than the price when new.',
          404: 'There is no book with this id.',
          409: 'An order holds the copy (booked or paid), or the book is sold and the price was to change.',
        },
      },
    })
    .input(bookEditSchema)
    .output(updateResultSchema)
    .mutation(({ ctx, input }) => editBook(ctx.deps, ctx.caller.user, input)),

  remove: roleProcedure('seller', 'admin')
    .meta({
      forbiddenWhen: "is a seller but not the book's",
      openapi: {
        method: 'DELETE',
        path: '/books/{id}',
        tags: ['books'],
        summary: 'Delete a listing (its seller, or an admin)',
        description:
          'Takes a listing down for good: its unpaid booking is cancelled (the buyer is told) and its open reports close. Paid ' +
          "orders keep their copy of the details. **Who:** the book's seller, or an admin. Legacy path.",
        errorResponses: { 404: 'There is no book with this id.' },
      },
    })
    .input(idParam('book'))
    .output(deleteResultSchema)
    .mutation(({ ctx, input }) => deleteBook(ctx.deps, ctx.caller.user, input.id)),

  setStatus: sellerProcedure
    .meta({
      forbiddenWhen: "is not the book's seller",
      openapi: {
        method: 'PATCH',
        path: '/book/status/{id}',
        tags: ['books'],
        summary: 'Mark a book available or sold',
        description:
          'Marking a booked copy sold (sold elsewhere) cancels its booking and tells the buyer. `modifiedCount` is 0 when the ' +
          "book already had that status. **Who:** the book's seller. Legacy path.",
        errorResponses: {
          404: 'There is no book with this id.',
          409: 'The copy has been paid for: it cannot be made available again.',
        },
      },
    })
    .input(statusChangeSchema)
    .output(updateResultSchema)
    .mutation(({ ctx, input }) => setBookStatus(ctx.deps, ctx.caller.user, input.id, input.status)),

  price: sellerProcedure
    .meta({
      forbiddenWhen: "is not the book's seller",
      openapi: {
        method: 'PATCH',
        path: '/book/price/{id}',
        tags: ['books'],
        summary: 'Change the price of a book not sold yet',
        description:
          'Sets a new price; a booking already made keeps the price it was made at. A lower price tells everyone who saved the ' +
          "book to their wishlist. `modifiedCount` is 0 when the price was already that. **Who:** the book's seller.",
        errorResponses: {
          400: 'The input is invalid (`issues` lists each problem), or the price is not less than the price when new the seller gave.',
          404: 'There is no book with this id.',
          409: 'The book is sold.',
        },
      },
    })
    .input(priceChangeSchema)
    .output(updateResultSchema)
    .mutation(({ ctx, input }) => setBookPrice(ctx.deps, ctx.caller.user, input)),

  advertise: sellerProcedure
    .meta({
      forbiddenWhen: "is not the book's seller",
      openapi: {
        method: 'PATCH',
        path: '/book/feature/{id}',
        tags: ['books'],
        summary: 'Advertise a book on the home page (not when sold)',
        description: "Shows the book among the advertised books while it is available. **Who:** the book's seller. Legacy path.",
        errorResponses: {
          404: 'There is no book with this id.',
          409: 'The book is sold: a sold book cannot be advertised.',
        },
      },
    })
    .input(idParam('book'))
    .output(updateResultSchema)
    .mutation(({ ctx, input }) => setAdvertised(ctx.deps, ctx.caller.user, input.id, true)),

  unadvertise: sellerProcedure
    .meta({
      forbiddenWhen: "is not the book's seller",
      openapi: {
        method: 'PATCH',
        path: '/book/feature/remove/{id}',
        tags: ['books'],
        summary: 'Stop advertising a book',
        description: "Takes the book off the advertised books. **Who:** the book's seller. Legacy path.",
        errorResponses: { 404: 'There is no book with this id.' },
      },
    })
    .input(idParam('book'))
    .output(updateResultSchema)
    .mutation(({ ctx, input }) => setAdvertised(ctx.deps, ctx.caller.user, input.id, false)),
});
