import { Conflict, Forbidden, NotFound } from './domain-errors.ts';
import type { OpenProblemData, Order, OrderState } from '../../shared/orders.ts';
import type { UserRow } from '../auth/authenticate.ts';
import type { Deps } from '../deps.ts';
import { Prisma } from '../db/generated/client.ts';
import { audit, auditEach, SYSTEM } from './audit.ts';
import type { NoticeKey } from '../i18n/translate.ts';
import { notify, type Note } from './notifications.ts';
import { orderColumns, toWireOrder } from './orders.ts';
import { newestFirst, type Page } from './paging.ts';
import { chargesOf } from './ledger.ts';
import { decideMovement, moveNow } from './money-movements.ts';
import { payOut, type PayoutDeps } from './payouts.ts';
import { byCheckout, type Checkout, sameCheckout, whatValues } from './checkouts.ts';

type LifecycleDeps = PayoutDeps;
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
 *
 * Completing an order owes its seller the price less the fee (`payout_due_at`, paid by payouts.ts
 * right after the move commits, or later by the once-a-minute job). Money goes back to the buyer only from
 * `problem`, which no completed order can reach again: an order is refunded or paid out, never both.
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

type Changed = { id: string; bundle_id: string | null; title: string; book_id: string | null; buyer_id: string | null; seller_id: string | null };
const CHANGED = Prisma.sql`id, bundle_id, title, book_id, buyer_id, seller_id`;
type Moved = Checkout<Changed>;

/**
 * Makes one move on one order, with the rest of its bundle (checkouts.ts), for `caller`: 404 when
 * there is no such order, 403 when the caller is not the party the move belongs to, 409 (saying
 * what the order is) when it is not in a state the move starts from. `set` is the SQL of the
 * columns the move writes besides the state.
 */
async function move(tx: Tx, caller: UserRow, id: string, step: Move, set: Prisma.Sql): Promise<Moved> {
  const order = await tx.order.findUnique({ where: { id }, select: { buyerId: true, sellerId: true } });
  if (!order) throw new NotFound('There is no such order.');
  if (step.party === 'buyer' && order.buyerId !== caller.id) throw new Forbidden('Only the buyer of this order can do that.');
  if (step.party === 'seller' && order.sellerId !== caller.id) throw new Forbidden('Only the seller of this order can do that.');
  const from = Prisma.join(step.from.map((state) => Prisma.sql`${state}::"OrderStatus"`));
  const changed = await tx.$queryRaw<Changed[]>`
    UPDATE orders SET status = ${step.to}::"OrderStatus", ${set}, updated_at = now()
    WHERE ${sameCheckout(id)} AND status IN (${from})
    RETURNING ${CHANGED}`;
  if (changed.length) return byCheckout(changed)[0]!;
  const now = await tx.order.findUniqueOrThrow({ where: { id }, select: { status: true } });
  throw new Conflict(`This order is ${STATE_WORDS[now.status]}: it cannot ${step.verb}.`);
}

async function wireOrder(tx: Tx, id: string, currency: string): Promise<Order> {
  return toWireOrder(await tx.order.findUniqueOrThrow({ where: { id }, select: orderColumns }), currency);
}

/** What a note on a move is about, and the values that name what was bought. */
const about = ({ lead, titles }: Moved) => ({ orderId: lead.id, bookId: lead.book_id, values: whatValues(titles) });

/** The seller hands a paid copy (or bundle) over, in person or shipped, with an optional note for the buyer. */
export function handOver({ db, config }: LifecycleDeps, seller: UserRow, input: { id: string; note: string }): Promise<Order> {
  return db.$transaction(async (tx) => {
    const o = await move(tx, seller, input.id, MOVES.handOver, Prisma.sql`handed_over_at = now(), handover_note = ${input.note || null}`);
    const { values, ...refs } = about(o);
    await notify(tx, [
      {
        userId: o.lead.buyer_id,
        kind: 'order_handed_over',
        ...(input.note ? { key: 'handedOverWithNote', values: { ...values, note: input.note } } : { key: 'handedOver', values }),
        ...refs,
      },
    ]);
    return wireOrder(tx, input.id, config.STORE_CURRENCY);
  });
}

