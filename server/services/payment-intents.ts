import type { Deps } from '../deps.ts';

/** How many intents one pass cancels; the rest wait for the next pass. */
const BATCH = 50;

/**
 * Cancels at the provider the intents of bookings that have ended, so nobody pays for a copy they no
 * longer hold. The list lives in the database (orders.payment_intent_to_cancel, set as a booking is
 * cancelled), so a crash or a provider outage only delays it, and several processes share it
 * without cancelling one intent twice. A payment that still gets through is refunded by
 * applyPayment. Answers how many were cancelled.
 */
export async function cancelEndedIntents({ db, stripe }: Pick<Deps, 'db' | 'stripe'>): Promise<number> {
  // The test provider keeps no intents: its client secrets are checked against the order when used.
  if (!stripe) return 0;
  // Runs after every write: almost always nothing is waiting, which one indexed read tells without a transaction.
  const waiting = await db.order.findFirst({ where: { paymentIntentToCancel: { not: null } }, select: { id: true } });
  if (!waiting) return 0;
  return db.$transaction(
    async (tx) => {
      const ended = await tx.$queryRaw<Array<{ id: string; intent: string }>>`
        SELECT id, payment_intent_to_cancel AS intent FROM orders
        WHERE payment_intent_to_cancel IS NOT NULL ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`;
      for (const order of ended) await stripe.cancelIntent(order.intent);
      if (ended.length) {
        await tx.order.updateMany({ where: { id: { in: ended.map((o) => o.id) } }, data: { paymentIntentToCancel: null } });
      }
      return ended.length;
    },
    { timeout: 30_000 },
  );
}
