import { AccountGone, Conflict, Forbidden, NotFound, TooSoon } from './domain-errors.ts';
import { toMajorText } from '../../shared/money.ts';
import { LEGACY_STATUS, MAX_OPEN_BOOKINGS, type NewOrderData, type Order } from '../../shared/orders.ts';
import type { CancelReason } from '../../shared/order-states.ts';
import type { UserRow } from '../auth/authenticate.ts';
import { requireVerifiedEmail } from '../auth/verified-email.ts';
import type { Deps } from '../deps.ts';
import { audit } from './audit.ts';
import { notify } from './notifications.ts';
import { CANCEL_INTENT_TASK } from './payment-intents.ts';
import { Prisma } from '../db/generated/client.ts';
import { type InsertResult, insertResult, updateResult } from '../../shared/results.ts';
import { listedBook } from './listed.ts';
import { alreadyExists } from './already-exists.ts';
import { byCheckout, whatValues } from './checkouts.ts';

type OrderDeps = Pick<Deps, 'db' | 'config'>;
type Config = Deps['config'];
type Tx = Prisma.TransactionClient;

export const orderColumns = {
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
  handedOverAt: true,
  handoverNote: true,
  problemReason: true,
  problemNote: true,
  problemAt: true,
  review: { select: { rating: true } },
  reviewRemovedAt: true,
  bundleId: true,
} satisfies Prisma.OrderSelect;

type OrderRow = Prisma.OrderGetPayload<{ select: typeof orderColumns }>;

