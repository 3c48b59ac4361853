import { TRPCError } from '@trpc/server';
import type { OpenProblemData, Order, OrderState } from '../../shared/orders.ts';
import type { UserRow } from '../auth/authenticate.ts';
import type { Deps } from '../deps.ts';
import { Prisma } from '../db/generated/client.ts';
import { audit, auditEach, SYSTEM } from './audit.ts';
import { notify, type Note } from './notifications.ts';
import { orderColumns, toWireOrder } from './orders.ts';
import { newestFirst, type Page } from './paging.ts';
import { refundCharge } from './payments.ts';

type LifecycleDeps = Pick<Deps, 'db' | 'stripe' | 'testPayments'>;
type Tx = Prisma.TransactionClient;

/**
 * The order lifecycle after payment, in one place: who may move an order from which states to
 * which, and what each move writes. Every move is one guarded UPDATE (`WHERE status IN from`), so of
 * two callers racing (the buyer confirming receipt while reporting a problem) exactly one wins and
 * the other is told what the order became; the move's notifications and audit row are written in
 * the same transaction.
 *
 *   paid --seller hands over--> handed_over --buyer confirms (or ORDER_AUTO_COMPLETE_DAYS)--> completed
 *   paid, handed_over --buyer confirms--> completed
 *   paid, handed_over --buyer reports a problem--> problem --admin refunds--> refunded
 *                                                          --admin releases--> completed
 */
type Move = {
  from: readonly OrderState[];
  to: OrderState;
  /** Who may make it: the order's buyer or seller (an admin's moves are checked by their procedure's role). */
  party: 'buyer' | 'seller' | 'admin';
  /** What it does, for the refusal: "hand over", "confirm". */
  verb: string;
};

const MOVES = {
  handOver: { from: ['paid'], to: 'handed_over', party: 'seller', verb: 'be marked handed over' },
  confirmReceived: { from: ['paid', 'handed_over'], to: 'completed', party: 'buyer', verb: 'be confirmed as received' },
  openProblem: { from: ['paid', 'handed_over'], to: 'problem', party: 'buyer', verb: 'get a problem report' },
  refund: { from: ['problem'], to: 'refunded', party: 'admin', verb: 'be refunded' },
  release: { from: ['problem'], to: 'completed', party: 'admin', verb: 'be released to the seller' },
} as const satisfies Record<string, Move>;

/** How an order in each state reads in a refusal. */
const STATE_WORDS: Record<OrderState, string> = {
  booked: 'not paid yet',
  paid: 'paid and not handed over yet',
  handed_over: 'handed over',
  completed: 'completed',
  cancelled: 'cancelled',
  problem: 'frozen by a problem report',
  refunded: 'refunded',
};

type Changed = { id: string; title: string; book_id: string | null; buyer_id: string | null; seller_id: string | null };

/**
 * Makes one move on one order for `caller`: 404 when there is no such order, 403 when the caller is
 * not the party the move belongs to, 409 (saying what the order is) when it is not in a state the
 * move starts from. `set` is the SQL of the columns the move writes besides the state.
 */
async function move(tx: Tx, caller: UserRow, id: string, step: Move, set: Prisma.Sql): Promise<Changed> {
  const order = await tx.order.findUnique({ where: { id }, select: { buyerId: true, sellerId: true } });
  if (!order) throw new TRPCError({ code: 'NOT_FOUND', message: 'There is no such order.' });
  if (step.party === 'buyer' && order.buyerId !== caller.id) throw new TRPCError({ code: 'FORBIDDEN', message: 'Only the buyer of this order can do that.' });
  if (step.party === 'seller' && order.sellerId !== caller.id) throw new TRPCError({ code: 'FORBIDDEN', message: 'Only the seller of this order can do that.' });
  const from = Prisma.join(step.from.map((state) => Prisma.sql`${state}::"OrderStatus"`));
  const [changed] = await tx.$queryRaw<Changed[]>`
    UPDATE orders SET status = ${step.to}::"OrderStatus", ${set}, updated_at = now()
    WHERE id = ${id}::uuid AND status IN (${from})
    RETURNING id, title, book_id, buyer_id, seller_id`;
  if (changed) return changed;
  const now = await tx.order.findUniqueOrThrow({ where: { id }, select: { status: true } });
  throw new TRPCError({ code: 'CONFLICT', message: `This order is ${STATE_WORDS[now.status]}: it cannot ${step.verb}.` });
}

async function wireOrder(tx: Tx, id: string): Promise<Order> {
  return toWireOrder(await tx.order.findUniqueOrThrow({ where: { id }, select: orderColumns }));
}

const about = (o: Changed) => ({ orderId: o.id, bookId: o.book_id });

/** The seller hands a paid copy over (in person or shipped), with an optional note for the buyer. */
export function handOver({ db }: LifecycleDeps, seller: UserRow, input: { id: string; note: string }): Promise<Order> {
  return db.$transaction(async (tx) => {
    const o = await move(tx, seller, input.id, MOVES.handOver, Prisma.sql`handed_over_at = now(), handover_note = ${input.note || null}`);
    const note = input.note ? ` (${input.note})` : '';
    await notify(tx, [
      { userId: o.buyer_id, kind: 'order_handed_over', message: `“${o.title}” was handed over to you${note}: confirm when you have it, or report a problem.`, ...about(o) },
    ]);
    return wireOrder(tx, o.id);
  });
}

