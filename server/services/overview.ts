import type { AdminOverview, OverviewDay } from '../../shared/insights.ts';
import type { Deps } from '../deps.ts';
import { CANCEL_REASONS } from './orders.ts';
import { addDays, storeDay } from '../../shared/store-days.ts';

type DayRow = Omit<OverviewDay, 'salesMinor' | 'refundedMinor'> & { sales_minor: bigint; refunded_minor: bigint };
type Now = { open_reports: number; oldest_days: number | null; median_days: number | null; due_count: number; due_minor: bigint };

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/**
 * GET /admin/overview (docs/moderation.md#the-overview): the store's last `days` days in its time
 * zone. Sales and refunds are the ledger's charges and refunds; listings, accounts, expired
 * bookings and problems come from their own rows; open reports and payouts due are as they stand now.
 */
export async function adminOverview({ db, config }: Pick<Deps, 'db' | 'config'>, { days }: { days: number }): Promise<AdminOverview> {
  const zone = config.STORE_TIME_ZONE;
  const today = storeDay(zone);
  const first = addDays(today, -(days - 1));
  const [rows, [now]] = await Promise.all([
    db.$queryRaw<DayRow[]>`
      WITH span AS (
        SELECT ${first}::date::timestamp AT TIME ZONE ${zone} AS since
      ), days AS (
        SELECT generate_series(${first}::date, ${today}::date, interval '1 day')::date AS day
      ), charges AS (
        SELECT (l.created_at AT TIME ZONE ${zone})::date AS day, count(*)::int AS n, sum(l.amount_minor)::bigint AS minor
        FROM ledger_entries l, span WHERE l.kind = 'charge' AND l.created_at >= span.since GROUP BY 1
      ), refunds AS (
        SELECT (l.created_at AT TIME ZONE ${zone})::date AS day, count(*)::int AS n, sum(l.amount_minor)::bigint AS minor
        FROM ledger_entries l, span WHERE l.kind = 'refund' AND l.created_at >= span.since GROUP BY 1
      ), listings AS (
        SELECT (b.created_at AT TIME ZONE ${zone})::date AS day, count(*)::int AS n FROM books b, span WHERE b.created_at >= span.since GROUP BY 1
      ), people AS (
        SELECT (u.created_at AT TIME ZONE ${zone})::date AS day,
               count(*) FILTER (WHERE u.role = 'buyer')::int AS buyers, count(*) FILTER (WHERE u.role = 'seller')::int AS sellers
        FROM users u, span WHERE u.created_at >= span.since GROUP BY 1
      ), expired AS (
        SELECT (o.cancelled_at AT TIME ZONE ${zone})::date AS day, count(*)::int AS n
        FROM orders o, span WHERE o.cancelled_at >= span.since AND o.cancel_reason = ${CANCEL_REASONS.expired} GROUP BY 1
      ), problems AS (
        SELECT (o.problem_at AT TIME ZONE ${zone})::date AS day, count(*)::int AS n FROM orders o, span WHERE o.problem_at >= span.since GROUP BY 1
      )
      SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(charges.n, 0) AS sales, coalesce(charges.minor, 0) AS sales_minor,
             coalesce(listings.n, 0) AS "newListings", coalesce(people.buyers, 0) AS "newBuyers", coalesce(people.sellers, 0) AS "newSellers",
             coalesce(expired.n, 0) AS "expiredBookings", coalesce(problems.n, 0) AS problems,
             coalesce(refunds.n, 0) AS refunds, coalesce(refunds.minor, 0) AS refunded_minor
      FROM days d
      LEFT JOIN charges ON charges.day = d.day LEFT JOIN refunds ON refunds.day = d.day
      LEFT JOIN listings ON listings.day = d.day LEFT JOIN people ON people.day = d.day
      LEFT JOIN expired ON expired.day = d.day LEFT JOIN problems ON problems.day = d.day
      ORDER BY d.day`,
    db.$queryRaw<[Now]>`
      WITH waiting AS (
        SELECT extract(epoch FROM now() - created_at) / 86400 AS days FROM reports WHERE status = 'open'
      )
      SELECT (SELECT count(*) FROM waiting)::int AS open_reports,
             (SELECT round(max(days)::numeric, 1) FROM waiting)::float8 AS oldest_days,
             (SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY days)::numeric, 1) FROM waiting)::float8 AS median_days,
             (SELECT count(*) FROM orders WHERE payout_due_at IS NOT NULL)::int AS due_count,
             (SELECT coalesce(sum(price_minor - platform_fee_minor), 0) FROM orders WHERE payout_due_at IS NOT NULL)::bigint AS due_minor`,
  ]);
  const series = rows.map(({ sales_minor, refunded_minor, ...day }) => ({ ...day, salesMinor: Number(sales_minor), refundedMinor: Number(refunded_minor) }));
  const sum = (key: Exclude<keyof OverviewDay, 'day'>) => series.reduce((total, day) => total + day[key], 0);
  const totals = {
    sales: sum('sales'),
    salesMinor: sum('salesMinor'),
    newListings: sum('newListings'),
    newBuyers: sum('newBuyers'),
    newSellers: sum('newSellers'),
    expiredBookings: sum('expiredBookings'),
    problems: sum('problems'),
    refunds: sum('refunds'),
    refundedMinor: sum('refundedMinor'),
  };
  return {
    currency: config.STORE_CURRENCY,
    timeZone: zone,
    from: first,
    to: today,
    days: series,
    totals: { ...totals, problemShare: share(totals.problems, totals.sales), refundShare: share(totals.refunds, totals.sales) },
    openReports: { count: now.open_reports, oldestDays: now.oldest_days, medianDays: now.median_days },
    payoutsDue: { count: now.due_count, amountMinor: Number(now.due_minor) },
  };
}
