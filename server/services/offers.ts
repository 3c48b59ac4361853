import { Conflict, Forbidden, InvalidInput, NotFound, TooSoon } from './domain-errors.ts';
import { priceIn } from '../../shared/books.ts';
import { formatMoney } from '../../shared/money.ts';
import { OFFER_ROUNDS, type NewOfferData, type Offer, type OfferParty, type OfferTerms, type OfferTermsChange } from '../../shared/offers.ts';
import type { UserRow } from '../auth/authenticate.ts';
import { requireVerifiedEmail } from '../auth/verified-email.ts';
import type { Prisma } from '../db/generated/client.ts';
import type { Deps } from '../deps.ts';
import { alreadyExists } from './already-exists.ts';
import { readOrRefuse } from './books.ts';
import { appendMessage, conversationOf, type OfferMark } from './conversations.ts';
import { listedBook } from './listed.ts';
import type { MoneyValue } from '../../shared/message-values.ts';
import type { NoticeKey } from '../i18n/translate.ts';
import { notify, type Note } from './notifications.ts';
import { bundleCopies, holdBundle } from './bundles.ts';
import { bundleTitles, checkoutWords, whatValues } from './checkouts.ts';
import { holdCopy, LOST_THE_COPY, releaseExpiredBookings } from './orders.ts';
import { newestFirst } from './paging.ts';

type OfferDeps = Pick<Deps, 'db' | 'config'>;
type MyOffersData = { side: 'buying' | 'selling'; limit?: number | undefined; cursor?: string | undefined };
type Tx = Prisma.TransactionClient;

const DELETED_ACCOUNT = 'Deleted account';
const NO_SUCH_OFFER = () => new NotFound('There is no such offer.');

const offerColumns = {
  id: true,
  bookId: true,
  bundleBookIds: true,
  bookTitle: true,
  conversationId: true,
  buyerId: true,
  sellerId: true,
  listedMinor: true,
  amountMinor: true,
  proposedBy: true,
  rounds: true,
  status: true,
  buyerPhone: true,
  buyerLocation: true,
  expiresAt: true,
  orderId: true,
  createdAt: true,
  updatedAt: true,
  buyer: { select: { id: true, name: true, email: true } },
  seller: { select: { id: true, name: true } },
} as const satisfies Prisma.OfferSelect;
type OfferRow = Prisma.OfferGetPayload<{ select: typeof offerColumns }>;

/** The side `user` is on in an offer, or null when it is not theirs. */
const sideOf = (offer: Pick<OfferRow, 'buyerId' | 'sellerId'>, user: Pick<UserRow, 'id'>): OfferParty | null =>
  offer.buyerId === user.id ? 'buyer' : offer.sellerId === user.id ? 'seller' : null;

/** How a sentence names what an offer is for: “Title”, or the bundle “A”, “B” and “C” (kept so as its title). */
const named = (offer: { bookTitle: string; bundleBookIds: readonly string[] }) => (offer.bundleBookIds.length ? offer.bookTitle : `“${offer.bookTitle}”`);

/** The values that name what an offer is for in a notification, in any language (checkouts.ts). */
const namedValues = ({ bookTitle, bundleBookIds }: { bookTitle: string; bundleBookIds: readonly string[] }) =>
  bundleBookIds.length ? whatValues(bundleTitles(bookTitle), true) : whatValues([bookTitle], false);

/** Open, and not past its time (the job marks it lapsed within a minute; until then it already is). */
const isOpen = (offer: Pick<OfferRow, 'status' | 'expiresAt'>, now = new Date()) => offer.status === 'open' && offer.expiresAt > now;

