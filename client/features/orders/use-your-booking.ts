import { useQuery } from '@tanstack/react-query';
import type { Book } from '../../../shared/books.ts';
import type { Order } from '../../../shared/orders.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useAuth } from '../auth/auth-context.ts';

/**
 * The signed-in buyer's own unpaid booking of this copy while it still holds it, else null. Asked
 * only of a booked copy: the public book answer says "booked", not by whom.
 */
export function useYourBooking(book: Book): Order | null {
  const trpc = useTRPC();
  const { user } = useAuth();
  const email = user?.email ?? '';
  const orders = useQuery(trpc.orders.mine.queryOptions({ email }, { enabled: email !== '' && book.booked && book.status !== 'sold' }));
  // Judged against when the list was read, which keeps rendering pure (as My Orders does).
  const readAt = orders.dataUpdatedAt;
  return orders.data?.find((order) => order.bookPostingId === book._id && order.state === 'booked' && Date.parse(order.expiresAt) > readAt) ?? null;
}
