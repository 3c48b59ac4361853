import { DomainError, Forbidden, InvalidInput, NotFound } from './domain-errors.ts';
import { bundlePrice, type Bundle, type BundleDiscount, type NewBundleData } from '../../shared/bundles.ts';
import type { UserRow } from '../auth/authenticate.ts';
import { requireVerifiedEmail } from '../auth/verified-email.ts';
import type { Deps } from '../deps.ts';
import { Prisma } from '../db/generated/client.ts';
import { alreadyExists } from './already-exists.ts';
import { alphabetical, whatValues } from './checkouts.ts';
import { splitByWeight } from './ledger.ts';
import { listed } from './listed.ts';
import { notify } from './notifications.ts';
import { type Booker, holdCopy, orderColumns, toWireOrder } from './orders.ts';

type BundleDeps = Pick<Deps, 'db' | 'config'>;
type Tx = Prisma.TransactionClient;

/**
 * Bundles: a buyer books several available copies of one seller in one checkout (checkouts.ts).
 * Each copy keeps its own order, at its share of the bundle's price, so `GET /buyer-orders` still
 * shows one order per book and each order balances in the ledger on its own; the bundle is paid in
 * one payment, handed over, confirmed, reported and rated once. A seller's bundle discount takes a
 * percent off a bundle of enough of their copies.
 */

const bundleColumns = {
  id: true,
  buyerId: true,
  sellerId: true,
  listedMinor: true,
  priceMinor: true,
  discountPercent: true,
  createdAt: true,
  orders: { select: orderColumns, orderBy: { id: 'asc' } },
} satisfies Prisma.BundleSelect;

function toWireBundle(row: Prisma.BundleGetPayload<{ select: typeof bundleColumns }>, currency: string): Bundle {
  const orders = row.orders.map((o) => toWireOrder(o, currency));
  const lead = orders[0]!;
  return {
    _id: row.id,
    state: lead.state,
    listedMinor: row.listedMinor,
    priceMinor: row.priceMinor,
    discountPercent: row.discountPercent,
    currency,
    rating: lead.rating,
    expiresAt: orders.map((o) => o.expiresAt).toSorted()[0]!,
    createdAt: row.createdAt.toISOString(),
    orders,
  };
}

export const discountColumns = { bundleDiscountPercent: true, bundleDiscountMinBooks: true } satisfies Prisma.UserSelect;
const toWireDiscount = (row: Prisma.UserGetPayload<{ select: typeof discountColumns }>): BundleDiscount => ({
  percent: row.bundleDiscountPercent,
  minBooks: row.bundleDiscountMinBooks,
});

/** The message of a bundle that raced another booking to one of its copies and lost. */
const LOST_A_COPY = 'Someone else has just booked a copy in this bundle: the bundle was not booked.';

type Copy = {
  id: string;
  title: string;
  seller_id: string;
  status: string;
  price_minor: number;
  offers_enabled: boolean;
  offer_floor_minor: number | null;
};
/** A bundle's copies, read and locked, with their seller and what they cost together now. */
export type BundleCopies = { books: Copy[]; sellerId: string; price: ReturnType<typeof bundlePrice> };

/**
 * Reads and locks the copies of a bundle, in id order as every pass that holds several copies takes
 * them (`FOR KEY SHARE`: after an edit of any of them commits). They must all be listed, of one
 * seller, and not the caller's own; `outcome` says what did not happen when they are not.
 */
export async function bundleCopies(tx: Tx, caller: Pick<UserRow, 'id'>, bookIds: readonly string[], outcome: string): Promise<BundleCopies> {
  const books = await tx.$queryRaw<Copy[]>`
    SELECT b.id, b.title, b.seller_id, b.status::text AS status, b.price_minor, b.offers_enabled, b.offer_floor_minor FROM books b
    WHERE b.id IN (${Prisma.join(bookIds.map((id) => Prisma.sql`${id}::uuid`))}) AND ${listed} ORDER BY b.id FOR KEY SHARE`;
  if (books.length < new Set(bookIds).size) throw new NotFound(`A book in this bundle is not listed any more: ${outcome}.`);
  const sellerId = books[0]!.seller_id;
  if (books.some((b) => b.seller_id !== sellerId)) throw new InvalidInput('A bundle is of one seller’s books: these come from several sellers.');
  if (sellerId === caller.id) throw new Forbidden('These are your own listings.');
  const seller = await tx.user.findUnique({ where: { id: sellerId }, select: discountColumns });
  if (!seller) throw new NotFound('There is no such book.');
  const price = bundlePrice(
    books.map((b) => b.price_minor),
    toWireDiscount(seller),
  );
  return { books, sellerId, price };
}

