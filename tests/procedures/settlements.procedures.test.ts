import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../shared/money.ts';
import { ledgerOf } from '../helpers/ledger.ts';
import { expectRefusal, type ProcedureStore, type StoreUser } from '../helpers/procedure-caller.ts';
import { orderAt } from '../helpers/procedure-orders.ts';
import { procedureStoreWith } from '../helpers/shop.ts';

/**
 * Money owed to a deleted seller: a completed sale not yet paid out when its seller is deleted stays
 * on the admins' list, with its money waiting in a named state, until an admin settles it; the
 * reconciliation then finds it balanced.
 */
let store: ProcedureStore, categoryId: string, buyer: StoreUser, admin: StoreUser;
const FEE_PERCENT = 5;
const PRICE = 35000;
const FEE = (PRICE * FEE_PERCENT) / 100;
beforeAll(
  async () => ({ store, categoryId, buyer, admin } = await procedureStoreWith(['buyer', 'admin'], { settings: { PLATFORM_FEE_PERCENT: String(FEE_PERCENT) } })),
);
afterAll(() => store.close());

const asAdmin = () => store.as(admin);
/** The ids of the sales on the admins' list. */
const owedIds = async () => (await asAdmin().admin.owedToDeletedSellers({})).map((sale) => sale._id);

/** A seller with no payout account sells a copy to the buyer, who confirms it; then an admin deletes the seller. */
async function saleOwedToDeletedSeller(title: string) {
  const seller = await store.signUp('seller', 'leaving');
  const { orderId } = await orderAt(store, { buyer, seller, categoryId, stage: 'completed', title, priceMinor: PRICE });
  await asAdmin().admin.deleteUser({ id: seller.id });
  return { orderId, seller };
}

