import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type Member } from './helpers/identities.ts';
import type { TestApp } from './helpers/test-app.ts';
import { appWith } from './helpers/shop.ts';
import { applyPayment } from '../server/services/payments.ts';
import { ledgerOf } from './helpers/ledger.ts';

let t: TestApp, categoryId: string, seller: Member, buyer: Member, otherBuyer: Member;
beforeAll(async () => ({ t, categoryId, seller, buyer, otherBuyer } = await appWith(['seller', 'buyer', 'otherBuyer'])));
afterAll(() => t.close());

/** A booked order of `buyer` for a fresh, advertised copy priced 350. */
async function bookedOrder() {
  const book = await t.db.book.create({
    data: {
      title: 'Paid Copy',
      author: 'A',
      priceMinor: 35000,
      condition: 'Good',
      phone: '+8801700000000',
      location: 'Dhaka',
      categoryId,
      imageUrl: '/i',
      sellerId: seller.userId,
      advertise: true,
    },
    select: { id: true },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/buyer-orders',
    headers: bearer(buyer.accessToken),
    payload: { bookPostingId: book.id, buyerPhone: '+8801711111111' },
  });
  return { bookId: book.id, orderId: res.json().insertedId as string };
}

const intent = (who: Member, orderId: string) =>
  t.app.inject({ method: 'POST', url: `/api/payments/intent/${orderId}`, headers: bearer(who.accessToken), payload: {} });
const confirm = (who: Member, clientSecret: string, cardNumber: string, expiry = '12/34') =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/test/confirm',
    headers: bearer(who.accessToken),
    payload: { clientSecret, cardNumber, expiry, cvc: '123' },
  });
