import { percentOf } from '../../shared/money.ts';
import type { Prisma } from '../db/generated/client.ts';
import type { LedgerKind } from '../db/generated/enums.ts';

type Tx = Prisma.TransactionClient;

/** One movement of money for one order (see LedgerEntry in schema.prisma). */
export type Movement = {
  orderId: string;
  kind: LedgerKind;
  amountMinor: number;
  currency: string;
  /**
   * 'stripe' or 'test' for what a provider moved; 'store' for the fee, which stays where it is;
   * 'manual' for what an admin paid outside the store (settlements.ts).
   */
  provider: 'stripe' | 'test' | 'store' | 'manual';
  /** The provider's id of the movement; none for the fee. */
  providerRef?: string | null;
  reason?: string;
};

/**
 * Writes movements to the ledger, each once: an order has at most one of each kind, so a retry or a
 * second process writing the same movement changes nothing. Answers how many rows were new.
 */
export async function record(tx: Tx, movements: Movement[]): Promise<number> {
  if (!movements.length) return 0;
  const { count } = await tx.ledgerEntry.createMany({
    data: movements.map((m) => ({
      orderId: m.orderId,
      kind: m.kind,
      amountMinor: m.amountMinor,
      currency: m.currency,
      provider: m.provider,
      providerRef: m.providerRef ?? null,
      reason: m.reason ?? null,
    })),
    skipDuplicates: true,
  });
  return count;
}

/** The charges that paid for these orders (one order, or a bundle's), in order id order. */
export function chargesOf(tx: Tx, orderIds: string[]) {
  return tx.ledgerEntry.findMany({
    where: { orderId: { in: orderIds }, kind: 'charge' },
    select: { orderId: true, provider: true, providerRef: true, amountMinor: true, currency: true },
    orderBy: { orderId: 'asc' },
  });
}

/** The platform's share of a price at `percent`, in whole minor units. */
export const platformFee = percentOf;

/**
 * Splits `total` minor units over parts weighted by `weights` (a bundle's price over its copies' listed
 * prices, its fee over its orders' prices): each part gets its exact share rounded down, and the
 * units left over go one each to the parts with the largest remainders (the earlier part on a tie),
 * so the parts always add up to `total` and none is off by a whole unit.
 */
export function splitByWeight(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (sum <= 0) throw new Error('splitByWeight needs a positive total weight');
  // BigInt keeps total × weight exact beyond 2^53.
  const exact = weights.map((w) => BigInt(total) * BigInt(w));
  const parts = exact.map((e) => Number(e / BigInt(sum)));
  const left = total - parts.reduce((a, p) => a + p, 0);
  const byRemainder = exact.map((e, i) => ({ i, r: e % BigInt(sum) })).sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (let k = 0; k < left; k++) parts[byRemainder[k]!.i]! += 1;
  return parts;
}
