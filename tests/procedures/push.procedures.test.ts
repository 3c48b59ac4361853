import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PUSH_DEVICES, type PushSubscriptionInput } from '../../shared/push.ts';
import { browserSubscription } from '../helpers/fake-push-service.ts';
import { expectRefusal, type ProcedureStore, type StoreUser } from '../helpers/procedure-caller.ts';
import { procedureStoreWith } from '../helpers/shop.ts';

/**
 * Push notifications, as each account sets them up: its settings, and the devices (browser
 * subscriptions) it receives them on. That pushes reach those devices is tests/push.test.ts's.
 */
const PUSH_SERVICE = 'https://push.example.com';
let store: ProcedureStore, buyer: StoreUser, otherBuyer: StoreUser;
beforeAll(
  async () =>
    ({ store, buyer, otherBuyer } = await procedureStoreWith(['buyer', 'otherBuyer'], {
      settings: { PUSH_SERVICE_ORIGINS: `${PUSH_SERVICE},https://*.push.example.net` },
    })),
);
afterAll(() => store.close());

const DEFAULTS = { messages: true, offers: true, orders: true };
/** What a browser on the store's push service posts, named `label`. */
const subscription = (label = 'Chrome on Android'): PushSubscriptionInput => {
  const { endpoint, keys } = browserSubscription(PUSH_SERVICE);
  return { endpoint, keys, label };
};

describe("an account's push settings", () => {
  it("keep the defaults until changed; a change merges into what was chosen, and is the caller's own", async () => {
    const chooser = await store.signUp('buyer', 'push-chooser');
    expect(await store.as(chooser).push.settings()).toEqual(DEFAULTS);
    expect(await store.as(chooser).push.changeSettings({ orders: false })).toEqual({ ...DEFAULTS, orders: false });
    expect(await store.as(chooser).push.changeSettings({ messages: false })).toEqual({ messages: false, offers: true, orders: false });
    expect(await store.as(chooser).push.settings()).toEqual({ messages: false, offers: true, orders: false });
    expect(await store.as(otherBuyer).push.settings()).toEqual(DEFAULTS);
  });

  it('refuse a topic that is not one, and a value that is not true or false', async () => {
    await expectRefusal(store.as(buyer).push.changeSettings({ sms: true } as unknown as { messages: boolean }), 'BAD_REQUEST', 'Unrecognized key: "sms"');
    await expectRefusal(store.as(buyer).push.changeSettings({ offers: 'no' as unknown as boolean }), 'BAD_REQUEST', 'must be true or false');
    expect(await store.as(buyer).push.settings()).toEqual(DEFAULTS);
  });
});

