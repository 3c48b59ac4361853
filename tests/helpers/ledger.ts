import type { Db } from '../../server/db/client.ts';

type Row = { amountMinor: number; providerRef: string | null; provider: string; reason: string | null };

/** An order's ledger rows by kind (charge, refund, transfer, platform_fee): what moved, once each. */
export async function ledgerOf(db: Db, orderId: string): Promise<Partial<Record<'charge' | 'refund' | 'transfer' | 'platform_fee', Row>>> {
  const rows = await db.ledgerEntry.findMany({
    where: { orderId },
    select: { kind: true, amountMinor: true, providerRef: true, provider: true, reason: true },
  });
  return Object.fromEntries(rows.map(({ kind, ...row }) => [kind, row]));
}