/** What completing an order writes: when, and that its seller is owed their payout from now. */
const COMPLETE = Prisma.sql`completed_at = now(), payout_due_at = now()`;

/** Pays the sellers of orders that just completed; a failure waits for the once-a-minute job. */
async function completed(deps: LifecycleDeps, order: Order, moved: Moved): Promise<Order> {
  await payOut(deps, { orderIds: moved.ids });
  return order;
}

/** The buyer has the book (or the bundle): the order completes, and the buyer is asked to rate the seller. */
export async function confirmReceived(deps: LifecycleDeps, buyer: UserRow, id: string): Promise<Order> {
  const [order, o] = await deps.db.$transaction(async (tx) => {
    const o = await move(tx, buyer, id, MOVES.confirmReceived, COMPLETE);
    await notify(tx, [
      { userId: o.lead.seller_id, kind: 'order_completed', key: 'receiptConfirmed', ...about(o) },
      { userId: o.lead.buyer_id, kind: 'review_invited', key: 'reviewInvited', ...about(o) },
    ]);
    return [await wireOrder(tx, id, deps.config.STORE_CURRENCY), o] as const;
  });
  return completed(deps, order, o);
}

/** The buyer reports a problem before completion: the order freezes until an admin decides, and the admins are told. */
export function openProblem({ db, config }: LifecycleDeps, buyer: UserRow, input: OpenProblemData): Promise<Order> {
  return db.$transaction(async (tx) => {
    const o = await move(
      tx,
      buyer,
      input.id,
      MOVES.openProblem,
      Prisma.sql`problem_reason = ${input.reason}::"ProblemReason", problem_note = ${input.note}, problem_at = now()`,
    );
    await notify(tx, [{ userId: o.lead.seller_id, kind: 'order_problem', key: 'problemReported', ...about(o) }, ...(await tellAdmins(tx, 'problemOpened', o))]);
    return wireOrder(tx, input.id, config.STORE_CURRENCY);
  });
}

/** A note for every admin: what only they can decide. */
async function tellAdmins(tx: Tx, key: NoticeKey, o: Moved): Promise<Note[]> {
  const admins = await tx.user.findMany({ where: { role: 'admin' }, select: { id: true } });
  return admins.map((a) => ({ userId: a.id, kind: 'problem_opened', key, ...about(o) }));
}

/**
 * An admin refunds a problem order (with the rest of its bundle): the refund of each order's charge
 * is decided with the move (once: one refund per order) and made through the provider that took it
 * right after commit, or by its job if the provider fails (money-movements.ts); the copies go back
 * to the seller, and both parties are told.
 */
export async function refundProblem(deps: LifecycleDeps, admin: UserRow, id: string): Promise<Order> {
  const { order, movementIds } = await deps.db.$transaction(async (tx) => {
    const o = await move(tx, admin, id, MOVES.refund, Prisma.sql`live_book_id = NULL`);
    const movementIds: string[] = [];
    let refunded = 0;
    for (const charge of await chargesOf(tx, o.ids)) {
      if (!charge.providerRef) continue;
      refunded += charge.amountMinor;
      movementIds.push(
        await decideMovement(tx, {
          orderId: charge.orderId,
          kind: 'refund',
          amountMinor: charge.amountMinor,
          currency: charge.currency,
          provider: charge.provider as 'stripe' | 'test',
          chargeRef: charge.providerRef,
          reason: "An admin upheld the buyer's problem.",
        }),
      );
    }
    await audit(
      tx,
      admin,
      'order.refund',
      { type: 'order', id },
      { refund: movementIds.length > 1 ? movementIds : (movementIds[0] ?? null), amountMinor: refunded },
    );
    await notify(tx, [
      { userId: o.lead.buyer_id, kind: 'order_refunded', key: 'problemRefunded.buyer', ...about(o) },
      { userId: o.lead.seller_id, kind: 'order_refunded', key: 'problemRefunded.seller', ...about(o) },
    ]);
    return { order: await wireOrder(tx, id, deps.config.STORE_CURRENCY), movementIds };
  });
  for (const movementId of movementIds) await moveNow(deps, movementId);
  return order;
}

