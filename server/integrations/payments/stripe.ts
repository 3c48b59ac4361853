import Stripe from 'stripe';
import type { Config } from '../../config.ts';

export type StripeIntent = { id: string; clientSecret: string };
export type StripePayment = { orderId: string; intentId: string; amount: number; currency: string; succeeded: boolean };
export type StripeEvent = { id: string; type: string; payment: StripePayment | null };

/** Stripe as the store uses it: PaymentIntents per order and signed webhooks. */
export interface StripePayments {
  createIntent(order: { id: string; amount: number; currency: string }): Promise<StripeIntent>;
  retrieve(intentId: string): Promise<StripePayment>;
  /** Cancels an intent nobody may pay any more; one that already succeeded or was cancelled is left as it is. */
  cancelIntent(intentId: string): Promise<void>;
  /** Refunds an intent's charge in full, once (idempotent); answers the refund's id. */
  refund(intentId: string): Promise<string>;
  /** Verifies a webhook's signature over its raw body; throws when it does not hold. */
  verifyEvent(rawBody: Buffer, signature: string): StripeEvent;
}

function toPayment(intent: Stripe.PaymentIntent): StripePayment {
  return {
    orderId: intent.metadata.orderId ?? '',
    intentId: intent.id,
    amount: intent.amount_received || intent.amount,
    currency: intent.currency.toUpperCase(),
    succeeded: intent.status === 'succeeded',
  };
}

export function stripePayments(config: Config): StripePayments | null {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) return null;
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  const stripe = new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    ...(api && { host: api.hostname, port: api.port, protocol: api.protocol.replace(':', '') as 'http' | 'https' }),
  });
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET;
  return {
    async createIntent(order) {
      // One PaymentIntent per order: the idempotency key makes a repeated start return the same one.
      const intent = await stripe.paymentIntents.create(
        { amount: order.amount, currency: order.currency.toLowerCase(), metadata: { orderId: order.id }, automatic_payment_methods: { enabled: true } },
        { idempotencyKey: `order-${order.id}` },
      );
      if (!intent.client_secret) throw new Error('Stripe answered without a client secret');
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async retrieve(intentId) {
      return toPayment(await stripe.paymentIntents.retrieve(intentId));
    },
    async cancelIntent(intentId) {
      await stripe.paymentIntents.cancel(intentId).catch((error: unknown) => {
        // Already succeeded (the webhook refunds it) or already cancelled: nothing left to stop.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state')) throw error;
      });
    },
    async refund(intentId) {
      const refund = await stripe.refunds.create({ payment_intent: intentId, reason: 'requested_by_customer' }, { idempotencyKey: `refund-${intentId}` });
      return refund.id;
    },
    verifyEvent(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      const isIntent = event.type.startsWith('payment_intent.');
      return { id: event.id, type: event.type, payment: isIntent ? toPayment(event.data.object as Stripe.PaymentIntent) : null };
    },
  };
}