function toWireOffer(row: OfferRow, caller: UserRow, currency: string): Offer {
  const open = isOpen(row);
  const side = sideOf(row, caller);
  const yourTurn = open && side !== null && side !== row.proposedBy;
  return {
    _id: row.id,
    bookId: row.bookId,
    bookIds: row.bundleBookIds,
    bookTitle: row.bookTitle,
    conversationId: row.conversationId,
    buyerName: row.buyer?.name ?? DELETED_ACCOUNT,
    listedMinor: row.listedMinor,
    amountMinor: row.amountMinor,
    currency,
    proposedBy: row.proposedBy,
    rounds: row.rounds,
    status: row.status === 'open' && !open ? 'lapsed' : row.status,
    yourTurn,
    canCounter: yourTurn && row.rounds < OFFER_ROUNDS,
    expiresAt: row.expiresAt.toISOString(),
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An offer as `caller` sees it: theirs, or an admin's to read; else 404 (whether it exists is not theirs to know). */
export async function readOffer({ db, config }: OfferDeps, caller: UserRow, id: string): Promise<Offer> {
  const row = await db.offer.findUnique({ where: { id }, select: offerColumns });
  if (!row || (sideOf(row, caller) === null && caller.role !== 'admin')) throw NO_SUCH_OFFER();
  return toWireOffer(row, caller, config.STORE_CURRENCY);
}

/** "My offers": those the caller made (buying) or those on their books (selling), newest first. */
export async function myOffers({ db, config }: OfferDeps, caller: UserRow, query: MyOffersData): Promise<Offer[]> {
  const rows = await db.offer.findMany({
    where: query.side === 'buying' ? { buyerId: caller.id } : { sellerId: caller.id },
    select: offerColumns,
    ...newestFirst({ limit: query.limit ?? 50, cursor: query.cursor }),
  });
  return rows.map((row) => toWireOffer(row, caller, config.STORE_CURRENCY));
}

/** The offers of one conversation, for its thread's cards: none when the caller is not one of its parties. */
export async function conversationOffers({ db, config }: OfferDeps, caller: UserRow, conversationId: string): Promise<Offer[]> {
  const rows = await db.offer.findMany({
    where: { conversationId, OR: [{ buyerId: caller.id }, { sellerId: caller.id }] },
    select: offerColumns,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return rows.map((row) => toWireOffer(row, caller, config.STORE_CURRENCY));
}

/** When a proposal made now lapses unanswered. */
const answerBy = (config: OfferDeps['config']) => new Date(Date.now() + config.OFFER_HOURS * 3_600_000);

/** What the buyer is told of an amount below the seller's floor (the floor itself is never said). */
const declinedAtFloor = (
  offer: { buyerId: string | null; bookId: string | null; conversationId: string },
  amount: MoneyValue,
  what: ReturnType<typeof namedValues>,
): Note => ({
  userId: offer.buyerId,
  kind: 'offer_declined',
  key: 'offerDeclinedAtFloor',
  values: { amount, ...what },
  bookId: offer.bookId,
  conversationId: offer.conversationId,
});

type LapsedOffer = { amountMinor: number; bookTitle: string; bundleBookIds: string[] };
/** What a buyer whose offer lapsed is told: a notification's key and values, given their offer. */
type LapsedWords = (lapsed: LapsedOffer) => Pick<Note, 'key' | 'values'>;

/**
 * Lapses the open offers on any of these copies, alone or in a bundle (all but `except`), locked in
 * id order as answers lock them, and tells each buyer `why` (given their offer).
 */
async function lapseOpenOffers(tx: Tx, bookIds: string[], why: LapsedWords, except?: string): Promise<void> {
  await tx.$queryRaw`
    SELECT id FROM offers WHERE (book_id = ANY(${bookIds}::uuid[]) OR bundle_book_ids && ${bookIds}::uuid[]) AND status = 'open' ORDER BY id FOR UPDATE`;
  const lapsed = await tx.offer.updateManyAndReturn({
    where: {
      OR: [{ bookId: { in: bookIds } }, { bundleBookIds: { hasSome: bookIds } }],
      status: 'open',
      ...(except !== undefined && { id: { not: except } }),
    },
    data: { status: 'lapsed' },
    select: { buyerId: true, bookId: true, amountMinor: true, conversationId: true, bookTitle: true, bundleBookIds: true },
  });
  await notify(
    tx,
    lapsed.map((offer) => ({ userId: offer.buyerId, kind: 'offer_lapsed', ...why(offer), bookId: offer.bookId, conversationId: offer.conversationId })),
  );
}

/** The copies an offer is on: its bundle's, or its one copy (none once that listing is deleted). */
const copiesOf = (offer: Pick<OfferRow, 'bookId' | 'bundleBookIds'>): string[] =>
  offer.bundleBookIds.length ? offer.bundleBookIds : offer.bookId ? [offer.bookId] : [];

/** The least the seller considers, from the floors of an offer's copies: those set, added up; null when none is. */
function floorOfCopies(floors: ReadonlyArray<number | null>): number | null {
  const set = floors.filter((f) => f !== null);
  return set.length ? set.reduce((sum, f) => sum + f, 0) : null;
}

/** Open offers past their time let go: none may block a new offer, and none may be answered. */
async function lapseDue(tx: Tx, where: { bookId: string; buyerId: string }): Promise<void> {
  await tx.offer.updateMany({ where: { ...where, status: 'open', expiresAt: { lte: new Date() } }, data: { status: 'lapsed' } });
}

/** What an offer is on: one copy, or a bundle led by its lowest id; read and checked in the offer's transaction. */
type Target = {
  /** The copy, or the bundle's lead copy (its conversation carries the offer). */
  lead: { id: string; title: string; sellerId: string };
  bundleBookIds: string[];
  /** Kept as the offer's title: the copy's, or the bundle's words. */
  title: string;
  listedMinor: number;
  /** The least the seller considers: a bundle's is its copies' floors added up; null when none is set. */
  floorMinor: number | null;
};

/** A copy that is booked takes no offer: it may be made if the booking ends. */
async function requireUnbooked(tx: Tx, bookId: string, what: string): Promise<void> {
  await releaseExpiredBookings(tx, { liveBookId: bookId });
  if (await tx.order.findUnique({ where: { liveBookId: bookId }, select: { id: true } })) {
    throw new Conflict(`${what} is booked by a buyer right now: an offer can be made if the booking ends.`);
  }
}

async function copyTarget(tx: Tx, buyer: UserRow, bookId: string): Promise<Target> {
  const book = await tx.book.findFirst({
    where: { id: bookId, ...listedBook },
    select: { id: true, title: true, priceMinor: true, status: true, sellerId: true, offersEnabled: true, offerFloorMinor: true },
  });
  if (!book) throw new NotFound('There is no such book.');
  if (book.sellerId === buyer.id) throw new Forbidden('This is your own listing: you cannot make an offer on it.');
  if (book.status === 'sold') throw new Conflict('This book is sold.');
  if (!book.offersEnabled) throw new Conflict('The seller does not take offers on this book: book it at its price.');
  await requireUnbooked(tx, book.id, 'This copy');
  return { lead: book, bundleBookIds: [], title: book.title, listedMinor: book.priceMinor, floorMinor: book.offerFloorMinor };
}

async function bundleTarget(tx: Tx, buyer: UserRow, bookIds: string[]): Promise<Target> {
  const { books, sellerId, price } = await bundleCopies(tx, buyer, bookIds.toSorted(), 'no offer was made');
  for (const book of books) {
    if (book.status === 'sold') throw new Conflict(`“${book.title}” is sold.`);
    if (!book.offers_enabled) throw new Conflict(`The seller does not take offers on “${book.title}”: book the bundle at its price.`);
    await requireUnbooked(tx, book.id, `“${book.title}”`);
  }
  return {
    lead: { id: books[0]!.id, title: books[0]!.title, sellerId },
    bundleBookIds: books.map((b) => b.id),
    title: checkoutWords(books.map((b) => b.title)),
    listedMinor: price.priceMinor,
    floorMinor: floorOfCopies(books.map((b) => b.offer_floor_minor)),
  };
}

/**
 * A buyer offers a price for a copy, or for a bundle of one seller's copies. It opens (or reopens)
 * the conversation about the book (a bundle's lead copy), where the offer shows, and tells the
 * seller, unless it is below the seller's floor: then it is declined at once, and the buyer is told only that.
 */
export async function makeOffer(deps: OfferDeps, buyer: UserRow, input: NewOfferData): Promise<Offer> {
  requireVerifiedEmail(buyer, 'make an offer');
  const { db, config } = deps;
  const amount = readOrRefuse(priceIn(config.STORE_CURRENCY, 'Offer'), input.price);
  const money = (minor: number) => formatMoney(minor, config.STORE_CURRENCY);
  const moneyValue = (minor: number): MoneyValue => ({ minor, currency: config.STORE_CURRENCY });
  const id = await db
    .$transaction(
      async (tx) => {
        // One buyer's offers are counted and made one at a time, so the daily limit holds under concurrency.
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`offers:${buyer.id}`}))`;
        const target = input.bookIds ? await bundleTarget(tx, buyer, input.bookIds) : await copyTarget(tx, buyer, input.bookId!);
        await lapseDue(tx, { bookId: target.lead.id, buyerId: buyer.id });
        const what = named({ bookTitle: target.title, bundleBookIds: target.bundleBookIds });
        if (amount >= target.listedMinor) {
          const instead = target.bundleBookIds.length ? 'book the bundle instead' : 'book it instead';
          throw new InvalidInput(`An offer is less than the price (${money(target.listedMinor)}): at the price, ${instead}.`);
        }
        const [{ today } = { today: 0 }] = await tx.$queryRaw<Array<{ today: number }>>`
          SELECT count(*)::int AS today FROM offers WHERE buyer_id = ${buyer.id}::uuid AND created_at > now() - interval '1 day'`;
        if (today >= config.OFFERS_PER_DAY) throw new TooSoon(`You have made ${config.OFFERS_PER_DAY} offers in the last 24 hours: make more tomorrow.`);
        const conversation = await conversationOf(tx, target.lead, buyer.id);
        const belowFloor = target.floorMinor !== null && amount < target.floorMinor;
        const offer = await tx.offer.create({
          data: {
            bookId: target.lead.id,
            bundleBookIds: target.bundleBookIds,
            conversationId: conversation.id,
            buyerId: buyer.id,
            sellerId: target.lead.sellerId,
            bookTitle: target.title,
            listedMinor: target.listedMinor,
            amountMinor: amount,
            buyerPhone: input.buyerPhone,
            buyerLocation: input.buyerLocation,
            status: belowFloor ? 'declined' : 'open',
            expiresAt: answerBy(config),
          },
          select: { id: true },
        });
        const mark: OfferMark = { id: offer.id, step: 'offered', minor: amount };
        await appendMessage(tx, conversation, buyer, `Offered ${money(amount)} for ${what}, listed at ${money(target.listedMinor)}.`, mark);
        const place = { buyerId: buyer.id, bookId: target.lead.id, conversationId: conversation.id };
        const offered = moneyValue(amount);
        const offeredFor = namedValues({ bookTitle: target.title, bundleBookIds: target.bundleBookIds });
        await notify(tx, [
          belowFloor
            ? declinedAtFloor(place, offered, offeredFor)
            : {
                userId: target.lead.sellerId,
                kind: 'offer_made',
                key: 'offerMade',
                values: { name: buyer.name, amount: offered, ...offeredFor, listed: moneyValue(target.listedMinor), hours: config.OFFER_HOURS },
                bookId: target.lead.id,
                conversationId: conversation.id,
              },
        ]);
        return offer.id;
      },
      { maxWait: 10_000, timeout: 10_000 },
    )
    .catch(alreadyExists('You have an open offer on this copy already: wait for its answer, or withdraw it first.'));
  return readOffer(deps, buyer, id);
}

/**
 * Locks the offer, and with it every open offer on its copies, in id order: two answers on offers for
 * one copy (two acceptances, say) queue instead of deadlocking, and the second finds the first's outcome.
 */
async function lockOffer(tx: Tx, id: string): Promise<OfferRow> {
  const [target] = await tx.$queryRaw<Array<{ copies: string[] }>>`
    SELECT CASE WHEN cardinality(bundle_book_ids) > 0 THEN bundle_book_ids ELSE ARRAY[book_id] END AS copies FROM offers WHERE id = ${id}::uuid`;
  if (!target) throw NO_SUCH_OFFER();
  // Every open offer on any of its copies, alone or in a bundle.
  await tx.$queryRaw`
    SELECT id FROM offers WHERE id = ${id}::uuid OR (status = 'open' AND (book_id = ANY(${target.copies}::uuid[]) OR bundle_book_ids && ${target.copies}::uuid[]))
    ORDER BY id FOR UPDATE`;
  return tx.offer.findUniqueOrThrow({ where: { id }, select: offerColumns });
}

export type OfferAnswer = { kind: 'accept' } | { kind: 'decline' } | { kind: 'withdraw' } | { kind: 'counter'; price: string };

/** What a closed offer is, in words: "accepted", "lapsed". */
const closedAs = (offer: OfferRow) => (offer.status === 'open' ? 'lapsed' : offer.status);

/**
 * The party whose turn it is accepts, declines or counters; whoever proposed the amount may
 * withdraw it. Each step is a message in the conversation and a notification to the other party.
 * Accepting books the copy for the buyer at the amount: other open offers on it lapse, their
 * buyers told. A copy someone else booked a moment before is refused with 409, and the offer stays open.
 */
export async function answerOffer(deps: OfferDeps, caller: UserRow, id: string, answer: OfferAnswer): Promise<Offer> {
  requireVerifiedEmail(caller, 'answer an offer');
  const { db, config } = deps;
  const counter = answer.kind === 'counter' ? readOrRefuse(priceIn(config.STORE_CURRENCY, 'Counter-offer'), answer.price) : null;
  await db
    .$transaction(
      async (tx) => {
        const offer = await lockOffer(tx, id);
        const side = sideOf(offer, caller);
        if (!side) throw NO_SUCH_OFFER();
        if (!isOpen(offer)) throw new Conflict(`This offer is ${closedAs(offer)} already.`);
        if (answer.kind === 'withdraw') {
          if (side !== offer.proposedBy) throw new Forbidden('This proposal is the other side’s: accept, decline or counter it.');
        } else if (side === offer.proposedBy) {
          throw new Forbidden('This is your own proposal: the other side answers it. You may withdraw it.');
        }
        const step = new OfferStep(tx, deps, offer, caller, side);
        if (answer.kind === 'accept') await step.accept();
        else if (answer.kind === 'decline') await step.close('declined');
        else if (answer.kind === 'withdraw') await step.close('withdrawn');
        else await step.counter(counter!);
      },
      { maxWait: 10_000, timeout: 10_000 },
    )
    .catch(alreadyExists(LOST_THE_COPY));
  return readOffer(deps, caller, id);
}

/** One answer to a locked, open offer, by `caller` on `side`: its row, its message and its notifications. */
class OfferStep {
  private readonly other: OfferParty;
  constructor(
    private readonly tx: Tx,
    private readonly deps: OfferDeps,
    private readonly offer: OfferRow,
    private readonly caller: UserRow,
    private readonly side: OfferParty,
  ) {
    this.other = side === 'buyer' ? 'seller' : 'buyer';
  }

  private money(minor: number): string {
    return formatMoney(minor, this.deps.config.STORE_CURRENCY);
  }

  private idOf(party: OfferParty): string | null {
    return party === 'buyer' ? this.offer.buyerId : this.offer.sellerId;
  }

  /** The step as a message in the conversation, from the caller. */
  private async say(text: string, mark: Omit<OfferMark, 'id'>): Promise<void> {
    const { offer } = this;
    const conversation = { id: offer.conversationId, buyerId: offer.buyerId, sellerId: offer.sellerId, bookId: offer.bookId, bookTitle: offer.bookTitle };
    await appendMessage(this.tx, conversation, this.caller, text, { id: offer.id, ...mark });
  }

  private moneyValue(minor: number): MoneyValue {
    return { minor, currency: this.deps.config.STORE_CURRENCY };
  }

  private tellOther(kind: string, key: NoticeKey, values: Note['values']): Promise<void> {
    return notify(this.tx, [{ userId: this.idOf(this.other), kind, key, values, bookId: this.offer.bookId, conversationId: this.offer.conversationId }]);
  }

  async close(status: 'declined' | 'withdrawn'): Promise<void> {
    const { offer, caller } = this;
    await this.tx.offer.update({ where: { id: offer.id }, data: { status } });
    const amount = this.money(offer.amountMinor);
    const did = status === 'declined' ? 'Declined' : 'Withdrew';
    await this.say(`${did} the offer of ${amount}.`, { step: status, minor: offer.amountMinor });
    await this.tellOther(`offer_${status}`, status === 'declined' ? 'offerDeclined' : 'offerWithdrawn', {
      name: caller.name,
      amount: this.moneyValue(offer.amountMinor),
      ...namedValues(offer),
    });
  }

  async counter(amount: number): Promise<void> {
    const { tx, offer, caller, deps } = this;
    if (offer.rounds >= OFFER_ROUNDS) throw new Conflict('This was the last round of this offer: accept or decline it.');
    if (amount >= offer.listedMinor) throw new InvalidInput(`A counter-offer is less than the listed price (${this.money(offer.listedMinor)}).`);
    if (this.side === 'seller' && amount <= offer.amountMinor) {
      throw new InvalidInput(`A counter-offer is more than the offer (${this.money(offer.amountMinor)}): to sell at that, accept it.`);
    }
    if (this.side === 'buyer' && amount >= offer.amountMinor) {
      throw new InvalidInput(`A counter-offer is less than the seller's (${this.money(offer.amountMinor)}): to pay that, accept it.`);
    }
    const floor = this.side === 'buyer' ? await floorOf(tx, copiesOf(offer)) : null;
    const belowFloor = floor !== null && amount < floor;
    const rounds = offer.rounds + 1;
    await tx.offer.update({
      where: { id: offer.id },
      data: {
        amountMinor: amount,
        proposedBy: this.side,
        rounds,
        status: belowFloor ? 'declined' : 'open',
        expiresAt: answerBy(deps.config),
      },
    });
    await this.say(`Countered with ${this.money(amount)}.`, { step: 'countered', minor: amount });
    if (belowFloor) {
      await notify(tx, [declinedAtFloor(offer, this.moneyValue(amount), namedValues(offer))]);
      return;
    }
    await this.tellOther('offer_countered', rounds >= OFFER_ROUNDS ? 'offerCounteredLastRound' : 'offerCountered', {
      name: caller.name,
      amount: this.moneyValue(amount),
      ...namedValues(offer),
      hours: deps.config.OFFER_HOURS,
    });
  }

  async accept(): Promise<void> {
    const { tx, offer, caller, deps } = this;
    if (!offer.bookId) throw new Conflict('The listing has been deleted: there is nothing to book.');
    if (!offer.buyer || !offer.sellerId) throw new Conflict('The other account has been deleted: there is nobody to sell to or buy from.');
    const { orderId, priceMinor } = offer.bundleBookIds.length
      ? await this.holdTheBundle(offer.buyer)
      : await holdCopy(tx, deps.config, offer.buyer, offer.bookId, offer, { priceMinor: offer.amountMinor });
    await tx.offer.update({ where: { id: offer.id }, data: { status: 'accepted', orderId, amountMinor: priceMinor } });
    const amount = this.money(priceMinor);
    const booked = offer.bundleBookIds.length ? 'the books are booked' : 'the copy is booked';
    await this.say(`Accepted ${amount}: ${booked} for ${offer.buyer.name} at that price. Pay for it from My Orders.`, {
      step: 'accepted',
      minor: priceMinor,
    });
    await notify(tx, [
      {
        userId: this.idOf(this.other),
        kind: 'offer_accepted',
        key: this.other === 'buyer' ? 'offerAccepted' : 'counterAccepted',
        values: { name: caller.name, amount: this.moneyValue(priceMinor), ...namedValues(offer) },
        orderId,
        bookId: offer.bookId,
        conversationId: offer.conversationId,
      },
    ]);
    const gone: LapsedWords = (lapsed) => ({
      key: 'offerLapsed.copyTaken',
      values: { amount: this.moneyValue(lapsed.amountMinor), ...namedValues(lapsed) },
    });
    await lapseOpenOffers(tx, copiesOf(offer), gone, offer.id);
  }

  /** Accepting an offer on a bundle books the bundle at the amount agreed (or its price now, if lower). */
  private async holdTheBundle(buyer: NonNullable<OfferRow['buyer']>): Promise<{ orderId: string; priceMinor: number }> {
    const copies = await bundleCopies(this.tx, buyer, this.offer.bundleBookIds, 'the bundle was not booked');
    const held = await holdBundle(this.tx, this.deps.config, buyer, copies, this.offer, this.offer.amountMinor);
    return { orderId: held.leadOrderId, priceMinor: held.priceMinor };
  }
}

/** The least the seller considers for an offer on these copies, as they are set now. */
async function floorOf(tx: Tx, copies: string[]): Promise<number | null> {
  const books = await tx.book.findMany({ where: { id: { in: copies } }, select: { offerFloorMinor: true } });
  return floorOfCopies(books.map((b) => b.offerFloorMinor));
}

/**
 * Job `offers:lapse`: open offers past their time, or whose copy is sold or deleted, or whose buyer
 * or seller deleted their account, lapse, and both sides are told. Offers an answer is holding are
 * left for the next run (SKIP LOCKED), and rows are locked in id order, as answers lock them.
 */
export async function lapseOffers({ db, config }: OfferDeps): Promise<number> {
  return db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<
      Array<{
        buyer_id: string | null;
        seller_id: string | null;
        book_id: string | null;
        conversation_id: string;
        book_title: string;
        bundle_book_ids: string[];
        amount_minor: number;
        timed_out: boolean;
      }>
    >`
      WITH due AS (
        SELECT f.id FROM offers f LEFT JOIN books b ON b.id = f.book_id
        WHERE f.status = 'open' AND (f.expires_at <= now() OR b.id IS NULL OR b.status = 'sold' OR f.buyer_id IS NULL OR f.seller_id IS NULL
          -- A copy of a bundle offer gone or sold.
          OR EXISTS (SELECT 1 FROM unnest(f.bundle_book_ids) c(id) LEFT JOIN books cb ON cb.id = c.id WHERE cb.id IS NULL OR cb.status = 'sold'))
        ORDER BY f.id LIMIT 500 FOR UPDATE OF f SKIP LOCKED
      )
      UPDATE offers o SET status = 'lapsed', updated_at = now() FROM due WHERE o.id = due.id
      RETURNING o.buyer_id, o.seller_id, o.book_id, o.conversation_id, o.book_title, o.bundle_book_ids, o.amount_minor, o.expires_at <= now() AS timed_out`;
    await notify(
      tx,
      rows.flatMap((row) => {
        const key = row.timed_out ? 'offerLapsed.unanswered' : row.buyer_id && row.seller_id ? 'offerLapsed.notForSale' : 'offerLapsed.accountDeleted';
        const values = {
          amount: { minor: row.amount_minor, currency: config.STORE_CURRENCY },
          ...namedValues({ bookTitle: row.book_title, bundleBookIds: row.bundle_book_ids }),
          ...(row.timed_out && { hours: config.OFFER_HOURS }),
        };
        return [row.buyer_id, row.seller_id].map((userId) => ({
          userId,
          kind: 'offer_lapsed',
          key,
          values,
          bookId: row.book_id,
          conversationId: row.conversation_id,
        }));
      }),
    );
    return rows.length;
  });
}

