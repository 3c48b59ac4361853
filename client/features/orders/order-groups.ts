import type { Order } from '../../../shared/orders.ts';
import { listInWords } from '../../../shared/message-values.ts';
import { currentReading } from '../../i18n/locale.ts';
import { orders as ordersNs } from '../../i18n/orders.ts';

export type OrderGroups = { open: Order[]; closed: Order[] };

/** The server's reason for a booking whose hold ran out, in English as it writes it (cancel-reason.ts says it by its code). */
const EXPIRED = 'The booking expired before it was paid.';

/** A list as a sentence says it, in the page's language: "A", "A and B", "A, B and C". */
const inWords = (words: readonly string[]): string => listInWords(words, currentReading().locale, currentReading().banglaDigits);

/**
 * A bundle's orders as one line: its lead (the lowest id, whose id every step of the bundle takes,
 * and which holds its review), with every title, every author, and what they cost together.
 */
function asOneOrder(orders: Order[]): Order {
  const [lead] = orders.toSorted((a, b) => (a._id < b._id ? -1 : 1));
  const titles = orders.map((o) => `“${o.book}”`).toSorted((a, b) => a.localeCompare(b));
  return {
    ...lead!,
    book: ordersNs.t('bundleTitle', { count: orders.length, titles: inWords(titles) }),
    author: inWords([...new Set(orders.map((o) => o.author))]),
    priceMinor: orders.reduce((sum, o) => sum + o.priceMinor, 0),
  };
}

/** One entry per checkout: an order alone, or a bundle's orders as one (they are paid, handed over and rated together). */
function byCheckout(orders: Order[]): Order[] {
  const bundles = new Map<string, Order[]>();
  const entries: Array<Order | string> = [];
  for (const order of orders) {
    if (!order.bundleId) entries.push(order);
    else if (bundles.has(order.bundleId)) bundles.get(order.bundleId)!.push(order);
    else {
      bundles.set(order.bundleId, [order]);
      entries.push(order.bundleId);
    }
  }
  return entries.map((entry) => (typeof entry === 'string' ? asOneOrder(bundles.get(entry)!) : entry));
}

/**
 * My Orders counts and lists booked and paid orders, a bundle as one; cancelled ones, and bookings
 * whose hold ran out before the server swept them, sit apart. `now` is when the list was read.
 */
export function groupOrders(orders: Order[], now: number): OrderGroups {
  const open: Order[] = [];
  const closed: Order[] = [];
  for (const order of byCheckout(orders)) {
    const expired = order.status === 'booked' && Date.parse(order.expiresAt) <= now;
    if (order.status === 'cancelled') closed.push(order);
    else if (expired) closed.push({ ...order, status: 'cancelled', cancelReason: EXPIRED, cancelReasonCode: 'expired' });
    else open.push(order);
  }
  return { open, closed };
}
