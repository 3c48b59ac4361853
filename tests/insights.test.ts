import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOverview, SellerInsights } from '../shared/insights.ts';
import { QUIET_LISTING_VIEWS } from '../shared/insights.ts';
import { CANCEL_REASONS } from '../server/services/orders.ts';
import { addCategories } from './helpers/fixtures.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { seedYearOfSales } from './helpers/year-of-sales.ts';

/**
 * Seller insights and the admin overview over a year of a store's life: every number either screen
 * shows equals what an independent query of the tables says (counted by ranges of time per week or
 * day, where the store groups rows by week or day), for each seller their own.
 */
let t: TestApp;
let seller: Member;
let otherSeller: Member;
let admin: Member;
let zone: string;

beforeAll(async () => {
  t = await createTestApp();
  zone = t.config.STORE_TIME_ZONE;
  const [category] = await addCategories(t.db, ['Fiction']);
  [seller, otherSeller, admin] = [await member(t, 'seller'), await member(t, 'seller', 'other-seller'), await member(t, 'admin')];
  const seeded = await seedYearOfSales(t.db, { sellerIds: [seller.userId, otherSeller.userId], categoryId: category!.id });
  expect(seeded.orders).toBeGreaterThan(300);
}, 60_000);
afterAll(() => t.close());

async function get<T>(url: string, as: Member): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(as.accessToken) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

type WeekCount = { week: string; views: number; saves: number; questions: number; offers: number; bookings: number; sales: number; earnedMinor: number };

/** Each week's numbers, counted over [Monday, next Monday) in the store's time zone. */
function weeksBySql(sellerId: string, weeks: string[]): Promise<WeekCount[]> {
  return t.db.$queryRaw<WeekCount[]>`
    SELECT to_char(w, 'YYYY-MM-DD') AS week,
      (SELECT coalesce(sum(v.views), 0) FROM (
         SELECT book_id, day, views FROM book_view_days
         UNION ALL SELECT book_id, day, count(*)::int FROM book_view_visits WHERE NOT own GROUP BY book_id, day
       ) v JOIN books b ON b.id = v.book_id WHERE b.seller_id = ${sellerId}::uuid AND v.day >= w AND v.day < w + 7)::int AS views,
      (SELECT count(*) FROM wishlist_items x JOIN books b ON b.id = x.book_id WHERE b.seller_id = ${sellerId}::uuid AND x.created_at >= r.since AND x.created_at < r.until)::int AS saves,
      (SELECT count(*) FROM conversations c WHERE c.seller_id = ${sellerId}::uuid AND c.created_at >= r.since AND c.created_at < r.until)::int AS questions,
      (SELECT count(*) FROM offers o WHERE o.seller_id = ${sellerId}::uuid AND o.created_at >= r.since AND o.created_at < r.until)::int AS offers,
      (SELECT count(*) FROM orders o WHERE o.seller_id = ${sellerId}::uuid AND o.created_at >= r.since AND o.created_at < r.until)::int AS bookings,
      (SELECT count(*) FROM orders o WHERE o.seller_id = ${sellerId}::uuid AND o.paid_at >= r.since AND o.paid_at < r.until)::int AS sales,
      (SELECT coalesce(sum(o.price_minor - o.platform_fee_minor), 0) FROM orders o
       WHERE o.seller_id = ${sellerId}::uuid AND o.status = 'completed' AND o.completed_at >= r.since AND o.completed_at < r.until)::int AS "earnedMinor"
    FROM unnest(${weeks}::date[]) AS w,
         LATERAL (SELECT w::timestamp AT TIME ZONE ${zone} AS since, (w + 7)::timestamp AT TIME ZONE ${zone} AS until) r
    ORDER BY w`;
}

type ListingCount = { _id: string; book: string; status: string; views: number; saves: number; questions: number; sales: number };

