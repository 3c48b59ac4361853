import { z } from 'zod';
import { idParamSchema, updateResultSchema } from '../../shared/books.ts';
import {
  newOrderSchema,
  orderIdParamSchema,
  orderSchema,
  paymentIntentSchema,
  paymentResultSchema,
  testCardSchema,
} from '../../shared/orders.ts';
import { newReportSchema } from '../../shared/reports.ts';
import { emailQuerySchema, insertResultSchema } from '../../shared/users.ts';
import { bookCopy, buyerOrders, cancelOrder, findOrder } from '../services/orders.ts';
import { reportListing } from '../services/reports.ts';
import { confirmLegacySuccess, confirmTestPayment, createPaymentIntent } from '../services/payments.ts';
import { roleProcedure, router } from '../trpc/init.ts';

/** Anyone signed in with an account record may book (except their own listing) and see their orders. */
const memberProcedure = roleProcedure('buyer', 'seller', 'admin');

export const ordersRouter = router({
  book: memberProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/buyer-orders',
        tags: ['orders'],
        summary: 'Book a copy: the order holds it until paid, cancelled or expired',
        description: 'Only bookPostingId, buyerPhone and buyerLocation are read; the buyer is the caller, the book and seller come from the database.',
      },
    })
    .input(newOrderSchema)
    .output(insertResultSchema.extend({ insertedId: z.string() }))
    .mutation(({ ctx, input }) => bookCopy(ctx.deps, ctx.caller.user, input)),

  mine: memberProcedure
    .meta({ openapi: { method: 'GET', path: '/buyer-orders', tags: ['orders'], summary: 'A buyer\'s orders, newest first (query email = the buyer)' } })
    .input(emailQuerySchema)
    .output(z.array(orderSchema))
    .query(({ ctx, input }) => buyerOrders(ctx.deps, ctx.caller.user, input.email)),

  byId: memberProcedure
    .meta({ openapi: { method: 'GET', path: '/buyer-orders/{id}', tags: ['orders'], summary: 'One order (its buyer, its seller or an admin), or null' } })
    .input(idParamSchema)
    .output(orderSchema.nullable())
    .query(({ ctx, input }) => findOrder(ctx.deps, ctx.caller.user, input.id)),

  cancel: memberProcedure
    .meta({ openapi: { method: 'PATCH', path: '/buyer-orders/cancel/{id}', tags: ['orders'], summary: 'Cancel an unpaid order and free the copy (its buyer or an admin)' } })
    .input(idParamSchema)
    .output(updateResultSchema)
    .mutation(({ ctx, input }) => cancelOrder(ctx.deps, ctx.caller.user, input.id)),

  paymentIntent: memberProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/payments/intent/{orderId}',
        tags: ['payments'],
        summary: 'Start paying for one\'s booked order; the amount comes from the order',
      },
    })
    .input(orderIdParamSchema)
    .output(paymentIntentSchema)
    .mutation(({ ctx, input }) => createPaymentIntent(ctx.deps, ctx.caller.user, input.orderId)),

  confirmTestPayment: memberProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/payments/test/confirm',
        tags: ['payments'],
        summary: 'The built-in test provider\'s card payment (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined)',
      },
    })
    .input(testCardSchema)
    .output(paymentResultSchema)
    .mutation(({ ctx, input }) => confirmTestPayment(ctx.deps, ctx.caller.user, input)),

  confirmPaid: memberProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/buyer-orders/success/{id}',
        tags: ['orders'],
        summary: 'Legacy: succeeds only when the payment provider has confirmed the order\'s payment',
      },
    })
    .input(idParamSchema)
    .output(updateResultSchema)
    .mutation(({ ctx, input }) => confirmLegacySuccess(ctx.deps, ctx.caller.user, input.id)),

  report: memberProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/reports',
        tags: ['orders'],
        summary: 'Report a listing (once per listing); three open reports hide it until an admin decides',
      },
    })
    .input(newReportSchema)
    .output(insertResultSchema.extend({ insertedId: z.string() }))
    .mutation(({ ctx, input }) => reportListing(ctx.deps, ctx.caller.user, input)),
});