/** An admin releases a problem order (with the rest of its bundle) to the seller: it completes. */
export async function releaseProblem(deps: LifecycleDeps, admin: UserRow, id: string): Promise<Order> {
  const [order, o] = await deps.db.$transaction(async (tx) => {
    const o = await move(tx, admin, id, MOVES.release, COMPLETE);
    await audit(tx, admin, 'order.release', { type: 'order', id });
    await notify(tx, [
      { userId: o.lead.buyer_id, kind: 'order_completed', key: 'problemReleased.buyer', ...about(o) },
      { userId: o.lead.seller_id, kind: 'order_completed', key: 'problemReleased.seller', ...about(o) },
    ]);
    return [await wireOrder(tx, id, deps.config.STORE_CURRENCY), o] as const;
  });
  return completed(deps, order, o);
}

/**
 * Completes the orders handed over `days` days ago or more that their buyer never confirmed nor
 * reported (the once-a-minute job runs it with ORDER_AUTO_COMPLETE_DAYS, then pays what they owe). Returns how many.
 */
export async function autoComplete(db: Deps['db'], days: number): Promise<number> {
  return db.$transaction(async (tx) => {
    const done = await tx.$queryRaw<Changed[]>`
      UPDATE orders SET status = 'completed', ${COMPLETE}, updated_at = now()
      WHERE status = 'handed_over' AND handed_over_at <= now() - make_interval(days => ${days}::int)
      RETURNING ${CHANGED}`;
    const notes = byCheckout(done).flatMap((o): Note[] => {
      const { values, ...refs } = about(o);
      return [
        { userId: o.lead.buyer_id, kind: 'order_completed', key: 'autoCompleted.buyer', values: { ...values, days }, ...refs },
        { userId: o.lead.seller_id, kind: 'order_completed', key: 'autoCompleted.seller', values: { ...values, days }, ...refs },
      ];
    });
    await notify(tx, notes);
    await auditEach(
      tx,
      SYSTEM,
      'order.auto_complete',
      done.map((o) => ({ type: 'order' as const, id: o.id })),
    );
    return done.length;
  });
}

/**
 * A seller's account is being deleted: their paid orders that have not completed can no longer be
 * handed over or paid out, so each becomes a problem for the admins to refund or release, and the
 * buyers are told (in the deletion's transaction, before the seller's row goes).
 */
export async function freezeOrdersOfDeletedSeller(tx: Tx, sellerId: string): Promise<number> {
  const frozen = await tx.$queryRaw<Changed[]>`
    UPDATE orders SET status = 'problem', problem_reason = 'other', problem_note = ${SELLER_GONE}, problem_at = now(), updated_at = now()
    WHERE seller_id = ${sellerId}::uuid AND status IN ('paid', 'handed_over')
    RETURNING ${CHANGED}`;
  const notes: Note[] = [];
  for (const o of byCheckout(frozen)) {
    notes.push({ userId: o.lead.buyer_id, kind: 'order_problem', key: 'sellerGone.buyer', ...about(o) });
    notes.push(...(await tellAdmins(tx, 'sellerGone.admins', o)));
  }
  await notify(tx, notes);
  return frozen.length;
}

const SELLER_GONE = "The seller's account was deleted before the sale completed.";

/** GET /problems: the orders frozen by a buyer's problem, the most recently reported first, a page at a time. */
export async function problemOrders({ db, config }: Pick<Deps, 'db' | 'config'>, page: Page): Promise<Order[]> {
  const rows = await db.order.findMany({ where: { status: 'problem' }, select: orderColumns, ...newestFirst(page, 'problemAt') });
  return rows.map((row) => toWireOrder(row, config.STORE_CURRENCY));
}