describe("an account's devices", () => {
  it('are listed with the key browsers subscribe with, the most recently registered first, and each can be taken off', async () => {
    const owner = await store.signUp('buyer', 'push-owner');
    expect(await store.as(owner).push.devices()).toEqual({ publicKey: store.deps.push.publicKey, devices: [] });
    expect(store.deps.push.publicKey).toMatch(/^B[\w-]{86}$/);
    const phone = await store.as(owner).push.subscribe(subscription('Chrome on Android'));
    const laptop = await store.as(owner).push.subscribe({ ...subscription('Firefox on Linux'), endpoint: 'https://eu.push.example.net/wpush/v2/abc' });
    expect(phone).toEqual({
      id: expect.any(String),
      label: 'Chrome on Android',
      endpoint: expect.stringMatching(/^https:\/\/push\.example\.com\/push\//),
      createdAt: expect.any(String),
    });
    expect((await store.as(owner).push.devices()).devices).toEqual([laptop, phone]);
    expect((await store.as(otherBuyer).push.devices()).devices).toEqual([]);

    expect(await store.as(owner).push.unsubscribe({ id: phone.id })).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await store.as(owner).push.devices()).devices).toEqual([laptop]);
    await expectRefusal(store.as(owner).push.unsubscribe({ id: phone.id }), 'NOT_FOUND', 'There is no such device of yours.');
  });

  it('of another account cannot be taken off: to the caller they do not exist', async () => {
    const device = await store.as(buyer).push.subscribe(subscription());
    await expectRefusal(store.as(otherBuyer).push.unsubscribe({ id: device.id }), 'NOT_FOUND', 'There is no such device of yours.');
    expect((await store.as(buyer).push.devices()).devices).toContainEqual(device);
  });

  it('are one per endpoint: posted again it is updated, posted by another account it moves to that account', async () => {
    const first = await store.signUp('buyer', 'push-first');
    const second = await store.signUp('buyer', 'push-second');
    const browser = subscription('Old name');
    const registered = await store.as(first).push.subscribe(browser);
    const renewed = await store.as(first).push.subscribe({ ...browser, keys: subscription().keys, label: 'New name' });
    expect(renewed).toMatchObject({ id: registered.id, label: 'New name' });
    expect(await store.db.pushSubscription.findUniqueOrThrow({ where: { id: registered.id } })).toMatchObject({ userId: first.id, label: 'New name' });

    const moved = await store.as(second).push.subscribe({ ...browser, label: 'Shared tablet' });
    expect(moved).toMatchObject({ id: registered.id, label: 'Shared tablet' });
    expect((await store.as(first).push.devices()).devices).toEqual([]);
    expect((await store.as(second).push.devices()).devices).toEqual([moved]);
  });

  it(`are at most ${MAX_PUSH_DEVICES}: a new one beyond them replaces the one registered longest ago`, async () => {
    const collector = await store.signUp('buyer', 'push-collector');
    const devices = [];
    for (let i = 0; i <= MAX_PUSH_DEVICES; i++) devices.push(await store.as(collector).push.subscribe(subscription(`Device ${i}`)));
    const listed = (await store.as(collector).push.devices()).devices;
    expect(listed).toHaveLength(MAX_PUSH_DEVICES);
    expect(listed.map((d) => d.label)).not.toContain('Device 0');
    expect(listed[0]!.label).toBe(`Device ${MAX_PUSH_DEVICES}`);
  });

  it("are refused unless they are a browser's subscription on a push service the store sends to", async () => {
    const good = subscription();
    const point = createECDH('prime256v1');
    point.generateKeys();
    const offCurve = Buffer.from(good.keys.p256dh, 'base64url');
    offCurve[40]! ^= 1;
    // What is wrong with each, and what the caller is told.
    const refused: Array<[Record<string, unknown>, string]> = [
      [{ endpoint: 'not a url' }, 'endpoint must be the URL of a push service, as the browser gave it'],
      [{ endpoint: 'ftp://push.example.com/x' }, 'endpoint must be the URL of a push service, as the browser gave it'],
      [{ endpoint: `${PUSH_SERVICE}/${'x'.repeat(1000)}` }, 'endpoint may be at most 1000 characters'],
      [
        { endpoint: 'http://10.0.0.7:8080/internal' },
        'The endpoint is not on a push service the store sends to (http://10.0.0.7:8080 is not in PUSH_SERVICE_ORIGINS).',
      ],
      [
        { endpoint: 'https://push.example.com.evil.example/x' },
        'The endpoint is not on a push service the store sends to (https://push.example.com.evil.example is not in PUSH_SERVICE_ORIGINS).',
      ],
      [
        { keys: { ...good.keys, p256dh: point.getPublicKey(null, 'compressed').toString('base64url') } },
        "keys.p256dh must be the browser's public key: 65 bytes (an uncompressed P-256 point) in unpadded base64url",
      ],
      [
        { keys: { ...good.keys, p256dh: point.getPublicKey().toString('base64') } },
        "keys.p256dh must be the browser's public key: 65 bytes (an uncompressed P-256 point) in unpadded base64url",
      ],
      [
        { keys: { ...good.keys, p256dh: offCurve.toString('base64url') } },
        "keys.p256dh is not a P-256 public key: send the key the browser's subscription gives.",
      ],
      [{ keys: { ...good.keys, auth: randomBytes(15).toString('base64url') } }, "keys.auth must be the browser's auth secret: 16 bytes in unpadded base64url"],
      [{ expirationTime: null }, 'Unrecognized key: "expirationTime"'],
      [{ label: '  ' }, 'Name the device, e.g. "Chrome on Android".'],
      [{ label: 'x'.repeat(81) }, "A device's name may be at most 80 characters."],
    ];
    for (const [change, message] of refused) {
      await expectRefusal(store.as(otherBuyer).push.subscribe({ ...good, ...change }), 'BAD_REQUEST', message);
    }
    expect((await store.as(otherBuyer).push.devices()).devices).toEqual([]);
  });
});
