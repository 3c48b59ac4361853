import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal, type ProcedureStore, type StoreUser } from '../helpers/procedure-caller.ts';
import { orderAt } from '../helpers/procedure-orders.ts';
import { procedureStoreWith } from '../helpers/shop.ts';

/**
 * A seller's money: their own earnings and ledger rows, and setting up their payout account (with
 * the built-in test provider, ready at once). How payouts and refunds run is tests/payouts.test.ts's.
 */
let store: ProcedureStore, categoryId: string, buyer: StoreUser, otherSeller: StoreUser, admin: StoreUser;
const FEE_PERCENT = 5;
const PRICE = 35000;
const FEE = (PRICE * FEE_PERCENT) / 100;
beforeAll(
  async () =>
    ({ store, categoryId, buyer, otherSeller, admin } = await procedureStoreWith(['buyer', 'otherSeller', 'admin'], {
      settings: { PLATFORM_FEE_PERCENT: String(FEE_PERCENT) },
    })),
);
afterAll(() => store.close());

describe("a seller's earnings", () => {
  it('are their own: a completed sale is owed to its seller alone until they set up payouts, then paid once', async () => {
    const seller = await store.signUp('seller', 'earner');
    const { orderId } = await orderAt(store, { buyer, seller, categoryId, stage: 'completed', title: 'Owed Book', priceMinor: PRICE });
    expect(await store.as(seller).payouts.earnings()).toMatchObject({
      payoutAccount: 'not_set_up',
      feePercent: FEE_PERCENT,
      awaitingPayout: { count: 1, amountMinor: PRICE - FEE },
      paidOut: { count: 0, amountMinor: 0 },
    });
    expect(await store.as(otherSeller).payouts.earnings()).toMatchObject({ awaitingPayout: { count: 0 }, paidOut: { count: 0 } });
    expect(await store.as(otherSeller).payouts.movements({})).toEqual([]);

    expect(await store.as(seller).payouts.accountLink({})).toEqual({ url: `${store.config.publicUrl}/dashboard/earnings` });
    expect(await store.as(seller).payouts.accountLink({})).toEqual({ url: `${store.config.publicUrl}/dashboard/earnings` });
    expect(await store.as(seller).payouts.earnings()).toMatchObject({
      payoutAccount: 'ready',
      awaitingPayout: { count: 0, amountMinor: 0 },
      paidOut: { count: 1, amountMinor: PRICE - FEE },
      fees: { count: 1, amountMinor: FEE },
    });
    const moves = await store.as(seller).payouts.movements({ limit: 10 });
    expect(moves.map((move) => move.kind).toSorted()).toEqual(['charge', 'platform_fee', 'transfer']);
    expect(moves.every((move) => move.orderId === orderId && move.book === 'Owed Book')).toBe(true);
  });

  it('are for sellers: buyers and admins are told so', async () => {
    for (const who of [buyer, admin]) {
      await expectRefusal(store.as(who).payouts.earnings(), 'FORBIDDEN', 'Only seller accounts can do this.');
      await expectRefusal(store.as(who).payouts.movements({}), 'FORBIDDEN', 'Only seller accounts can do this.');
      await expectRefusal(store.as(who).payouts.accountLink({}), 'FORBIDDEN', 'Only seller accounts can do this.');
    }
  });
});
