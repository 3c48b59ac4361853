import { Conflict, NotFound } from './domain-errors.ts';
import { updateResult } from '../../shared/results.ts';
import type { OwedSale, SettleOwedData } from '../../shared/settlements.ts';
import type { UserRow } from '../auth/authenticate.ts';
import type { Deps } from '../deps.ts';
import type { Prisma } from '../db/generated/client.ts';
import { audit } from './audit.ts';
import { record, type Movement } from './ledger.ts';
import { notify } from './notifications.ts';
import { newestFirst, type Page } from './paging.ts';
import { decideMovement, moveNow } from './money-movements.ts';
import type { PayoutDeps } from './payouts.ts';

type Tx = Prisma.TransactionClient;

/**
 * What deleted sellers were still owed. A seller deleted before a completed sale was paid out (their
 * payout account was not ready, or its transfer kept failing) takes their payout account with them,
 * so payouts.ts can no longer pay it: the order keeps `payout_due_at` with no seller. Those sales are
 * listed for the admins until one settles each, by paying the former seller outside the store (the
 * transfer and the fee are then recorded by hand) or by refunding the buyer in full.
 */
const OWED = {
  status: 'completed',
  payoutDueAt: { not: null },
  sellerId: null,
  ledger: { some: { kind: 'charge' } },
  // A transfer decided before the seller left is still being made (money-movements.ts): not owed.
  moneyMovements: { none: { status: 'pending' } },
} satisfies Prisma.OrderWhereInput;

/** GET /owed-to-deleted-sellers: the sales still owed to deleted sellers, the most recently completed first. */
export async function owedToDeletedSellers({ db }: Pick<Deps, 'db'>, page: Page): Promise<OwedSale[]> {
  const rows = await db.order.findMany({
    where: OWED,
    select: {
      id: true,
      title: true,
      sellerEmail: true,
      sellerPhone: true,
      buyerEmail: true,
      priceMinor: true,
      platformFeeMinor: true,
      completedAt: true,
      ledger: { where: { kind: 'charge' }, select: { currency: true } },
    },
    ...newestFirst(page, 'completedAt'),
  });
  return rows.map((r) => ({
    _id: r.id,
    book: r.title,
    sellerEmail: r.sellerEmail,
    sellerPhone: r.sellerPhone,
    buyerEmail: r.buyerEmail,
    priceMinor: r.priceMinor,
    feeMinor: r.platformFeeMinor,
    owedMinor: r.priceMinor - r.platformFeeMinor,
    currency: r.ledger[0]!.currency,
    completedAt: r.completedAt!.toISOString(),
  }));
}

/** A seller is being deleted (in the deletion's transaction): the admins hear of what they are still owed. */
export async function tellAdminsOfOwed(tx: Tx, sellerId: string, sellerEmail: string): Promise<void> {
  const owed = await tx.order.findMany({
    where: { ...OWED, sellerId },
    select: { priceMinor: true, platformFeeMinor: true, ledger: { where: { kind: 'charge' }, select: { currency: true } } },
  });
  if (!owed.length) return;
  const total = owed.reduce((sum, o) => sum + o.priceMinor - o.platformFeeMinor, 0);
  const values = { email: sellerEmail, amount: { minor: total, currency: owed[0]!.ledger[0]!.currency }, sales: owed.length };
  const admins = await tx.user.findMany({ where: { role: 'admin' }, select: { id: true } });
  await notify(
    tx,
    admins.map((a) => ({ userId: a.id, kind: 'owed_to_deleted_seller', key: 'owedToDeletedSeller', values })),
  );
}

type Owed = {
  id: string;
  title: string;
  price_minor: number;
  platform_fee_minor: number;
  buyer_id: string | null;
  provider: 'stripe' | 'test';
  charge_ref: string;
  charge_minor: number;
  currency: string;
};

/**
 * PATCH /owed-to-deleted-sellers/settle/{id}: settles one sale owed to a deleted seller, holding the
 * order's row so two admins cannot settle it twice. Paid outside: the transfer (its reference is
 * `manual_tr_<order>`, the admin's note its reason) and the fee are recorded and the sale stays
 * completed. Refunded: the order becomes `refunded` and its refund is made through the provider
 * after commit (money-movements.ts). Either way nothing is owed any more. 404 for no such order, 409
 * when it owes a deleted seller nothing (or a transfer to them is still being made).
 */
export async function settleOwed(deps: PayoutDeps, admin: UserRow, input: SettleOwedData) {
  const movementId = await deps.db.$transaction(async (tx) => {
    const [owed] = await tx.$queryRaw<Owed[]>`
      SELECT o.id, o.title, o.price_minor, o.platform_fee_minor, o.buyer_id, c.provider, c.provider_ref AS charge_ref,
             c.amount_minor AS charge_minor, c.currency
      FROM orders o JOIN ledger_entries c ON c.order_id = o.id AND c.kind = 'charge'
      WHERE o.id = ${input.id}::uuid AND o.status = 'completed' AND o.payout_due_at IS NOT NULL AND o.seller_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM money_movements m WHERE m.order_id = o.id AND m.status = 'pending')
      FOR UPDATE OF o`;
    if (!owed) {
      if (!(await tx.order.count({ where: { id: input.id } }))) throw new NotFound('There is no such order.');
      throw new Conflict('This order owes nothing to a deleted seller: it was settled, or its seller is still here.');
    }
    const [moved, movementId] = input.how === 'paid_outside' ? [await recordPaidOutside(tx, owed, input.note), null] : await refundBuyer(tx, owed, input.note);
    await audit(tx, admin, 'order.settle', { type: 'order', id: owed.id }, { how: input.how, note: input.note, amountMinor: moved });
    return movementId;
  });
  if (movementId) await moveNow(deps, movementId);
  return updateResult(1);
}

/** The admin paid the former seller themselves: the store records the transfer and keeps its fee, as payouts.ts would have. */
async function recordPaidOutside(tx: Tx, owed: Owed, note: string): Promise<number> {
  const net = owed.price_minor - owed.platform_fee_minor;
  const base = { orderId: owed.id, currency: owed.currency };
  const movements: Movement[] = [];
  if (net > 0) movements.push({ ...base, kind: 'transfer', amountMinor: net, provider: 'manual', providerRef: `manual_tr_${owed.id}`, reason: note });
  if (owed.platform_fee_minor > 0) movements.push({ ...base, kind: 'platform_fee', amountMinor: owed.platform_fee_minor, provider: 'store' });
  await record(tx, movements);
  await tx.order.update({ where: { id: owed.id }, data: { payoutDueAt: null } });
  return net;
}

/** The buyer gets their charge back in full (through the provider, after commit): nobody is left to pay. */
async function refundBuyer(tx: Tx, owed: Owed, note: string): Promise<[number, string]> {
  const { id: orderId, provider, currency, charge_minor: amount } = owed;
  const movementId = await decideMovement(tx, { orderId, kind: 'refund', amountMinor: amount, currency, provider, chargeRef: owed.charge_ref, reason: note });
  await tx.order.update({ where: { id: owed.id }, data: { status: 'refunded', payoutDueAt: null, liveBookId: null } });
  await notify(tx, [
    {
      userId: owed.buyer_id,
      kind: 'order_refunded',
      key: 'refundedSellerGone',
      values: { title: owed.title },
      orderId: owed.id,
    },
  ]);
  return [owed.charge_minor, movementId];
}