/** Every listing of the seller, counted from `from` (a Monday) on. */
function listingsBySql(sellerId: string, from: string): Promise<ListingCount[]> {
  return t.db.$queryRaw<ListingCount[]>`
    SELECT b.id AS "_id", b.title AS book, b.status::text AS status,
      (SELECT coalesce(sum(views), 0) FROM book_view_days d WHERE d.book_id = b.id AND d.day >= ${from}::date)::int
        + (SELECT count(*) FROM book_view_visits v WHERE v.book_id = b.id AND NOT v.own AND v.day >= ${from}::date)::int AS views,
      (SELECT count(*) FROM wishlist_items x WHERE x.book_id = b.id AND x.created_at >= r.since)::int AS saves,
      (SELECT count(*) FROM conversations c WHERE c.book_id = b.id AND c.created_at >= r.since)::int AS questions,
      (SELECT count(*) FROM orders o WHERE o.book_id = b.id AND o.paid_at >= r.since)::int AS sales
    FROM books b, LATERAL (SELECT ${from}::date::timestamp AT TIME ZONE ${zone} AS since) r
    WHERE b.seller_id = ${sellerId}::uuid`;
}

const mostViewed = (rows: ListingCount[]) => [...rows].sort((a, b) => b.views - a.views || a._id.localeCompare(b._id));

