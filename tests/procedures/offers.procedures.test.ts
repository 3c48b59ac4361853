import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lapseOffers } from '../../server/services/offers.ts';
import { addBook } from '../helpers/fixtures.ts';
import { expectRefusal, type ProcedureStore, type StoreUser } from '../helpers/procedure-caller.ts';
import { BUYER_CONTACT, GOOD_CARD } from '../helpers/procedure-orders.ts';
import { procedureStoreWith } from '../helpers/shop.ts';

/** Offers: a buyer proposes, the other side answers in turn, three proposals at most; acceptance books the copy at the amount. */
let store: ProcedureStore, categoryId: string, seller: StoreUser, otherSeller: StoreUser, buyer: StoreUser, otherBuyer: StoreUser, admin: StoreUser;
beforeAll(async () => {
  ({ store, categoryId, seller, otherSeller, buyer, otherBuyer, admin } = await procedureStoreWith(['seller', 'otherSeller', 'buyer', 'otherBuyer', 'admin'], {
    settings: { OFFERS_PER_DAY: '1000', PLATFORM_FEE_PERCENT: '10' },
  }));
});
afterAll(() => store.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
/** A fresh copy of `seller`'s at BDT\u00a0350. */
const listing = (title = 'Offered Book', from = seller) => addBook(store.db, { sellerId: from.id, categoryId, title, priceMinor: 35000 });
const offer = (bookId: string, price: string, by = buyer) => store.as(by).offers.make({ bookId, price, ...BUYER_CONTACT });
const notesOf = (user: StoreUser, kind: string) => store.db.notification.findMany({ where: { userId: user.id, kind }, select: { message: true } });

describe('making an offer', () => {
  it('opens the conversation with the offer in it, tells the seller, and waits for the seller', async () => {
    const bookId = await listing('The Offered Classic');
    const made = await offer(bookId, '300');
    expect(made).toMatchObject({
      bookId,
      amountMinor: 30000,
      listedMinor: 35000,
      proposedBy: 'buyer',
      rounds: 1,
      status: 'open',
      yourTurn: false,
      orderId: null,
    });
    expect(await store.as(seller).offers.byId({ id: made._id })).toMatchObject({ yourTurn: true, canCounter: true, buyerName: buyer.name });
    expect(await notesOf(seller, 'offer_made')).toEqual([
      { message: `${buyer.name} offered BDT\u00a0300 for “The Offered Classic” (listed at BDT\u00a0350): accept, decline or counter it within 48 hours.` },
    ]);
    // The offer's own notification rings, leading to the conversation, not a second one for its message.
    expect(await store.db.notification.count({ where: { userId: seller.id, kind: 'message', conversationId: made.conversationId } })).toBe(0);
    expect(await store.db.notification.count({ where: { userId: seller.id, kind: 'offer_made', conversationId: made.conversationId } })).toBe(1);
    // A message after it rings as a message, and leaves the offer's news as it was.
    await store.as(buyer).conversations.send({ id: made.conversationId, text: 'Could you do 300?' });
    expect(await store.db.notification.count({ where: { userId: seller.id, kind: 'message', conversationId: made.conversationId } })).toBe(1);
    expect(await notesOf(seller, 'offer_made')).toEqual([{ message: expect.stringContaining(`${buyer.name} offered BDT\u00a0300`) }]);
    const thread = await store.as(seller).conversations.messages({ id: made.conversationId });
    expect(thread.items).toEqual([
      expect.objectContaining({ from: 'buyer', text: 'Could you do 300?', offer: null }),
      expect.objectContaining({
        from: 'buyer',
        text: 'Offered BDT\u00a0300 for “The Offered Classic”, listed at BDT\u00a0350.',
        offer: { offerId: made._id, step: 'offered', amountMinor: 30000 },
      }),
    ]);
    expect(await store.as(seller).offers.inConversation({ id: made.conversationId })).toEqual([expect.objectContaining({ _id: made._id })]);
    expect(await store.as(otherBuyer).offers.inConversation({ id: made.conversationId })).toEqual([]);
  });

  it('is refused below nothing: at or above the price, on a sold or booked copy, on the own listing, twice, or unverified', async () => {
    const bookId = await listing();
    await expectRefusal(offer(bookId, '350'), 'BAD_REQUEST', 'An offer is less than the price (BDT\u00a0350): at the price, book it instead.');
    await expectRefusal(offer(bookId, 'cheap'), 'BAD_REQUEST', 'Price must be a positive amount, e.g. 350');
    await expectRefusal(offer(bookId, '300', seller), 'FORBIDDEN', 'This is your own listing: you cannot make an offer on it.');
    await expectRefusal(offer(UNKNOWN, '300'), 'NOT_FOUND', 'There is no such book.');
    const unverified = await store.signUp('buyer', 'offer-unverified', { verified: false });
    await expectRefusal(
      offer(bookId, '300', unverified),
      'FORBIDDEN',
      `Verify your email address to make an offer: follow the link we sent to ${unverified.email}, then try again.`,
    );
    await offer(bookId, '300');
    await expectRefusal(offer(bookId, '310'), 'CONFLICT', 'You have an open offer on this copy already: wait for its answer, or withdraw it first.');
    const booked = await listing();
    await store.as(otherBuyer).orders.book({ bookPostingId: booked, ...BUYER_CONTACT });
    await expectRefusal(offer(booked, '300'), 'CONFLICT', 'This copy is booked by a buyer right now: an offer can be made if the booking ends.');
    const sold = await listing();
    await store.db.book.update({ where: { id: sold }, data: { status: 'sold' } });
    await expectRefusal(offer(sold, '300'), 'CONFLICT', 'This book is sold.');
    expect(await store.db.offer.count({ where: { bookId: { in: [booked, sold] } } })).toBe(0);
  });

  it('is declined at once below the floor, which the buyer never sees; a listing that takes no offers refuses them', async () => {
    const bookId = await listing('Floored Book');
    await expectRefusal(
      store.as(otherSeller).offers.changeTerms({ id: bookId, floor: '280' }),
      'FORBIDDEN',
      'Only the seller of this book can see or change its offer settings.',
    );
    await expectRefusal(
      store.as(seller).offers.changeTerms({ id: bookId, floor: '350' }),
      'BAD_REQUEST',
      'The floor is less than the price (BDT\u00a0350): offers are below the price.',
    );
    expect(await store.as(seller).offers.changeTerms({ id: bookId, floor: '280' })).toEqual({ enabled: true, floorMinor: 28000 });
    const low = await offer(bookId, '250');
    expect(low.status).toBe('declined');
    expect(JSON.stringify(low)).not.toContain('28000');
    expect(JSON.stringify(await store.anonymous().catalog.book({ id: bookId }))).not.toMatch(/offerFloor|28000/);
    expect(await notesOf(seller, 'offer_made')).not.toContainEqual({ message: expect.stringContaining('Floored Book') });
    expect(await notesOf(buyer, 'offer_declined')).toContainEqual({ message: 'The seller declined your offer of BDT\u00a0250 for “Floored Book”.' });
    // At the floor, it is the seller's to answer; a buyer's counter below it is declined at once too.
    const atFloor = await offer(bookId, '280');
    expect(atFloor.status).toBe('open');
    await store.as(seller).offers.counter({ id: atFloor._id, price: '320' });
    expect(await store.as(buyer).offers.counter({ id: atFloor._id, price: '270' })).toMatchObject({ status: 'declined', amountMinor: 27000 });
    expect(
      await store.db.notification.findMany({
        where: { userId: buyer.id, kind: 'offer_declined', message: { contains: 'BDT\u00a0270' } },
        select: { conversationId: true },
      }),
    ).toEqual([{ conversationId: atFloor.conversationId }]);

    const noOffers = await listing('Fixed Price Book');
    await store.as(seller).offers.changeTerms({ id: noOffers, enabled: false });
    await expectRefusal(offer(noOffers, '300'), 'CONFLICT', 'The seller does not take offers on this book: book it at its price.');
  });

  it('counts at most OFFERS_PER_DAY a buyer, however many are sent at once', async () => {
    const limited = await procedureStoreWith(['seller', 'buyer'], { settings: { OFFERS_PER_DAY: '3' } });
    try {
      const books = await Promise.all(
        Array.from({ length: 8 }, (_, i) => addBook(limited.store.db, { sellerId: limited.seller.id, categoryId: limited.categoryId, title: `Daily ${i}` })),
      );
      const results = await Promise.allSettled(books.map((bookId) => limited.store.as(limited.buyer).offers.make({ bookId, price: '300', ...BUYER_CONTACT })));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
      await expectRefusal(
        limited.store.as(limited.buyer).offers.make({ bookId: books[0]!, price: '200', ...BUYER_CONTACT }),
        'TOO_MANY_REQUESTS',
        'You have made 3 offers in the last 24 hours: make more tomorrow.',
      );
    } finally {
      await limited.store.close();
    }
  });
});

describe('answering an offer', () => {
  it('goes back and forth three proposals at most; the accepted amount is what the buyer pays and the fee is taken on', async () => {
    const bookId = await listing('Haggled Book');
    const made = await offer(bookId, '300');
    await expectRefusal(
      store.as(seller).offers.counter({ id: made._id, price: '300' }),
      'BAD_REQUEST',
      'A counter-offer is more than the offer (BDT\u00a0300): to sell at that, accept it.',
    );
    await expectRefusal(
      store.as(seller).offers.counter({ id: made._id, price: '350' }),
      'BAD_REQUEST',
      'A counter-offer is less than the listed price (BDT\u00a0350).',
    );
    expect(await store.as(seller).offers.counter({ id: made._id, price: '340' })).toMatchObject({
      amountMinor: 34000,
      proposedBy: 'seller',
      rounds: 2,
      yourTurn: false,
    });
    expect(await notesOf(buyer, 'offer_countered')).toContainEqual({
      message: `${seller.name} countered with BDT\u00a0340 for “Haggled Book”: accept, decline or counter it within 48 hours.`,
    });
    await expectRefusal(
      store.as(buyer).offers.counter({ id: made._id, price: '345' }),
      'BAD_REQUEST',
      "A counter-offer is less than the seller's (BDT\u00a0340): to pay that, accept it.",
    );
    expect(await store.as(buyer).offers.counter({ id: made._id, price: '320.50' })).toMatchObject({ amountMinor: 32050, proposedBy: 'buyer', rounds: 3 });
    expect(await store.as(seller).offers.byId({ id: made._id })).toMatchObject({ yourTurn: true, canCounter: false });
    await expectRefusal(
      store.as(seller).offers.counter({ id: made._id, price: '330' }),
      'CONFLICT',
      'This was the last round of this offer: accept or decline it.',
    );

    const accepted = await store.as(seller).offers.accept({ id: made._id });
    expect(accepted).toMatchObject({ status: 'accepted', amountMinor: 32050, yourTurn: false });
    const order = await store.as(buyer).orders.byId({ id: accepted.orderId! });
    expect(order).toMatchObject({ state: 'booked', bookPostingId: bookId, price: '320.50' });
    expect(await store.db.order.findUniqueOrThrow({ where: { id: accepted.orderId! }, select: { priceMinor: true } })).toEqual({ priceMinor: 32050 });
    expect(await notesOf(buyer, 'offer_accepted')).toContainEqual({
      message: `${seller.name} accepted your offer of BDT\u00a0320.50 for “Haggled Book”: it is booked for you. Pay for it from My Orders.`,
    });
    const steps = (await store.as(buyer).conversations.messages({ id: made.conversationId })).items.map(
      (m) => m.offer && [m.from, m.offer.step, m.offer.amountMinor],
    );
    expect(steps).toEqual([
      ['seller', 'accepted', 32050],
      ['buyer', 'countered', 32050],
      ['seller', 'countered', 34000],
      ['buyer', 'offered', 30000],
    ]);

    // The buyer pays the amount agreed, and the ledger, fee and payout follow it.
    const { clientSecret, amount } = await store.as(buyer).orders.paymentIntent({ orderId: accepted.orderId! });
    expect(amount).toBe(32050);
    await store.as(buyer).orders.confirmTestPayment({ clientSecret, ...GOOD_CARD });
    await store.as(seller).orders.handedOver({ id: accepted.orderId!, note: 'At the café' });
    await store.as(buyer).orders.received({ id: accepted.orderId! });
    expect(await store.db.ledgerEntry.findMany({ where: { orderId: accepted.orderId! }, select: { kind: true, amountMinor: true } })).toEqual([
      { kind: 'charge', amountMinor: 32050 },
    ]);
    expect(await store.db.order.findUniqueOrThrow({ where: { id: accepted.orderId! }, select: { platformFeeMinor: true, payoutDueAt: true } })).toEqual({
      platformFeeMinor: 3205,
      payoutDueAt: expect.any(Date),
    });
  });

  it('never books above the listed price: a price lowered below the offer since is what the buyer pays', async () => {
    const bookId = await listing('Cheaper Since');
    const made = await offer(bookId, '300');
    await store.as(seller).books.price({ id: bookId, price: '250' });
    const accepted = await store.as(seller).offers.accept({ id: made._id });
    expect(accepted).toMatchObject({ status: 'accepted', amountMinor: 25000 });
    expect(await store.db.order.findUniqueOrThrow({ where: { id: accepted.orderId! }, select: { priceMinor: true } })).toEqual({ priceMinor: 25000 });
  });

  it('is the other side’s turn alone: nobody answers their own proposal, a stranger is told there is no offer', async () => {
    const made = await offer(await listing(), '300');
    await expectRefusal(
      store.as(buyer).offers.accept({ id: made._id }),
      'FORBIDDEN',
      'This is your own proposal: the other side answers it. You may withdraw it.',
    );
    await expectRefusal(store.as(seller).offers.withdraw({ id: made._id }), 'FORBIDDEN', 'This proposal is the other side’s: accept, decline or counter it.');
    for (const stranger of [otherBuyer, otherSeller, admin]) {
      await expectRefusal(store.as(stranger).offers.accept({ id: made._id }), 'NOT_FOUND', 'There is no such offer.');
    }
    await expectRefusal(store.as(otherBuyer).offers.byId({ id: made._id }), 'NOT_FOUND', 'There is no such offer.');
    expect(await store.as(admin).offers.byId({ id: made._id })).toMatchObject({ status: 'open', yourTurn: false });
    expect((await store.db.offer.findUniqueOrThrow({ where: { id: made._id } })).status).toBe('open');
  });

  it('declined or withdrawn, it is closed, and the other side is told', async () => {
    const declined = await offer(await listing('Declined Book'), '200');
    expect(await store.as(seller).offers.decline({ id: declined._id })).toMatchObject({ status: 'declined', yourTurn: false });
    expect(await notesOf(buyer, 'offer_declined')).toContainEqual({ message: `${seller.name} declined the offer of BDT\u00a0200 for “Declined Book”.` });
    await expectRefusal(store.as(seller).offers.accept({ id: declined._id }), 'CONFLICT', 'This offer is declined already.');

    const withdrawn = await offer(await listing('Withdrawn Book'), '200');
    expect(await store.as(buyer).offers.withdraw({ id: withdrawn._id })).toMatchObject({ status: 'withdrawn' });
    expect(await notesOf(seller, 'offer_withdrawn')).toContainEqual({ message: `${buyer.name} withdrew the offer of BDT\u00a0200 for “Withdrawn Book”.` });
  });

  it('lists My offers for each side, newest first', async () => {
    const shop = await store.signUp('seller', 'offers-list-shop');
    const first = await offer(await listing('Listed First', shop), '100');
    const second = await offer(await listing('Listed Second', shop), '100');
    expect((await store.as(shop).offers.mine({ side: 'selling' })).map((o) => o._id)).toEqual([second._id, first._id]);
    expect((await store.as(shop).offers.mine({ side: 'selling', limit: 1, cursor: second._id })).map((o) => o._id)).toEqual([first._id]);
    expect((await store.as(shop).offers.mine({ side: 'buying' })).map((o) => o._id)).toEqual([]);
  });
});

describe('accepting, and what else wanted the copy', () => {
  it('lapses the other open offers on the copy, and tells their buyers', async () => {
    const bookId = await listing('Wanted Book');
    const mine = await offer(bookId, '300');
    const theirs = await offer(bookId, '310', otherBuyer);
    await store.as(seller).offers.accept({ id: theirs._id });
    expect(await store.as(buyer).offers.byId({ id: mine._id })).toMatchObject({ status: 'lapsed', yourTurn: false });
    expect(await notesOf(buyer, 'offer_lapsed')).toContainEqual({
      message: 'Your offer of BDT\u00a0300 for “Wanted Book” lapsed: the copy went to another buyer.',
    });
  });

  it('gives one booking when 30 offers on one copy are accepted at once', async () => {
    const bookId = await listing('Thirty Offers');
    const buyers = await Promise.all(Array.from({ length: 30 }, (_, i) => store.signUp('buyer', `race-offer-${i}`)));
    const offers = await Promise.all(buyers.map((b, i) => offer(bookId, String(200 + i), b)));
    const results = await Promise.allSettled(offers.map((o) => store.as(seller).offers.accept({ id: o._id })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await store.db.order.count({ where: { bookId } })).toBe(1);
    expect(await store.db.offer.groupBy({ by: ['status'], where: { bookId }, _count: true, orderBy: { status: 'asc' } })).toEqual([
      { status: 'accepted', _count: 1 },
      { status: 'lapsed', _count: 29 },
    ]);
  });

  it('gives one winner when an offer is accepted while 20 buyers book at the full price', async () => {
    const bookId = await listing('Booked Or Haggled');
    const made = await offer(bookId, '300');
    const bookers = await Promise.all(Array.from({ length: 20 }, (_, i) => store.signUp('buyer', `race-booker-${i}`)));
    const results = await Promise.allSettled([
      store.as(seller).offers.accept({ id: made._id }),
      ...bookers.map((b) => store.as(b).orders.book({ bookPostingId: bookId, ...BUYER_CONTACT })),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const lost of results.filter((r) => r.status === 'rejected')) expect((lost.reason as Error).message).toBe('Someone else has just booked this copy.');
    expect(await store.db.order.count({ where: { bookId, liveBookId: bookId } })).toBe(1);
  });

  it('refuses a second open offer by one buyer when 20 are sent at once', async () => {
    const bookId = await listing('Twenty At Once');
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => offer(bookId, String(200 + i))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await store.db.offer.count({ where: { bookId, status: 'open' } })).toBe(1);
  });
});

describe('offers that wait too long, or lose their copy', () => {
  it('lapse by the job, both sides told; until it runs, they cannot be answered', async () => {
    const made = await offer(await listing('Slow Seller Book'), '300');
    await store.db.offer.update({ where: { id: made._id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await store.as(buyer).offers.byId({ id: made._id })).toMatchObject({ status: 'lapsed' });
    await expectRefusal(store.as(seller).offers.accept({ id: made._id }), 'CONFLICT', 'This offer is lapsed already.');
    expect(await lapseOffers(store.deps)).toBeGreaterThanOrEqual(1);
    expect((await store.db.offer.findUniqueOrThrow({ where: { id: made._id } })).status).toBe('lapsed');
    const told = 'The offer of BDT\u00a0300 for “Slow Seller Book” lapsed: it was not answered within 48 hours.';
    expect(await notesOf(buyer, 'offer_lapsed')).toContainEqual({ message: told });
    expect(await notesOf(seller, 'offer_lapsed')).toContainEqual({ message: told });
    // The lapsed offer no longer stands in the way of a new one.
    expect((await offer(made.bookId!, '310')).status).toBe('open');
  });

  it('lapse when the copy is sold or deleted, or when the seller stops taking offers', async () => {
    const soldBook = await listing('Sold Elsewhere');
    const onSold = await offer(soldBook, '300');
    await store.db.book.update({ where: { id: soldBook }, data: { status: 'sold' } });
    const deletedBook = await listing('Deleted Listing');
    const onDeleted = await offer(deletedBook, '300');
    await store.as(seller).books.remove({ id: deletedBook });
    await lapseOffers(store.deps);
    for (const id of [onSold._id, onDeleted._id]) expect((await store.db.offer.findUniqueOrThrow({ where: { id } })).status).toBe('lapsed');
    expect(await notesOf(buyer, 'offer_lapsed')).toContainEqual({
      message: 'The offer of BDT\u00a0300 for “Deleted Listing” lapsed: the copy is no longer for sale.',
    });

    const leaving = await store.signUp('buyer', 'offer-leaving');
    const byLeaver = await offer(await listing('Left Behind'), '300', leaving);
    await store.as(admin).admin.deleteUser({ id: leaving.id });
    await lapseOffers(store.deps);
    expect((await store.db.offer.findUniqueOrThrow({ where: { id: byLeaver._id } })).status).toBe('lapsed');
    expect(await notesOf(seller, 'offer_lapsed')).toContainEqual({
      message: 'The offer of BDT\u00a0300 for “Left Behind” lapsed: the other account was deleted.',
    });

    const turnedOff = await listing('No More Offers');
    const onTurnedOff = await offer(turnedOff, '300');
    await store.as(seller).offers.changeTerms({ id: turnedOff, enabled: false });
    expect((await store.db.offer.findUniqueOrThrow({ where: { id: onTurnedOff._id } })).status).toBe('lapsed');
    expect(await notesOf(buyer, 'offer_lapsed')).toContainEqual({
      message: 'The seller stopped taking offers on “No More Offers”: your offer lapsed. You can still book it at its price.',
    });
  });
});