describe('a seller deleted while owed for a completed sale', () => {
  it('leaves the sale on the admins’ list until it is settled as paid outside the store; then the ledger balances', async () => {
    const { orderId, seller } = await saleOwedToDeletedSeller('Owed Book');
    expect(await ledgerOf(store.db, orderId)).toEqual({ charge: expect.objectContaining({ amountMinor: PRICE }) });

    expect(await asAdmin().admin.owedToDeletedSellers({})).toEqual([
      {
        _id: orderId,
        book: 'Owed Book',
        sellerEmail: seller.email,
        sellerPhone: expect.any(String),
        buyerEmail: buyer.email,
        priceMinor: PRICE,
        feeMinor: FEE,
        owedMinor: PRICE - FEE,
        currency: 'BDT',
        completedAt: expect.any(String),
      },
    ]);
    expect(await asAdmin().users.notifications()).toContainEqual(
      expect.objectContaining({
        kind: 'owed_to_deleted_seller',
        message: `${seller.email} was deleted while owed ${formatMoney(PRICE - FEE, 'BDT')} for a completed sale: settle it under Problems.`,
      }),
    );
    const before = await asAdmin().admin.reconciliation();
    expect(before).toMatchObject({ pending: { owed_to_deleted_seller: 1 }, mismatches: [] });

    const note = 'Bank transfer 2026-11-28, reference BT-88121';
    expect(await asAdmin().admin.settleOwed({ id: orderId, how: 'paid_outside', note })).toMatchObject({ modifiedCount: 1 });
    expect(await ledgerOf(store.db, orderId)).toEqual({
      charge: expect.objectContaining({ amountMinor: PRICE }),
      transfer: { amountMinor: PRICE - FEE, provider: 'manual', providerRef: `manual_tr_${orderId}`, reason: note },
      platform_fee: { amountMinor: FEE, provider: 'store', providerRef: null, reason: null },
    });
    expect(await owedIds()).not.toContain(orderId);
    expect(await asAdmin().admin.reconciliation()).toMatchObject({
      checkedOrders: before.checkedOrders,
      balanced: before.balanced + 1,
      pending: { owed_to_deleted_seller: 0 },
      mismatches: [],
    });

    await expectRefusal(
      asAdmin().admin.settleOwed({ id: orderId, how: 'refund_buyer', note: 'Again' }),
      'CONFLICT',
      'This order owes nothing to a deleted seller: it was settled, or its seller is still here.',
    );
    expect(await store.db.auditEvent.count({ where: { action: 'order.settle', targetId: orderId } })).toBe(1);
  });

  it('can instead be settled by refunding the buyer in full, who is told', async () => {
    const { orderId } = await saleOwedToDeletedSeller('Refunded Owed Book');
    const before = await asAdmin().admin.reconciliation();
    await asAdmin().admin.settleOwed({ id: orderId, how: 'refund_buyer', note: 'The seller cannot be reached.' });
    expect(await ledgerOf(store.db, orderId)).toEqual({
      charge: expect.objectContaining({ amountMinor: PRICE }),
      refund: expect.objectContaining({ amountMinor: PRICE, provider: 'test', reason: 'The seller cannot be reached.' }),
    });
    expect(await store.as(buyer).orders.byId({ id: orderId })).toMatchObject({ state: 'refunded' });
    expect(await store.as(buyer).users.notifications()).toContainEqual(
      expect.objectContaining({
        kind: 'order_refunded',
        message: 'The seller of “Refunded Owed Book” left the store before being paid, so an admin refunded your payment in full.',
      }),
    );
    expect(await owedIds()).not.toContain(orderId);
    expect(await asAdmin().admin.reconciliation()).toMatchObject({
      balanced: before.balanced + 1,
      pending: { owed_to_deleted_seller: before.pending.owed_to_deleted_seller - 1 },
      mismatches: [],
    });
  });

  it('is for admins only, needs a note, and refuses an order whose seller is still here', async () => {
    const { orderId } = await saleOwedToDeletedSeller('Guarded Owed Book');
    for (const who of [buyer, await store.signUp('seller', 'bystander')]) {
      await expectRefusal(store.as(who).admin.owedToDeletedSellers({}), 'FORBIDDEN', 'Only admin accounts can do this.');
      await expectRefusal(store.as(who).admin.settleOwed({ id: orderId, how: 'paid_outside', note: 'Mine' }), 'FORBIDDEN', 'Only admin accounts can do this.');
      await expectRefusal(store.as(who).admin.reconciliation(), 'FORBIDDEN', 'Only admin accounts can do this.');
    }
    await expectRefusal(
      asAdmin().admin.settleOwed({ id: orderId, how: 'paid_outside', note: '   ' }),
      'BAD_REQUEST',
      'Say how it was settled (a transfer reference, or why the buyer is refunded)',
    );
    const staying = await store.signUp('seller', 'staying');
    const { orderId: ownSale } = await orderAt(store, { buyer, seller: staying, categoryId, stage: 'completed' });
    await expectRefusal(
      asAdmin().admin.settleOwed({ id: ownSale, how: 'paid_outside', note: 'No' }),
      'CONFLICT',
      'This order owes nothing to a deleted seller: it was settled, or its seller is still here.',
    );
    await expectRefusal(
      asAdmin().admin.settleOwed({ id: '00000000-0000-4000-8000-000000000000', how: 'paid_outside', note: 'No' }),
      'NOT_FOUND',
      'There is no such order.',
    );
    expect(await ledgerOf(store.db, orderId)).not.toHaveProperty('transfer');
  });
});

describe('the reconciliation', () => {
  it('names every order that neither balances nor waits in a named state', async () => {
    const seller = await store.signUp('seller', 'tampered');
    const { orderId } = await orderAt(store, { buyer, seller, categoryId, stage: 'handed_over', priceMinor: PRICE });
    // Completed with nothing owed and nothing paid out: the charge went nowhere.
    await store.db.order.update({ where: { id: orderId }, data: { status: 'completed', completedAt: new Date() } });
    const { mismatches, checkedOrders, balanced, pending } = await asAdmin().admin.reconciliation();
    expect(mismatches).toEqual([{ orderId, state: 'completed', chargeMinor: PRICE, transferMinor: 0, feeMinor: 0, refundMinor: 0 }]);
    expect(checkedOrders).toBe(
      balanced + pending.awaiting_completion + pending.awaiting_payout + pending.owed_to_deleted_seller + pending.awaiting_provider + 1,
    );
    // Put right, so the suite's own closing reconciliation of this database passes.
    await store.db.order.update({ where: { id: orderId }, data: { payoutDueAt: new Date() } });
    expect((await asAdmin().admin.reconciliation()).mismatches).toEqual([]);
  });
});
