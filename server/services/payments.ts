import { Conflict, Forbidden, InvalidInput, NotFound, PaymentDeclined } from './domain-errors.ts';
import { idSchema } from '../../shared/ids.ts';
import { LEGACY_STATUS, type OrderState, type PaymentIntent } from '../../shared/orders.ts';
import type { UserRow } from '../auth/authenticate.ts';
import type { Deps } from '../deps.ts';
import { Prisma } from '../db/generated/client.ts';
import { audit, SYSTEM } from './audit.ts';
import { platformFee, record, splitByWeight } from './ledger.ts';
import { byCheckout, type Checkout, sameCheckout, whatValues } from './checkouts.ts';
import { decideMovement, moveNow } from './money-movements.ts';
import { notify } from './notifications.ts';
import type { CancelReason } from '../../shared/order-states.ts';
import { cancelBookings } from './orders.ts';
import { accountReady } from './payouts.ts';
import { updated } from './books.ts';

type PaymentDeps = Pick<Deps, 'db' | 'config' | 'testPayments' | 'stripe' | 'log' | 'metrics'>;
type ConfirmedPayment = {
  orderId: string;
  provider: 'stripe' | 'test';
  reference: string;
  amount: number;
  currency: string;
  /** The provider event that confirmed it, recorded so a replay changes nothing. */
  eventId?: string;
};

/**
 * Why a charge could not be applied, by code: its words in the refund and the audit trail. The
 * booking it ends is cancelled for the same reason (orders.ts), and its buyer is told in their
 * language (`paymentRefunded.<code>`).
 */
const REFUSALS = {
  wrongAmount: 'The payment did not match the order’s amount.',
  underReview: 'The listing was under review after reports.',
  endedBeforePayment: 'The booking had ended before the payment arrived.',
} as const satisfies Partial<Record<CancelReason, string>>;

/** Whether reports hide an order's listing meanwhile (a column of a query over `orders`). */
const HIDDEN = Prisma.sql`(SELECT b.hidden_at IS NOT NULL FROM books b WHERE b.id = orders.book_id) AS hidden`;

/**
 * What the buyer pays for in one go (checkouts.ts): the order, or its whole bundle, paid against
 * the lead order (the lowest id). The caller's own booked (unpaid) order, of listings on show: one
 * that enough reports have hidden waits for an admin's decision before anyone pays for it.
 */
async function payableCheckout({ db }: Pick<Deps, 'db'>, buyer: UserRow, orderId: string): Promise<{ leadId: string; amountMinor: number }> {
  const orders = await db.$queryRaw<Array<{ id: string; buyer_id: string | null; status: OrderState; price_minor: number; hidden: boolean | null }>>`
    SELECT id, buyer_id, status, price_minor, ${HIDDEN}
    FROM orders WHERE ${sameCheckout(orderId)} ORDER BY id`;
  const order = orders.find((o) => o.id === orderId);
  if (!order) throw new NotFound('There is no such order.');
  if (order.buyer_id !== buyer.id) throw new Forbidden('Only the buyer pays for an order.');
  if (order.status === 'cancelled') throw new Conflict('This booking was cancelled; book the copy again to pay for it.');
  if (order.status === 'refunded') throw new Conflict('This order was refunded.');
  if (order.status !== 'booked') throw new Conflict('This order is already paid.');
  if (orders.some((o) => o.hidden)) {
    throw new Conflict('This listing is under review after reports: it can be paid for once an admin has cleared it.');
  }
  return { leadId: orders[0]!.id, amountMinor: orders.reduce((sum, o) => sum + o.price_minor, 0) };
}

/** Starts paying for an order (or its bundle, in one payment): the amount always comes from the orders, never from the client. */
export async function createPaymentIntent(deps: PaymentDeps, buyer: UserRow, orderId: string): Promise<PaymentIntent> {
  const { leadId, amountMinor: amount } = await payableCheckout(deps, buyer, orderId);
  const currency = deps.config.STORE_CURRENCY;
  if (deps.stripe) {
    const intent = await deps.stripe.createIntent({ id: leadId, amount, currency });
    await deps.db.order.update({ where: { id: leadId }, data: { paymentIntentId: intent.id } });
    return { provider: 'stripe', clientSecret: intent.clientSecret, amount, currency };
  }
  const clientSecret = deps.testPayments.clientSecretFor({ orderId: leadId, amount, currency });
  return { provider: 'test', clientSecret, amount, currency };
}

/** What became of a confirmed charge. */
export type PaymentOutcome =
  /** The order is paid now. */
  | 'paid'
  /** Already on record (a replayed confirmation): nothing changed. */
  | 'replayed'
  /** The order could not take it (its booking had ended, the amount is not the order's, its listing is under review): recorded and refunded in full. */
  | 'refunded';

/**
 * The one way a confirmed charge is applied, whichever provider confirmed it. An order becomes paid
 * at most once, only for its own amount and currency, and its copy is then sold and no longer
 * advertised; the charge is the order's first ledger row, and the platform's fee on it is fixed then
 * (PLATFORM_FEE_PERCENT). A charge the order cannot take (its booking ended first, the amount is
 * wrong, or reports have hidden the listing meanwhile) is never dropped: it is recorded, refunded in
 * full, the buyer is told, and the audit trail says why.
 */
