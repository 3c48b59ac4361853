import { z } from 'zod';
import { pageQuery } from '../../shared/books.ts';
import { deleteResultSchema, updateResultSchema } from '../../shared/results.ts';
import { idParam } from '../../shared/ids.ts';
import { orderSchema } from '../../shared/orders.ts';
import { reportedItemSchema } from '../../shared/reports.ts';
import { owedSaleSchema, reconciliationSchema, settleOwedSchema } from '../../shared/settlements.ts';
import { userSchema } from '../../shared/users.ts';
import { problemOrders, refundProblem, releaseProblem } from '../services/order-lifecycle.ts';
import { reconcile } from '../services/reconciliation.ts';
import { dismissReport, reportedItems, upholdReport } from '../services/reports.ts';
import { owedToDeletedSellers, settleOwed } from '../services/settlements.ts';
import { deleteUser, setListingCap, usersWithRole, verifySeller } from '../services/user-admin.ts';
import { roleProcedure, router } from '../trpc/init.ts';

const adminProcedure = roleProcedure('admin');
const pageInput = z.object(pageQuery);
/** The legacy client sends `{ status: 0 }`; it is read for nothing. */
const verifySellerSchema = idParam('seller')
  .extend({ status: z.unknown().optional().meta({ description: 'Ignored: the seller becomes verified whatever it says (legacy clients send 0).' }) })
  .meta({ examples: [{ status: 0 }] });