/** The buyer has the book: the order completes. */
export function confirmReceived({ db }: LifecycleDeps, buyer: UserRow, id: string): Promise<Order> {
  return db.$transaction(async (tx) => {
    const o = await move(tx, buyer, id, MOVES.confirmReceived, Prisma.sql`completed_at = now()`);
    await notify(tx, [{ userId: o.seller_id, kind: 'order_completed', message: `The buyer confirmed they have “${o.title}”: the sale is complete.`, ...about(o) }]);
    return wireOrder(tx, o.id);
  });
}

/** The buyer reports a problem before completion: the order freezes until an admin decides. */
export function openProblem({ db }: LifecycleDeps, buyer: UserRow, input: OpenProblemData): Promise<Order> {
  return db.$transaction(async (tx) => {
    const o = await move(tx, buyer, input.id, MOVES.openProblem, Prisma.sql`problem_reason = ${input.reason}::"ProblemReason", problem_note = ${input.note}, problem_at = now()`);
    await notify(tx, [
      { userId: o.seller_id, kind: 'order_problem', message: `The buyer of “${o.title}” reported a problem; an admin will look at it. The money waits until then.`, ...about(o) },
    ]);
    return wireOrder(tx, o.id);
  });
}

/**
 * An admin refunds a problem order: the charge goes back through the provider that took it (once:
 * the refund row is unique per payment, and the provider call carries an idempotency key), the copy
 * goes back to the seller, and both parties are told.
 */
export function refundProblem(deps: LifecycleDeps, admin: UserRow, id: string): Promise<Order> {
  return deps.db.$transaction(
    async (tx) => {
      const o = await move(tx, admin, id, MOVES.refund, Prisma.sql`live_book_id = NULL`);
      const payment = await tx.payment.findUnique({ where: { orderId: id }, select: { id: true, provider: true, providerRef: true, amountMinor: true, currency: true } });
      let refundRef: string | null = null;
      if (payment) {
        refundRef = await refundCharge(deps, { orderId: id, provider: payment.provider as 'stripe' | 'test', reference: payment.providerRef, amount: payment.amountMinor, currency: payment.currency });
        await tx.refund.create({ data: { paymentId: payment.id, providerRef: refundRef, amountMinor: payment.amountMinor, reason: 'An admin upheld the buyer\'s problem.' } });
      }
      await audit(tx, admin, 'order.refund', { type: 'order', id }, { refund: refundRef, amountMinor: payment?.amountMinor ?? 0 });
      await notify(tx, [
        { userId: o.buyer_id, kind: 'order_refunded', message: `Your problem with “${o.title}” was upheld: the payment was refunded in full.`, ...about(o) },
        { userId: o.seller_id, kind: 'order_refunded', message: `An admin refunded the buyer of “${o.title}”; the copy is yours to list again.`, ...about(o) },
      ]);
      return wireOrder(tx, o.id);
    },
    // The refund is a call to the provider inside the transaction: if it fails, nothing is recorded.
    { timeout: 30_000 },
  );
}

/** An admin releases a problem order to the seller: it completes. */
export function releaseProblem({ db }: LifecycleDeps, admin: UserRow, id: string): Promise<Order> {
  return db.$transaction(async (tx) => {
    const o = await move(tx, admin, id, MOVES.release, Prisma.sql`completed_at = now()`);
    await audit(tx, admin, 'order.release', { type: 'order', id });
    await notify(tx, [
      { userId: o.buyer_id, kind: 'order_completed', message: `An admin looked at your problem with “${o.title}” and completed the sale.`, ...about(o) },
      { userId: o.seller_id, kind: 'order_completed', message: `An admin released “${o.title}” to you: the sale is complete.`, ...about(o) },
    ]);
    return wireOrder(tx, o.id);
  });
}

/**
 * Completes the orders handed over `days` days ago or more that their buyer never confirmed nor
 * reported (the sweeper runs it with ORDER_AUTO_COMPLETE_DAYS). Returns how many.
 */
export async function autoComplete(db: Deps['db'], days: number): Promise<number> {
  return db.$transaction(async (tx) => {
    const done = await tx.$queryRaw<Changed[]>`
      UPDATE orders SET status = 'completed', completed_at = now(), updated_at = now()
      WHERE status = 'handed_over' AND handed_over_at <= now() - make_interval(days => ${days}::int)
      RETURNING id, title, book_id, buyer_id, seller_id`;
    const notes = done.flatMap((o): Note[] => [
      { userId: o.buyer_id, kind: 'order_completed', message: `“${o.title}” completed ${days} days after its handover.`, ...about(o) },
      { userId: o.seller_id, kind: 'order_completed', message: `“${o.title}” completed ${days} days after its handover: the sale is complete.`, ...about(o) },
    ]);
    await notify(tx, notes);
    await auditEach(tx, SYSTEM, 'order.auto_complete', done.map((o) => ({ type: 'order' as const, id: o.id })));
    return done.length;
  });
}

/** GET /problems: the orders frozen by a buyer's problem, the most recently reported first, a page at a time. */
export async function problemOrders({ db }: Pick<Deps, 'db'>, page: Page): Promise<Order[]> {
  const rows = await db.order.findMany({ where: { status: 'problem' }, select: orderColumns, ...newestFirst(page, 'problemAt') });
  return rows.map(toWireOrder);
}
