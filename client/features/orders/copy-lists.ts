import type { TRPC } from '../../lib/trpc.ts';

/**
 * The lists that show whether a copy is free, booked or sold: the catalogue's, the orders and the
 * seller's own books. What a booking, a cancellation or a payment reads again.
 */
export const copyLists = (trpc: TRPC) => [trpc.catalog.pathFilter(), trpc.orders.pathFilter(), trpc.books.mine.pathFilter()];