export function toWireOrder(row: OrderRow, currency: string): Order {
  const price = toMajorText(row.priceMinor, currency);
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
    status: LEGACY_STATUS[row.status],
    state: row.status,
    payment: LEGACY_STATUS[row.status] === 'paid',
    handedOverAt: row.handedOverAt?.toISOString() ?? null,
    handoverNote: row.handoverNote,
    problem: row.problemReason && row.problemAt ? { reason: row.problemReason, note: row.problemNote ?? '', at: row.problemAt.toISOString() } : null,
    rating: row.review?.rating ?? null,
    reviewRemoved: row.reviewRemovedAt !== null,
    expiresAt: row.expiresAt.toISOString(),
    cancelReason: row.cancelReason,
    cancelReasonCode: row.cancelReason === null ? null : (REASON_OF_SENTENCE.get(row.cancelReason) ?? null),
    bundleId: row.bundleId,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Why a booking was cancelled, by code: the words its order keeps (`cancel_reason`, in English as
 * the API answers), and its parties' notification, `bookingCancelled.<code>`, in each reader's language.
 */
export const CANCEL_REASONS: Record<CancelReason, string> = {
  expired: 'The booking expired before it was paid.',
  byBuyer: 'Cancelled by the buyer.',
  byAdmin: 'Cancelled by an admin.',
  markedSold: 'The seller marked the book sold.',
  listingRemoved: 'The listing was removed.',
  buyerRemoved: 'The buyer’s account was removed.',
  sellerRemoved: 'The seller’s account was removed.',
  wrongAmount: 'The payment did not match the order’s amount. It was refunded.',
  underReview: 'The listing was under review after reports. It was refunded.',
  endedBeforePayment: 'The booking had ended before the payment arrived. It was refunded.',
};

/** The code of the sentence an order keeps; null for none (or one no reason writes any more). */
const REASON_OF_SENTENCE = new Map(Object.entries(CANCEL_REASONS).map(([code, sentence]) => [sentence, code as CancelReason]));

type Cancellation = {
  /**
   * Which booked orders: one order, the one holding a copy, a buyer's, those on a seller's books,
   * and/or those whose hold ran out.
   */
  where: { id?: string; liveBookId?: string; buyerId?: string; sellerId?: string; expired?: boolean };
  reason: CancelReason;
  /** Who hears of it: the other party of whoever cancelled. */
  tell: Array<'buyer' | 'seller'>;
  /** What the notification is: a cancellation, or (for holds that ran out) an expiry, emailed under its own topic. */
  kind?: 'order_cancelled' | 'order_expired';
};

/**
 * Cancels the unpaid bookings that match, with the rest of their bundles (a bundle is booked and
 * let go as a whole), freeing their copies, and tells the parties why, once per checkout; paid
 * orders are never touched. A provider intent of a cancelled booking is cancelled by a job queued
 * with it (payment-intents.ts). Returns how many orders were cancelled.
 */
export async function cancelBookings(db: Tx | Deps['db'], { where, reason, tell, kind = 'order_cancelled' }: Cancellation): Promise<number> {
  const conditions = [Prisma.sql`status = 'booked'`];
  if (where.id) conditions.push(Prisma.sql`id = ${where.id}::uuid`);
  if (where.liveBookId) conditions.push(Prisma.sql`live_book_id = ${where.liveBookId}::uuid`);
  if (where.buyerId) conditions.push(Prisma.sql`buyer_id = ${where.buyerId}::uuid`);
  if (where.sellerId) conditions.push(Prisma.sql`seller_id = ${where.sellerId}::uuid`);
  if (where.expired) conditions.push(Prisma.sql`expires_at <= now()`);
  // One statement, so the intents' jobs are queued with the cancellation even outside a transaction
  // (the hold sweeper's); the scalar subquery is what makes PostgreSQL run `queued`.
  const cancelled = await db.$queryRaw<
    Array<{ id: string; bundle_id: string | null; buyer_id: string | null; seller_id: string | null; book_id: string | null; title: string }>
  >`
    WITH matched AS (
      SELECT id, bundle_id FROM orders WHERE ${Prisma.join(conditions, ' AND ')}
    ), ended AS (
      UPDATE orders SET status = 'cancelled', live_book_id = NULL, cancelled_at = now(), cancel_reason = ${CANCEL_REASONS[reason]}, updated_at = now()
      WHERE status = 'booked' AND (id IN (SELECT id FROM matched) OR bundle_id IN (SELECT bundle_id FROM matched))
      RETURNING id, bundle_id, buyer_id, seller_id, book_id, title, payment_intent_id
    ), queued AS (
      SELECT graphile_worker.add_job(${CANCEL_INTENT_TASK}, json_build_object('orderId', id, 'intentId', payment_intent_id),
                                     job_key := 'cancel-intent:' || payment_intent_id)
      FROM ended WHERE payment_intent_id IS NOT NULL
    )
    SELECT id, bundle_id, buyer_id, seller_id, book_id, title, (SELECT count(*) FROM queued) AS intents FROM ended`;
  await notify(
    db,
    byCheckout(cancelled).flatMap(({ lead, titles }) =>
      tell.map((party) => ({
        userId: party === 'buyer' ? lead.buyer_id : lead.seller_id,
        kind,
        key: `bookingCancelled.${reason}` as const,
        values: whatValues(titles),
        orderId: lead.id,
        bookId: lead.book_id,
      })),
    ),
  );
  return cancelled.length;
}

/** Cancels unpaid bookings whose hold has run out. Returns how many. */
export function releaseExpiredBookings(db: Tx | Deps['db'], where: { liveBookId?: string } = {}): Promise<number> {
  return cancelBookings(db, {
    where: { ...where, expired: true },
    reason: 'expired',
    tell: ['buyer', 'seller'],
    kind: 'order_expired',
  });
}

/**
 * Holds the rows of the buyer and the seller until the booking commits. Deleting a user locks
 * their row first (user-admin.ts), so a booking and a deletion of either party never interleave:
 * either the booking lands first and the deletion cancels it, or the deletion lands first and the
 * booking finds its party gone.
 */
async function lockParties(tx: Tx, buyerId: string, sellerId: string): Promise<void> {
  const present = await tx.$queryRaw<Array<{ id: string }>>`
    SELECT id FROM users WHERE id IN (${buyerId}::uuid, ${sellerId}::uuid) ORDER BY id FOR KEY SHARE`;
  const ids = new Set(present.map((row) => row.id));
  if (!ids.has(buyerId)) throw new AccountGone('This account no longer exists.');
  if (!ids.has(sellerId)) throw new NotFound('There is no such book.');
}

/** The reason a buyer's own cancellation gives: only those start the rebooking cooldown. */
const CANCELLED_BY_BUYER = CANCEL_REASONS.byBuyer;

/**
 * A buyer who cancelled their booking of a copy waits REBOOK_COOLDOWN_MINUTES before booking it
 * again: booking and cancelling in a loop would tell its seller of each (a 429 says when).
 */
async function requireRebookCooldown(tx: Tx, minutes: number, buyerId: string, bookId: string): Promise<void> {
  if (minutes === 0) return;
  const [cooling] = await tx.$queryRaw<Array<{ until: Date }>>`
    SELECT max(cancelled_at) + make_interval(mins => ${minutes}::int) AS until FROM orders
    WHERE buyer_id = ${buyerId}::uuid AND book_id = ${bookId}::uuid AND status = 'cancelled' AND cancel_reason = ${CANCELLED_BY_BUYER}
    HAVING max(cancelled_at) > now() - make_interval(mins => ${minutes}::int)`;
  if (!cooling) return;
  const seconds = Math.max(1, Math.ceil((cooling.until.getTime() - Date.now()) / 1000));
  const wait = seconds < 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  throw new TooSoon(
    `You cancelled your booking of this copy a moment ago: you can book it again in ${wait}, at ${cooling.until.toISOString().slice(11, 16)} UTC.`,
  );
}

/**
 * A buyer's unpaid bookings are capped overall and per seller, so a few accounts cannot hold a
 * seller's stock. A bundle counts as one booking; the one being booked (`bundleId`) not at all.
 */
async function requireBookingAllowance(tx: Tx, perSeller: number, buyerId: string, sellerId: string, bundleId: string | null): Promise<void> {
  const [held] = await tx.$queryRaw<Array<{ all: number; seller: number }>>`
    SELECT count(DISTINCT coalesce(bundle_id, id))::int AS all,
           count(DISTINCT coalesce(bundle_id, id)) FILTER (WHERE seller_id = ${sellerId}::uuid)::int AS seller
    FROM orders WHERE buyer_id = ${buyerId}::uuid AND status = 'booked'
      AND (${bundleId}::uuid IS NULL OR bundle_id IS DISTINCT FROM ${bundleId}::uuid)`;
  if (held!.all >= MAX_OPEN_BOOKINGS) {
    throw new Conflict(`You already hold ${MAX_OPEN_BOOKINGS} unpaid bookings: pay for or cancel one first.`);
  }
  if (held!.seller >= perSeller) {
    throw new Conflict(`You already hold ${perSeller} unpaid bookings from this seller: pay for or cancel one first.`);
  }
}

/** Who a booking is for, and the contact it carries. */
export type Booker = Pick<UserRow, 'id' | 'name' | 'email'>;
type Contact = { buyerPhone: string; buyerLocation: string };
export type HeldCopy = { orderId: string; priceMinor: number; book: { id: string; title: string; sellerId: string } };
/** What a booking is at besides the listing: an agreed price (an accepted offer's, a bundle's share), and its bundle. */
type Terms = { priceMinor?: number; bundleId?: string };

/**
 * Books copy `bookId` for `buyer` in the caller's transaction: the order holds the book (the
 * database refuses a second live order for it), with a snapshot of what was booked taken from the
 * database, never from the request, at the listed price or at `terms.priceMinor` if lower.
 */
export async function holdCopy(tx: Tx, config: Config, buyer: Booker, bookId: string, contact: Contact, terms: Terms = {}): Promise<HeldCopy> {
  // One buyer's bookings are counted and made one at a time, so the limits hold under concurrency.
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${buyer.id}))`;
  // Read after an edit of the listing commits, never beside it (book-edits.ts locks it to edit).
  await tx.$executeRaw`SELECT 1 FROM books WHERE id = ${bookId}::uuid FOR KEY SHARE`;
  const book = await tx.book.findFirst({
    where: { id: bookId, ...listedBook },
    select: {
      id: true,
      title: true,
      author: true,
      description: true,
      priceMinor: true,
      imageUrl: true,
      phone: true,
      location: true,
      status: true,
      sellerId: true,
      seller: { select: { email: true } },
    },
  });
  if (!book) throw new NotFound('There is no such book.');
  if (book.sellerId === buyer.id) throw new Forbidden('You cannot book your own listing.');
  if (book.status === 'sold') throw new Conflict('This book is sold.');
  await lockParties(tx, buyer.id, book.sellerId);
  await releaseExpiredBookings(tx, { liveBookId: book.id });
  const held = await tx.order.findUnique({ where: { liveBookId: book.id }, select: { buyerId: true } });
  if (held) {
    const message = held.buyerId === buyer.id ? 'You have booked this copy already: it is in My Orders.' : LOST_THE_COPY;
    throw new Conflict(message);
  }
  await requireRebookCooldown(tx, config.REBOOK_COOLDOWN_MINUTES, buyer.id, book.id);
  await requireBookingAllowance(tx, config.BOOKINGS_PER_SELLER, buyer.id, book.sellerId, terms.bundleId ?? null);
  // An agreed price never exceeds what the copy is listed for now (the seller may have lowered it since).
  const booked = terms.priceMinor === undefined ? book.priceMinor : Math.min(terms.priceMinor, book.priceMinor);
  const order = await tx.order.create({
    data: {
      bookId: book.id,
      liveBookId: book.id,
      buyerId: buyer.id,
      sellerId: book.sellerId,
      title: book.title,
      author: book.author,
      description: book.description,
      priceMinor: booked,
      imageUrl: book.imageUrl,
      sellerEmail: book.seller.email,
      sellerPhone: book.phone,
      sellerLocation: book.location,
      buyerEmail: buyer.email,
      buyerPhone: contact.buyerPhone,
      buyerLocation: contact.buyerLocation,
      expiresAt: new Date(Date.now() + config.ORDER_HOLD_MINUTES * 60_000),
      bundleId: terms.bundleId ?? null,
    },
    select: { id: true },
  });
  return { orderId: order.id, priceMinor: booked, book: { id: book.id, title: book.title, sellerId: book.sellerId } };
}

/** The message of a booking that raced another to the copy and lost: the unique live order refused it. */
export const LOST_THE_COPY = 'Someone else has just booked this copy.';

/** Books a copy for the caller at its listed price, and tells the seller. */
export async function bookCopy({ db, config }: OrderDeps, buyer: UserRow, input: NewOrderData): Promise<InsertResult> {
  requireVerifiedEmail(buyer, 'book a copy');
  const created = await db
    .$transaction(
      async (tx) => {
        const { orderId, book } = await holdCopy(tx, config, buyer, input.bookPostingId, input);
        await notify(tx, [
          {
            userId: book.sellerId,
            kind: 'order_booked',
            key: 'orderBooked',
            values: { name: buyer.name, email: buyer.email, title: book.title },
            orderId,
            bookId: book.id,
          },
        ]);
        return orderId;
      },
      { maxWait: 10_000, timeout: 10_000 },
    )
    .catch(alreadyExists(LOST_THE_COPY));
  return insertResult(created);
}

/** My Orders: the caller's own orders (an admin may read anyone's), newest first. */
export async function buyerOrders({ db, config }: OrderDeps, caller: UserRow, email: string): Promise<Order[]> {
  if (caller.email !== email && caller.role !== 'admin') {
    throw new Forbidden('You can only list your own orders.');
  }
  const rows = await db.order.findMany({ where: { buyer: { email } }, select: orderColumns, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  return rows.map((row) => toWireOrder(row, config.STORE_CURRENCY));
}

/** One order, for its buyer, its seller or an admin; null when there is none. */
export async function findOrder({ db, config }: OrderDeps, caller: UserRow, id: string): Promise<Order | null> {
  const row = await db.order.findUnique({ where: { id }, select: orderColumns });
  if (!row) return null;
  if (row.buyerId !== caller.id && row.sellerId !== caller.id && caller.role !== 'admin') {
    throw new Forbidden('This is not your order.');
  }
  return toWireOrder(row, config.STORE_CURRENCY);
}

/** Cancels an unpaid order (its buyer, or an admin) and frees the copy. */
export async function cancelOrder({ db }: OrderDeps, caller: UserRow, id: string) {
  const row = await db.order.findUnique({ where: { id }, select: { buyerId: true, status: true } });
  if (!row) throw new NotFound('There is no such order.');
  if (row.buyerId !== caller.id && caller.role !== 'admin') throw new Forbidden('Only the buyer can cancel this order.');
  if (LEGACY_STATUS[row.status] === 'paid') throw new Conflict('This order is paid; it can no longer be cancelled.');
  const byBuyer = caller.id === row.buyerId;
  const count = await db.$transaction(async (tx) => {
    if (!byBuyer) await audit(tx, caller, 'order.cancel', { type: 'order', id });
    return cancelBookings(tx, {
      where: { id },
      reason: byBuyer ? 'byBuyer' : 'byAdmin',
      tell: byBuyer ? ['seller'] : ['buyer', 'seller'],
    });
  });
  return updateResult(count);
}
