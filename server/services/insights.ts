import { QUIET_LISTING_VIEWS, type InsightWeek, type ListingInsight, type SellerInsights } from '../../shared/insights.ts';
import type { UserRow } from '../auth/authenticate.ts';
import type { Deps } from '../deps.ts';
import { addDays, mondayOf, storeDay } from '../../shared/store-days.ts';

/** How many listings the per-listing table and the quiet-listing list show. */
const LISTINGS_SHOWN = 50;
const QUIET_SHOWN = 20;

type WeekRow = Omit<InsightWeek, 'earnedMinor'> & { earned_minor: bigint };
type Lists = { listings: ListingInsight[] | null; quiet: ListingInsight[] | null };

/**
 * GET /insights (docs/selling.md#insights): the seller's last `weeks` weeks, Monday to Sunday in
 * the store's time zone, each counted from its own rows (views from book_view_counts, the rest from
 * wishlists, conversations, offers and orders), and their listings over the same weeks.
 */
export async function sellerInsights({ db, config }: Pick<Deps, 'db' | 'config'>, seller: UserRow, { weeks }: { weeks: number }): Promise<SellerInsights> {
  const zone = config.STORE_TIME_ZONE;
  const today = storeDay(zone);
  const first = addDays(mondayOf(today), -7 * (weeks - 1));
  const [rows, [lists]] = await Promise.all([
    db.$queryRaw<WeekRow[]>`
      WITH span AS (
        SELECT ${first}::date AS first, ${first}::date::timestamp AT TIME ZONE ${zone} AS since
      ), mine AS (
        SELECT id FROM books WHERE seller_id = ${seller.id}::uuid
      ), weeks AS (
        SELECT generate_series(first, ${today}::date, interval '1 week')::date AS week FROM span
      ), views AS (
        SELECT date_trunc('week', v.day)::date AS week, sum(v.views)::int AS n
        FROM book_view_counts v JOIN mine m ON m.id = v.book_id, span WHERE v.day >= span.first GROUP BY 1
      ), saves AS (
        SELECT date_trunc('week', w.created_at AT TIME ZONE ${zone})::date AS week, count(*)::int AS n
        FROM wishlist_items w JOIN mine m ON m.id = w.book_id, span WHERE w.created_at >= span.since GROUP BY 1
      ), questions AS (
        SELECT date_trunc('week', c.created_at AT TIME ZONE ${zone})::date AS week, count(*)::int AS n
        FROM conversations c, span WHERE c.seller_id = ${seller.id}::uuid AND c.created_at >= span.since GROUP BY 1
      ), offers AS (
        SELECT date_trunc('week', o.created_at AT TIME ZONE ${zone})::date AS week, count(*)::int AS n
        FROM offers o, span WHERE o.seller_id = ${seller.id}::uuid AND o.created_at >= span.since GROUP BY 1
      ), bookings AS (
        SELECT date_trunc('week', o.created_at AT TIME ZONE ${zone})::date AS week, count(*)::int AS n
        FROM orders o, span WHERE o.seller_id = ${seller.id}::uuid AND o.created_at >= span.since GROUP BY 1
      ), sales AS (
        SELECT date_trunc('week', o.paid_at AT TIME ZONE ${zone})::date AS week, count(*)::int AS n
        FROM orders o, span WHERE o.seller_id = ${seller.id}::uuid AND o.paid_at >= span.since GROUP BY 1
      ), earned AS (
        SELECT date_trunc('week', o.completed_at AT TIME ZONE ${zone})::date AS week, sum(o.price_minor - o.platform_fee_minor)::bigint AS n
        FROM orders o, span WHERE o.seller_id = ${seller.id}::uuid AND o.status = 'completed' AND o.completed_at >= span.since GROUP BY 1
      )
      SELECT to_char(w.week, 'YYYY-MM-DD') AS week, coalesce(views.n, 0) AS views, coalesce(saves.n, 0) AS saves,
             coalesce(questions.n, 0) AS questions, coalesce(offers.n, 0) AS offers, coalesce(bookings.n, 0) AS bookings,
             coalesce(sales.n, 0) AS sales, coalesce(earned.n, 0) AS earned_minor
      FROM weeks w
      LEFT JOIN views ON views.week = w.week LEFT JOIN saves ON saves.week = w.week
      LEFT JOIN questions ON questions.week = w.week LEFT JOIN offers ON offers.week = w.week
      LEFT JOIN bookings ON bookings.week = w.week LEFT JOIN sales ON sales.week = w.week
      LEFT JOIN earned ON earned.week = w.week
      ORDER BY w.week`,
    db.$queryRaw<[Lists]>`
      WITH span AS (
        SELECT ${first}::date AS first, ${first}::date::timestamp AT TIME ZONE ${zone} AS since
      ), mine AS (
        SELECT id, title, status FROM books WHERE seller_id = ${seller.id}::uuid
      ), stats AS (
        SELECT m.id AS "_id", m.title AS book, m.status,
               coalesce((SELECT sum(v.views) FROM book_view_counts v WHERE v.book_id = m.id AND v.day >= span.first), 0)::int AS views,
               (SELECT count(*) FROM wishlist_items w WHERE w.book_id = m.id AND w.created_at >= span.since)::int AS saves,
               (SELECT count(*) FROM conversations c WHERE c.book_id = m.id AND c.created_at >= span.since)::int AS questions,
               (SELECT count(*) FROM orders o WHERE o.book_id = m.id AND o.paid_at >= span.since)::int AS sales
        FROM mine m, span
      )
      SELECT
        (SELECT json_agg(s) FROM (SELECT * FROM stats ORDER BY views DESC, "_id" LIMIT ${LISTINGS_SHOWN}) s) AS listings,
        (SELECT json_agg(s) FROM (
           SELECT * FROM stats WHERE status = 'available' AND views >= ${QUIET_LISTING_VIEWS} AND questions = 0 ORDER BY views DESC, "_id" LIMIT ${QUIET_SHOWN}
         ) s) AS quiet`,
  ]);
  return {
    currency: config.STORE_CURRENCY,
    timeZone: zone,
    from: first,
    to: today,
    weeks: rows.map(({ earned_minor, ...week }) => ({ ...week, earnedMinor: Number(earned_minor) })),
    listings: lists.listings ?? [],
    viewedNotAsked: lists.quiet ?? [],
  };
}
