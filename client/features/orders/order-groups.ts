import type { Order } from '../../../shared/orders.ts';

export type OrderGroups = { open: Order[]; closed: Order[] };

const EXPIRED = 'The booking expired before it was paid.';

/**
 * My Orders counts and lists booked and paid orders; cancelled ones, and bookings
 * whose hold ran out before the server swept them, sit apart. `now` is when the list was read.
 */
export function groupOrders(orders: Order[], now: number): OrderGroups {
  const open: Order[] = [];
  const closed: Order[] = [];
  for (const order of orders) {
    const expired = order.status === 'booked' && Date.parse(order.expiresAt) <= now;
    if (order.status === 'cancelled') closed.push(order);
    else if (expired) closed.push({ ...order, status: 'cancelled', cancelReason: EXPIRED });
    else open.push(order);
  }
  return { open, closed };
}
