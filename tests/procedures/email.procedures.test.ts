import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal, type ProcedureStore, type StoreUser } from '../helpers/procedure-caller.ts';
import { procedureStoreWith } from '../helpers/shop.ts';

/**
 * Which emails come: each account's own settings, and the unsubscribe link, whose token is the
 * authorization. That the emails follow them is tests/email.test.ts's.
 */
let store: ProcedureStore, buyer: StoreUser, otherBuyer: StoreUser, admin: StoreUser;
beforeAll(async () => ({ store, buyer, otherBuyer, admin } = await procedureStoreWith(['buyer', 'otherBuyer', 'admin'])));
afterAll(() => store.close());

const DEFAULTS = { bookings: true, offers: true, payments: true, expiries: true, cancellations: true, messages: true, alerts: 'daily' };

describe("an account's email settings", () => {
  it("keep the defaults until changed; a change merges into what was chosen, and is the caller's own", async () => {
    const chooser = await store.signUp('buyer', 'chooser');
    expect(await store.as(chooser).email.settings()).toEqual(DEFAULTS);
    expect(await store.as(chooser).email.changeSettings({ cancellations: false })).toMatchObject({ cancellations: false, alerts: 'daily' });
    expect(await store.as(chooser).email.changeSettings({ alerts: 'instant' })).toMatchObject({ cancellations: false, alerts: 'instant' });
    expect(await store.as(chooser).email.settings()).toEqual({ ...DEFAULTS, cancellations: false, alerts: 'instant' });
    expect(await store.as(otherBuyer).email.settings()).toEqual(DEFAULTS);
  });

  it('refuse a mode or a topic that is not one', async () => {
    await expectRefusal(store.as(buyer).email.changeSettings({ alerts: 'hourly' as 'daily' }), 'BAD_REQUEST', 'alerts must be one of: daily, instant, off');
    await expectRefusal(store.as(buyer).email.changeSettings({ sms: true } as unknown as { messages: boolean }), 'BAD_REQUEST', 'Unrecognized key: "sms"');
    expect(await store.as(buyer).email.settings()).toEqual(DEFAULTS);
  });
});

describe('unsubscribing with a link', () => {
  it('turns the topic off for the account the link was for, whoever follows it', async () => {
    const token = store.deps.unsubscribeTokens.token(buyer.id, 'cancellations');
    expect(await store.anonymous().email.unsubscribe({ token })).toMatchObject({ topic: 'cancellations', settings: { cancellations: false, bookings: true } });
    expect(await store.as(buyer).email.settings()).toMatchObject({ cancellations: false });
    expect(await store.as(admin).email.settings()).toMatchObject({ cancellations: true });
  });

  it('is refused for a forged or cut token, and for an account that no longer exists', async () => {
    const leaving = await store.signUp('buyer', 'leaving');
    const token = store.deps.unsubscribeTokens.token(leaving.id, 'bookings');
    const refused = 'That unsubscribe link is not one of ours, or it was cut short.';
    await expectRefusal(store.anonymous().email.unsubscribe({ token: `${token.slice(0, -3)}abc` }), 'BAD_REQUEST', refused);
    await expectRefusal(store.anonymous().email.unsubscribe({ token: token.slice(0, 20) }), 'BAD_REQUEST', refused);
    expect(await store.as(leaving).email.settings()).toMatchObject({ bookings: true });
    await store.as(admin).admin.deleteUser({ id: leaving.id });
    await expectRefusal(store.anonymous().email.unsubscribe({ token }), 'NOT_FOUND', 'The account this link was for no longer exists.');
  });
});
