import { MIN_COMPARABLES, type PriceHint, type PriceHintQuery, type PriceSpread } from '../../shared/price-hints.ts';
import type { Deps } from '../deps.ts';
import { Prisma } from '../db/generated/client.ts';
import { listed } from './listed.ts';

type Spread = { kind: 'asking' | 'sold'; count: number; median: number | null; low: number | null; high: number | null };

/** The same edition, or the same title and author (case aside), in the same condition: books `b` an index finds. */
function comparable({ isbn, title, author, condition }: PriceHintQuery): Prisma.Sql {
  const byIsbn = isbn === null ? null : Prisma.sql`b.isbn = ${isbn}`;
  const byName = title && author ? Prisma.sql`(lower(b.title) = lower(${title}) AND lower(b.author) = lower(${author}))` : null;
  const matches = [byIsbn, byName].filter((part): part is Prisma.Sql => part !== null);
  return Prisma.sql`b.condition = ${condition}::"Condition" AND (${Prisma.join(matches, ' OR ')})`;
}

const spread = (row: Spread | undefined): PriceSpread =>
  row && row.count >= MIN_COMPARABLES ? { count: row.count, medianMinor: Math.round(row.median!), lowMinor: row.low!, highMinor: row.high! } : null;

/**
 * GET /price-hint: what comparable copies ask on the store now, and what they sold for in the last
 * year (the price paid; refunded and open-problem sales left out). Each spread needs MIN_COMPARABLES
 * copies, so a single odd listing never reads as "the price".
 */
export async function priceHint({ db }: Pick<Deps, 'db'>, query: PriceHintQuery): Promise<PriceHint> {
  const like = comparable(query);
  const except = query.except ? Prisma.sql`AND b.id <> ${query.except}::uuid` : Prisma.empty;
  const rows = await db.$queryRaw<Spread[]>`
    SELECT 'asking' AS kind, count(*)::int AS count, percentile_cont(0.5) WITHIN GROUP (ORDER BY b.price_minor) AS median,
           min(b.price_minor) AS low, max(b.price_minor) AS high
    FROM books b WHERE ${like} AND ${listed} AND b.status = 'available' ${except}
    UNION ALL
    SELECT 'sold', count(*)::int, percentile_cont(0.5) WITHIN GROUP (ORDER BY o.price_minor), min(o.price_minor), max(o.price_minor)
    FROM orders o JOIN books b ON b.id = o.book_id
    WHERE ${like} AND o.status IN ('paid', 'handed_over', 'completed') AND o.paid_at > now() - interval '1 year'`;
  return { asking: spread(rows.find((r) => r.kind === 'asking')), sold: spread(rows.find((r) => r.kind === 'sold')) };
}
