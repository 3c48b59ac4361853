import type { Reconciliation } from '../../shared/settlements.ts';
import type { Deps } from '../deps.ts';

/** How many mismatched orders an answer lists (the count is in `checkedOrders - balanced - pending`). */
const LISTED = 100;

type Mismatch = Reconciliation['mismatches'][number];
type Sums = {
  checked: number;
  balanced: number;
  awaiting_completion: number;
  awaiting_payout: number;
  owed_to_deleted_seller: number;
  awaiting_provider: number;
  mismatches: Mismatch[];
};

/**
 * GET /reconciliation (and the test suite's closing check): every order's money either balances,
 * its charge equal to what went out again (transfer + fee + refund), or it waits in a named state
 * with nothing moved yet: paid and not completed, completed and awaiting its seller's payout
 * account, completed and owed to a deleted seller (settlements.ts), or a refund or transfer decided
 * and not made at the provider yet (money-movements.ts: its job retries it). Anything else is a mismatch.
 */
export async function reconcile({ db }: Pick<Deps, 'db'>): Promise<Reconciliation> {
  const [sums] = await db.$queryRaw<[Sums]>`
    WITH money AS (
      SELECT o.id, o.status, o.seller_id, o.payout_due_at,
             coalesce(sum(l.amount_minor) FILTER (WHERE l.kind = 'charge'), 0)::int AS charge,
             coalesce(sum(l.amount_minor) FILTER (WHERE l.kind = 'transfer'), 0)::int AS transfer,
             coalesce(sum(l.amount_minor) FILTER (WHERE l.kind = 'platform_fee'), 0)::int AS fee,
             coalesce(sum(l.amount_minor) FILTER (WHERE l.kind = 'refund'), 0)::int AS refund
      FROM orders o LEFT JOIN ledger_entries l ON l.order_id = o.id
      GROUP BY o.id
    ), judged AS (
      SELECT *, CASE
        WHEN charge = transfer + fee + refund THEN 'balanced'
        WHEN transfer + fee + refund > 0 THEN 'mismatch'
        WHEN EXISTS (SELECT 1 FROM money_movements m WHERE m.order_id = money.id AND m.status = 'pending') THEN 'awaiting_provider'
        WHEN status IN ('paid', 'handed_over', 'problem') THEN 'awaiting_completion'
        WHEN status = 'completed' AND payout_due_at IS NOT NULL AND seller_id IS NOT NULL THEN 'awaiting_payout'
        WHEN status = 'completed' AND payout_due_at IS NOT NULL THEN 'owed_to_deleted_seller'
        ELSE 'mismatch' END AS standing
      FROM money
    )
    SELECT count(*)::int AS checked,
           count(*) FILTER (WHERE standing = 'balanced')::int AS balanced,
           count(*) FILTER (WHERE standing = 'awaiting_completion')::int AS awaiting_completion,
           count(*) FILTER (WHERE standing = 'awaiting_payout')::int AS awaiting_payout,
           count(*) FILTER (WHERE standing = 'owed_to_deleted_seller')::int AS owed_to_deleted_seller,
           count(*) FILTER (WHERE standing = 'awaiting_provider')::int AS awaiting_provider,
           coalesce(json_agg(json_build_object(
             'orderId', id, 'state', status, 'chargeMinor', charge, 'transferMinor', transfer, 'feeMinor', fee, 'refundMinor', refund
           )) FILTER (WHERE standing = 'mismatch'), '[]') AS mismatches
    FROM judged`;
  return {
    checkedOrders: sums.checked,
    balanced: sums.balanced,
    pending: {
      awaiting_completion: sums.awaiting_completion,
      awaiting_payout: sums.awaiting_payout,
      owed_to_deleted_seller: sums.owed_to_deleted_seller,
      awaiting_provider: sums.awaiting_provider,
    },
    mismatches: sums.mismatches.slice(0, LISTED),
    ...(await reconcileBundles(db)),
  };
}

/**
 * Per bundle (bundles.ts): its orders move together, so they share one state; its charge is one
 * payment split over them; once paid, their charges add up to the bundle's price; and once none of
 * them waits, its charges equal its transfers, fees and refunds. A bundle breaking any is a mismatch.
 */
async function reconcileBundles(db: Pick<Deps, 'db'>['db']): Promise<Pick<Reconciliation, 'checkedBundles' | 'bundleMismatches'>> {
  const [sums] = await db.$queryRaw<[{ checked: number; mismatches: Reconciliation['bundleMismatches'] }]>`
    WITH money AS (
      SELECT b.id, b.price_minor,
             array_agg(DISTINCT o.status::text ORDER BY o.status::text) AS states,
             coalesce(sum(l.amount_minor) FILTER (WHERE l.kind = 'charge'), 0)::int AS charge,
             coalesce(sum(l.amount_minor) FILTER (WHERE l.kind = 'transfer'), 0)::int AS transfer,
             coalesce(sum(l.amount_minor) FILTER (WHERE l.kind = 'platform_fee'), 0)::int AS fee,
             coalesce(sum(l.amount_minor) FILTER (WHERE l.kind = 'refund'), 0)::int AS refund,
             count(DISTINCT l.provider_ref) FILTER (WHERE l.kind = 'charge')::int AS payments,
             bool_or(o.payout_due_at IS NOT NULL OR o.status IN ('paid', 'handed_over', 'problem')
                     OR EXISTS (SELECT 1 FROM money_movements m WHERE m.order_id = o.id AND m.status = 'pending')) AS waiting
      FROM bundles b JOIN orders o ON o.bundle_id = b.id LEFT JOIN ledger_entries l ON l.order_id = o.id
      GROUP BY b.id
    )
    SELECT count(*)::int AS checked,
           coalesce(json_agg(json_build_object(
             'bundleId', id, 'states', states, 'priceMinor', price_minor, 'chargeMinor', charge, 'transferMinor', transfer,
             'feeMinor', fee, 'refundMinor', refund, 'payments', payments
           )) FILTER (WHERE cardinality(states) > 1 OR payments > 1
                         OR (states[1] IN ('paid', 'handed_over', 'completed', 'problem') AND charge <> price_minor)
                         OR (NOT waiting AND charge <> transfer + fee + refund)), '[]') AS mismatches
    FROM money`;
  return { checkedBundles: sums.checked, bundleMismatches: sums.mismatches.slice(0, LISTED) };
}
