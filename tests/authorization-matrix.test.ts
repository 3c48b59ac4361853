import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proceduresOf } from '../server/trpc/internals/procedures.ts';
import { appRouter } from '../server/trpc/router.ts';
import { plainRoutePaths } from '../server/http/openapi/plain-routes.ts';
import { addCategories } from './helpers/fixtures.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { multipartFile } from './helpers/multipart.ts';
import { subscribe } from './helpers/subscriber.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Every procedure (and plain route) x every kind of caller, on REST and tRPC alike. A procedure
 * without a row here fails the suite: whoever adds one decides who may call it.
 */
const CALLERS = ['anonymous', 'buyer', 'seller', 'otherSeller', 'admin'] as const;
type CallerName = (typeof CALLERS)[number];
type Callers = Record<Exclude<CallerName, 'anonymous'>, Member>;
/** `newBook` lists a fresh book of `seller` (for destructive calls: each surface gets its own). */
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
};
type Row = { input: (me: Member | undefined, all: Fixtures) => unknown; expect: Record<CallerName, number> };

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
  'catalog.book': { input: async (_me, all) => ({ id: await all.newBook() }), expect: everyone },
  'catalog.seller': { input: (_me, all) => ({ id: all.seller.userId }), expect: everyone },
  'catalog.sellerBooks': { input: (_me, all) => ({ id: all.seller.userId, limit: 5 }), expect: everyone },
  'catalog.verifiedSeller': { input: (_me, all) => ({ email: all.seller.email }), expect: everyone },
  'books.mine': {
    input: (me) => ({ email: me?.email ?? 'nobody@example.com' }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 200, admin: 200 },
  },
  'books.add': { input: () => listing, expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 200, admin: 403 } },
  'books.remove': {
    input: async (_me, all) => ({ id: await all.newBook() }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 403, admin: 200 },
  },
  'books.setStatus': { input: async (_me, all) => ({ id: await all.newBook(), status: 'sold' }), expect: ownerOnly },
  'books.advertise': { input: async (_me, all) => ({ id: await all.newBook() }), expect: ownerOnly },
  'books.price': { input: async (_me, all) => ({ id: await all.newBook(), price: '90' }), expect: ownerOnly },
  'books.unadvertise': { input: async (_me, all) => ({ id: await all.newBook() }), expect: ownerOnly },
  'orders.book': {
    // The fresh book is the seller's own: they may not book it.
    input: async (_me, all) => ({ bookPostingId: await all.newBook(), buyerPhone: '+8801700000002' }),
    expect: { anonymous: 401, buyer: 200, seller: 403, otherSeller: 200, admin: 200 },
  },
  'orders.mine': { input: (me) => ({ email: me?.email ?? 'nobody@example.com' }), expect: signedIn },
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
  'payouts.movements': { input: () => ({ limit: 5 }), expect: sellersOnly },
  'payouts.accountLink': { input: () => ({}), expect: sellersOnly },
  // Reviews: the buyer rates a completed order, its seller answers, anyone but the author reports.
  'reviews.create': { input: async (_me, all) => ({ orderId: await all.newOrder('completed'), rating: 5 }), expect: orderBuyerOnly },
  'reviews.reply': { input: async (_me, all) => ({ id: await all.newReview(), text: 'Thank you' }), expect: ownerOnly },
  'reviews.report': {
    input: async (_me, all) => ({ id: await all.newReview(), reason: 'offensive' }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 200, admin: 200 },
  },
  'reviews.bySeller': { input: (_me, all) => ({ id: all.seller.userId, limit: 5 }), expect: everyone },
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
  'email.unsubscribe': { input: (_me, all) => ({ token: t.deps.unsubscribeTokens.token(all.seller.userId, 'cancellations') }), expect: everyone },
};

/**
 * Subscriptions (server-sent events, tRPC only): whether the stream starts for each caller. Who
 * receives what on it is tests/conversations.test.ts's.
 */
const subscriptions: Record<string, Record<CallerName, 'starts' | 'refused'>> = {
  'conversations.events': { anonymous: 'refused', buyer: 'starts', seller: 'starts', otherSeller: 'starts', admin: 'starts' },
};

