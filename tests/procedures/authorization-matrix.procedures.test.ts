import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proceduresOf } from '../../server/trpc/internals/procedures.ts';
import { appRouter } from '../../server/trpc/router.ts';
import type { AppCaller, ProcedureStore, StoreUser } from '../helpers/procedure-caller.ts';
import { browserSubscription } from '../helpers/fake-push-service.ts';
import { addOffer } from '../helpers/fixtures.ts';
import { procedureStoreWith } from '../helpers/shop.ts';

/**
 * Every procedure x every kind of caller, called in process: who may call it (role and ownership),
 * as the status either surface would answer. A procedure without a row here fails the suite:
 * whoever adds one decides who may call it. That both surfaces answer these refusals as their
 * statuses and bodies is tests/authorization-matrix.test.ts's (the wire).
 */
const CALLERS = ['anonymous', 'buyer', 'seller', 'otherSeller', 'admin'] as const;
type CallerName = (typeof CALLERS)[number];
type Callers = Record<Exclude<CallerName, 'anonymous'>, StoreUser>;
/** `newBook` lists a fresh book of `seller` (for destructive calls: each call gets its own). */
type Fixtures = Callers & {
  newBook: () => Promise<string>;
  /** An order of the buyer for a fresh book of the seller: booked, or further along its life. */
  newOrder: (state?: 'booked' | 'paid' | 'problem' | 'completed') => Promise<string>;
  /** The buyer's review of a fresh completed order of the seller's. */
  newReview: () => Promise<string>;
  /** A saved search of the buyer's. */
  newSavedSearch: () => Promise<string>;
  /** A charged, completed order whose seller was deleted before their payout. */
  newOwedSale: () => Promise<string>;
  /** A fresh seller or buyer to verify or delete. */
  newUser: (role: 'buyer' | 'seller') => Promise<string>;
  /** An open report (by the buyer) on a fresh book of the seller. */
  newReport: () => Promise<string>;
  /** The buyer's conversation with the seller about a fresh book of theirs, with one message. */
  newConversation: () => Promise<string>;
  /** A previewed CSV import of the seller's, of one row. */
  newImport: () => Promise<string>;
  /** A fresh verified seller (a shop an admin may give a higher listing cap). */
  newShop: () => Promise<string>;
  /** The buyer's open offer on a fresh book of the seller: the seller's turn to answer. */
  newOffer: () => Promise<string>;
  /** The buyer's bundle of two fresh books of the seller, cancelled (so it holds nothing and owes nothing). */
  newBundle: () => Promise<string>;
  /** A device (push subscription) of the buyer's. */
  newDevice: () => Promise<string>;
};
type Row = { input: (me: StoreUser | undefined, all: Fixtures) => unknown; expect: Record<CallerName, number> };

const everyone = { anonymous: 200, buyer: 200, seller: 200, otherSeller: 200, admin: 200 };
const signedIn = { anonymous: 401, buyer: 200, seller: 200, otherSeller: 200, admin: 200 };
const adminOnly = { anonymous: 401, buyer: 403, seller: 403, otherSeller: 403, admin: 200 };
/** A conversation's two parties (the buyer and the seller); to anyone else it does not exist. */
const partiesOnly = { anonymous: 401, buyer: 200, seller: 200, otherSeller: 404, admin: 404 };
const ownerOnly = { anonymous: 401, buyer: 403, seller: 200, otherSeller: 403, admin: 403 };
/** An order's buyer alone (its seller, other sellers and admins are refused). */
const orderBuyerOnly = { anonymous: 401, buyer: 200, seller: 403, otherSeller: 403, admin: 403 };
/** Every seller, each for their own (buyers and admins have no earnings). */
const sellersOnly = { anonymous: 401, buyer: 403, seller: 200, otherSeller: 200, admin: 403 };
/** The buyer's own (their device): to anyone else it does not exist. */
const buyerOnly = { anonymous: 401, buyer: 200, seller: 404, otherSeller: 404, admin: 404 };
/** An offer's side whose turn it is (the seller): its proposer is refused, anyone else is told there is no such offer. */
const offerAnswerer = { anonymous: 401, buyer: 403, seller: 200, otherSeller: 404, admin: 404 };
const KEPT_ISBN = '9780679457312';
const listing = {
  book: 'Matrix Book',
  author: 'A. Author',
  price: '120',
  condition: 'Good',
  years: '2',
  phone: '+8801700000001',
  location: 'Dhaka',
  description: '',
  categoryId: 'fiction',
  image: '/images/cover.webp',
};

