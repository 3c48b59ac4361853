import type Stripe from 'stripe';
import type { Config } from '../../config.ts';
import { CircuitBreaker, type CircuitBreakerOptions } from '../../runtime/circuit-breaker.ts';

export type StripeIntent = { id: string; clientSecret: string };
export type StripePayment = { orderId: string; intentId: string; amount: number; currency: string; succeeded: boolean };
/** A connected account's news: whether it can receive transfers now. */
export type StripeAccountState = { accountId: string; ready: boolean };
export type StripeEvent = { id: string; type: string; payment: StripePayment | null; account: StripeAccountState | null };
/** What a seller is paid for one order: their share of its charge, into their connected account. */
export type Transfer = { orderId: string; amount: number; currency: string; destination: string; chargeRef: string };

/**
 * Stripe as the store uses it: PaymentIntents per order, refunds, signed webhooks, and Connect for
 * paying sellers (Express accounts onboarded through account links; separate charges and transfers).
 */
export interface StripePayments {
  createIntent(order: { id: string; amount: number; currency: string }): Promise<StripeIntent>;
  retrieve(intentId: string): Promise<StripePayment>;
  /** Cancels an intent nobody may pay any more; one that already succeeded or was cancelled is left as it is. */
  cancelIntent(intentId: string): Promise<void>;
  /**
   * Gives back `amount` of an intent's charge (all of it for one order; its order's share for a
   * bundle's), once per order (idempotent); answers the refund's id.
   */
  refund(refund: { intentId: string; amount: number; orderId: string }): Promise<string>;
  /** Opens a seller's Express account, once per seller (idempotent); answers its id. */
  createAccount(seller: { id: string; email: string }): Promise<string>;
  /** A one-time link into Stripe's hosted onboarding of the account, coming back to `returnUrl`. */
  accountLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string>;
  /** Whether the account can receive transfers now. */
  accountState(accountId: string): Promise<StripeAccountState>;
  /** Pays a seller their share of an order's charge, once per order (idempotent); answers the transfer's id. */
  transfer(transfer: Transfer): Promise<string>;
  /** Verifies a webhook's signature over its raw body; throws when it does not hold. */
  verifyEvent(rawBody: Buffer, signature: string): Promise<StripeEvent>;
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

/** An account may receive transfers once Stripe has activated its transfers capability. */
const accountState = (account: Stripe.Account): StripeAccountState => ({ accountId: account.id, ready: account.capabilities?.transfers === 'active' });

/**
 * Stripe as configured, or null without its keys. Every call has a time limit (STRIPE_TIMEOUT_MS,
 * tried twice by the SDK, which waits between tries and reuses the idempotency key) and goes
 * through a circuit breaker: while Stripe keeps failing, calls are refused at once with
 * DependencyUnavailable (503 and Retry-After to the caller; the jobs that cancel, refund and pay
 * out try again later) instead of each waiting out its time limit. `onOutage` hears when the calls
 * stop and start again (the metrics' bookstore_dependency_up).
 */
export function stripePayments(config: Config, onOutage?: CircuitBreakerOptions['onChange']): StripePayments | null {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) return null;
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  const secretKey = config.STRIPE_SECRET_KEY;
  // The SDK (about 7 MB of a process's memory) is loaded by the first call that needs it, not at start.
  let loaded: Promise<Stripe> | undefined;
  const sdk = () =>
    (loaded ??= import('stripe').then(
      ({ default: StripeSdk }) =>
        new StripeSdk(secretKey, {
          timeout: config.STRIPE_TIMEOUT_MS,
          maxNetworkRetries: 1,
          ...(api && { host: api.hostname, port: api.port, protocol: api.protocol.replace(':', '') as 'http' | 'https' }),
        }),
    ));
  const breaker = new CircuitBreaker('Stripe', { openSeconds: config.CIRCUIT_OPEN_SECONDS, onChange: onOutage });
  /** Stripe's own failures (no answer in time, no connection, its 5xx and 429), not refusals of what we asked. */
  const isOutage = (stripe: Stripe) => (error: unknown) =>
    error instanceof stripe.errors.StripeConnectionError ||
    error instanceof stripe.errors.StripeAPIError ||
    error instanceof stripe.errors.StripeRateLimitError ||
    (error instanceof stripe.errors.StripeError && (error.statusCode ?? 0) >= 500);
  /** One call to Stripe, through the breaker. */
  const call = async <T>(work: (stripe: Stripe) => Promise<T>): Promise<T> => {
    const stripe = await sdk();
    return breaker.run(() => work(stripe), isOutage(stripe));
  };
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET;
  return {
    createIntent: (order) =>
      call(async (stripe) => {
        // One PaymentIntent per order: the idempotency key makes a repeated start return the same one.
        const intent = await stripe.paymentIntents.create(
          { amount: order.amount, currency: order.currency.toLowerCase(), metadata: { orderId: order.id }, automatic_payment_methods: { enabled: true } },
          { idempotencyKey: `order-${order.id}` },
        );
        if (!intent.client_secret) throw new Error('Stripe answered without a client secret');
        return { id: intent.id, clientSecret: intent.client_secret };
      }),
    retrieve: (intentId) => call(async (stripe) => toPayment(await stripe.paymentIntents.retrieve(intentId))),
    cancelIntent: (intentId) =>
      call(async (stripe) => {
        await stripe.paymentIntents.cancel(intentId).catch((error: unknown) => {
          // Already succeeded (the webhook refunds it) or already cancelled: nothing left to stop.
          if (!(error instanceof stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state')) throw error;
        });
      }),
    refund: ({ intentId, amount, orderId }) =>
      call(async (stripe) => {
        const refund = await stripe.refunds.create(
          { payment_intent: intentId, amount, reason: 'requested_by_customer', metadata: { orderId } },
          { idempotencyKey: `refund-${orderId}` },
        );
        return refund.id;
      }),
    createAccount: (seller) =>
      call(async (stripe) => {
        const account = await stripe.accounts.create(
          { type: 'express', email: seller.email, capabilities: { transfers: { requested: true } }, metadata: { userId: seller.id } },
          { idempotencyKey: `payout-account-${seller.id}` },
        );
        return account.id;
      }),
    accountLink: (accountId, urls) =>
      call(async (stripe) => {
        const link = await stripe.accountLinks.create({
          account: accountId,
          type: 'account_onboarding',
          return_url: urls.returnUrl,
          refresh_url: urls.refreshUrl,
        });
        return link.url;
      }),
    accountState: (accountId) => call(async (stripe) => accountState(await stripe.accounts.retrieve(accountId))),
    transfer: ({ orderId, amount, currency, destination, chargeRef }) =>
      call(async (stripe) => {
        // Tied to the buyer's charge (source_transaction), the transfer waits for that charge's funds
        // instead of failing on an empty balance.
        const intent = await stripe.paymentIntents.retrieve(chargeRef);
        const charge = typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.latest_charge?.id;
        const transfer = await stripe.transfers.create(
          {
            amount,
            currency: currency.toLowerCase(),
            destination,
            transfer_group: `order-${orderId}`,
            metadata: { orderId },
            ...(charge && { source_transaction: charge }),
          },
          { idempotencyKey: `transfer-${orderId}` },
        );
        return transfer.id;
      }),
    async verifyEvent(rawBody, signature) {
      // Checked here, with the webhook secret: no call to Stripe, so no breaker.
      const stripe = await sdk();
      const event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      const object = event.data.object as { object?: string };
      return {
        id: event.id,
        type: event.type,
        payment: object.object === 'payment_intent' ? toPayment(object as Stripe.PaymentIntent) : null,
        account: object.object === 'account' ? accountState(object as Stripe.Account) : null,
      };
    },
  };
}