export async function applyPayment(deps: PaymentDeps, payment: ConfirmedPayment): Promise<PaymentOutcome> {
  const applied = await deps.db.$transaction(async (tx): Promise<{ outcome: PaymentOutcome; refunds?: string[] }> => {
    // The order and the rest of its bundle, held in id order (as every other pass holds them).
    const orders = await tx.$queryRaw<
      Array<{
        id: string;
        bundle_id: string | null;
        status: string;
        price_minor: number;
        book_id: string | null;
        buyer_id: string | null;
        seller_id: string | null;
        title: string;
        buyer_email: string;
        hidden: boolean | null;
      }>
    >`SELECT id, bundle_id, status, price_minor, book_id, buyer_id, seller_id, title, buyer_email,
               ${HIDDEN}
        FROM orders WHERE ${sameCheckout(payment.orderId)} ORDER BY id FOR UPDATE`;
    const order = orders.find((o) => o.id === payment.orderId);
    if (!order) throw new NotFound('There is no such order.');
    if (payment.eventId) {
      const fresh = await tx.$executeRaw`
          INSERT INTO payment_events (id, provider, type) VALUES (${payment.eventId}, ${payment.provider}, 'payment_succeeded')
          ON CONFLICT (id) DO NOTHING`;
      if (fresh === 0) return { outcome: 'replayed' };
    }
    if (LEGACY_STATUS[order.status as OrderState] === 'paid' || (await tx.ledgerEntry.count({ where: { providerRef: payment.reference } })) > 0)
      return { outcome: 'replayed' };
    const [{ lead, titles }] = byCheckout(orders) as [Checkout<(typeof orders)[number]>];
    const what = whatValues(titles);
    const refs = { orderId: lead.id, bookId: lead.book_id };
    const prices = orders.map((o) => o.price_minor);
    // One payment, split over the checkout's orders by their prices: each order's ledger balances on its own.
    const charges = splitByWeight(payment.amount, prices);
    const base = { currency: payment.currency, provider: payment.provider };
    await record(
      tx,
      orders.map((o, i) => ({ ...base, orderId: o.id, amountMinor: charges[i]!, kind: 'charge', providerRef: payment.reference })),
    );
    const total = prices.reduce((sum, p) => sum + p, 0);
    const fits = payment.amount === total && payment.currency === deps.config.STORE_CURRENCY;
    const booked = orders.every((o) => o.status === 'booked');
    if (booked && fits && !orders.some((o) => o.hidden)) {
      // The fee is the bundle's, split over its orders to the unit: together they are the fee on the whole.
      const fees = splitByWeight(platformFee(total, deps.config.PLATFORM_FEE_PERCENT), prices);
      await tx.$executeRaw`
        UPDATE orders o SET status = 'paid', paid_at = now(), platform_fee_minor = f.fee, updated_at = now()
        FROM unnest(${orders.map((r) => r.id)}::uuid[], ${fees}::int[]) AS f(id, fee) WHERE o.id = f.id`;
      const books = orders.flatMap((o) => (o.book_id ? [o.book_id] : []));
      await tx.book.updateMany({ where: { id: { in: books } }, data: { status: 'sold', advertise: false } });
      await notify(tx, [
        { userId: lead.seller_id, kind: 'order_paid', key: 'orderPaid.seller', values: { ...what, email: lead.buyer_email }, ...refs },
        { userId: lead.buyer_id, kind: 'order_paid', key: 'orderPaid.buyer', values: what, ...refs },
      ]);
      return { outcome: 'paid' };
    }
    const refusal = !fits ? 'wrongAmount' : booked ? 'underReview' : 'endedBeforePayment';
    const reason = REFUSALS[refusal];
    // A wrong amount, or a listing under review, ends a live booking too: the buyer can book again once it is right.
    if (orders.some((o) => o.status === 'booked')) {
      await cancelBookings(tx, { where: { id: lead.id }, reason: refusal, tell: ['seller'] });
    }
    const refunds: string[] = [];
    for (const [i, o] of orders.entries()) {
      const movement = { orderId: o.id, kind: 'refund', amountMinor: charges[i]!, chargeRef: payment.reference, reason } as const;
      if (movement.amountMinor > 0) refunds.push(await decideMovement(tx, { ...movement, currency: payment.currency, provider: payment.provider }));
    }
    const { amount: amountMinor, reference: chargeRef } = payment;
    await audit(
      tx,
      SYSTEM,
      'payment.refund',
      { type: 'order', id: payment.orderId },
      {
        charge: chargeRef,
        refund: refunds.length > 1 ? refunds : (refunds[0] ?? null),
        amountMinor,
        reason,
      },
    );
    await notify(tx, [
      {
        userId: lead.buyer_id,
        kind: 'payment_refunded',
        key: `paymentRefunded.${refusal}`,
        values: what,
        ...refs,
      },
    ]);
    return { outcome: 'refunded', refunds };
  });
  deps.metrics.payments.inc({ outcome: applied.outcome });
  // The refunds are made after commit, never while the orders' rows are held; their jobs retry a failure.
  for (const refund of applied.refunds ?? []) await moveNow(deps, refund);
  return applied.outcome;
}

