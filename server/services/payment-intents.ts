import type { Deps } from '../deps.ts';
import type { TaskName } from '../jobs/task-payloads.ts';

/**
 * The job that cancels an ended booking's intent: cancelBookings (orders.ts) queues it in the
 * statement that ends the booking, so it exists exactly when the booking ended, and no request
 * waits on the provider for it.
 */
export const CANCEL_INTENT_TASK: TaskName = 'payments:cancel_intent';

/**
 * Job `payments:cancel_intent`: cancels at the provider the intent of a booking that has ended, so
 * nobody pays for a copy they no longer hold. A failure throws, and the job queue retries with
 * backoff; a payment that still gets through is refunded by applyPayment.
 */
export async function cancelIntent({ stripe }: Pick<Deps, 'stripe'>, intentId: string): Promise<void> {
  // The test provider keeps no intents: its client secrets are checked against the order when used.
  if (!stripe) return;
  await stripe.cancelIntent(intentId);
}
