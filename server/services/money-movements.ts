import type { Deps } from '../deps.ts';
import type { Prisma } from '../db/generated/client.ts';
import { addJob } from '../jobs/add-job.ts';
import { record } from './ledger.ts';
import { notify } from './notifications.ts';

type Tx = Prisma.TransactionClient;
type MovementDeps = Pick<Deps, 'db' | 'stripe' | 'testPayments' | 'metrics'>;

/**
 * Money the store moves through its payment provider: a refund to the buyer, a transfer to the
 * seller. The transaction that decides it (holding the order's row, so of a refund and a release
 * racing only one is decided) records the movement and queues its job; the provider is called
 * after commit, outside any transaction, so no row stays locked while the provider answers. The
 * pass that decided it calls at once (moveNow); the job retries with backoff if that failed. One
 * pass at a time claims the call, and the provider's idempotency key is per order and kind
 * (`refund-<order>`, `transfer-<order>`), so a retry never moves the money twice.
 */
export type Decided = {
  orderId: string;
  kind: 'refund' | 'transfer';
  amountMinor: number;
  currency: string;
  provider: 'stripe' | 'test';
  /** The charge's provider id: what a refund gives back, what a transfer is tied to. */
  chargeRef: string;
  /** The seller's payout account, for a transfer. */
  destination?: string;
  /** Why, for a refund: kept on its ledger row. */
  reason?: string;
};

/** How long the job leaves the deciding request to make the call itself before it tries. */
const RETRY_AFTER_MS = 5_000;

/** In the deciding transaction: records the movement (once per order and kind) and queues its job. Answers its id. */
export async function decideMovement(tx: Tx, m: Decided): Promise<string> {
  const { id } = await tx.moneyMovement.upsert({
    where: { orderId_kind: { orderId: m.orderId, kind: m.kind } },
    create: { ...m, destination: m.destination ?? null, reason: m.reason ?? null },
    update: {},
    select: { id: true },
  });
  await addJob(tx, 'payments:move_money', { movementId: id }, { runAt: new Date(Date.now() + RETRY_AFTER_MS), jobKey: `move-money:${id}` });
  return id;
}

/** How long a pass may take over the provider call before another may try (the idempotency key still holds then). */
const CLAIM_SECONDS = 120;

type Claimed = {
  id: string;
  order_id: string;
  kind: Decided['kind'];
  amount_minor: number;
  currency: string;
  provider: Decided['provider'];
  charge_ref: string;
  destination: string | null;
  reason: string | null;
};

/**
 * Makes a decided movement at the provider (outside any transaction), then records it in a short
 * one. 'busy' when another pass is calling the provider for it now; a provider failure throws.
 */
async function tryMove(deps: MovementDeps, movementId: string): Promise<'moved' | 'done' | 'busy'> {
  const [m] = await deps.db.$queryRaw<Claimed[]>`
    UPDATE money_movements SET claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS})
    WHERE id = ${movementId}::uuid AND status = 'pending' AND (claimed_until IS NULL OR claimed_until < now())
    RETURNING id, order_id, kind, amount_minor, currency, provider, charge_ref, destination, reason`;
  if (!m) return (await deps.db.moneyMovement.count({ where: { id: movementId, status: 'pending' } })) ? 'busy' : 'done';
  let providerRef: string;
  // A transfer to a seller is their payout.
  const kind = m.kind === 'refund' ? 'refund' : 'payout';
  try {
    providerRef = await callProvider(deps, m);
  } catch (error) {
    deps.metrics.moneyMovements.inc({ kind, outcome: 'failed' });
    await deps.db.moneyMovement.update({ where: { id: m.id }, data: { claimedUntil: null } });
    throw error;
  }
  deps.metrics.moneyMovements.inc({ kind, outcome: 'done' });
  await deps.db.$transaction(async (tx) => {
    await tx.moneyMovement.update({ where: { id: m.id }, data: { status: 'done', doneAt: new Date(), claimedUntil: null } });
    const { order_id: orderId, kind, amount_minor: amountMinor, currency, provider, reason } = m;
    await record(tx, [{ orderId, kind, amountMinor, currency, provider, providerRef, reason: reason ?? undefined }]);
    if (kind === 'transfer') await payoutRecorded(tx, orderId, amountMinor);
  });
  return 'moved';
}

/** Job `payments:move_money`: makes the movement unless it is made; throws while the provider fails or another pass is at it, for a retry. */
export async function moveMoney(deps: MovementDeps, movementId: string): Promise<void> {
  if ((await tryMove(deps, movementId)) === 'busy') throw new Error(`money movement ${movementId} is being made by another pass`);
}

/**
 * What the pass that decided a movement does right after commit: makes it, and leaves a failure to
 * the job, which retries with backoff. Answers whether this call made it.
 */
export async function moveNow(deps: MovementDeps & Pick<Deps, 'log'>, movementId: string): Promise<boolean> {
  try {
    return (await tryMove(deps, movementId)) === 'moved';
  } catch (error) {
    deps.log.warn({ err: error, movementId }, 'the payment provider failed; the payments:move_money job tries again');
    return false;
  }
}

async function callProvider(deps: MovementDeps, m: Claimed): Promise<string> {
  if (m.provider === 'test') return m.kind === 'refund' ? deps.testPayments.refund(m.charge_ref) : deps.testPayments.transfer(m.order_id);
  if (!deps.stripe) throw new Error('a Stripe movement is owed while Stripe is not configured');
  if (m.kind === 'refund') return deps.stripe.refund({ intentId: m.charge_ref, amount: m.amount_minor, orderId: m.order_id });
  return deps.stripe.transfer({ orderId: m.order_id, amount: m.amount_minor, currency: m.currency, destination: m.destination!, chargeRef: m.charge_ref });
}

/** A seller's payout is on record (its transfer, if any, already is): the fee is recorded, nothing is owed, and the seller is told. */
export async function payoutRecorded(tx: Tx, orderId: string, netMinor: number): Promise<void> {
  const order = await tx.order.update({
    where: { id: orderId },
    data: { payoutDueAt: null },
    select: { title: true, sellerId: true, platformFeeMinor: true, ledger: { where: { kind: 'charge' }, select: { currency: true } } },
  });
  const currency = order.ledger[0]!.currency;
  if (order.platformFeeMinor > 0) await record(tx, [{ orderId, kind: 'platform_fee', amountMinor: order.platformFeeMinor, currency, provider: 'store' }]);
  await notify(tx, [
    {
      userId: order.sellerId,
      kind: 'payout_sent',
      key: 'payoutSent',
      values: { amount: { minor: netMinor, currency }, title: order.title },
      orderId,
    },
  ]);
}