/** What the buyer is told when their charge went back. */
const REFUNDED = 'This booking ended before your payment went through, so the charge was refunded in full. Book the copy again if it is still available.';

/** The test provider's card form: charges the card and applies the charge through applyPayment. */
export async function confirmTestPayment(
  deps: PaymentDeps,
  buyer: UserRow,
  input: { clientSecret: string; cardNumber: string; expiry: string },
): Promise<{ acknowledged: true; status: 'succeeded' }> {
  if (deps.stripe) {
    throw new NotFound('The test payment provider is off: this store takes card payments through Stripe.');
  }
  const intent = deps.testPayments.intentOf(input.clientSecret);
  if (!intent) throw new InvalidInput('That payment was not started by this store.');
  await payableCheckout(deps, buyer, intent.orderId);
  const charge = deps.testPayments.charge(input);
  if (!charge.ok) throw new PaymentDeclined(charge.message);
  const outcome = await applyPayment(deps, {
    orderId: intent.orderId,
    provider: 'test',
    reference: deps.testPayments.referenceFor(intent.orderId),
    amount: intent.amount,
    currency: intent.currency,
  });
  if (outcome === 'refunded') throw new Conflict(REFUNDED);
  return { acknowledged: true, status: 'succeeded' };
}

/**
 * The legacy PATCH /buyer-orders/success/{id}: the client can no longer mark its own order paid. It
 * succeeds only when the provider confirms the order's payment (Stripe is asked; the test provider's
 * payments are on record the moment they are confirmed).
 */
export async function confirmLegacySuccess(deps: PaymentDeps, caller: UserRow, orderId: string) {
  const order = await deps.db.order.findUnique({ where: { id: orderId }, select: { buyerId: true, status: true } });
  if (!order) throw new NotFound('There is no such order.');
  if (order.buyerId !== caller.id && caller.role !== 'admin') throw new Forbidden('This is not your order.');
  // A bundle's payment is its lead order's (checkouts.ts).
  const [lead] = await deps.db.$queryRaw<Array<{ id: string; payment_intent_id: string | null }>>`
    SELECT id, payment_intent_id FROM orders WHERE ${sameCheckout(orderId)} ORDER BY id LIMIT 1`;
  let modified = false;
  if (LEGACY_STATUS[order.status] !== 'paid' && deps.stripe && lead?.payment_intent_id) {
    const payment = await deps.stripe.retrieve(lead.payment_intent_id);
    if (payment.succeeded && payment.orderId === lead.id) {
      const outcome = await applyPayment(deps, {
        orderId: lead.id,
        provider: 'stripe',
        reference: payment.intentId,
        amount: payment.amount,
        currency: payment.currency,
      });
      if (outcome === 'refunded') throw new Conflict(REFUNDED);
      modified = outcome === 'paid';
    }
  }
  if (LEGACY_STATUS[order.status] !== 'paid' && !modified) {
    throw new Conflict('No confirmed payment for this order yet: pay by card first.');
  }
  return updated(modified);
}

/**
 * A Stripe webhook: only a correctly signed event counts. A succeeded PaymentIntent marks its
 * order paid through applyPayment, once per event, and only for the intent this store created for
 * it; a connected account that can take transfers now is paid what it is owed.
 */
export async function handleStripeEvent(
  deps: PaymentDeps & Pick<Deps, 'log'>,
  rawBody: Buffer,
  signature: string,
): Promise<{ received: true; applied: boolean }> {
  if (!deps.stripe) throw new NotFound('Stripe is not configured on this store.');
  let event;
  try {
    event = await deps.stripe.verifyEvent(rawBody, signature);
  } catch {
    throw new InvalidInput('The webhook signature does not hold.');
  }
  if (event.type === 'account.updated' && event.account) {
    // A seller's connected account finished onboarding (or changed): pay what it is owed once it can take it.
    if (event.account.ready) await accountReady(deps, event.account.accountId);
    return { received: true, applied: event.account.ready };
  }
  const payment = event.payment;
  if (event.type !== 'payment_intent.succeeded' || !payment?.succeeded) return { received: true, applied: false };
  // An intent this store did not make may carry anything as its order id. A database that cannot
  // answer is not swallowed: the failed delivery (5xx) makes Stripe send the event again later.
  if (!idSchema.safeParse(payment.orderId).success) return { received: true, applied: false };
  const order = await deps.db.order.findUnique({ where: { id: payment.orderId }, select: { paymentIntentId: true } });
  if (!order || order.paymentIntentId !== payment.intentId) return { received: true, applied: false };
  const outcome = await applyPayment(deps, {
    orderId: payment.orderId,
    provider: 'stripe',
    reference: payment.intentId,
    amount: payment.amount,
    currency: payment.currency,
    eventId: event.id,
  });
  // A charge the order could not take was refunded: acknowledged, not applied.
  return { received: true, applied: outcome === 'paid' };
}
