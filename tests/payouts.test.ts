import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook, addCategories } from './helpers/fixtures.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { ledgerOf } from './helpers/ledger.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { autoComplete } from '../server/services/order-lifecycle.ts';
import { payOut } from '../server/services/payouts.ts';

/**
 * Paying sellers with the built-in test provider (Stripe Connect is in stripe.test.ts): a completed
 * order owes its seller the price less the platform's fee; the transfer waits for a payout account,
 * is made once whatever the concurrency, and the ledger adds up to the orders in each state.
 */
let t: TestApp;
let buyer: Member;
let seller: Member;
let admin: Member;
let categoryId: string;
const PRICE = 35000;
const FEE_PERCENT = 5;
const FEE = (PRICE * FEE_PERCENT) / 100;

beforeAll(async () => {
  t = await createTestApp({ PLATFORM_FEE_PERCENT: String(FEE_PERCENT) });
  categoryId = (await addCategories(t.db, ['Fiction']))[0]!.id;
  [buyer, seller, admin] = await Promise.all([member(t, 'buyer'), member(t, 'seller'), member(t, 'admin')]);
});
afterAll(() => t.close());

type Answer = { status: number; body: Record<string, unknown> };
const rest = async (method: 'GET' | 'PATCH' | 'POST', url: string, who: Member, payload?: object): Promise<Answer> => {
  const res = await t.app.inject({ method, url: `/api${url}`, headers: bearer(who.accessToken), ...(payload && { payload }) });
  return { status: res.statusCode, body: res.json() };
};
const deps = () => ({ ...t.deps, log: t.app.log });
const earnings = async (who: Member) => (await rest('GET', '/earnings', who)).body;