/**
 * Books a bundle's copies for `buyer` in the caller's transaction, each through holdCopy (so every
 * booking rule holds for each), at its share of the bundle's price, or of `agreedMinor` (an accepted
 * offer's) if lower. One copy that cannot be booked refuses the whole bundle, naming it.
 */
export async function holdBundle(
  tx: Tx,
  config: BundleDeps['config'],
  buyer: Booker,
  { books, sellerId, price }: BundleCopies,
  contact: { buyerPhone: string; buyerLocation: string },
  agreedMinor?: number,
): Promise<{ bundleId: string; leadOrderId: string; priceMinor: number; titles: string[] }> {
  const agreed = agreedMinor !== undefined && agreedMinor < price.priceMinor;
  const priceMinor = agreed ? agreedMinor : price.priceMinor;
  const discountPercent = agreed ? 0 : price.discountPercent;
  const shares = splitByWeight(
    priceMinor,
    books.map((b) => b.price_minor),
  );
  const bundle = await tx.bundle.create({
    data: { buyerId: buyer.id, sellerId, listedMinor: price.listedMinor, priceMinor, discountPercent },
    select: { id: true },
  });
  const orderIds: string[] = [];
  for (const [i, book] of books.entries()) {
    const held = await holdCopy(tx, config, buyer, book.id, contact, { priceMinor: shares[i]!, bundleId: bundle.id }).catch(naming(book.title));
    orderIds.push(held.orderId);
  }
  // The lead is the lowest order id (checkouts.ts): what the bundle's payment and review are recorded against.
  return { bundleId: bundle.id, leadOrderId: orderIds.toSorted()[0]!, priceMinor, titles: alphabetical(books.map((b) => b.title)) };
}

/**
 * POST /bundles: books the copies for the caller in one transaction, at their listed prices added
 * up, less the seller's bundle discount. The seller is told once.
 */
export async function bookBundle({ db, config }: BundleDeps, buyer: UserRow, input: NewBundleData): Promise<Bundle> {
  requireVerifiedEmail(buyer, 'book a bundle');
  const bundleId = await db
    .$transaction(
      async (tx) => {
        const copies = await bundleCopies(tx, buyer, input.bookIds.toSorted(), 'the bundle was not booked');
        const held = await holdBundle(tx, config, buyer, copies, input);
        await notify(tx, [
          {
            userId: copies.sellerId,
            kind: 'order_booked',
            key: 'bundleBooked',
            values: { name: buyer.name, email: buyer.email, ...whatValues(held.titles) },
            orderId: held.leadOrderId,
          },
        ]);
        return held.bundleId;
      },
      { maxWait: 10_000, timeout: 10_000 },
    )
    .catch(alreadyExists(LOST_A_COPY));
  return toWireBundle(await db.bundle.findUniqueOrThrow({ where: { id: bundleId }, select: bundleColumns }), config.STORE_CURRENCY);
}

/** A copy's refusal, said of the whole bundle: the same kind of error, naming the copy. */
function naming(title: string) {
  return (error: unknown): never => {
    if (!(error instanceof DomainError)) throw error;
    const Kind = error.constructor as new (message: string, options: { cause: unknown }) => DomainError;
    throw new Kind(`“${title}”: ${error.message} The bundle was not booked.`, { cause: error });
  };
}

/** GET /bundles/{id}: one bundle with its orders, for its buyer, its seller or an admin; null when there is none. */
export async function findBundle({ db, config }: BundleDeps, caller: UserRow, id: string): Promise<Bundle | null> {
  const row = await db.bundle.findUnique({ where: { id }, select: bundleColumns });
  if (!row) return null;
  if (row.buyerId !== caller.id && row.sellerId !== caller.id && caller.role !== 'admin') throw new Forbidden('This is not your bundle.');
  return toWireBundle(row, config.STORE_CURRENCY);
}

/** GET /me/bundle-discount: the caller's bundle discount. */
export async function bundleDiscount({ db }: Pick<Deps, 'db'>, seller: UserRow): Promise<BundleDiscount> {
  return toWireDiscount(await db.user.findUniqueOrThrow({ where: { id: seller.id }, select: discountColumns }));
}

/** PATCH /me/bundle-discount: sets it; bundles booked from now on get it, those booked before keep theirs. */
export async function setBundleDiscount({ db }: Pick<Deps, 'db'>, seller: UserRow, input: BundleDiscount): Promise<BundleDiscount> {
  const row = await db.user.update({
    where: { id: seller.id },
    data: { bundleDiscountPercent: input.percent, bundleDiscountMinBooks: input.minBooks },
    select: discountColumns,
  });
  return toWireDiscount(row);
}

/** A seller's discount as buyers see it on their books and profile: null when they give none. */
export function shownDiscount(row: Prisma.UserGetPayload<{ select: typeof discountColumns }>): BundleDiscount | null {
  return row.bundleDiscountPercent > 0 ? toWireDiscount(row) : null;
}
