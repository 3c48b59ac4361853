import { TRPCError } from '@trpc/server';
import type { PaymentIntent } from '../../shared/orders.ts';
import type { UserRow } from '../auth/authenticate.ts';
import type { Deps } from '../deps.ts';

type PaymentDeps = Pick<Deps, 'db' | 'config' | 'testPayments'>;
type ConfirmedPayment = { orderId: string; provider: 'stripe' | 'test'; reference: string; amount: number; currency: string };

const usesStripe = (config: Deps['config']) => Boolean(config.STRIPE_SECRET_KEY);

/** The caller's own booked (unpaid) order. */
async function payableOrder({ db }: Pick<Deps, 'db'>, buyer: UserRow, orderId: string) {
  const order = await db.order.findUnique({ where: { id: orderId }, select: { id: true, buyerId: true, status: true, priceMinor: true } });
  if (!order) throw new TRPCError({ code: 'NOT_FOUND', message: 'There is no such order.' });
  if (order.buyerId !== buyer.id) throw new TRPCError({ code: 'FORBIDDEN', message: 'Only the buyer pays for an order.' });
  if (order.status === 'paid') throw new TRPCError({ code: 'CONFLICT', message: 'This order is already paid.' });
  if (order.status === 'cancelled') throw new TRPCError({ code: 'CONFLICT', message: 'This booking was cancelled; book the copy again to pay for it.' });
  return order;
}

/** Starts paying for an order: the amount always comes from the order, never from the client. */
export async function createPaymentIntent(deps: PaymentDeps, buyer: UserRow, orderId: string): Promise<PaymentIntent> {
  const order = await payableOrder(deps, buyer, orderId);
  const currency = deps.config.STORE_CURRENCY;
  if (usesStripe(deps.config)) {
    throw new TRPCError({ code: 'NOT_IMPLEMENTED', message: 'Card payments through Stripe are not available yet.' });
  }
  const clientSecret = deps.testPayments.clientSecretFor({ orderId: order.id, amount: order.priceMinor, currency });
  return { provider: 'test', clientSecret, amount: order.priceMinor, currency };
}

/**
 * The one way an order becomes paid, whichever provider confirmed the charge: at most once, only
 * for the order's own amount and currency, and the copy is then sold and no longer advertised.
 * Returns false when the order already was paid (a replayed confirmation changes nothing).
 */
export async function markPaid({ db, config }: Pick<Deps, 'db' | 'config'>, payment: ConfirmedPayment): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const [order] = await tx.$queryRaw<Array<{ status: string; price_minor: number; book_id: string | null }>>`
      SELECT status, price_minor, book_id FROM orders WHERE id = ${payment.orderId}::uuid FOR UPDATE`;
    if (!order) throw new TRPCError({ code: 'NOT_FOUND', message: 'There is no such order.' });
    if (order.status === 'paid') return false;
    if (order.status !== 'booked') throw new TRPCError({ code: 'CONFLICT', message: 'This booking was cancelled before the payment arrived.' });
    if (payment.amount !== order.price_minor || payment.currency !== config.STORE_CURRENCY) {
      throw new TRPCError({ code: 'CONFLICT', message: 'The payment does not match the order\'s amount.' });
    }
    await tx.payment.create({
      data: { orderId: payment.orderId, provider: payment.provider, providerRef: payment.reference, amountMinor: payment.amount, currency: payment.currency },
    });
    await tx.order.update({ where: { id: payment.orderId }, data: { status: 'paid', paidAt: new Date() } });
    if (order.book_id) await tx.book.update({ where: { id: order.book_id }, data: { status: 'sold', advertise: false } });
    return true;
  });
}

/** The test provider's card form: charges the card and marks the order paid through markPaid. */
export async function confirmTestPayment(
  deps: PaymentDeps,
  buyer: UserRow,
  input: { clientSecret: string; cardNumber: string },
): Promise<{ acknowledged: true; status: 'succeeded' }> {
  if (usesStripe(deps.config)) {
    throw new TRPCError({ code: 'NOT_FOUND', message: 'The test payment provider is off: this store takes card payments through Stripe.' });
  }
  const intent = deps.testPayments.intentOf(input.clientSecret);
  if (!intent) throw new TRPCError({ code: 'BAD_REQUEST', message: 'That payment was not started by this store.' });
  await payableOrder(deps, buyer, intent.orderId);
  const charge = deps.testPayments.charge(input.cardNumber);
  if (!charge.ok) throw new TRPCError({ code: 'PAYMENT_REQUIRED', message: charge.message });
  await markPaid(deps, { orderId: intent.orderId, provider: 'test', reference: deps.testPayments.referenceFor(intent.orderId), amount: intent.amount, currency: intent.currency });
  return { acknowledged: true, status: 'succeeded' };
}

/**
 * The legacy PATCH /buyer-orders/success/{id}: the client can no longer mark its own order paid. It
 * answers success only when the provider's confirmed payment is on record for the order.
 */
export async function confirmLegacySuccess({ db }: Pick<Deps, 'db'>, caller: UserRow, orderId: string) {
  const order = await db.order.findUnique({ where: { id: orderId }, select: { buyerId: true, status: true, payment: { select: { id: true } } } });
  if (!order) throw new TRPCError({ code: 'NOT_FOUND', message: 'There is no such order.' });
  if (order.buyerId !== caller.id && caller.role !== 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: 'This is not your order.' });
  if (order.status !== 'paid' || !order.payment) {
    throw new TRPCError({ code: 'CONFLICT', message: 'No confirmed payment for this order yet: pay by card first.' });
  }
  return { acknowledged: true, matchedCount: 1, modifiedCount: 0, upsertedId: null, upsertedCount: 0 } as const;
}
