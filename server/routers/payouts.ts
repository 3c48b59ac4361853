import { z } from 'zod';
import { pageQuery } from '../../shared/books.ts';
import { accountLinkSchema, earningsSchema, movementSchema } from '../../shared/earnings.ts';
import { earnings, movements } from '../services/earnings.ts';
import { payoutAccountLink } from '../services/payouts.ts';
import { roleProcedure, router } from '../trpc/init.ts';

const sellerProcedure = roleProcedure('seller');

export const payoutsRouter = router({
  earnings: sellerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/earnings',
        tags: ['payouts'],
        summary: "The caller's earnings: pending, owed, paid out, fees and refunds",
        description:
          "Sums of the seller's orders and of the ledger: what paid orders will bring once completed, what completed orders " +
          'are owed (while the payout account is not ready), what was transferred, the fees kept, and what was refunded to ' +
          'buyers. Also says whether the payout account is ready; with Stripe, an account still being set up is asked about, ' +
          'and what it is owed is paid once it can take it. **Who:** sellers, their own.',
      },
    })
    .input(z.void())
    .output(earningsSchema)
    .query(({ ctx }) => earnings(ctx.deps, ctx.caller.user)),

  movements: sellerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/earnings/movements',
        tags: ['payouts'],
        summary: "The ledger rows of the caller's orders, newest first",
        description:
          "Every movement of money on the seller's orders (the buyer's charge, a refund, the transfer to the seller, the " +
          "platform's fee), newest first, `limit` at a time (all when no limit is given); for the next page pass the last " +
          "row's `_id` as `cursor`. **Who:** sellers, their own.",
        errorResponses: { 400: '`limit` or `cursor` is malformed.' },
      },
    })
    .input(z.object(pageQuery))
    .output(z.array(movementSchema))
    .query(({ ctx, input }) => movements(ctx.deps, ctx.caller.user, input)),

  accountLink: sellerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/payouts/account-link',
        tags: ['payouts'],
        summary: "Set up the caller's payout account: where to send them",
        description:
          "With Stripe: opens the seller's Stripe Connect Express account (once) and answers a one-time link into Stripe's " +
          'onboarding, which comes back to `/dashboard/earnings`; transfers start once Stripe has activated the account. With ' +
          'the built-in test provider the account is ready at once, what completed orders were owed is paid, and the link leads ' +
          'back to Earnings. **Who:** sellers.',
      },
      privateWrite: true,
    })
    .input(
      z
        .object({})
        .optional()
        .meta({ examples: [{}] }),
    )
    .output(accountLinkSchema)
    .mutation(({ ctx }) => payoutAccountLink(ctx.deps, ctx.caller.user)),
});