describe('seller insights', () => {
  it('counts each of a year of weeks, and each listing, as the tables say: for each seller their own', async () => {
    for (const who of [seller, otherSeller]) {
      const insights = await get<SellerInsights>('/api/insights?weeks=52', who);
      expect(insights.weeks).toHaveLength(52);
      expect(insights.from).toBe(insights.weeks[0]!.week);
      expect(new Date(`${insights.from}T00:00:00Z`).getUTCDay()).toBe(1);
      expect(insights.weeks.at(-1)!.week <= insights.to).toBe(true);
      expect(insights.weeks).toEqual(
        await weeksBySql(
          who.userId,
          insights.weeks.map((w) => w.week),
        ),
      );
      // The year has something in every column.
      for (const key of ['views', 'saves', 'questions', 'offers', 'bookings', 'sales', 'earnedMinor'] as const) {
        expect(
          insights.weeks.reduce((sum, w) => sum + w[key], 0),
          key,
        ).toBeGreaterThan(0);
      }
      const listings = await listingsBySql(who.userId, insights.from);
      expect(insights.listings).toEqual(mostViewed(listings).slice(0, 50));
      const quiet = mostViewed(listings.filter((l) => l.status === 'available' && l.views >= QUIET_LISTING_VIEWS && l.questions === 0)).slice(0, 20);
      expect(insights.viewedNotAsked).toEqual(quiet);
    }
  });

  it('shows twelve weeks unless asked for other', async () => {
    const insights = await get<SellerInsights>('/api/insights', seller);
    expect(insights.weeks).toHaveLength(12);
    expect(insights.weeks).toEqual(
      await weeksBySql(
        seller.userId,
        insights.weeks.map((w) => w.week),
      ),
    );
  });

  it('answers the same over tRPC', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/trpc/insights.seller?input=${encodeURIComponent(JSON.stringify({ weeks: 4 }))}`,
      headers: bearer(seller.accessToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ result: { data: SellerInsights } }>().result.data).toEqual(await get<SellerInsights>('/api/insights?weeks=4', seller));
  });
});

type DayCount = {
  day: string;
  sales: number;
  salesMinor: number;
  newListings: number;
  newBuyers: number;
  newSellers: number;
  expiredBookings: number;
  problems: number;
  refunds: number;
  refundedMinor: number;
};

/** Each day's numbers, counted over [midnight, next midnight) in the store's time zone. */
function daysBySql(days: string[]): Promise<DayCount[]> {
  return t.db.$queryRaw<DayCount[]>`
    SELECT to_char(d, 'YYYY-MM-DD') AS day,
      (SELECT count(*) FROM ledger_entries l WHERE l.kind = 'charge' AND l.created_at >= r.since AND l.created_at < r.until)::int AS sales,
      (SELECT coalesce(sum(amount_minor), 0) FROM ledger_entries l WHERE l.kind = 'charge' AND l.created_at >= r.since AND l.created_at < r.until)::int AS "salesMinor",
      (SELECT count(*) FROM books b WHERE b.created_at >= r.since AND b.created_at < r.until)::int AS "newListings",
      (SELECT count(*) FROM users u WHERE u.role = 'buyer' AND u.created_at >= r.since AND u.created_at < r.until)::int AS "newBuyers",
      (SELECT count(*) FROM users u WHERE u.role = 'seller' AND u.created_at >= r.since AND u.created_at < r.until)::int AS "newSellers",
      (SELECT count(*) FROM orders o WHERE o.status = 'cancelled' AND o.cancel_reason = ${CANCEL_REASONS.expired}
         AND o.cancelled_at >= r.since AND o.cancelled_at < r.until)::int AS "expiredBookings",
      (SELECT count(*) FROM orders o WHERE o.problem_at >= r.since AND o.problem_at < r.until)::int AS problems,
      (SELECT count(*) FROM ledger_entries l WHERE l.kind = 'refund' AND l.created_at >= r.since AND l.created_at < r.until)::int AS refunds,
      (SELECT coalesce(sum(amount_minor), 0) FROM ledger_entries l WHERE l.kind = 'refund' AND l.created_at >= r.since AND l.created_at < r.until)::int AS "refundedMinor"
    FROM unnest(${days}::date[]) AS d,
         LATERAL (SELECT d::timestamp AT TIME ZONE ${zone} AS since, (d + 1)::timestamp AT TIME ZONE ${zone} AS until) r
    ORDER BY d`;
}

describe('the admin overview', () => {
  it('counts each of a year of days, their totals and shares, as the ledger and the orders say', async () => {
    const overview = await get<AdminOverview>('/api/admin/overview?days=365', admin);
    expect(overview.days).toHaveLength(365);
    expect(overview.days[0]!.day).toBe(overview.from);
    expect(overview.days.at(-1)!.day).toBe(overview.to);
    const days = await daysBySql(overview.days.map((d) => d.day));
    expect(overview.days).toEqual(days);
    const total = (key: Exclude<keyof DayCount, 'day'>) => days.reduce((sum, d) => sum + d[key], 0);
    const { problemShare, refundShare, ...totals } = overview.totals;
    expect(totals).toEqual({
      sales: total('sales'),
      salesMinor: total('salesMinor'),
      newListings: total('newListings'),
      newBuyers: total('newBuyers'),
      newSellers: total('newSellers'),
      expiredBookings: total('expiredBookings'),
      problems: total('problems'),
      refunds: total('refunds'),
      refundedMinor: total('refundedMinor'),
    });
    for (const key of Object.keys(totals) as Array<keyof typeof totals>) expect(totals[key], key).toBeGreaterThan(0);
    expect(problemShare).toBeCloseTo(total('problems') / total('sales'), 10);
    expect(refundShare).toBeCloseTo(total('refunds') / total('sales'), 10);
  });

  it('says how many reports wait and for how long, and what sellers are owed, as things stand', async () => {
    const overview = await get<AdminOverview>('/api/admin/overview', admin);
    expect(overview.days).toHaveLength(30);
    const open = await t.db.report.findMany({ where: { status: 'open' }, select: { createdAt: true } });
    const waited = open.map((r) => (Date.now() - r.createdAt.getTime()) / 86_400_000).sort((a, b) => a - b);
    const middle = waited.length / 2;
    const median = waited.length % 2 ? waited[Math.floor(middle)]! : (waited[middle - 1]! + waited[middle]!) / 2;
    expect(overview.openReports.count).toBe(open.length);
    expect(open.length).toBeGreaterThan(0);
    expect(overview.openReports.oldestDays).toBeCloseTo(waited.at(-1)!, 0);
    expect(overview.openReports.medianDays).toBeCloseTo(median, 0);
    const due = await t.db.order.findMany({ where: { payoutDueAt: { not: null } }, select: { priceMinor: true, platformFeeMinor: true } });
    expect(due.length).toBeGreaterThan(0);
    expect(overview.payoutsDue).toEqual({ count: due.length, amountMinor: due.reduce((sum, o) => sum + o.priceMinor - o.platformFeeMinor, 0) });
  });
});