/** A paid order of the buyer for a fresh copy of `from` (the seller by default). */
async function paidOrder(from: Member = seller, priceMinor = PRICE): Promise<string> {
  const bookId = await addBook(t.db, { sellerId: from.userId, categoryId, title: 'Owed Book', priceMinor });
  const orderId = (await rest('POST', '/buyer-orders', buyer, { bookPostingId: bookId, buyerPhone: '+8801711111111' })).body.insertedId as string;
  const { clientSecret } = (await rest('POST', `/payments/intent/${orderId}`, buyer, {})).body as { clientSecret: string };
  expect((await rest('POST', '/payments/test/confirm', buyer, { clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' })).status).toBe(200);
  return orderId;
}
const completedOrder = async (from: Member = seller) => {
  const id = await paidOrder(from);
  expect((await rest('PATCH', `/buyer-orders/received/${id}`, buyer)).status).toBe(200);
  return id;
};

describe('a seller without a payout account', () => {
  it('is owed a completed order, net of the fee fixed at payment, until they set one up; then it is paid once', async () => {
    const newcomer = await member(t, 'seller', 'newcomer');
    const id = await paidOrder(newcomer);
    expect(await t.db.order.findUniqueOrThrow({ where: { id }, select: { platformFeeMinor: true } })).toEqual({ platformFeeMinor: FEE });
    expect(await earnings(newcomer)).toMatchObject({
      payoutAccount: 'not_set_up',
      feePercent: FEE_PERCENT,
      pending: { count: 1, amountMinor: PRICE - FEE },
      awaitingPayout: { count: 0, amountMinor: 0 },
    });

    expect((await rest('PATCH', `/buyer-orders/received/${id}`, buyer)).status).toBe(200);
    expect(await ledgerOf(t.db, id)).not.toHaveProperty('transfer');
    expect(await earnings(newcomer)).toMatchObject({ pending: { count: 0 }, awaitingPayout: { count: 1, amountMinor: PRICE - FEE }, paidOut: { count: 0 } });

    const link = await rest('POST', '/payouts/account-link', newcomer, {});
    expect(link).toEqual({ status: 200, body: { url: `${t.config.publicUrl}/dashboard/earnings` } });
    expect(await ledgerOf(t.db, id)).toMatchObject({
      charge: { amountMinor: PRICE, provider: 'test' },
      transfer: { amountMinor: PRICE - FEE, provider: 'test', providerRef: `test_tr_${id}` },
      platform_fee: { amountMinor: FEE, provider: 'store', providerRef: null },
    });
    expect(await earnings(newcomer)).toMatchObject({
      payoutAccount: 'ready',
      awaitingPayout: { count: 0, amountMinor: 0 },
      paidOut: { count: 1, amountMinor: PRICE - FEE },
      fees: { count: 1, amountMinor: FEE },
    });
    const told = await t.db.notification.findMany({ where: { userId: newcomer.userId, kind: 'payout_sent' }, select: { message: true } });
    expect(told).toEqual([{ message: expect.stringMatching(/332\.50 for “Owed Book” is on its way to your payout account\.$/) }]);

    // The seller's own ledger, newest first: what the buyer paid, what was kept, what was paid out.
    const moves = (await rest('GET', '/earnings/movements?limit=10', newcomer)).body as unknown as Array<{
      kind: string;
      orderId: string;
      book: string;
      amountMinor: number;
    }>;
    expect(moves.map((m) => m.kind).toSorted()).toEqual(['charge', 'platform_fee', 'transfer']);
    expect(moves.every((m) => m.orderId === id && m.book === 'Owed Book')).toBe(true);
    // Set up again: nothing more is paid.
    expect((await rest('POST', '/payouts/account-link', newcomer, {})).status).toBe(200);
    expect(await t.db.ledgerEntry.count({ where: { orderId: id, kind: 'transfer' } })).toBe(1);
  });
});

describe('a seller whose payout account is ready', () => {
  beforeAll(async () => {
    expect((await rest('POST', '/payouts/account-link', seller, {})).status).toBe(200);
  });

  it('is paid the moment the buyer confirms receipt', async () => {
    const id = await completedOrder();
    expect(await ledgerOf(t.db, id)).toMatchObject({ transfer: { amountMinor: PRICE - FEE }, platform_fee: { amountMinor: FEE } });
    expect(await t.db.order.findUniqueOrThrow({ where: { id }, select: { payoutDueAt: true } })).toEqual({ payoutDueAt: null });
  });

  it('is paid once however many passes run at the same moment', async () => {
    const id = await paidOrder();
    // Completed behind the store's back, so only the passes below pay it.
    await t.db.order.update({ where: { id }, data: { status: 'completed', completedAt: new Date(), payoutDueAt: new Date() } });
    const paid = await Promise.all(Array.from({ length: 6 }, () => payOut(deps(), { orderIds: [id] })));
    expect(paid.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await t.db.ledgerEntry.count({ where: { orderId: id } })).toBe(3);
    expect(await t.db.notification.count({ where: { orderId: id, kind: 'payout_sent' } })).toBe(1);
  });

  it('is paid for an order the sweeper completed', async () => {
    const id = await paidOrder();
    expect((await rest('PATCH', `/buyer-orders/handed-over/${id}`, seller, {})).status).toBe(200);
    await t.db.order.update({ where: { id }, data: { handedOverAt: new Date(Date.now() - 8 * 86_400_000) } });
    expect(await autoComplete(t.db, 7)).toBeGreaterThanOrEqual(1);
    expect(await ledgerOf(t.db, id)).not.toHaveProperty('transfer');
    expect(await payOut(deps())).toBeGreaterThanOrEqual(1);
    expect(await ledgerOf(t.db, id)).toMatchObject({ transfer: { amountMinor: PRICE - FEE } });
  });
});

describe('refunds and payouts exclude each other', () => {
  beforeAll(async () => {
    expect((await rest('POST', '/payouts/account-link', seller, {})).status).toBe(200);
  });

  it('refuses to refund an order once it completed and its seller was paid: no refund row, the transfer stands', async () => {
    const id = await completedOrder();
    const refund = await rest('PATCH', `/problems/refund/${id}`, admin);
    expect(refund.status).toBe(409);
    expect(refund.body.message).toBe('This order is completed: it cannot be refunded.');
    expect(Object.keys(await ledgerOf(t.db, id)).toSorted()).toEqual(['charge', 'platform_fee', 'transfer']);
  });

  it('of a refund and a release racing on one problem, one wins: the buyer is refunded or the seller paid, never both', async () => {
    for (let round = 0; round < 4; round += 1) {
      const id = await paidOrder();
      expect((await rest('POST', `/buyer-orders/problem/${id}`, buyer, { reason: 'not_received' })).status).toBe(200);
      const answers = await Promise.all([rest('PATCH', `/problems/refund/${id}`, admin), rest('PATCH', `/problems/release/${id}`, admin)]);
      expect(answers.map((a) => a.status).toSorted()).toEqual([200, 409]);
      const kinds = Object.keys(await ledgerOf(t.db, id));
      expect(kinds.includes('refund') !== kinds.includes('transfer'), `round ${round}: ${kinds.join(', ')}`).toBe(true);
    }
  });
});

describe('the ledger adds up', () => {
  it("sums, per order state, to the prices of the orders in that state; a seller's earnings are those sums", async () => {
    const shop = await member(t, 'seller', 'ledger-shop');
    expect((await rest('POST', '/payouts/account-link', shop, {})).status).toBe(200);
    const paid = await paidOrder(shop);
    const handed = await paidOrder(shop);
    await rest('PATCH', `/buyer-orders/handed-over/${handed}`, shop, {});
    await completedOrder(shop);
    await completedOrder(shop);
    const problem = await paidOrder(shop);
    await rest('POST', `/buyer-orders/problem/${problem}`, buyer, { reason: 'other' });
    const refunded = await paidOrder(shop);
    await rest('POST', `/buyer-orders/problem/${refunded}`, buyer, { reason: 'not_as_described' });
    await rest('PATCH', `/problems/refund/${refunded}`, admin);
    expect(paid).toBeTruthy();

    type Sum = { state: string; orders: number; price: number; charged: number; refunded: number; transferred: number; fees: number };
    const sums = await t.db.$queryRaw<Sum[]>`
      SELECT o.status::text AS state, count(*)::int AS orders, sum(o.price_minor)::int AS price,
             coalesce(sum((SELECT amount_minor FROM ledger_entries l WHERE l.order_id = o.id AND l.kind = 'charge')), 0)::int AS charged,
             coalesce(sum((SELECT amount_minor FROM ledger_entries l WHERE l.order_id = o.id AND l.kind = 'refund')), 0)::int AS refunded,
             coalesce(sum((SELECT amount_minor FROM ledger_entries l WHERE l.order_id = o.id AND l.kind = 'transfer')), 0)::int AS transferred,
             coalesce(sum((SELECT amount_minor FROM ledger_entries l WHERE l.order_id = o.id AND l.kind = 'platform_fee')), 0)::int AS fees
      FROM orders o WHERE o.seller_id = ${shop.userId}::uuid GROUP BY o.status ORDER BY o.status::text`;
    const byState = Object.fromEntries(sums.map((s) => [s.state, s]));
    // Every paid order was charged its price; nothing else moved until it completed or was refunded.
    for (const state of ['paid', 'handed_over', 'problem'])
      expect(byState[state]).toMatchObject({ charged: byState[state]!.price, refunded: 0, transferred: 0, fees: 0 });
    expect(byState['completed']).toMatchObject({ orders: 2, charged: 2 * PRICE, transferred: 2 * (PRICE - FEE), fees: 2 * FEE, refunded: 0 });
    expect(byState['refunded']).toMatchObject({ orders: 1, charged: PRICE, refunded: PRICE, transferred: 0, fees: 0 });

    expect(await earnings(shop)).toEqual({
      currency: 'BDT',
      feePercent: FEE_PERCENT,
      payoutAccount: 'ready',
      pending: { count: 3, amountMinor: 3 * (PRICE - FEE) },
      awaitingPayout: { count: 0, amountMinor: 0 },
      paidOut: { count: 2, amountMinor: 2 * (PRICE - FEE) },
      fees: { count: 2, amountMinor: 2 * FEE },
      refunded: { count: 1, amountMinor: PRICE },
    });
  });
});

describe('a seller deleted before their sales completed', () => {
  it('leaves each paid order a problem for the admins, who are told; the buyer can be refunded', async () => {
    const leaving = await member(t, 'seller', 'leaving');
    const id = await paidOrder(leaving);
    expect((await rest('PATCH', `/buyer-orders/handed-over/${id}`, leaving, {})).status).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/delete/user/${leaving.userId}`, headers: bearer(admin.accessToken) })).statusCode).toBe(200);
    const order = await t.db.order.findUniqueOrThrow({ where: { id }, select: { status: true, problemReason: true, problemNote: true, sellerId: true } });
    expect(order).toEqual({
      status: 'problem',
      problemReason: 'other',
      problemNote: "The seller's account was deleted before the sale completed.",
      sellerId: null,
    });
    expect(await t.db.notification.count({ where: { userId: admin.userId, orderId: id, kind: 'problem_opened' } })).toBe(1);
    expect(await t.db.notification.count({ where: { userId: buyer.userId, orderId: id, kind: 'order_problem' } })).toBe(1);
    expect((await rest('PATCH', `/problems/refund/${id}`, admin)).body).toMatchObject({ state: 'refunded' });
    expect(await ledgerOf(t.db, id)).toMatchObject({ refund: { amountMinor: PRICE } });
  });
});
