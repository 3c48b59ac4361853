import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lapseOffers } from '../../server/services/offers.ts';
import { releaseExpiredBookings } from '../../server/services/orders.ts';
import { reconcile } from '../../server/services/reconciliation.ts';
import { addBook } from '../helpers/fixtures.ts';
import { ledgerOf } from '../helpers/ledger.ts';
import { expectRefusal, type ProcedureStore, type StoreUser } from '../helpers/procedure-caller.ts';
import { BUYER_CONTACT, GOOD_CARD } from '../helpers/procedure-orders.ts';
import { procedureStoreWith } from '../helpers/shop.ts';

/**
 * Bundles: several copies of one seller in one checkout. One hold, one payment, one handover, one
 * confirmation, one review, one problem report; each copy its own order with its share of the
 * price and of the fee, to the unit. The store's fee here is 33.33 %, so every split has a remainder.
 */
let store: ProcedureStore, categoryId: string, seller: StoreUser, otherSeller: StoreUser, buyer: StoreUser, otherBuyer: StoreUser, admin: StoreUser;
beforeAll(async () => {
  ({ store, categoryId, seller, otherSeller, buyer, otherBuyer, admin } = await procedureStoreWith(['seller', 'otherSeller', 'buyer', 'otherBuyer', 'admin'], {
    settings: { PLATFORM_FEE_PERCENT: '33.33', BOOKINGS_PER_SELLER: '2' },
  }));
  await store.as(seller).payouts.accountLink();
});
afterAll(() => store.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
/** Fresh copies of `from`'s at these prices (minor units), titled Bundle Book 1, 2, ... */
const copies = (prices: number[], from = seller, prefix = 'Bundle Book') =>
  Promise.all(prices.map((priceMinor, i) => addBook(store.db, { sellerId: from.id, categoryId, title: `${prefix} ${i + 1}`, priceMinor })));
const bundle = (bookIds: string[], by = buyer) => store.as(by).bundles.book({ bookIds, ...BUYER_CONTACT });
const pay = async (orderId: string, by = buyer) => {
  const intent = await store.as(by).orders.paymentIntent({ orderId });
  await store.as(by).orders.confirmTestPayment({ clientSecret: intent.clientSecret, ...GOOD_CARD });
  return intent;
};
const statesOf = async (ids: string[]) => (await store.db.order.findMany({ where: { id: { in: ids } }, select: { status: true } })).map((o) => o.status);
const sum = (values: number[]) => values.reduce((a, v) => a + v, 0);

describe('booking a bundle', () => {
  it('holds every copy as its own order at the listed prices added up, and tells the seller once', async () => {
    const ids = await copies([35000, 20050, 12345], seller, 'Plain Bundle');
    const booked = await bundle(ids);
    expect(booked).toMatchObject({ state: 'booked', listedMinor: 67395, priceMinor: 67395, discountPercent: 0, currency: 'BDT', rating: null });
    const byBook = (rows: unknown[][]) => rows.toSorted((a, b) => (String(a[0]) < String(b[0]) ? -1 : 1));
    expect(byBook(booked.orders.map((o) => [o.bookPostingId, o.priceMinor, o.bundleId, o.state]))).toEqual(
      byBook(ids.map((id, i) => [id, [35000, 20050, 12345][i], booked._id, 'booked'])),
    );
    // Legacy GET /buyer-orders: one order per book, each as it always was, plus the bundle it is in.
    const mine = await store.as(buyer).orders.mine({ email: buyer.email });
    expect(
      mine
        .filter((o) => o.bundleId === booked._id)
        .map((o) => o.book)
        .toSorted(),
    ).toEqual(['Plain Bundle 1', 'Plain Bundle 2', 'Plain Bundle 3']);
    const notes = await store.db.notification.findMany({ where: { userId: seller.id, kind: 'order_booked' }, select: { message: true } });
    expect(notes).toEqual([{ message: `${buyer.name} (${buyer.email}) booked the bundle “Plain Bundle 1”, “Plain Bundle 2” and “Plain Bundle 3” together.` }]);
    expect(await store.as(seller).bundles.byId({ id: booked._id })).toMatchObject({ _id: booked._id });
    expect(await store.as(admin).bundles.byId({ id: booked._id })).toMatchObject({ _id: booked._id });
    await expectRefusal(store.as(otherBuyer).bundles.byId({ id: booked._id }), 'FORBIDDEN', 'This is not your bundle.');
    expect(await store.as(buyer).bundles.byId({ id: UNKNOWN })).toBeNull();
    await store.as(buyer).orders.cancel({ id: booked.orders[1]!._id });
  });

  it("takes the seller's discount off a big enough bundle, split over the orders to the unit", async () => {
    expect(await store.as(otherSeller).bundles.setDiscount({ percent: 10, minBooks: 3 })).toEqual({ percent: 10, minBooks: 3 });
    expect(await store.anonymous().catalog.seller({ id: otherSeller.id })).toMatchObject({ bundleDiscount: { percent: 10, minBooks: 3 } });
    expect(await store.anonymous().catalog.seller({ id: seller.id })).toMatchObject({ bundleDiscount: null });
    const two = await bundle(await copies([33333, 33333], otherSeller, 'Two Of'));
    expect(two).toMatchObject({ listedMinor: 66666, priceMinor: 66666, discountPercent: 0 });
    await store.as(buyer).orders.cancel({ id: two.orders[0]!._id });
    const three = await bundle(await copies([33333, 33333, 33334], otherSeller, 'Three Of'));
    // 10 % of 1000.00 is 100.00: 900.00, split 33333 : 33333 : 33334.
    expect(three).toMatchObject({ listedMinor: 100000, priceMinor: 90000, discountPercent: 10 });
    expect(three.orders.map((o) => o.priceMinor).toSorted()).toEqual([30000, 30000, 30000]);
    const odd = await bundle(await copies([10001, 10001, 10001], otherSeller, 'Odd Of'), otherBuyer);
    expect(odd).toMatchObject({ listedMinor: 30003, priceMinor: 27003, discountPercent: 10 });
    expect(sum(odd.orders.map((o) => o.priceMinor))).toBe(27003);
    await store.as(buyer).orders.cancel({ id: three.orders[0]!._id });
    await store.as(otherBuyer).orders.cancel({ id: odd.orders[0]!._id });
    await expectRefusal(store.as(otherSeller).bundles.setDiscount({ percent: 60, minBooks: 3 }), 'BAD_REQUEST', 'percent must be a whole number from 0 to 50');
    await expectRefusal(store.as(otherSeller).bundles.setDiscount({ percent: 10, minBooks: 1 }), 'BAD_REQUEST', 'minBooks must be a whole number from 2 to 10');
    await store.as(otherSeller).bundles.setDiscount({ percent: 0, minBooks: 3 });
  });

  it('is refused whole, naming the copy, when one copy was booked or sold a moment before', async () => {
    const ids = await copies([10000, 20000, 30000], seller, 'Contested');
    const [, taken] = ids.toSorted();
    await store.as(otherBuyer).orders.book({ bookPostingId: taken!, ...BUYER_CONTACT });
    const title = (await store.db.book.findUniqueOrThrow({ where: { id: taken! }, select: { title: true } })).title;
    await expectRefusal(bundle(ids), 'CONFLICT', `“${title}”: Someone else has just booked this copy. The bundle was not booked.`);
    expect(await store.db.order.count({ where: { buyerId: buyer.id, bookId: { in: ids } } })).toBe(0);
    await store.db.book.update({ where: { id: taken! }, data: { status: 'sold' } });
    await expectRefusal(bundle(ids), 'CONFLICT', `“${title}”: This book is sold. The bundle was not booked.`);
    expect(await store.db.bundle.count({ where: { buyerId: buyer.id, orders: { some: { bookId: { in: ids } } } } })).toBe(0);
  });

  it('refuses what is not a bundle: one book, a book twice, several sellers, own books, unknown books, an unverified buyer', async () => {
    const [a, b] = await copies([10000, 10000], seller, 'Refused');
    const [c] = await copies([10000], otherSeller, 'Elsewhere');
    await expectRefusal(bundle([a!]), 'BAD_REQUEST', 'A bundle is two books or more');
    await expectRefusal(bundle([a!, a!]), 'BAD_REQUEST', 'Each copy can be in a bundle once');
    await expectRefusal(bundle([a!, c!]), 'BAD_REQUEST', 'A bundle is of one seller’s books: these come from several sellers.');
    await expectRefusal(bundle([a!, b!], seller), 'FORBIDDEN', 'These are your own listings.');
    await expectRefusal(bundle([a!, UNKNOWN]), 'NOT_FOUND', 'A book in this bundle is not listed any more: the bundle was not booked.');
    const unverified = await store.signUp('buyer', 'bundle-unverified', { verified: false });
    await expectRefusal(
      bundle([a!, b!], unverified),
      'FORBIDDEN',
      `Verify your email address to book a bundle: follow the link we sent to ${unverified.email}, then try again.`,
    );
  });

  it('counts as one booking against the limits, and is let go as a whole', async () => {
    const limited = await store.signUp('buyer', 'bundle-limits');
    const [one, two, three, four, five] = await copies([10000, 10000, 10000, 10000, 10000], seller, 'Limited');
    const held = await bundle([one!, two!, three!], limited);
    // BOOKINGS_PER_SELLER is 2: the bundle of three is one of them.
    await store.as(limited).orders.book({ bookPostingId: four!, ...BUYER_CONTACT });
    await expectRefusal(
      store.as(limited).orders.book({ bookPostingId: five!, ...BUYER_CONTACT }),
      'CONFLICT',
      'You already hold 2 unpaid bookings from this seller: pay for or cancel one first.',
    );
    // Cancelling one of its orders cancels the bundle, and the seller hears of it once.
    await store.as(limited).orders.cancel({ id: held.orders[2]!._id });
    expect(await statesOf(held.orders.map((o) => o._id))).toEqual(['cancelled', 'cancelled', 'cancelled']);
    const told = await store.db.notification.findMany({
      where: { userId: seller.id, kind: 'order_cancelled', orderId: held.orders[0]!._id },
      select: { message: true },
    });
    expect(told).toEqual([{ message: 'The booking of the bundle “Limited 1”, “Limited 2” and “Limited 3” was cancelled: Cancelled by the buyer.' }]);
    // A hold that runs out lets every copy go at once.
    const again = await bundle([five!, (await copies([10000], seller, 'Limited more'))[0]!], otherBuyer);
    await store.db.order.updateMany({ where: { id: again.orders[0]!._id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await releaseExpiredBookings(store.db)).toBe(2);
    expect(await statesOf(again.orders.map((o) => o._id))).toEqual(['cancelled', 'cancelled']);
  });
});

describe('one checkout', () => {
  it('is one payment, one handover, one confirmation and one review, with the fee split to the unit and nothing lost', async () => {
    const ids = await copies([10001, 10001, 10001], seller, 'Checkout');
    const booked = await bundle(ids);
    const [lead, second, third] = booked.orders.map((o) => o._id) as [string, string, string];
    // Paying from any of its orders pays the bundle: one intent for the whole price.
    const intent = await pay(third);
    expect(intent.amount).toBe(30003);
    expect(await statesOf([lead, second, third])).toEqual(['paid', 'paid', 'paid']);
    expect(await store.db.book.count({ where: { id: { in: ids }, status: 'sold' } })).toBe(3);
    const charges = await Promise.all([lead, second, third].map(async (id) => (await ledgerOf(store.db, id)).charge!));
    expect(charges.map((c) => c.amountMinor)).toEqual([10001, 10001, 10001]);
    expect(new Set(charges.map((c) => c.providerRef))).toEqual(new Set([`test_pi_${lead}`]));
    // 33.33 % of 300.03 is 100.00 to the unit (10000), split 3334 : 3333 : 3333.
    const fees = await store.db.order.findMany({ where: { bundleId: booked._id }, select: { platformFeeMinor: true }, orderBy: { id: 'asc' } });
    expect(fees.map((f) => f.platformFeeMinor)).toEqual([3334, 3333, 3333]);
    const paidNotes = await store.db.notification.findMany({ where: { userId: buyer.id, kind: 'order_paid', orderId: lead }, select: { message: true } });
    expect(paidNotes).toEqual([{ message: 'Your payment for the bundle “Checkout 1”, “Checkout 2” and “Checkout 3” went through.' }]);

    const handed = await store.as(seller).orders.handedOver({ id: second, note: 'All three at the library' });
    expect(handed).toMatchObject({ _id: second, state: 'handed_over', handoverNote: 'All three at the library' });
    expect(await statesOf([lead, second, third])).toEqual(['handed_over', 'handed_over', 'handed_over']);
    await expectRefusal(store.as(seller).orders.handedOver({ id: third, note: '' }), 'CONFLICT', 'This order is handed over: it cannot be marked handed over.');
    expect(await store.db.notification.count({ where: { userId: buyer.id, kind: 'order_handed_over' } })).toBe(1);

    await store.as(buyer).orders.received({ id: lead });
    expect(await statesOf([lead, second, third])).toEqual(['completed', 'completed', 'completed']);
    const ledgers = await Promise.all([lead, second, third].map((id) => ledgerOf(store.db, id)));
    expect(ledgers.map((l) => [l.charge!.amountMinor, l.transfer!.amountMinor, l.platform_fee!.amountMinor])).toEqual([
      [10001, 6667, 3334],
      [10001, 6668, 3333],
      [10001, 6668, 3333],
    ]);
    expect(sum(ledgers.map((l) => l.transfer!.amountMinor))).toBe(30003 - 10000);

    await store.as(buyer).reviews.create({ orderId: third, rating: 5, text: 'Three good books.' });
    await expectRefusal(store.as(buyer).reviews.create({ orderId: second, rating: 4, text: '' }), 'CONFLICT', 'You have already rated this order.');
    expect(await store.as(buyer).bundles.byId({ id: booked._id })).toMatchObject({ state: 'completed', rating: 5 });
    expect(await store.db.review.findMany({ where: { orderId: { in: [lead, second, third] } }, select: { orderId: true } })).toEqual([{ orderId: lead }]);
    const money = await reconcile(store.deps);
    expect([money.mismatches, money.bundleMismatches]).toEqual([[], []]);
  });

  it('is one problem report, and an admin refunds every order its share of the one charge', async () => {
    const booked = await bundle(await copies([12345, 23456], seller, 'Troubled'));
    const [lead, second] = booked.orders.map((o) => o._id) as [string, string];
    await pay(lead);
    await store.as(buyer).orders.problem({ id: second, reason: 'not_as_described', note: 'One is missing pages.' });
    expect(await statesOf([lead, second])).toEqual(['problem', 'problem']);
    expect(await store.db.notification.count({ where: { userId: admin.id, kind: 'problem_opened', orderId: lead } })).toBe(1);
    await store.as(admin).admin.refundProblem({ id: lead });
    expect(await statesOf([lead, second])).toEqual(['refunded', 'refunded']);
    const refunds = await Promise.all([lead, second].map(async (id) => (await ledgerOf(store.db, id)).refund!));
    expect(refunds.map((r) => [r.amountMinor, r.providerRef])).toEqual(booked.orders.map((o) => [o.priceMinor, `test_re_${lead}`]));
    const money = await reconcile(store.deps);
    expect([money.mismatches, money.bundleMismatches]).toEqual([[], []]);
  });

  it('refunds a payment the bundle cannot take in the same shares, and lets the bundle go', async () => {
    const booked = await bundle(await copies([15000, 25000], seller, 'Late'));
    const [lead, second] = booked.orders.map((o) => o._id) as [string, string];
    const intent = await store.as(buyer).orders.paymentIntent({ orderId: lead });
    await store.db.order.update({ where: { id: second }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await releaseExpiredBookings(store.db);
    await expectRefusal(
      store.as(buyer).orders.confirmTestPayment({ clientSecret: intent.clientSecret, ...GOOD_CARD }),
      'CONFLICT',
      'This booking was cancelled; book the copy again to pay for it.',
    );
    // Had the charge gone through anyway (Stripe's webhook after the hold ran out), it is split and refunded in full.
    const { applyPayment } = await import('../../server/services/payments.ts');
    expect(await applyPayment(store.deps, { orderId: lead, provider: 'test', reference: `test_pi_${lead}`, amount: 40000, currency: 'BDT' })).toBe('refunded');
    const ledgers = await Promise.all([lead, second].map((id) => ledgerOf(store.db, id)));
    expect(ledgers.map((l) => [l.charge!.amountMinor, l.refund!.amountMinor])).toEqual(booked.orders.map((o) => [o.priceMinor, o.priceMinor]));
  });
});

describe('an offer on a bundle', () => {
  const offerOn = (bookIds: string[], price: string, by = buyer) => store.as(by).offers.make({ bookIds, price, ...BUYER_CONTACT });

  it('is countered and accepted like any offer, and books the bundle at the price agreed, split to the unit', async () => {
    const ids = await copies([10000, 20000, 30000], seller, 'Haggled');
    const made = await offerOn(ids, '450');
    expect(made).toMatchObject({
      bookId: ids.toSorted()[0],
      bookIds: ids.toSorted(),
      bookTitle: 'the bundle “Haggled 1”, “Haggled 2” and “Haggled 3”',
      listedMinor: 60000,
      amountMinor: 45000,
      status: 'open',
    });
    const told = await store.db.notification.findFirstOrThrow({ where: { userId: seller.id, kind: 'offer_made', conversationId: made.conversationId } });
    expect(told.message).toBe(
      `${buyer.name} offered BDT\u00a0450 for the bundle “Haggled 1”, “Haggled 2” and “Haggled 3” (listed at BDT\u00a0600): accept, decline or counter it within 48 hours.`,
    );
    await store.as(seller).offers.counter({ id: made._id, price: '540' });
    const accepted = await store.as(buyer).offers.accept({ id: made._id });
    expect(accepted).toMatchObject({ status: 'accepted', amountMinor: 54000, orderId: expect.any(String) });
    const order = await store.as(buyer).orders.byId({ id: accepted.orderId! });
    const booked = await store.as(buyer).bundles.byId({ id: order!.bundleId! });
    expect(booked).toMatchObject({ state: 'booked', listedMinor: 60000, priceMinor: 54000, discountPercent: 0 });
    expect(booked!.orders.map((o) => o.priceMinor).toSorted((a, b) => a - b)).toEqual([9000, 18000, 27000]);
    expect((await pay(accepted.orderId!)).amount).toBe(54000);
    expect(await statesOf(booked!.orders.map((o) => o._id))).toEqual(['paid', 'paid', 'paid']);
  });

  it('is refused on a booked copy, a copy without offers, or at the price; below the floors added up it is declined at once', async () => {
    const ids = await copies([10000, 20000, 30000], seller, 'Terms');
    await expectRefusal(offerOn(ids, '600'), 'BAD_REQUEST', 'An offer is less than the price (BDT\u00a0600): at the price, book the bundle instead.');
    await expectRefusal(store.as(buyer).offers.make({ price: '10', ...BUYER_CONTACT }), 'BAD_REQUEST', 'Send bookId for one copy, or bookIds for a bundle');
    const [first, second] = ids.toSorted();
    await store.db.book.update({ where: { id: first! }, data: { offersEnabled: false } });
    const title = async (id: string) => (await store.db.book.findUniqueOrThrow({ where: { id }, select: { title: true } })).title;
    await expectRefusal(offerOn(ids, '500'), 'CONFLICT', `The seller does not take offers on “${await title(first!)}”: book the bundle at its price.`);
    await store.db.book.update({ where: { id: first! }, data: { offersEnabled: true, offerFloorMinor: 8000 } });
    await store.db.book.update({ where: { id: second! }, data: { offerFloorMinor: 15000 } });
    // The floors add up to BDT 230: BDT 200 is declined, and the seller never hears of it.
    const low = await offerOn(ids, '200');
    expect(low).toMatchObject({ status: 'declined' });
    expect(await store.db.notification.count({ where: { userId: seller.id, conversationId: low.conversationId, kind: 'offer_made' } })).toBe(0);
    await store.as(otherBuyer).orders.book({ bookPostingId: second!, ...BUYER_CONTACT });
    await expectRefusal(offerOn(ids, '500'), 'CONFLICT', `“${await title(second!)}” is booked by a buyer right now: an offer can be made if the booking ends.`);
  });

  it('lapses when one of its copies is sold, and acceptance is refused whole when one was booked a moment before', async () => {
    const ids = await copies([10000, 10000], seller, 'Lapsing');
    const made = await offerOn(ids, '150');
    await store.db.book.update({ where: { id: ids[1]! }, data: { status: 'sold' } });
    expect(await lapseOffers(store.deps)).toBeGreaterThanOrEqual(1);
    expect(await store.as(buyer).offers.byId({ id: made._id })).toMatchObject({ status: 'lapsed' });

    const more = await copies([10000, 10000], seller, 'Raced offer');
    const open = await offerOn(more, '150');
    const [, taken] = more.toSorted();
    const rival = await store.signUp('buyer', 'bundle-rival');
    await store.as(rival).orders.book({ bookPostingId: taken!, ...BUYER_CONTACT });
    const title = (await store.db.book.findUniqueOrThrow({ where: { id: taken! }, select: { title: true } })).title;
    await expectRefusal(
      store.as(seller).offers.accept({ id: open._id }),
      'CONFLICT',
      `“${title}”: Someone else has just booked this copy. The bundle was not booked.`,
    );
    expect(await store.as(seller).offers.byId({ id: open._id })).toMatchObject({ status: 'open' });
    expect(await store.db.bundle.count({ where: { orders: { some: { bookId: { in: more } } } } })).toBe(0);
  });
});

describe('races', () => {
  it('gives each copy to one checkout when 24 buyers book overlapping bundles and single copies at once', async () => {
    const ids = await copies([10000, 10000, 10000, 10000], seller, 'Raced');
    const buyers = await Promise.all(Array.from({ length: 24 }, (_, i) => store.signUp('buyer', `racer-${i}`)));
    const attempts = buyers.map((who, i) => {
      if (i % 3 === 0) return store.as(who).orders.book({ bookPostingId: ids[i % 4]!, ...BUYER_CONTACT });
      return bundle([ids[i % 4]!, ids[(i + 1) % 4]!, ids[(i + 2) % 4]!], who);
    });
    const outcomes = await Promise.allSettled(attempts);
    const failures = outcomes.flatMap((o) => (o.status === 'rejected' ? [(o.reason as Error).message] : []));
    for (const message of failures) {
      expect(message).toMatch(
        /Someone else has just booked (this copy|a copy in this bundle)|: Someone else has just booked this copy\. The bundle was not booked\./,
      );
    }
    const live = await store.db.order.findMany({ where: { bookId: { in: ids }, status: 'booked' }, select: { bookId: true, bundleId: true, buyerId: true } });
    // Every copy is held at most once, and a bundle holds all of its copies or none.
    expect(new Set(live.map((o) => o.bookId)).size).toBe(live.length);
    const bundles = await store.db.bundle.findMany({ where: { orders: { some: { bookId: { in: ids } } } }, select: { _count: { select: { orders: true } } } });
    for (const b of bundles) expect(b._count.orders).toBe(3);
    expect(outcomes.filter((o) => o.status === 'fulfilled').length).toBe(24 - failures.length);
    // Every copy ends up held: a single booking only loses to a checkout that committed.
    expect(live.length).toBe(4);
  });
});
