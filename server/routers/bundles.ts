import { z } from 'zod';
import { bundleDiscountSchema, bundleSchema, newBundleSchema } from '../../shared/bundles.ts';
import { idParam } from '../../shared/ids.ts';
import { bookBundle, bundleDiscount, findBundle, setBundleDiscount } from '../services/bundles.ts';
import { memberProcedure, roleProcedure, router } from '../trpc/init.ts';

const sellerProcedure = roleProcedure('seller');

/** Several copies of one seller in one checkout, and the seller's bundle discount. */
export const bundlesRouter = router({
  book: memberProcedure
    .meta({
      forbiddenWhen: 'has an unverified email, or the books are their own',
      idempotent: true,
      openapi: {
        method: 'POST',
        path: '/bundles',
        tags: ['orders'],
        summary: 'Book several copies of one seller together: one payment, one handover, one review',
        description:
          'Books every copy in one go, each as its own order (so `GET /buyer-orders` shows one order per book), holding them ' +
          'all until the bundle is paid, cancelled, or its hold runs out. The price is the listed prices added up, less the ' +
          "seller's bundle discount when the bundle is big enough; each order carries its share, to the unit. A copy that " +
          'cannot be booked (sold or booked a moment before, gone, or over the booking limits) refuses the whole bundle, and ' +
          'the message names it. A bundle counts as one booking against the limits. Then pay with ' +
          '`POST /payments/intent/{orderId}` for any of its orders: one payment for the whole bundle. Cancelling, handing ' +
          'over, confirming, reporting a problem and rating any of its orders does it for the bundle. **Who:** any account ' +
          'with a verified email, not on their own listings.',
        errorResponses: {
          400: 'Fewer than two books or more than ten, a book twice, or books of several sellers.',
          404: 'A book is not listed (any more).',
          409: 'A copy is sold or booked by someone else, or the caller holds too many unpaid bookings: the message names the copy.',
          429: 'The caller cancelled their booking of one of the copies a moment ago.',
        },
      },
    })
    .input(newBundleSchema)
    .output(bundleSchema)
    .mutation(({ ctx, input }) => bookBundle(ctx.deps, ctx.caller.user, input)),

  byId: memberProcedure
    .meta({
      forbiddenWhen: 'the bundle is not theirs',
      openapi: {
        method: 'GET',
        path: '/bundles/{id}',
        tags: ['orders'],
        summary: 'One bundle with its orders (its buyer, its seller or an admin), or null',
        description: "The bundle with this `_id` (an order's `bundleId`), or `null` when there is none. **Who:** its buyer, its seller, or an admin.",
      },
    })
    .input(idParam('bundle'))
    .output(bundleSchema.nullable())
    .query(({ ctx, input }) => findBundle(ctx.deps, ctx.caller.user, input.id)),

  discount: sellerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/me/bundle-discount',
        tags: ['orders'],
        summary: 'Your bundle discount',
        description: 'The percent off a bundle of your copies, and from how many copies it applies; 0 % when you give none. **Who:** sellers.',
      },
    })
    .input(z.void())
    .output(bundleDiscountSchema)
    .query(({ ctx }) => bundleDiscount(ctx.deps, ctx.caller.user)),

  setDiscount: sellerProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/me/bundle-discount',
        tags: ['orders'],
        summary: 'Set your bundle discount: a percent off a bundle of enough of your copies',
        description:
          'For example 10 % off a bundle of 3 copies or more (0 to 50 %, 2 to 10 copies; 0 % for none). Buyers see it on your ' +
          'books and your profile; bundles booked from now on get it, those booked before keep theirs. **Who:** sellers.',
        errorResponses: { 400: 'The percent or the number of copies is out of range.' },
      },
    })
    .input(bundleDiscountSchema)
    .output(bundleDiscountSchema)
    .mutation(({ ctx, input }) => setBundleDiscount(ctx.deps, ctx.caller.user, input)),
});