const procedures: Record<string, Row> = {
  'catalog.categories': { input: () => undefined, expect: everyone },
  'catalog.category': { input: () => ({ categoryId: 'fiction' }), expect: everyone },
  'catalog.storeConfig': { input: () => undefined, expect: everyone },
  'catalog.sitePage': { input: () => ({ slug: 'about' }), expect: everyone },
  'users.save': {
    input: (me) => ({ name: 'Same Name', email: me?.email ?? 'nobody@example.com', role: 'buyer' }),
    expect: signedIn,
  },
  'users.byEmail': {
    // Everyone asks about the seller: only the seller and the admin may read that record.
    input: (_me, all) => ({ email: all.seller.email }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 403, admin: 200 },
  },
  'users.me': { input: () => undefined, expect: signedIn },
  'users.updateProfile': { input: (me) => ({ bio: `Bio of ${me?.email ?? 'nobody'}` }), expect: signedIn },
  'users.notifications': { input: () => undefined, expect: signedIn },
  'users.readNotifications': { input: () => ({}), expect: signedIn },
  // Every caller here has verified their email: anyone signed in may ask, and is told so.
  'users.sendVerificationEmail': { input: () => ({}), expect: { anonymous: 401, buyer: 409, seller: 409, otherSeller: 409, admin: 409 } },
  'catalog.booksInCategory': { input: () => ({ id: 'fiction' }), expect: everyone },
  'catalog.advertised': { input: () => undefined, expect: everyone },
  'catalog.search': { input: () => ({ q: 'owned' }), expect: everyone },
  'catalog.edition': { input: () => ({ isbn: '9780306406157' }), expect: everyone },
  'catalog.book': { input: async (_me, all) => ({ id: await all.newBook() }), expect: everyone },
  'catalog.seller': { input: (_me, all) => ({ id: all.seller.id }), expect: everyone },
  'catalog.sellerBooks': { input: (_me, all) => ({ id: all.seller.id, limit: 5 }), expect: everyone },
  'catalog.verifiedSeller': { input: (_me, all) => ({ email: all.seller.email }), expect: everyone },
  'books.mine': {
    input: (me) => ({ email: me?.email ?? 'nobody@example.com' }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 200, admin: 200 },
  },
  'books.lookUpIsbn': { input: () => ({ isbn: KEPT_ISBN }), expect: sellersOnly },
  'books.priceHint': { input: () => ({ isbn: KEPT_ISBN, condition: 'Good' }), expect: sellersOnly },
  'books.add': { input: () => listing, expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 200, admin: 403 } },
  'books.remove': {
    input: async (_me, all) => ({ id: await all.newBook() }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 403, admin: 200 },
  },
  'books.setStatus': { input: async (_me, all) => ({ id: await all.newBook(), status: 'sold' }), expect: ownerOnly },
  'books.advertise': { input: async (_me, all) => ({ id: await all.newBook() }), expect: ownerOnly },
  'books.price': { input: async (_me, all) => ({ id: await all.newBook(), price: '90' }), expect: ownerOnly },
  'bulkImports.preview': {
    input: () => ({ csv: `isbn,condition,price\n${KEPT_ISBN},Good,1\n`, categoryId: 'fiction', phone: '+8801700000000', location: 'Dhaka' }),
    expect: sellersOnly,
  },
  'bulkImports.start': { input: async (_me, all) => ({ id: await all.newImport() }), expect: ownerOnly },
  'bulkImports.byId': { input: async (_me, all) => ({ id: await all.newImport() }), expect: ownerOnly },
  'bulkImports.exportListings': { input: () => undefined, expect: sellersOnly },
  'offers.make': {
    // The fresh book is the seller's own: they may not make an offer on it.
    input: async (_me, all) => ({ bookId: await all.newBook(), price: '0.50', buyerPhone: '+8801700000002' }),
    expect: { anonymous: 401, buyer: 200, seller: 403, otherSeller: 200, admin: 200 },
  },
  'offers.mine': { input: () => ({ side: 'selling' }), expect: signedIn },
  'offers.byId': {
    input: async (_me, all) => ({ id: await all.newOffer() }),
    expect: { anonymous: 401, buyer: 200, seller: 200, otherSeller: 404, admin: 200 },
  },
  // Strangers get an empty list: none of the conversation's offers are theirs.
  'offers.inConversation': { input: async (_me, all) => ({ id: await all.newConversation() }), expect: signedIn },
  'offers.accept': { input: async (_me, all) => ({ id: await all.newOffer() }), expect: offerAnswerer },
  'offers.decline': { input: async (_me, all) => ({ id: await all.newOffer() }), expect: offerAnswerer },
  'offers.counter': { input: async (_me, all) => ({ id: await all.newOffer(), price: '0.80' }), expect: offerAnswerer },
  'offers.withdraw': {
    input: async (_me, all) => ({ id: await all.newOffer() }),
    expect: { anonymous: 401, buyer: 200, seller: 403, otherSeller: 404, admin: 404 },
  },
  'offers.terms': { input: async (_me, all) => ({ id: await all.newBook() }), expect: ownerOnly },
  'offers.changeTerms': { input: async (_me, all) => ({ id: await all.newBook(), floor: '0.50' }), expect: ownerOnly },
  'admin.setListingCap': { input: async (_me, all) => ({ id: await all.newShop(), perDay: 500 }), expect: adminOnly },
  'books.own': { input: async (_me, all) => ({ id: await all.newBook() }), expect: ownerOnly },
  'books.edit': { input: async (_me, all) => ({ id: await all.newBook(), book: 'Edited Title', price: '95' }), expect: ownerOnly },
  'books.unadvertise': { input: async (_me, all) => ({ id: await all.newBook() }), expect: ownerOnly },
  'orders.book': {
    // The fresh book is the seller's own: they may not book it.
    input: async (_me, all) => ({ bookPostingId: await all.newBook(), buyerPhone: '+8801700000002' }),
    expect: { anonymous: 401, buyer: 200, seller: 403, otherSeller: 200, admin: 200 },
  },
  'orders.mine': { input: (me) => ({ email: me?.email ?? 'nobody@example.com' }), expect: signedIn },
  'bundles.book': {
    // Fresh books of the seller's: they may not book their own.
    input: async (_me, all) => ({ bookIds: [await all.newBook(), await all.newBook()], buyerPhone: '+8801700000002' }),
    expect: { anonymous: 401, buyer: 200, seller: 403, otherSeller: 200, admin: 200 },
  },
  'bundles.byId': {
    input: async (_me, all) => ({ id: await all.newBundle() }),
    expect: { anonymous: 401, buyer: 200, seller: 200, otherSeller: 403, admin: 200 },
  },
  'bundles.discount': { input: () => undefined, expect: sellersOnly },
  'bundles.setDiscount': { input: () => ({ percent: 10, minBooks: 3 }), expect: sellersOnly },
  'orders.byId': {
    // An order of the buyer for a book of the seller: both parties and the admin may read it.
    input: async (_me, all) => ({ id: await all.newOrder() }),
    expect: { anonymous: 401, buyer: 200, seller: 200, otherSeller: 403, admin: 200 },
  },
  'orders.paymentIntent': {
    input: async (_me, all) => ({ orderId: await all.newOrder() }),
    expect: { anonymous: 401, buyer: 200, seller: 403, otherSeller: 403, admin: 403 },
  },
  'orders.confirmTestPayment': {
    // A well-formed but foreign client secret: signed-in members get the 400, not a payment.
    input: () => ({ clientSecret: 'test_x.y', cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' }),
    expect: { anonymous: 401, buyer: 400, seller: 400, otherSeller: 400, admin: 400 },
  },
  'orders.confirmPaid': {
    // An unpaid order: its buyer and the admin get the 409 (no confirmed payment); others are refused.
    input: async (_me, all) => ({ id: await all.newOrder() }),
    expect: { anonymous: 401, buyer: 409, seller: 403, otherSeller: 403, admin: 409 },
  },
  'orders.cancel': {
    input: async (_me, all) => ({ id: await all.newOrder() }),
    expect: { anonymous: 401, buyer: 200, seller: 403, otherSeller: 403, admin: 200 },
  },
  'moderation.report': {
    // A fresh book of the seller: anyone else signed in may report it; its seller may not.
    input: async (_me, all) => ({ bookId: await all.newBook(), reason: 'other' }),
    expect: { anonymous: 401, buyer: 200, seller: 403, otherSeller: 200, admin: 200 },
  },
  'moderation.reportedBookIds': { input: () => undefined, expect: signedIn },
  'admin.buyers': { input: () => ({}), expect: adminOnly },
  'admin.sellers': { input: () => ({}), expect: adminOnly },
  'admin.reportedItems': { input: () => ({}), expect: adminOnly },
  'admin.verifySeller': { input: async (_me, all) => ({ id: await all.newUser('seller') }), expect: adminOnly },
  'admin.deleteUser': { input: async (_me, all) => ({ id: await all.newUser('buyer') }), expect: adminOnly },
  'admin.deleteReported': { input: async (_me, all) => ({ id: await all.newReport() }), expect: adminOnly },
  'admin.dismissReport': { input: async (_me, all) => ({ id: await all.newReport() }), expect: adminOnly },
  'conversations.start': {
    input: async (_me, all) => ({ bookId: await all.newBook(), text: 'Is it still there?' }),
    expect: { anonymous: 401, buyer: 200, seller: 403, otherSeller: 200, admin: 200 },
  },
  'conversations.list': { input: () => ({}), expect: signedIn },
  'conversations.about': { input: async (_me, all) => ({ bookId: await all.newBook() }), expect: signedIn },
  'conversations.unread': { input: () => undefined, expect: signedIn },
  'conversations.byId': { input: async (_me, all) => ({ id: await all.newConversation() }), expect: partiesOnly },
  'conversations.messages': { input: async (_me, all) => ({ id: await all.newConversation() }), expect: partiesOnly },
  'conversations.report': {
    input: async (_me, all) => ({ id: await all.newConversation(), reason: 'offensive' }),
    expect: partiesOnly,
  },
  'conversations.send': { input: async (_me, all) => ({ id: await all.newConversation(), text: 'Saturday?' }), expect: partiesOnly },
  // After payment: the seller hands over, the buyer confirms or reports a problem, an admin decides.
  'orders.handedOver': { input: async (_me, all) => ({ id: await all.newOrder('paid') }), expect: ownerOnly },
  'orders.received': { input: async (_me, all) => ({ id: await all.newOrder('paid') }), expect: orderBuyerOnly },
  'orders.problem': { input: async (_me, all) => ({ id: await all.newOrder('paid'), reason: 'not_received' }), expect: orderBuyerOnly },
  'admin.problems': { input: () => ({}), expect: adminOnly },
  'admin.refundProblem': { input: async (_me, all) => ({ id: await all.newOrder('problem') }), expect: adminOnly },
  'admin.releaseProblem': { input: async (_me, all) => ({ id: await all.newOrder('problem') }), expect: adminOnly },
  'admin.owedToDeletedSellers': { input: () => ({}), expect: adminOnly },
  'admin.settleOwed': { input: async (_me, all) => ({ id: await all.newOwedSale(), how: 'paid_outside', note: 'Paid by bank' }), expect: adminOnly },
  'admin.reconciliation': { input: () => undefined, expect: adminOnly },
  // Money: a seller's own earnings and payout account.
  'payouts.earnings': { input: () => undefined, expect: sellersOnly },
  // Numbers: a seller's own insights, the store's overview for admins.
  'insights.seller': { input: () => ({ weeks: 4 }), expect: sellersOnly },
  'insights.overview': { input: () => ({ days: 7 }), expect: adminOnly },
  'payouts.movements': { input: () => ({ limit: 5 }), expect: sellersOnly },
  'payouts.accountLink': { input: () => ({}), expect: sellersOnly },
  // Reviews: the buyer rates a completed order, its seller answers, anyone but the author reports.
  'reviews.create': { input: async (_me, all) => ({ orderId: await all.newOrder('completed'), rating: 5 }), expect: orderBuyerOnly },
  'reviews.reply': { input: async (_me, all) => ({ id: await all.newReview(), text: 'Thank you' }), expect: ownerOnly },
  'reviews.report': {
    input: async (_me, all) => ({ id: await all.newReview(), reason: 'offensive' }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 200, admin: 200 },
  },
  'reviews.bySeller': { input: (_me, all) => ({ id: all.seller.id, limit: 5 }), expect: everyone },
  // Wishlists and saved searches: one's own; a seller does not save their own listing.
  'alerts.saveBook': {
    input: async (_me, all) => ({ bookId: await all.newBook() }),
    expect: { anonymous: 401, buyer: 200, seller: 403, otherSeller: 200, admin: 200 },
  },
  'alerts.unsaveBook': { input: async (_me, all) => ({ bookId: await all.newBook() }), expect: signedIn },
  'alerts.wishlist': { input: () => ({ limit: 5 }), expect: signedIn },
  'alerts.savedBookIds': { input: () => undefined, expect: signedIn },
  'alerts.saveSearch': { input: () => ({ q: 'matrix words' }), expect: signedIn },
  'alerts.savedSearches': { input: () => undefined, expect: signedIn },
  'alerts.deleteSavedSearch': {
    input: async (_me, all) => ({ id: await all.newSavedSearch() }),
    expect: { anonymous: 401, buyer: 200, seller: 403, otherSeller: 403, admin: 403 },
  },
  // Email: one's own settings; an unsubscribe link works for whoever holds it (the token is the authorization).
  'email.settings': { input: () => undefined, expect: signedIn },
  'email.changeSettings': { input: () => ({ messages: true }), expect: signedIn },
  'email.unsubscribe': { input: (_me, all) => ({ token: store.deps.unsubscribeTokens.token(all.seller.id, 'cancellations') }), expect: everyone },
  // Push: one's own settings and devices; another account's device does not exist to the caller.
  'push.settings': { input: () => undefined, expect: signedIn },
  'push.changeSettings': { input: () => ({ orders: true }), expect: signedIn },
  'push.devices': { input: () => undefined, expect: signedIn },
  'push.subscribe': {
    input: () => {
      const { endpoint, keys } = browserSubscription('https://fcm.googleapis.com/fcm/send');
      return { endpoint, keys, label: 'Matrix phone' };
    },
    expect: signedIn,
  },
  'push.unsubscribe': { input: async (_me, all) => ({ id: await all.newDevice() }), expect: buyerOnly },
};

/**
 * The subscriptions (server-sent events): who may start one. Whether the stream starts on the wire,
 * and who receives what on it, is tests/authorization-matrix.test.ts's and tests/conversations.test.ts's.
 */
const subscriptions: Record<string, Record<CallerName, number>> = {
  'conversations.events': signedIn,
};

type Call = (input: unknown) => Promise<unknown>;
/** The procedure `name` ("router.procedure") of a caller, to call with any input. */
const procedureOf = (caller: AppCaller, name: string): Call => {
  const [router, procedure] = name.split('.') as [string, string];
  return (caller as unknown as Record<string, Record<string, Call>>)[router]![procedure]!;
};

/** The HTTP status either surface answers for this call: 200, or its refusal's (tRPC's own mapping). */
async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 200;
  } catch (error) {
    if (error instanceof TRPCError) return getHTTPStatusCodeFromError(error);
    throw error;
  }
}

