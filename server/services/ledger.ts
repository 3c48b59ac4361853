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

/** The charge that paid for an order, if any. */
export function chargeOf(tx: Tx, orderId: string) {
  return tx.ledgerEntry.findUnique({
    where: { orderId_kind: { orderId, kind: 'charge' } },
    select: { provider: true, providerRef: true, amountMinor: true, currency: true },
  });
}

/** The platform's share of a price at `percent`, in whole minor units. */
export function platformFee(priceMinor: number, percent: number): number {
  return Math.round((priceMinor * percent) / 100);
}