const legacySuccess = (who: Member, orderId: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/buyer-orders/success/${orderId}`, headers: bearer(who.accessToken) });
const orderOf = (orderId: string) =>
  t.db.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { status: true, paidAt: true, ledger: { select: { kind: true, amountMinor: true, currency: true, provider: true } } },
  });

describe('paying with the built-in test provider', () => {
  it("the intent carries the order's own amount and the store currency; only the buyer may start it", async () => {
    const { orderId } = await bookedOrder();
    const res = await intent(buyer, orderId);
    expect(res.json()).toEqual({ provider: 'test', clientSecret: expect.stringMatching(/^test_/), amount: 35000, currency: 'BDT' });
    expect((await intent(otherBuyer, orderId)).statusCode).toBe(403);
  });

  it("a declined card shows the provider's message and changes nothing", async () => {
    const { orderId, bookId } = await bookedOrder();
    const { clientSecret } = (await intent(buyer, orderId)).json();
    const res = await confirm(buyer, clientSecret, '4000 0000 0000 0002');
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('Your card was declined.');
    expect((await orderOf(orderId)).status).toBe('booked');
    expect((await t.db.book.findUniqueOrThrow({ where: { id: bookId } })).status).toBe('available');
  });

  it('4242 4242 4242 4242 pays: the order is paid once, the copy sold and off the advertisement list', async () => {
    const { orderId, bookId } = await bookedOrder();
    const { clientSecret } = (await intent(buyer, orderId)).json();
    expect((await confirm(buyer, clientSecret, '4242 4242 4242 4242')).json()).toEqual({ acknowledged: true, status: 'succeeded' });
    const paid = await orderOf(orderId);
    expect(paid).toMatchObject({ status: 'paid', ledger: [{ kind: 'charge', amountMinor: 35000, currency: 'BDT', provider: 'test' }] });
    expect(await t.db.book.findUniqueOrThrow({ where: { id: bookId }, select: { status: true, advertise: true } })).toEqual({
      status: 'sold',
      advertise: false,
    });
    const again = await confirm(buyer, clientSecret, '4242424242424242');
    expect(again.statusCode).toBe(409);
    expect(await t.db.ledgerEntry.count({ where: { orderId } })).toBe(1);
    const mine = (await t.app.inject({ method: 'GET', url: `/api/buyer-orders/${orderId}`, headers: bearer(buyer.accessToken) })).json();
    expect(mine).toMatchObject({ status: 'paid', payment: true });
    expect((await legacySuccess(buyer, orderId)).json()).toMatchObject({ acknowledged: true, matchedCount: 1 });
    const notes = async (who: Member) =>
      (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(who.accessToken) }))
        .json()
        .filter((n: { orderId: string }) => n.orderId === orderId);
    expect((await notes(seller)).map((n: { kind: string }) => n.kind)).toEqual(['order_paid', 'order_booked']);
    expect((await notes(buyer)).map((n: { message: string }) => n.message)).toEqual(['Your payment for “Paid Copy” went through.']);
  });

  it('the legacy success call cannot mark an unpaid order paid', async () => {
    const { orderId } = await bookedOrder();
    const res = await legacySuccess(buyer, orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/No confirmed payment/);
    expect((await orderOf(orderId)).status).toBe('booked');
  });

  it('a forged client secret, or one for another amount, pays nothing', async () => {
    const { orderId } = await bookedOrder();
    const { clientSecret } = (await intent(buyer, orderId)).json<{ clientSecret: string }>();
    const [body, signature] = clientSecret.slice('test_'.length).split('.') as [string, string];
    const cheaper = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), amount: 100 })).toString('base64url');
    expect((await confirm(buyer, `test_${cheaper}.${signature}`, '4242424242424242')).statusCode).toBe(400);
    expect((await confirm(buyer, 'test_garbage.sig', '4242424242424242')).statusCode).toBe(400);
    expect((await orderOf(orderId)).status).toBe('booked');
  });

  it('a cancelled booking cannot be paid', async () => {
    const { orderId } = await bookedOrder();
    const { clientSecret } = (await intent(buyer, orderId)).json();
    await t.app.inject({ method: 'PATCH', url: `/api/buyer-orders/cancel/${orderId}`, headers: bearer(buyer.accessToken) });
    const res = await confirm(buyer, clientSecret, '4242424242424242');
    expect(res.statusCode).toBe(409);
    expect((await orderOf(orderId)).status).toBe('cancelled');
  });

  it('refuses an expired card as Stripe does, on REST and tRPC, and changes nothing', async () => {
    const { orderId } = await bookedOrder();
    const { clientSecret } = (await intent(buyer, orderId)).json();
    const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 1));
    const expiry = `${String(lastMonth.getUTCMonth() + 1).padStart(2, '0')}/${String(lastMonth.getUTCFullYear() % 100).padStart(2, '0')}`;
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/orders.confirmTestPayment',
      headers: bearer(buyer.accessToken),
      payload: { clientSecret, cardNumber: '4242424242424242', expiry: '01/20', cvc: '123' },
    });
    for (const res of [
      await confirm(buyer, clientSecret, '4242 4242 4242 4242', '01/20'),
      await confirm(buyer, clientSecret, '4242424242424242', expiry),
      trpc,
    ]) {
      expect(res.statusCode).toBe(402);
      expect(res.json().message ?? res.json().error.message).toBe('Your card has expired.');
    }
    expect(await orderOf(orderId)).toMatchObject({ status: 'booked', ledger: [] });
    // A card is good through the last day of its month.
    const now = new Date();
    const thisMonth = `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String(now.getUTCFullYear() % 100).padStart(2, '0')}`;
    expect((await confirm(buyer, clientSecret, '4242424242424242', thisMonth)).statusCode).toBe(200);
  });
});

describe('a test-provider charge for a booking that ended meanwhile', () => {
  it('is recorded, refunded in full and reported to the buyer, never dropped; a replay changes nothing', async () => {
    const { orderId } = await bookedOrder();
    await t.app.inject({ method: 'PATCH', url: `/api/buyer-orders/cancel/${orderId}`, headers: bearer(buyer.accessToken) });
    // The card went through just as the buyer cancelled: what confirmTestPayment hands over then.
    const charge = { orderId, provider: 'test' as const, reference: `test_pi_${orderId}`, amount: 35000, currency: 'BDT' };
    expect(await applyPayment({ ...t.deps, log: t.app.log }, charge)).toBe('refunded');
    expect(await applyPayment({ ...t.deps, log: t.app.log }, charge)).toBe('replayed');
    expect(await ledgerOf(t.db, orderId)).toEqual({
      charge: { amountMinor: 35000, provider: 'test', providerRef: `test_pi_${orderId}`, reason: null },
      refund: { amountMinor: 35000, provider: 'test', providerRef: `test_re_${orderId}`, reason: 'The booking had ended before the payment arrived.' },
    });
    expect((await orderOf(orderId)).status).toBe('cancelled');
    const told = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(buyer.accessToken) });
    expect(told.json().filter((n: { kind: string; orderId: string }) => n.kind === 'payment_refunded' && n.orderId === orderId)).toHaveLength(1);
  });
});

describe('a booking of a listing that reports have hidden', () => {
  const hide = (bookId: string, hiddenAt: Date | null) => t.db.book.update({ where: { id: bookId }, data: { hiddenAt } });

  it('cannot be paid for until an admin clears the listing, and keeps its booking meanwhile', async () => {
    const { bookId, orderId } = await bookedOrder();
    const { clientSecret } = (await intent(buyer, orderId)).json();
    await hide(bookId, new Date());
    for (const res of [await intent(buyer, orderId), await confirm(buyer, clientSecret, '4242424242424242')]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This listing is under review after reports: it can be paid for once an admin has cleared it.');
    }
    expect(await orderOf(orderId)).toMatchObject({ status: 'booked', ledger: [] });
    await hide(bookId, null);
    expect((await confirm(buyer, clientSecret, '4242424242424242')).statusCode).toBe(200);
    expect((await orderOf(orderId)).status).toBe('paid');
  });

  it('refunds a charge that arrives while the listing is hidden, and ends the booking', async () => {
    const { bookId, orderId } = await bookedOrder();
    await hide(bookId, new Date());
    // A card form opened before the listing was hidden went through: what the provider then confirms.
    const charge = { orderId, provider: 'test' as const, reference: `test_pi_${orderId}`, amount: 35000, currency: 'BDT' };
    expect(await applyPayment({ ...t.deps, log: t.app.log }, charge)).toBe('refunded');
    expect((await ledgerOf(t.db, orderId)).refund).toMatchObject({ amountMinor: 35000, reason: 'The listing was under review after reports.' });
    expect((await orderOf(orderId)).status).toBe('cancelled');
    expect(await t.db.book.findUniqueOrThrow({ where: { id: bookId }, select: { status: true } })).toEqual({ status: 'available' });
  });
});
