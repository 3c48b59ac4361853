import type { UserRow } from '../auth/authenticate.ts';
import type { Deps } from '../deps.ts';
import { TEST_ACCOUNT_PREFIX } from '../integrations/payments/test-provider.ts';
import { decideMovement, moveNow, payoutRecorded } from './money-movements.ts';

export type PayoutDeps = Pick<Deps, 'db' | 'config' | 'stripe' | 'testPayments' | 'log' | 'metrics'>;

/**
 * Paying sellers. A completed order owes its seller the price less the platform's fee
 * (`payout_due_at` set); the transfer is made as soon as the seller's payout account can take it:
 * at once when it already can, else when they finish setting it up. With Stripe that account is a
 * Connect Express account, onboarded through Stripe's hosted pages; the test provider's is ready
 * the moment it is asked for. Each transfer is made once per order, whatever the retries and
 * however many processes try: the order's row is locked while its transfer is decided (never while
 * the provider is called), the provider call carries the key `transfer-<order>`, and the ledger
 * takes one transfer per order.
 */

/** Whether an account id belongs to the provider in use (a demo store may move from the test provider to Stripe). */
const isOwnAccount = (deps: Pick<PayoutDeps, 'stripe'>, accountId: string | null) =>
  accountId !== null && accountId.startsWith(TEST_ACCOUNT_PREFIX) === !deps.stripe;

/**
 * POST /payouts/account-link: where the seller sets up their payout account. With Stripe, their
 * Express account is opened once and the answer is a one-time onboarding link that comes back to
 * the Earnings page; the test provider's account is ready at once, and what was owed is paid.
 */
export async function payoutAccountLink(deps: PayoutDeps, seller: UserRow): Promise<{ url: string }> {
  const earningsUrl = `${deps.config.publicUrl}/dashboard/earnings`;
  if (!deps.stripe) {
    await deps.db.user.update({ where: { id: seller.id }, data: { payoutAccountId: deps.testPayments.payoutAccountFor(seller.id), payoutsEnabled: true } });
    await payOut(deps, { sellerId: seller.id });
    return { url: earningsUrl };
  }
  const { payoutAccountId } = await deps.db.user.findUniqueOrThrow({ where: { id: seller.id }, select: { payoutAccountId: true } });
  let accountId = payoutAccountId;
  if (!isOwnAccount(deps, accountId)) {
    accountId = await deps.stripe.createAccount(seller);
    await deps.db.user.update({ where: { id: seller.id }, data: { payoutAccountId: accountId, payoutsEnabled: false } });
  }
  const url = await deps.stripe.accountLink(accountId!, { returnUrl: `${earningsUrl}?payouts=return`, refreshUrl: `${earningsUrl}?payouts=refresh` });
  return { url };
}

export type PayoutAccountState = 'not_set_up' | 'pending' | 'ready';

/**
 * The seller's payout account as it stands. A Stripe account still being set up is asked about
 * (the seller may have just come back from onboarding), and once it can take transfers, what it is
 * owed is paid. Stripe's answer failing leaves the account as last known.
 */
export async function payoutAccountState(deps: PayoutDeps, sellerId: string): Promise<PayoutAccountState> {
  const user = await deps.db.user.findUniqueOrThrow({ where: { id: sellerId }, select: { payoutAccountId: true, payoutsEnabled: true } });
  if (!isOwnAccount(deps, user.payoutAccountId)) return 'not_set_up';
  if (user.payoutsEnabled) return 'ready';
  if (!deps.stripe) return 'pending';
  const state = await deps.stripe.accountState(user.payoutAccountId!).catch((error: unknown) => {
    deps.log.warn({ err: error }, 'could not ask Stripe about a payout account');
    return null;
  });
  if (!state?.ready) return 'pending';
  await accountReady(deps, state.accountId);
  return 'ready';
}

/** Stripe says a connected account can take transfers now (its `account.updated` webhook, or asked): pay what it is owed. */
export async function accountReady(deps: PayoutDeps, accountId: string): Promise<void> {
  const seller = await deps.db.user.findUnique({ where: { payoutAccountId: accountId }, select: { id: true } });
  if (!seller) return;
  await deps.db.user.update({ where: { id: seller.id }, data: { payoutsEnabled: true } });
  await payOut(deps, { sellerId: seller.id });
}

type Due = {
  id: string;
  price_minor: number;
  platform_fee_minor: number;
  payout_account_id: string;
  provider: 'stripe' | 'test';
  charge_ref: string;
  currency: string;
};

/**
 * Decides one order's payout, holding the order's row: another pass on the same order waits, then
 * finds the same transfer decided. The transfer is then made after commit (money-movements.ts);
 * the fee and the seller's note are recorded with it. Answers whether this call paid it.
 */
async function payOutOrder(deps: PayoutDeps, orderId: string): Promise<boolean> {
  const movementId = await deps.db.$transaction(async (tx) => {
    const [due] = await tx.$queryRaw<Due[]>`
      SELECT o.id, o.price_minor, o.platform_fee_minor, u.payout_account_id, c.provider, c.provider_ref AS charge_ref, c.currency
      FROM orders o
      JOIN users u ON u.id = o.seller_id
      JOIN ledger_entries c ON c.order_id = o.id AND c.kind = 'charge'
      WHERE o.id = ${orderId}::uuid AND o.payout_due_at IS NOT NULL AND u.payouts_enabled
      FOR UPDATE OF o`;
    if (!due) return null;
    const net = due.price_minor - due.platform_fee_minor;
    if (net <= 0) {
      await payoutRecorded(tx, due.id, 0);
      return null;
    }
    const { id, provider, charge_ref: chargeRef, currency, payout_account_id: destination } = due;
    return decideMovement(tx, { orderId: id, kind: 'transfer', amountMinor: net, currency, provider, chargeRef, destination });
  });
  if (!movementId) return false;
  return moveNow(deps, movementId);
}

/** How many owed transfers one pass makes at most (the once-a-minute job comes back for the rest). */
const PASS = 100;

/**
 * Pays what is owed to sellers whose account can take it: one order, one seller's, or (the
 * once-a-minute job's pass) anyone's, oldest first. A transfer that fails is logged and left owed, for its
 * job and the next pass; the others go on. Answers how many were paid.
 */
export async function payOut(deps: PayoutDeps, where: { orderIds?: string[]; sellerId?: string } = {}): Promise<number> {
  const due = await deps.db.order.findMany({
    where: {
      payoutDueAt: { not: null },
      seller: { payoutsEnabled: true },
      ...(where.orderIds && { id: { in: where.orderIds } }),
      ...(where.sellerId && { sellerId: where.sellerId }),
    },
    select: { id: true },
    orderBy: { payoutDueAt: 'asc' },
    take: PASS,
  });
  let paid = 0;
  for (const { id } of due) {
    const done = await payOutOrder(deps, id).catch((error: unknown) => {
      deps.log.warn({ err: error, orderId: id }, 'could not pay a seller yet; the next pass tries again');
      return false;
    });
    if (done) paid += 1;
  }
  return paid;
}
