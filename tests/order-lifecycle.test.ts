import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook, addCategories } from './helpers/fixtures.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { autoComplete } from '../server/services/order-lifecycle.ts';
import { ledgerOf } from './helpers/ledger.ts';

/** After payment: handover, confirmation, problems, refunds and releases, on REST and tRPC alike. */
let t: TestApp;
let seller: Member;
let buyer: Member;
let admin: Member;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await addCategories(t.db, ['Fiction']))[0]!.id;
  [seller, buyer, admin] = await Promise.all([member(t, 'seller'), member(t, 'buyer'), member(t, 'admin')]);
});
afterAll(() => t.close());

type Answer = { status: number; body: Record<string, unknown> };
const rest = async (method: 'GET' | 'PATCH' | 'POST', url: string, who: Member, payload?: object): Promise<Answer> => {
  const res = await t.app.inject({ method, url: `/api${url}`, headers: bearer(who.accessToken), ...(payload && { payload }) });
  return { status: res.statusCode, body: res.json() };
};
const trpc = async (path: string, who: Member, input: object): Promise<Answer> => {
  const res = await t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers: bearer(who.accessToken), payload: input });
  const json = res.json();
  return { status: res.statusCode, body: json.result?.data ?? json.error?.json ?? json.error ?? json };
};
const stateOf = async (id: string) => (await t.db.order.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;
const noticesOf = async (who: Member) =>
  (await t.db.notification.findMany({ where: { userId: who.userId }, select: { kind: true, message: true } })).map((n) => n.kind);

/** A paid order of the buyer for a fresh copy of the seller, paid with the test card. */
async function paidOrder(): Promise<string> {
  const bookId = await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'Handed Book' });
  const orderId = (await rest('POST', '/buyer-orders', buyer, { bookPostingId: bookId, buyerPhone: '+8801711111111' })).body.insertedId as string;
  const { clientSecret } = (await rest('POST', `/payments/intent/${orderId}`, buyer, {})).body as { clientSecret: string };
  expect((await rest('POST', '/payments/test/confirm', buyer, { clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' })).status).toBe(200);
  return orderId;
}

describe('handover and receipt', () => {
  it('the seller hands over (REST), the buyer confirms (tRPC): completed, each told, the legacy status still paid', async () => {
    const id = await paidOrder();
    const handed = await rest('PATCH', `/buyer-orders/handed-over/${id}`, seller, { note: 'Met at the library' });
    expect(handed.status).toBe(200);
    expect(handed.body).toMatchObject({
      _id: id,
      state: 'handed_over',
      status: 'paid',
      payment: true,
      handoverNote: 'Met at the library',
      handedOverAt: expect.any(String),
    });
    expect(await noticesOf(buyer)).toContain('order_handed_over');

    const received = await trpc('orders.received', buyer, { id });
    expect(received.status).toBe(200);
    expect(received.body).toMatchObject({ state: 'completed', status: 'paid', payment: true });
    expect(await noticesOf(seller)).toContain('order_completed');
    // The buyer's list says so too.
    const mine = (await rest('GET', `/buyer-orders?email=${encodeURIComponent(buyer.email)}`, buyer)).body as unknown as Array<{ _id: string; state: string }>;
    expect(mine.find((o) => o._id === id)?.state).toBe('completed');
  });

  it('answers a move the order is past with 409 and what the order is, on REST and tRPC', async () => {
    const id = await paidOrder();
    expect((await rest('PATCH', `/buyer-orders/received/${id}`, buyer)).status).toBe(200);
    const again = await rest('PATCH', `/buyer-orders/handed-over/${id}`, seller, {});
    expect(again).toEqual({ status: 409, body: expect.objectContaining({ message: 'This order is completed: it cannot be marked handed over.' }) });
    const late = await trpc('orders.problem', buyer, { id, reason: 'not_received' });
    expect(late.status).toBe(409);
    expect(JSON.stringify(late.body)).toContain('This order is completed: it cannot get a problem report.');
  });

  it('refuses a booking that is not paid yet', async () => {
    const bookId = await addBook(t.db, { sellerId: seller.userId, categoryId });
    const id = (await rest('POST', '/buyer-orders', buyer, { bookPostingId: bookId, buyerPhone: '+8801711111111' })).body.insertedId as string;
    expect(await rest('PATCH', `/buyer-orders/handed-over/${id}`, seller, {})).toEqual({
      status: 409,
      body: expect.objectContaining({ message: 'This order is not paid yet: it cannot be marked handed over.' }),
    });
    expect(await stateOf(id)).toBe('booked');
  });

  it('completes by itself ORDER_AUTO_COMPLETE_DAYS after the handover, through the sweeper; a problem order waits', async () => {
    const [old, recent, frozen] = [await paidOrder(), await paidOrder(), await paidOrder()];
    for (const id of [old, recent, frozen]) expect((await rest('PATCH', `/buyer-orders/handed-over/${id}`, seller, {})).status).toBe(200);
    expect((await rest('POST', `/buyer-orders/problem/${frozen}`, buyer, { reason: 'not_received' })).status).toBe(200);
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    await t.db.order.updateMany({ where: { id: { in: [old, frozen] } }, data: { handedOverAt: eightDaysAgo } });

    expect(await autoComplete(t.db, 7)).toBe(1);
    expect([await stateOf(old), await stateOf(recent), await stateOf(frozen)]).toEqual(['completed', 'handed_over', 'problem']);
    expect(await t.db.auditEvent.findMany({ where: { action: 'order.auto_complete' }, select: { targetId: true, actorEmail: true } })).toEqual([
      { targetId: old, actorEmail: 'system' },
    ]);
    expect(await autoComplete(t.db, 7)).toBe(0);
  });
});

describe('problems', () => {
  it('a problem freezes the order; an admin refunds it in full, once: the copy goes back to the seller, both are told', async () => {
    const id = await paidOrder();
    const opened = await rest('POST', `/buyer-orders/problem/${id}`, buyer, { reason: 'not_as_described', note: 'Pages missing' });
    expect(opened.body).toMatchObject({
      state: 'problem',
      status: 'paid',
      problem: { reason: 'not_as_described', note: 'Pages missing', at: expect.any(String) },
    });
    expect((await rest('PATCH', `/buyer-orders/received/${id}`, buyer)).status).toBe(409);
    expect(await noticesOf(seller)).toContain('order_problem');

    const listed = (await rest('GET', '/problems', admin)).body as unknown as Array<{ _id: string }>;
    expect(listed.map((o) => o._id)).toContain(id);
    expect((await rest('GET', '/problems', seller)).status).toBe(403);
    expect((await rest('PATCH', `/problems/refund/${id}`, seller)).status).toBe(403);

    const [first, second] = await Promise.all([rest('PATCH', `/problems/refund/${id}`, admin), trpc('admin.refundProblem', admin, { id })]);
    expect([first.status, second.status].toSorted()).toEqual([200, 409]);
    const order = await t.db.order.findUniqueOrThrow({ where: { id }, select: { status: true, liveBookId: true, bookId: true } });
    expect(order).toMatchObject({ status: 'refunded', liveBookId: null });
    expect(await ledgerOf(t.db, id)).toEqual({
      charge: expect.objectContaining({ amountMinor: 35000 }),
      refund: { amountMinor: 35000, provider: 'test', providerRef: `test_re_${id}`, reason: "An admin upheld the buyer's problem." },
    });
    expect(await t.db.auditEvent.count({ where: { action: 'order.refund', targetId: id } })).toBe(1);
    expect(await noticesOf(buyer)).toContain('order_refunded');
    // Legacy clients read a refunded order as cancelled and unpaid; the seller may sell the copy again.
    const mine = (await rest('GET', `/buyer-orders?email=${encodeURIComponent(buyer.email)}`, buyer)).body as unknown as Array<{
      _id: string;
      status: string;
      payment: boolean;
    }>;
    expect(mine.find((o) => o._id === id)).toMatchObject({ status: 'cancelled', payment: false });
    expect((await rest('PATCH', `/book/status/${order.bookId}`, seller, { status: 'available' })).status).toBe(200);
  });

  it('an admin may release a problem to the seller instead: completed, never also refunded', async () => {
    const id = await paidOrder();
    expect((await trpc('orders.problem', buyer, { id, reason: 'other', note: 'Changed my mind' })).status).toBe(200);
    expect((await rest('PATCH', `/problems/release/${id}`, admin)).body).toMatchObject({ state: 'completed' });
    expect((await rest('PATCH', `/problems/refund/${id}`, admin)).status).toBe(409);
    expect(await ledgerOf(t.db, id)).not.toHaveProperty('refund');
  });

  it('a receipt confirmed while a problem is reported leaves one outcome', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await paidOrder();
      const [received, problem] = await Promise.all([
        rest('PATCH', `/buyer-orders/received/${id}`, buyer),
        rest('POST', `/buyer-orders/problem/${id}`, buyer, { reason: 'not_received' }),
      ]);
      expect([received.status, problem.status].toSorted()).toEqual([200, 409]);
      expect(await stateOf(id)).toBe(received.status === 200 ? 'completed' : 'problem');
    }
  });

  it('checks the problem: a known reason and a note of at most 1,000 characters', async () => {
    const id = await paidOrder();
    expect((await rest('POST', `/buyer-orders/problem/${id}`, buyer, { reason: 'bored' })).status).toBe(400);
    expect((await rest('POST', `/buyer-orders/problem/${id}`, buyer, { reason: 'other', note: 'x'.repeat(1001) })).status).toBe(400);
    expect(await stateOf(id)).toBe('paid');
  });
});