/** The routes that are not procedures, called with the caller's own email / a real image. */
const plainRoutes: Record<string, { call: (t: TestApp, me: Member | undefined) => Promise<number>; expect: Record<CallerName, number> }> = {
  'GET /': {
    call: async (t, me) => (await t.app.inject({ method: 'GET', url: '/api', headers: me ? bearer(me.accessToken) : {} })).statusCode,
    expect: everyone,
  },
  'GET /jwt': {
    // Exchanging an ID token for one's own email; anonymous callers are refused with the legacy 403.
    call: async (t, me) =>
      (await t.app.inject({ method: 'GET', url: `/api/jwt?email=${encodeURIComponent(me?.email ?? 'x@example.com')}`, headers: me ? bearer(me.idToken) : {} }))
        .statusCode,
    expect: { anonymous: 403, buyer: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  'POST /payments/webhook': {
    // Not a user's call: its signature is what counts (tests/stripe.test.ts). Here Stripe is off.
    call: async (t, me) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: { ...(me ? bearer(me.accessToken) : {}), 'stripe-signature': 't=1,v1=x' },
          payload: {},
        })
      ).statusCode,
    expect: { anonymous: 404, buyer: 404, seller: 404, otherSeller: 404, admin: 404 },
  },
  'POST /email/unsubscribe/one-click': {
    call: async (t, me) => {
      const token = encodeURIComponent(t.deps.unsubscribeTokens.token(callers.buyer.userId, 'cancellations'));
      return (
        await t.app.inject({
          method: 'POST',
          url: `/api/email/unsubscribe/one-click?token=${token}`,
          headers: me ? bearer(me.accessToken) : {},
          payload: 'List-Unsubscribe=One-Click',
        })
      ).statusCode;
    },
    expect: everyone,
  },
  'POST /images': {
    call: async (t, me) => {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
        .png()
        .toBuffer();
      const body = await multipartFile('image', png, 'a.png', 'image/png');
      return (
        await t.app.inject({ method: 'POST', url: '/api/images', headers: { ...(me ? bearer(me.accessToken) : {}), ...body.headers }, payload: body.payload })
      ).statusCode;
    },
    expect: signedIn,
  },
};

const procedureMeta = (name: string) => {
  const { meta, type } = proceduresOf(appRouter).get(name)!;
  return { meta: meta as { openapi: { method: string; path: string } }, type };
};