let store: ProcedureStore;
let callers: Fixtures;
beforeAll(async () => {
  const opened = await procedureStoreWith(['buyer', 'seller', 'otherSeller', 'admin']);
  store = opened.store;
  const { buyer, seller, otherSeller, admin, categoryId } = opened;
  const db = store.db;
  // A lookup kept from before: answered without Open Library.
  await db.isbnRecord.create({ data: { isbn: KEPT_ISBN, found: true, title: 'Kept' } });
  const newBook = async () =>
    (
      await db.book.create({
        data: { title: 'Owned', author: 'A', priceMinor: 100, condition: 'Good', phone: '1', location: 'L', categoryId, imageUrl: '/i', sellerId: seller.id },
        select: { id: true },
      })
    ).id;
  const newOrder = async (state: 'booked' | 'paid' | 'problem' | 'completed' = 'booked') => {
    const bookId = await newBook();
    const now = new Date();
    const order = await db.order.create({
      data: {
        bookId,
        liveBookId: bookId,
        buyerId: buyer.id,
        sellerId: seller.id,
        title: 'Owned',
        author: 'A',
        priceMinor: 100,
        imageUrl: '/i',
        sellerEmail: seller.email,
        sellerPhone: '1',
        sellerLocation: 'L',
        buyerEmail: buyer.email,
        buyerPhone: '2',
        expiresAt: new Date(Date.now() + 3_600_000),
        status: state,
        ...(state !== 'booked' && { paidAt: now }),
        ...(state === 'problem' && { problemReason: 'not_received', problemAt: now }),
        ...(state === 'completed' && { completedAt: now }),
      },
      select: { id: true },
    });
    return order.id;
  };
  const newOwedSale = async () => {
    const orderId = await newOrder('completed');
    await db.order.update({ where: { id: orderId }, data: { sellerId: null, payoutDueAt: new Date() } });
    await db.ledgerEntry.create({
      data: { orderId, kind: 'charge', amountMinor: 100, currency: 'BDT', provider: 'test', providerRef: `test_pi_${orderId}` },
    });
    return orderId;
  };
  const newReview = async () => {
    const orderId = await newOrder('completed');
    const review = await db.review.create({ data: { orderId, sellerId: seller.id, buyerId: buyer.id, rating: 4 }, select: { id: true } });
    await db.user.update({ where: { id: seller.id }, data: { ratingSum: { increment: 4 }, ratingCount: { increment: 1 } } });
    return review.id;
  };
  const newUser = async (role: 'buyer' | 'seller') => (await store.signUp(role, `matrix-${role}`)).id;
  const newReport = async () => {
    const bookId = await newBook();
    const report = await db.report.create({
      data: { bookId, reporterId: buyer.id, reporterEmail: buyer.email, bookTitle: 'Owned', sellerEmail: seller.email, reason: 'other' },
      select: { id: true },
    });
    return report.id;
  };
  const newConversation = async () => {
    const bookId = await newBook();
    const conversation = await db.conversation.create({
      data: {
        bookId,
        bookTitle: 'Owned',
        buyerId: buyer.id,
        sellerId: seller.id,
        messages: { create: { senderId: buyer.id, fromBuyer: true, text: 'Hello' } },
      },
      select: { id: true },
    });
    return conversation.id;
  };
  const newSavedSearch = async () =>
    (await db.savedSearch.create({ data: { userId: buyer.id, q: 'matrix', wordCount: 1, words: { create: { word: 'matrix' } } }, select: { id: true } })).id;
  const newImport = async () =>
    (
      await db.bulkImport.create({
        data: {
          sellerId: seller.id,
          categoryId,
          phone: '1',
          location: 'L',
          rows: { create: { line: 2, isbn: KEPT_ISBN, condition: 'Good', price: '1', notes: '', photoUrl: '', problems: [] } },
        },
        select: { id: true },
      })
    ).id;
  const newShop = async () => {
    const id = await newUser('seller');
    await db.user.update({ where: { id }, data: { sellerStatus: 'verified' } });
    return id;
  };
  const newOffer = async () => addOffer(db, { bookId: await newBook(), buyerId: buyer.id, sellerId: seller.id, listedMinor: 100, amountMinor: 50 });
  const newBundle = async () => {
    const bundle = await db.bundle.create({ data: { buyerId: buyer.id, sellerId: seller.id, listedMinor: 200, priceMinor: 200 }, select: { id: true } });
    const orders = [await newOrder(), await newOrder()];
    await db.order.updateMany({ where: { id: { in: orders } }, data: { bundleId: bundle.id, status: 'cancelled', liveBookId: null, cancelledAt: new Date() } });
    return bundle.id;
  };
  const newDevice = async () =>
    (
      await db.pushSubscription.create({
        data: { userId: buyer.id, endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`, p256dh: 'k', auth: 'a', label: 'Phone' },
        select: { id: true },
      })
    ).id;
  callers = {
    buyer,
    seller,
    otherSeller,
    admin,
    newBook,
    newOrder,
    newOwedSale,
    newReview,
    newSavedSearch,
    newUser,
    newReport,
    newConversation,
    newImport,
    newShop,
    newOffer,
    newBundle,
    newDevice,
  };
});
afterAll(() => store.close());

const callerFor = (who: CallerName) => (who === 'anonymous' ? store.anonymous() : store.as(callers[who]));

describe('the authorization matrix (procedures)', () => {
  it('has a row for every procedure that exists', () => {
    expect([...Object.keys(procedures), ...Object.keys(subscriptions)].sort()).toEqual([...proceduresOf(appRouter).keys()].sort());
  });

  describe.each(Object.entries(procedures))('%s', (name, row) => {
    it.each(CALLERS)('as %s', async (who) => {
      const me = who === 'anonymous' ? undefined : callers[who];
      expect(await statusOf(procedureOf(callerFor(who), name)(await row.input(me, callers)))).toBe(row.expect[who]);
    });
  });

  describe.each(Object.entries(subscriptions))('%s (subscription)', (name, expected) => {
    it.each(CALLERS)('as %s', async (who) => {
      // Allowed, the call answers the stream (opened, not read here); refused, it throws before.
      const stream = procedureOf(callerFor(who), name)({});
      expect(await statusOf(stream)).toBe(expected[who]);
      const opened = await stream.catch(() => undefined);
      if (opened) await (opened as AsyncIterable<unknown>)[Symbol.asyncIterator]().return?.();
    });
  });
});