/** The seller's own listing's offer settings; 404 for a listing that is not there, 403 for someone else's. */
async function ownTerms(db: Deps['db'] | Tx, seller: UserRow, bookId: string) {
  const book = await db.book.findUnique({
    where: { id: bookId },
    select: { sellerId: true, title: true, priceMinor: true, offersEnabled: true, offerFloorMinor: true },
  });
  if (!book) throw new NotFound('There is no such book.');
  if (book.sellerId !== seller.id) throw new Forbidden('Only the seller of this book can see or change its offer settings.');
  return book;
}

export async function offerTerms({ db }: OfferDeps, seller: UserRow, bookId: string): Promise<OfferTerms> {
  const book = await ownTerms(db, seller, bookId);
  return { enabled: book.offersEnabled, floorMinor: book.offerFloorMinor };
}

/**
 * The seller turns offers on or off for a listing, or sets its floor. Turning them off lapses the
 * open ones, and their buyers are told.
 */
export async function changeOfferTerms({ db, config }: OfferDeps, seller: UserRow, input: OfferTermsChange): Promise<OfferTerms> {
  const floor = input.floor == null ? input.floor : readOrRefuse(priceIn(config.STORE_CURRENCY, 'Floor'), input.floor);
  return db.$transaction(async (tx) => {
    const book = await ownTerms(tx, seller, input.id);
    if (floor != null && floor >= book.priceMinor) {
      throw new InvalidInput(`The floor is less than the price (${formatMoney(book.priceMinor, config.STORE_CURRENCY)}): offers are below the price.`);
    }
    const updated = await tx.book.update({
      where: { id: input.id },
      data: { ...(input.enabled !== undefined && { offersEnabled: input.enabled }), ...(floor !== undefined && { offerFloorMinor: floor }) },
      select: { offersEnabled: true, offerFloorMinor: true },
    });
    if (!updated.offersEnabled) {
      await lapseOpenOffers(tx, [input.id], () => ({ key: 'offerLapsed.offersOff', values: { title: book.title } }));
    }
    return { enabled: updated.offersEnabled, floorMinor: updated.offerFloorMinor };
  });
}
