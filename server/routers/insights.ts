import { adminOverviewSchema, insightsQuery, overviewQuery, sellerInsightsSchema } from '../../shared/insights.ts';
import { sellerInsights } from '../services/insights.ts';
import { adminOverview } from '../services/overview.ts';
import { roleProcedure, router } from '../trpc/init.ts';

export const insightsRouter = router({
  seller: roleProcedure('seller')
    .meta({
      openapi: {
        method: 'GET',
        path: '/insights',
        tags: ['insights'],
        summary: "How the caller's listings do: views, saves, questions, offers, bookings, sales and earnings per week",
        description:
          "The last `weeks` weeks (Monday to Sunday in the store's time zone, STORE_TIME_ZONE), each with the views of the " +
          "seller's listings (each visitor once a day; bots and the seller's own views are not counted), the saves, " +
          'questions (conversations started), offers, bookings and sales they had, and what completed orders brought the ' +
          'seller. Then the listings most viewed over those weeks, and those viewed often but never asked about. **Who:** ' +
          'sellers, their own listings only.',
        errorResponses: { 400: '`weeks` is not a whole number from 1 to 52.' },
      },
    })
    .input(insightsQuery)
    .output(sellerInsightsSchema)
    .query(({ ctx, input }) => sellerInsights(ctx.deps, ctx.caller.user, input)),

  overview: roleProcedure('admin')
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/overview',
        tags: ['insights'],
        summary: 'The store day by day: sales, listings, new accounts, expired bookings, problems and refunds',
        description:
          "The last `days` days in the store's time zone (STORE_TIME_ZONE): sales and their value and refunds (the ledger's " +
          'charges and refunds), listings created, buyer and seller accounts created, bookings that expired, problems ' +
          'buyers reported; their totals, with problems and refunds as a share of sales. And as things stand now: the ' +
          'reports waiting for a decision and how long they have waited, and what completed orders still owe their ' +
          'sellers. **Who:** admins.',
        errorResponses: { 400: '`days` is not a whole number from 1 to 366.' },
      },
    })
    .input(overviewQuery)
    .output(adminOverviewSchema)
    .query(({ ctx, input }) => adminOverview(ctx.deps, input)),
});