async function callRest(t: TestApp, name: string, input: unknown, token?: string): Promise<number> {
  const { meta } = procedureMeta(name);
  const all: Record<string, string> = { ...(input as Record<string, string> | undefined) };
  const inPath = new Set([...meta.openapi.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
  const path = meta.openapi.path.replace(/\{(\w+)\}/g, (_m, key: string) => encodeURIComponent(all[key]!));
  const fields = Object.fromEntries(Object.entries(all).filter(([key]) => !inPath.has(key)));
  const isRead = meta.openapi.method === 'GET' || meta.openapi.method === 'DELETE';
  const res = await t.app.inject({
    method: meta.openapi.method as 'GET',
    url: `/api${path}${isRead && Object.keys(fields).length ? `?${new URLSearchParams(fields).toString()}` : ''}`,
    headers: token ? bearer(token) : {},
    ...(isRead ? {} : { payload: fields }),
  });
  return res.statusCode;
}

async function callTrpc(t: TestApp, name: string, input: unknown, token?: string): Promise<number> {
  const headers = token ? bearer(token) : {};
  if (procedureMeta(name).type === 'query') {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return (await t.app.inject({ method: 'GET', url: `/trpc/${name}${query}`, headers })).statusCode;
  }
  return (await t.app.inject({ method: 'POST', url: `/trpc/${name}`, headers, payload: input ?? {} })).statusCode;
}

let t: TestApp;
let callers: Fixtures;
let address: string | undefined;
/** The app listening on a port (subscriptions are streams, not injectable requests). */
const listening = async () => (address ??= await t.app.listen({ port: 0, host: '127.0.0.1' }));
beforeAll(async () => {
  t = await createTestApp();
  await addCategories(t.db, ['Fiction']);
  const [buyer, seller, otherSeller, admin] = await Promise.all([
    member(t, 'buyer'),
    member(t, 'seller'),
    member(t, 'seller', 'other-seller'),
    member(t, 'admin'),
  ]);
  const category = await t.db.category.findUniqueOrThrow({ where: { slug: 'fiction' } });
  const newBook = async () =>
    (
      await t.db.book.create({
        data: {
          title: 'Owned',
          author: 'A',
          priceMinor: 100,
          condition: 'Good',
          phone: '1',
          location: 'L',
          categoryId: category.id,
          imageUrl: '/i',
          sellerId: seller.userId,
        },
        select: { id: true },
      })
    ).id;
  const newOrder = async (state: 'booked' | 'paid' | 'problem' | 'completed' = 'booked') => {
    const bookId = await newBook();
    const now = new Date();
    const order = await t.db.order.create({
      data: {
        bookId,
        liveBookId: bookId,
        buyerId: buyer.userId,
        sellerId: seller.userId,
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
    await t.db.order.update({ where: { id: orderId }, data: { sellerId: null, payoutDueAt: new Date() } });
    await t.db.ledgerEntry.create({
      data: { orderId, kind: 'charge', amountMinor: 100, currency: 'BDT', provider: 'test', providerRef: `test_pi_${orderId}` },
    });
    return orderId;
  };
  const newReview = async () => {
    const orderId = await newOrder('completed');
    const review = await t.db.review.create({ data: { orderId, sellerId: seller.userId, buyerId: buyer.userId, rating: 4 }, select: { id: true } });
    await t.db.user.update({ where: { id: seller.userId }, data: { ratingSum: { increment: 4 }, ratingCount: { increment: 1 } } });
    return review.id;
  };
  const newUser = async (role: 'buyer' | 'seller') => (await member(t, role, `matrix-${role}`)).userId;
  const newReport = async () => {
    const bookId = await newBook();
    const report = await t.db.report.create({
      data: { bookId, reporterId: buyer.userId, reporterEmail: buyer.email, bookTitle: 'Owned', sellerEmail: seller.email, reason: 'other' },
      select: { id: true },
    });
    return report.id;
  };
  const newConversation = async () => {
    const bookId = await newBook();
    const conversation = await t.db.conversation.create({
      data: {
        bookId,
        bookTitle: 'Owned',
        buyerId: buyer.userId,
        sellerId: seller.userId,
        messages: { create: { senderId: buyer.userId, fromBuyer: true, text: 'Hello' } },
      },
      select: { id: true },
    });
    return conversation.id;
  };
  const newSavedSearch = async () =>
    (await t.db.savedSearch.create({ data: { userId: buyer.userId, q: 'matrix', wordCount: 1, words: { create: { word: 'matrix' } } }, select: { id: true } }))
      .id;
  callers = { buyer, seller, otherSeller, admin, newBook, newOrder, newOwedSale, newReview, newSavedSearch, newUser, newReport, newConversation };
});
afterAll(() => t.close());

describe('the authorization matrix', () => {
  it('has a row for every procedure and every plain route that exists', () => {
    expect([...Object.keys(procedures), ...Object.keys(subscriptions)].sort()).toEqual([...proceduresOf(appRouter).keys()].sort());
    const plain = Object.entries(plainRoutePaths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(Object.keys(plainRoutes).sort()).toEqual(plain.sort());
  });

  describe.each(Object.entries(procedures))('%s', (name, row) => {
    it.each(CALLERS)('as %s: REST and tRPC answer as expected', async (who) => {
      const me = who === 'anonymous' ? undefined : callers[who];
      const expected = row.expect[who];
      expect(await callRest(t, name, await row.input(me, callers), me?.accessToken), 'REST').toBe(expected);
      expect(await callTrpc(t, name, await row.input(me, callers), me?.accessToken), 'tRPC').toBe(expected);
    });
  });

  describe.each(Object.entries(subscriptions))('%s (subscription)', (_name, expected) => {
    it.each(CALLERS)('as %s', async (who) => {
      const me = who === 'anonymous' ? undefined : callers[who];
      const baseUrl = await listening();
      const stream = await subscribe(baseUrl, me?.accessToken ?? '');
      try {
        // Refused: the stream's first event is the error. Started: nothing arrives, nothing fails.
        const outcome = await stream.waitFor(1, 1_000).then(
          () => 'starts',
          (error: unknown) => (error instanceof Error && /waited/.test(error.message) ? 'starts' : 'refused'),
        );
        expect(outcome).toBe(expected[who]);
      } finally {
        stream.close();
      }
    });
  });

  describe.each(Object.entries(plainRoutes))('%s', (_name, route) => {
    it.each(CALLERS)('as %s', async (who) => {
      const me = who === 'anonymous' ? undefined : callers[who];
      expect(await route.call(t, me)).toBe(route.expect[who]);
    });
  });
});
