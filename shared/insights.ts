import { z } from 'zod';

/** The periods the screens offer: weeks of seller insights, days of the admin overview (any other in range is accepted). */
export const INSIGHT_WEEKS = [4, 12, 26, 52] as const;
export const OVERVIEW_DAYS = [7, 30, 90, 365] as const;

/** A listing that many views and not one question over the period is worth a look at its price. */
export const QUIET_LISTING_VIEWS = 10;

const count = (description: string) => z.number().int().min(0).meta({ description });
const minor = (description: string) =>
  z
    .number()
    .int()
    .min(0)
    .meta({ description: `${description}, in minor units of \`currency\`.` });
const day = (description: string) => z.iso.date().meta({ description });

export const insightsQuery = z.object({
  weeks: z.coerce
    .number({ error: 'weeks must be a whole number from 1 to 52' })
    .int({ error: 'weeks must be a whole number from 1 to 52' })
    .min(1, { error: 'weeks must be a whole number from 1 to 52' })
    .max(52, { error: 'weeks must be a whole number from 1 to 52' })
    .default(12)
    .meta({ description: 'How many weeks, the current one last (1 to 52; 12 when not given).' }),
});

export const overviewQuery = z.object({
  days: z.coerce
    .number({ error: 'days must be a whole number from 1 to 366' })
    .int({ error: 'days must be a whole number from 1 to 366' })
    .min(1, { error: 'days must be a whole number from 1 to 366' })
    .max(366, { error: 'days must be a whole number from 1 to 366' })
    .default(30)
    .meta({ description: 'How many days, today last (1 to 366; 30 when not given).' }),
});

export const insightWeekSchema = z.object({
  week: day("The Monday the week starts on, in the store's time zone."),
  views: count("Views of the listings' pages: each visitor once a day, bots and the seller left out."),
  saves: count('Times a listing was saved to a wishlist (still saved).'),
  questions: count('Conversations buyers started about the listings.'),
  offers: count('Offers buyers made.'),
  bookings: count('Copies booked.'),
  sales: count('Copies paid for.'),
  earnedMinor: minor('What orders completed that week brought the seller, less the fee'),
});

export const listingInsightSchema = z.object({
  _id: z.uuid().meta({ description: 'The listing.' }),
  book: z.string().meta({ description: 'Its title.' }),
  status: z.enum(['available', 'sold']),
  views: count('Views over the period.'),
  saves: count('Saves over the period (still saved).'),
  questions: count('Conversations started about it over the period.'),
  sales: count('Copies paid for over the period.'),
});

/** GET /insights: how a seller's listings do, week by week and one by one. */
export const sellerInsightsSchema = z
  .object({
    currency: z.string().meta({ description: 'The ISO 4217 code every amount is in.' }),
    timeZone: z.string().meta({ description: 'The time zone whose days and weeks these are (STORE_TIME_ZONE).' }),
    from: day('The first day counted (a Monday).'),
    to: day('The last day counted (today).'),
    weeks: z.array(insightWeekSchema).meta({ description: 'Every week of the period, oldest first, weeks with nothing included.' }),
    listings: z.array(listingInsightSchema).meta({ description: 'The 50 listings most viewed over the period, most viewed first.' }),
    viewedNotAsked: z.array(listingInsightSchema).meta({
      description: `Available listings with at least ${QUIET_LISTING_VIEWS} views and no question over the period (often a price to look at), most viewed first, at most 20.`,
    }),
  })
  .meta({ id: 'SellerInsights', description: "A seller's listings: views, saves, questions, offers, bookings, sales and earnings." });
export type SellerInsights = z.infer<typeof sellerInsightsSchema>;
export type InsightWeek = z.infer<typeof insightWeekSchema>;
export type ListingInsight = z.infer<typeof listingInsightSchema>;

export const overviewDaySchema = z.object({
  day: day("The day, in the store's time zone."),
  sales: count('Copies paid for (charges in the ledger).'),
  salesMinor: minor('What buyers paid for them'),
  newListings: count('Listings created that day (still listed).'),
  newBuyers: count('Buyer accounts created.'),
  newSellers: count('Seller accounts created.'),
  expiredBookings: count('Bookings that ran out before they were paid.'),
  problems: count('Problems buyers reported.'),
  refunds: count('Refunds made (in the ledger).'),
  refundedMinor: minor('What was refunded'),
});

/** GET /admin/overview: the store, day by day and now. */
export const adminOverviewSchema = z
  .object({
    currency: z.string().meta({ description: 'The ISO 4217 code every amount is in.' }),
    timeZone: z.string().meta({ description: 'The time zone whose days these are (STORE_TIME_ZONE).' }),
    from: day('The first day counted.'),
    to: day('The last day counted (today).'),
    days: z.array(overviewDaySchema).meta({ description: 'Every day of the period, oldest first.' }),
    totals: overviewDaySchema.omit({ day: true }).extend({
      problemShare: z.number().min(0).nullable().meta({ description: 'Problems over the period as a share of its sales (0.05 is 5 %); null with no sales.' }),
      refundShare: z.number().min(0).nullable().meta({ description: 'Refunds over the period as a share of its sales; null with no sales.' }),
    }),
    openReports: z.object({
      count: count('Reports waiting for a decision now.'),
      oldestDays: z.number().min(0).nullable().meta({ description: 'How many days the oldest has waited; null with none.' }),
      medianDays: z.number().min(0).nullable().meta({ description: 'How many days half of them have waited at most; null with none.' }),
    }),
    payoutsDue: z.object({
      count: count('Completed orders whose seller is not paid yet.'),
      amountMinor: minor('What they are owed, less the fee'),
    }),
  })
  .meta({ id: 'AdminOverview', description: 'Sales, listings, new accounts and problems per day, with open reports and payouts due now.' });
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
export type OverviewDay = z.infer<typeof overviewDaySchema>;
