import { z } from 'zod';
import { idParam } from '../../shared/ids.ts';
import { createdResultSchema, updateResultSchema } from '../../shared/results.ts';
import {
  handOverSchema,
  newOrderSchema,
  openProblemSchema,
  orderIdParamSchema,
  orderSchema,
  paymentIntentSchema,
  paymentResultSchema,
  testCardSchema,
} from '../../shared/orders.ts';
import { emailQuerySchema } from '../../shared/users.ts';
import { confirmReceived, handOver, openProblem } from '../services/order-lifecycle.ts';
import { bookCopy, buyerOrders, cancelOrder, findOrder } from '../services/orders.ts';
import { confirmLegacySuccess, confirmTestPayment, createPaymentIntent } from '../services/payments.ts';
import { memberProcedure, router } from '../trpc/init.ts';

export const ordersRouter = router({
  book: memberProcedure
    .meta({
      forbiddenWhen: 'has an unverified email, or the book is their own',
      idempotent: true,
      openapi: {
        method: 'POST',
        path: '/buyer-orders',
        tags: ['orders'],
        summary: 'Book a copy: the order holds it until paid, cancelled or expired',
        description:
          'Creates an unpaid order for the book, which holds the copy for its buyer until it is paid, cancelled, or its hold ' +
          '(ORDER_HOLD_MINUTES, default a day: see `expiresAt`) runs out. Only `bookPostingId`, `buyerPhone` and `buyerLocation` ' +
          'are read: the buyer is the caller, the book, price and seller come from the database (legacy clients send more; it is ' +
          'ignored). A buyer holds at most 5 unpaid bookings, and BOOKINGS_PER_SELLER (default 2) of one seller; a copy the ' +
          'caller cancelled can be booked again REBOOK_COOLDOWN_MINUTES (default 5) later. The seller is ' +
          'notified. Then pay: `POST /payments/intent/{orderId}`. **Who:** any account with a verified email, not on their own ' +
          'listing. Legacy path.',
        errorResponses: {
          401: "No valid token, or the caller's account no longer exists.",
          404: 'There is no book with this id.',
          409: 'The book is sold or someone else holds it, or the caller holds too many unpaid bookings.',
          429: 'The caller cancelled their booking of this copy less than REBOOK_COOLDOWN_MINUTES ago: the message says when to book it again.',
        },
      },
    })
    .input(newOrderSchema)
    .output(createdResultSchema)
    .mutation(({ ctx, input }) => bookCopy(ctx.deps, ctx.caller.user, input)),

  mine: memberProcedure
    .meta({
      forbiddenWhen: "asks for someone else's orders",
      openapi: {
        method: 'GET',
        path: '/buyer-orders',
        tags: ['orders'],
        summary: "A buyer's orders, newest first (query email = the buyer)",
        description:
          "Every order of the buyer whose email is given (booked, paid and cancelled), each with a copy of the book's details " +
          "as booked and the seller's contact. **Who:** that buyer, or an admin. Legacy path.",
      },
    })
    .input(emailQuerySchema)
    .output(z.array(orderSchema))
    .query(({ ctx, input }) => buyerOrders(ctx.deps, ctx.caller.user, input.email)),

  byId: memberProcedure
    .meta({
      forbiddenWhen: 'the order is not theirs',
      openapi: {
        method: 'GET',
        path: '/buyer-orders/{id}',
        tags: ['orders'],
        summary: 'One order (its buyer, its seller or an admin), or null',
        description: 'The order with this `_id`, or `null` when there is none. **Who:** its buyer, its seller, or an admin. Legacy path.',
      },
    })
    .input(idParam('order'))
    .output(orderSchema.nullable())
    .query(({ ctx, input }) => findOrder(ctx.deps, ctx.caller.user, input.id)),

  cancel: memberProcedure
    .meta({
      forbiddenWhen: "is neither the order's buyer nor an admin",
      openapi: {
        method: 'PATCH',
        path: '/buyer-orders/cancel/{id}',
        tags: ['orders'],
        summary: 'Cancel an unpaid order and free the copy (its buyer or an admin)',
        description:
          'Ends a booking: the copy can be booked again, its payment (if started) is cancelled, and the other party is ' +
          "notified. `modifiedCount` is 0 when it had already ended. **Who:** the order's buyer, or an admin.",
        errorResponses: {
          404: 'There is no order with this id.',
          409: 'The order is paid: it can no longer be cancelled.',
        },
      },
    })
    .input(idParam('order'))
    .output(updateResultSchema)
    .mutation(({ ctx, input }) => cancelOrder(ctx.deps, ctx.caller.user, input.id)),

  handedOver: memberProcedure
    .meta({
      forbiddenWhen: "is not the order's seller",
      openapi: {
        method: 'PATCH',
        path: '/buyer-orders/handed-over/{id}',
        tags: ['orders'],
        summary: 'Mark a paid order handed over (its seller)',
        description:
          'The seller says the paid copy reached its buyer, in person or shipped, with an optional note (a tracking number). ' +
          'The buyer is asked to confirm; without an answer the order completes by itself ORDER_AUTO_COMPLETE_DAYS (7) days later. ' +
          "Answers the order with `state: handed_over`. **Who:** the order's seller.",
        errorResponses: {
          404: 'There is no order with this id.',
          409: 'The order is not paid, or was handed over already (the message says what it is).',
        },
      },
    })
    .input(handOverSchema)
    .output(orderSchema)
    .mutation(({ ctx, input }) => handOver(ctx.deps, ctx.caller.user, input)),

  received: memberProcedure
    .meta({
      forbiddenWhen: "is not the order's buyer",
      openapi: {
        method: 'PATCH',
        path: '/buyer-orders/received/{id}',
        tags: ['orders'],
        summary: 'Confirm a paid order received (its buyer)',
        description:
          'The buyer has the book: the order completes (`state: completed`) and the seller is told. Works from `paid` too, ' +
          "for a handover the seller did not record. **Who:** the order's buyer.",
        errorResponses: {
          404: 'There is no order with this id.',
          409: 'The order is not paid, is completed already, or is frozen by a problem report.',
        },
      },
    })
    .input(idParam('order'))
    .output(orderSchema)
    .mutation(({ ctx, input }) => confirmReceived(ctx.deps, ctx.caller.user, input.id)),

  problem: memberProcedure
    .meta({
      forbiddenWhen: "is not the order's buyer",
      openapi: {
        method: 'POST',
        path: '/buyer-orders/problem/{id}',
        tags: ['orders'],
        summary: 'Report a problem with a paid order before it completes (its buyer)',
        description:
          'Reasons: `not_received`, `not_as_described` or `other`, with a note. The order freezes (`state: problem`): it ' +
          'neither completes by itself nor pays the seller until an admin refunds the buyer or releases it (`/problems`). ' +
          "**Who:** the order's buyer.",
        errorResponses: {
          404: 'There is no order with this id.',
          409: 'The order is not paid, is completed already, or has a problem report already.',
        },
      },
    })
    .input(openProblemSchema)
    .output(orderSchema)
    .mutation(({ ctx, input }) => openProblem(ctx.deps, ctx.caller.user, input)),

  paymentIntent: memberProcedure
    .meta({
      forbiddenWhen: "is not the order's buyer",
      idempotent: true,
      openapi: {
        method: 'POST',
        path: '/payments/intent/{orderId}',
        tags: ['payments'],
        summary: "Start paying for one's booked order; the amount comes from the order",
        description:
          'Starts a card payment for the order: with Stripe, a PaymentIntent whose `clientSecret` Stripe.js confirms; with the ' +
          'built-in test provider, a secret for `POST /payments/test/confirm`. `amount` is in minor units of `currency`, its smallest ' +
          "unit (35000 is BDT 350.00; 350 is ¥350). The order becomes paid only when the provider confirms the charge. **Who:** the order's buyer.",
        errorResponses: {
          404: 'There is no order with this id.',
          409: 'The order is already paid, its booking was cancelled or ran out, or reports have hidden the listing until an admin decides.',
        },
      },
    })
    .input(orderIdParamSchema)
    .output(paymentIntentSchema)
    .mutation(({ ctx, input }) => createPaymentIntent(ctx.deps, ctx.caller.user, input.orderId)),

  confirmTestPayment: memberProcedure
    .meta({
      forbiddenWhen: "is not the order's buyer",
      idempotent: true,
      openapi: {
        method: 'POST',
        path: '/payments/test/confirm',
        tags: ['payments'],
        summary: "The built-in test provider's card payment (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined)",
        description:
          'Pays with a test card, when the store runs without Stripe: send the `clientSecret` from `POST /payments/intent/{orderId}`. ' +
          'On success the order is paid, the copy sold, and both parties notified. An expiry date in the past is declined. ' +
          "**Who:** the order's buyer.",
        errorResponses: {
          400: 'The input is invalid (`issues` lists each problem), or the payment was not started by this store.',
          402: 'The card was declined (the message says why, as Stripe would).',
          404: 'The test provider is off (the store takes cards through Stripe), or the order no longer exists.',
          409: 'The order is already paid, reports have hidden the listing, or its booking ended before the charge (which is then refunded in full).',
        },
      },
    })
    .input(testCardSchema)
    .output(paymentResultSchema)
    .mutation(({ ctx, input }) => confirmTestPayment(ctx.deps, ctx.caller.user, input)),

  confirmPaid: memberProcedure
    .meta({
      forbiddenWhen: "is neither the order's buyer nor an admin",
      openapi: {
        method: 'PATCH',
        path: '/buyer-orders/success/{id}',
        tags: ['orders'],
        summary: "Legacy: succeeds only when the payment provider has confirmed the order's payment",
        description:
          'The legacy client calls this after paying to mark its order paid. It no longer marks anything by itself: it answers ' +
          '`modifiedCount: 1` when the provider has confirmed the payment now, 0 when the order was already paid. ' +
          "**Who:** the order's buyer, or an admin. Legacy path.",
        errorResponses: {
          404: 'There is no order with this id.',
          409: 'No confirmed payment for this order yet, or the booking ended before the charge (which is then refunded).',
        },
      },
    })
    .input(idParam('order'))
    .output(updateResultSchema)
    .mutation(({ ctx, input }) => confirmLegacySuccess(ctx.deps, ctx.caller.user, input.id)),
});