/** The admin's work: sellers and buyers, verification, removing users, and reported listings. Every change is audited. */
export const adminRouter = router({
  buyers: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/all-buyers',
        tags: ['admin'],
        summary: 'All buyers, newest first',
        description:
          'Buyer accounts, newest first, `limit` at a time (all without `limit`); pass the last `_id` as `cursor` for the next page. **Who:** admins. Legacy path.',
      },
    })
    .input(pageInput)
    .output(z.array(userSchema))
    .query(({ ctx, input }) => usersWithRole(ctx.deps, 'buyer', input)),

  sellers: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/all-sellers',
        tags: ['admin'],
        summary: 'All sellers with their verification status, newest first',
        description: 'Seller accounts with `status` (verified or unverified), newest first, paged like `/all-buyers`. **Who:** admins. Legacy path.',
      },
    })
    .input(pageInput)
    .output(z.array(userSchema))
    .query(({ ctx, input }) => usersWithRole(ctx.deps, 'seller', input)),

  verifySeller: adminProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/seller/status/{id}',
        tags: ['admin'],
        summary: 'Verify a seller',
        description:
          'Sets the seller\'s status to verified whatever the body says (legacy clients send `{ "status": 0 }`); their cards then ' +
          'carry the verified badge and they are notified. `modifiedCount` is 0 when they already were. **Who:** admins. Legacy path.',
        errorResponses: { 404: 'There is no user with this id.', 409: 'The user is not a seller.' },
      },
    })
    .input(verifySellerSchema)
    .output(updateResultSchema)
    .mutation(({ ctx, input }) => verifySeller(ctx.deps, ctx.caller.user, input.id)),

  setListingCap: adminProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/admin/sellers/{id}/listing-cap',
        tags: ['admin'],
        summary: 'Give a verified shop a higher listing cap, or the store’s back',
        description:
          'The seller may then list up to `perDay` books a day, and as many an hour (a shop listing its stock from a CSV); ' +
          "null gives it the store's caps again (LISTINGS_PER_HOUR, LISTINGS_PER_DAY). Audited. **Who:** admins.",
        errorResponses: { 404: 'There is no such user.', 409: 'The user is not a verified seller.' },
      },
    })
    .input(
      idParam('seller')
        .extend({ perDay: z.number().int().min(1, 'perDay is at least 1').max(100_000, 'perDay is at most 100000').nullable() })
        .meta({ examples: [{ perDay: 1000 }] }),
    )
    .output(updateResultSchema)
    .mutation(({ ctx, input }) => setListingCap(ctx.deps, ctx.caller.user, input.id, input.perDay)),

  deleteUser: adminProcedure
    .meta({
      forbiddenWhen: "the account is an admin's (their own included)",
      openapi: {
        method: 'DELETE',
        path: '/delete/user/{id}',
        tags: ['admin'],
        summary: 'Delete a buyer or seller: their sign-in account, listings and unpaid bookings; paid orders stay for the other party',
        description:
          'Removes the account for good: its sign-in identity and record, its listings (their reports closed) and its unpaid ' +
          'bookings (the other parties are told). Paid orders stay, without the link to the removed party. Admins are removed ' +
          'only with the command line. **Who:** admins. Legacy path.',
        errorResponses: { 404: 'There is no user with this id.' },
      },
    })
    .input(idParam('user'))
    .output(deleteResultSchema)
    .mutation(({ ctx, input }) => deleteUser(ctx.deps, ctx.caller.user, input.id)),

  reportedItems: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/reported-items',
        tags: ['admin'],
        summary: 'Open reports, one entry each, newest first',
        description:
          'Every open report with its listing, seller, reporter, reason and note, and whether the listing is hidden; newest first, paged like `/all-buyers`. **Who:** admins. Legacy path.',
      },
    })
    .input(pageInput)
    .output(z.array(reportedItemSchema))
    .query(({ ctx, input }) => reportedItems(ctx.deps, input)),

  problems: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/problems',
        tags: ['admin'],
        summary: "Orders frozen by a buyer's problem, the most recent first",
        description:
          "Each order with the buyer's reason and note (`problem`) and the handover, if any; paged with `limit` and `cursor` (the last `_id`). **Who:** admins.",
      },
    })
    .input(pageInput)
    .output(z.array(orderSchema))
    .query(({ ctx, input }) => problemOrders(ctx.deps, input)),

  refundProblem: adminProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/problems/refund/{id}',
        tags: ['admin'],
        summary: "Uphold a problem: refund the buyer in full (id = the order's _id)",
        description:
          'The payment goes back through the provider that took it (once, whatever the retries), the order becomes `refunded`, ' +
          'its copy goes back to the seller, and both parties are told. **Who:** admins.',
        errorResponses: { 404: 'There is no order with this id.', 409: 'The order has no open problem.' },
      },
    })
    .input(idParam('order'))
    .output(orderSchema)
    .mutation(({ ctx, input }) => refundProblem(ctx.deps, ctx.caller.user, input.id)),

  releaseProblem: adminProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/problems/release/{id}',
        tags: ['admin'],
        summary: "Dismiss a problem: complete the order for the seller (id = the order's _id)",
        description: 'The order becomes `completed` and both parties are told. **Who:** admins.',
        errorResponses: { 404: 'There is no order with this id.', 409: 'The order has no open problem.' },
      },
    })
    .input(idParam('order'))
    .output(orderSchema)
    .mutation(({ ctx, input }) => releaseProblem(ctx.deps, ctx.caller.user, input.id)),

  owedToDeletedSellers: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/owed-to-deleted-sellers',
        tags: ['admin'],
        summary: 'Completed sales whose seller was deleted before being paid, the most recently completed first',
        description:
          "Each sale with the former seller's contact details as they sold it, the price, the fee and what is owed; the money " +
          'waits until an admin settles it. Paged with `limit` and `cursor` (the last `_id`). **Who:** admins.',
      },
    })
    .input(pageInput)
    .output(z.array(owedSaleSchema))
    .query(({ ctx, input }) => owedToDeletedSellers(ctx.deps, input)),

  settleOwed: adminProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/owed-to-deleted-sellers/settle/{id}',
        tags: ['admin'],
        summary: "Settle what a deleted seller was owed for a sale (id = the order's _id)",
        description:
          '`paid_outside`: the admin paid the former seller by other means; the transfer (with the note) and the fee are ' +
          "recorded and the sale stays completed. `refund_buyer`: the buyer's charge goes back through the provider that took " +
          'it, in full, the order becomes `refunded` and the buyer is told. Once only: a second settle answers 409. **Who:** admins.',
        errorResponses: {
          400: '`how` or `note` is missing or malformed.',
          404: 'There is no order with this id.',
          409: 'The order owes nothing to a deleted seller (settled already, or its seller is still here).',
        },
      },
    })
    .input(settleOwedSchema)
    .output(updateResultSchema)
    .mutation(({ ctx, input }) => settleOwed(ctx.deps, ctx.caller.user, input)),

  reconciliation: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/reconciliation',
        tags: ['admin'],
        summary: "Whether every order's money adds up: charge = transfer + fee + refund, or a named pending state",
        description:
          'Checks every order against the ledger: balanced, waiting with nothing moved yet (not completed, awaiting the ' +
          "seller's payout account, or owed to a deleted seller), or a mismatch, listed for someone to look into. " +
          '**Who:** admins.',
      },
    })
    .input(z.void())
    .output(reconciliationSchema)
    .query(({ ctx }) => reconcile(ctx.deps)),

  deleteReported: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/reported-items/{id}',
        tags: ['admin'],
        summary: "Uphold a report: remove the listing and close all its reports (id = the report's _id)",
        description:
          'Deletes the reported listing (as `DELETE /books/{id}` does, the seller is told) and closes every report on it. **Who:** admins. Legacy path.',
        errorResponses: { 404: 'There is no report with this id.', 409: 'The report has already been decided.' },
      },
    })
    .input(idParam('report'))
    .output(deleteResultSchema)
    .mutation(({ ctx, input }) => upholdReport(ctx.deps, ctx.caller.user, input.id)),

  dismissReport: adminProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/reported-items/dismiss/{id}',
        tags: ['admin'],
        summary: 'Dismiss a report; the listing stays',
        description: 'Closes the report without action; the listing shows again once fewer than three open reports remain. **Who:** admins.',
        errorResponses: { 404: 'There is no report with this id.', 409: 'The report has already been decided.' },
      },
    })
    .input(idParam('report'))
    .output(updateResultSchema)
    .mutation(({ ctx, input }) => dismissReport(ctx.deps, ctx.caller.user, input.id)),
});
