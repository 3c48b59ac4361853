import { TRPCError } from '@trpc/server';
import { toMajorText } from '../../shared/money.ts';
import { MAX_OPEN_BOOKINGS, type NewOrderData, type Order } from '../../shared/orders.ts';
import type { UserRow } from '../auth/authenticate.ts';
import type { Deps } from '../deps.ts';
import { Prisma } from '../db/generated/client.ts';

type OrderDeps = Pick<Deps, 'db' | 'config'>;
type Tx = Prisma.TransactionClient;

const orderColumns = {
  id: true,
  bookId: true,
  title: true,
  author: true,
  description: true,
  priceMinor: true,
  imageUrl: true,
  sellerEmail: true,
  sellerPhone: true,
  sellerLocation: true,
  buyerEmail: true,
  buyerPhone: true,
  buyerLocation: true,
  status: true,
  expiresAt: true,
  cancelReason: true,
  createdAt: true,
  buyerId: true,
  sellerId: true,
} satisfies Prisma.OrderSelect;

type OrderRow = Prisma.OrderGetPayload<{ select: typeof orderColumns }>;

export function toWireOrder(row: OrderRow): Order {
  const price = toMajorText(row.priceMinor);
  return {
    _id: row.id,
    bookPostingId: row.bookId,
    book: row.title,
    author: row.author,
    description: row.description,
    image: row.imageUrl,
    resalePrice: price,
    price,
    priceMinor: row.priceMinor,
    sellerEmail: row.sellerEmail,
    sellerPhone: row.sellerPhone,
    sellerLocation: row.sellerLocation,
    buyerEmail: row.buyerEmail,
    buyerPhone: row.buyerPhone,
    buyerLocation: row.buyerLocation,
    status: row.status,
    payment: row.status === 'paid',
    expiresAt: row.expiresAt.toISOString(),
    cancelReason: row.cancelReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Cancels the unpaid bookings that match, freeing their copies; paid orders are never touched. */
export function cancelBookings<D extends Tx | Deps['db']>(db: D, where: Prisma.OrderWhereInput, reason: string) {
  return db.order.updateMany({
    where: { ...where, status: 'booked' },
    data: { status: 'cancelled', liveBookId: null, cancelledAt: new Date(), cancelReason: reason },
  });
}

/** Cancels unpaid bookings whose hold has run out. Returns how many. */
export async function releaseExpiredBookings(db: Tx | Deps['db'], where: Prisma.OrderWhereInput = {}): Promise<number> {
  const { count } = await cancelBookings(db, { ...where, expiresAt: { lte: new Date() } }, 'The booking expired before it was paid.');
  return count;
}

const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

/**
 * Books a copy for the caller: the order holds the book (the database refuses a second live order
 * for it), with a snapshot of what was booked taken from the database, never from the request.
 */
export async function bookCopy({ db, config }: OrderDeps, buyer: UserRow, input: NewOrderData): Promise<{ acknowledged: true; insertedId: string }> {
  const created = await db.$transaction(
    async (tx) => {
      // One buyer's bookings are counted and made one at a time, so the limit holds under concurrency.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${buyer.id}))`;
      const book = await tx.book.findFirst({
        where: { id: input.bookPostingId, hiddenAt: null },
        select: {
          id: true, title: true, author: true, description: true, priceMinor: true, imageUrl: true, phone: true,
          location: true, status: true, sellerId: true, seller: { select: { email: true } },
        },
      });
      if (!book) throw new TRPCError({ code: 'NOT_FOUND', message: 'There is no such book.' });
      if (book.sellerId === buyer.id) throw new TRPCError({ code: 'FORBIDDEN', message: 'You cannot book your own listing.' });
      if (book.status === 'sold') throw new TRPCError({ code: 'CONFLICT', message: 'This book is sold.' });
      await releaseExpiredBookings(tx, { liveBookId: book.id });
      const open = await tx.order.count({ where: { buyerId: buyer.id, status: 'booked' } });
      if (open >= MAX_OPEN_BOOKINGS) {
        throw new TRPCError({ code: 'CONFLICT', message: `You already hold ${MAX_OPEN_BOOKINGS} unpaid bookings: pay for or cancel one first.` });
      }
      return tx.order.create({
        data: {
          bookId: book.id,
          liveBookId: book.id,
          buyerId: buyer.id,
          sellerId: book.sellerId,
          title: book.title,
          author: book.author,
          description: book.description,
          priceMinor: book.priceMinor,
          imageUrl: book.imageUrl,
          sellerEmail: book.seller.email,
          sellerPhone: book.phone,
          sellerLocation: book.location,
          buyerEmail: buyer.email,
          buyerPhone: input.buyerPhone,
          buyerLocation: input.buyerLocation,
          expiresAt: new Date(Date.now() + config.ORDER_HOLD_MINUTES * 60_000),
        },
        select: { id: true },
      });
    },
    { maxWait: 10_000, timeout: 10_000 },
  ).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw new TRPCError({ code: 'CONFLICT', message: 'Someone else has just booked this copy.' });
    throw error;
  });
  return { acknowledged: true, insertedId: created.id };
}

/** My Orders: the caller's own orders (an admin may read anyone's), newest first. */
export async function buyerOrders({ db }: OrderDeps, caller: UserRow, email: string): Promise<Order[]> {
  if (caller.email !== email && caller.role !== 'admin') {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'You can only list your own orders.' });
  }
  const rows = await db.order.findMany({ where: { buyer: { email } }, select: orderColumns, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  return rows.map(toWireOrder);
}

/** One order, for its buyer, its seller or an admin; null when there is none. */
export async function findOrder({ db }: OrderDeps, caller: UserRow, id: string): Promise<Order | null> {
  const row = await db.order.findUnique({ where: { id }, select: orderColumns });
  if (!row) return null;
  if (row.buyerId !== caller.id && row.sellerId !== caller.id && caller.role !== 'admin') {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'This is not your order.' });
  }
  return toWireOrder(row);
}

/** Cancels an unpaid order (its buyer, or an admin) and frees the copy. */
export async function cancelOrder({ db }: OrderDeps, caller: UserRow, id: string) {
  const row = await db.order.findUnique({ where: { id }, select: { buyerId: true, status: true } });
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'There is no such order.' });
  if (row.buyerId !== caller.id && caller.role !== 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: 'Only the buyer can cancel this order.' });
  if (row.status === 'paid') throw new TRPCError({ code: 'CONFLICT', message: 'This order is paid; it can no longer be cancelled.' });
  const { count } = await cancelBookings(db, { id }, caller.id === row.buyerId ? 'Cancelled by the buyer.' : 'Cancelled by an admin.');
  return { acknowledged: true, matchedCount: 1, modifiedCount: count, upsertedId: null, upsertedCount: 0 } as const;
}
