import type { Earnings, Movement } from '../../shared/earnings.ts';
import type { UserRow } from '../auth/authenticate.ts';
import { newestFirst, type Page } from './paging.ts';
import { payoutAccountState, type PayoutDeps } from './payouts.ts';

type Sums = {
  pending_count: number;
  pending_minor: bigint;
  due_count: number;
  due_minor: bigint;
  paid_out_count: number;
  paid_out_minor: bigint;
  fees_count: number;
  fees_minor: bigint;
  refunded_count: number;
  refunded_minor: bigint;
};

/**
 * GET /earnings: the seller's money, from their orders (what paid orders will bring, what completed
 * ones are owed) and from the ledger (what was paid out, kept as fees, refunded). Amounts owed are
 * net of each order's own fee.
 */
export async function earnings(deps: PayoutDeps, seller: UserRow): Promise<Earnings> {
  const payoutAccount = await payoutAccountState(deps, seller.id);
  const [sums] = await deps.db.$queryRaw<[Sums]>`
    WITH mine AS (
      SELECT id, status, price_minor - platform_fee_minor AS net, payout_due_at FROM orders
      WHERE seller_id = ${seller.id}::uuid AND status IN ('paid', 'handed_over', 'problem', 'completed', 'refunded')
    ), moved AS (
      SELECT l.kind, l.amount_minor FROM ledger_entries l JOIN mine m ON m.id = l.order_id
      WHERE l.kind IN ('transfer', 'platform_fee') OR (l.kind = 'refund' AND m.status = 'refunded')
    )
    SELECT
      (SELECT count(*) FROM mine WHERE status IN ('paid', 'handed_over', 'problem'))::int AS pending_count,
      (SELECT coalesce(sum(net), 0) FROM mine WHERE status IN ('paid', 'handed_over', 'problem'))::bigint AS pending_minor,
      (SELECT count(*) FROM mine WHERE payout_due_at IS NOT NULL)::int AS due_count,
      (SELECT coalesce(sum(net), 0) FROM mine WHERE payout_due_at IS NOT NULL)::bigint AS due_minor,
      (SELECT count(*) FROM moved WHERE kind = 'transfer')::int AS paid_out_count,
      (SELECT coalesce(sum(amount_minor), 0) FROM moved WHERE kind = 'transfer')::bigint AS paid_out_minor,
      (SELECT count(*) FROM moved WHERE kind = 'platform_fee')::int AS fees_count,
      (SELECT coalesce(sum(amount_minor), 0) FROM moved WHERE kind = 'platform_fee')::bigint AS fees_minor,
      (SELECT count(*) FROM moved WHERE kind = 'refund')::int AS refunded_count,
      (SELECT coalesce(sum(amount_minor), 0) FROM moved WHERE kind = 'refund')::bigint AS refunded_minor`;
  const total = (count: number, minor: bigint) => ({ count, amountMinor: Number(minor) });
  return {
    currency: deps.config.STORE_CURRENCY,
    feePercent: deps.config.PLATFORM_FEE_PERCENT,
    payoutAccount,
    pending: total(sums.pending_count, sums.pending_minor),
    awaitingPayout: total(sums.due_count, sums.due_minor),
    paidOut: total(sums.paid_out_count, sums.paid_out_minor),
    fees: total(sums.fees_count, sums.fees_minor),
    refunded: total(sums.refunded_count, sums.refunded_minor),
  };
}

/** GET /earnings/movements: every ledger row of the seller's orders, newest first, a page at a time. */
export async function movements({ db }: Pick<PayoutDeps, 'db'>, seller: UserRow, page: Page): Promise<Movement[]> {
  const rows = await db.ledgerEntry.findMany({
    where: { order: { sellerId: seller.id } },
    select: { id: true, kind: true, orderId: true, amountMinor: true, currency: true, createdAt: true, order: { select: { title: true } } },
    ...newestFirst(page),
  });
  return rows.map((r) => ({
    _id: r.id,
    kind: r.kind,
    orderId: r.orderId,
    book: r.order.title,
    amountMinor: r.amountMinor,
    currency: r.currency,
    createdAt: r.createdAt.toISOString(),
  }));
}
