import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../helpers/identities.ts';
import { expectRefusal, type ProcedureStore, type StoreUser } from '../helpers/procedure-caller.ts';
import { procedureStoreWith } from '../helpers/shop.ts';

/**
 * Accounts: a sign-in saves its own record (its role chosen once), reads itself (admins read
 * anyone), edits its own profile and reads its own notifications. Sign-in itself, with real
 * tokens, is tests/users.test.ts's; the verification email, tests/verification-email.test.ts's.
 */
let store: ProcedureStore, seller: StoreUser, buyer: StoreUser, admin: StoreUser;
beforeAll(async () => ({ store, seller, buyer, admin } = await procedureStoreWith(['seller', 'buyer', 'admin'])));
afterAll(() => store.close());

describe('saving the account record', () => {
  it('creates it once with the chosen role; saving again updates the name, not the role', async () => {
    const identity = { uid: `procedure-${randomUUID()}`, email: uniqueEmail('saver') };
    const signedIn = () => store.signedInWithoutRecord(identity);
    expect(await signedIn().users.me()).toBeNull();
    const created = await signedIn().users.save({ name: 'First Name', email: identity.email, image: '', role: 'seller' });
    expect(created.insertedId).toEqual(expect.any(String));
    expect(await signedIn().users.save({ name: 'Second Name', email: identity.email, image: '', role: 'buyer' })).toMatchObject({ insertedId: null });
    expect(await store.as({ id: created.insertedId! }).users.me()).toMatchObject({ name: 'Second Name', email: identity.email, role: 'seller' });
  });

  it('keeps the language the person signed up in; without one, none is chosen yet', async () => {
    const inBangla = { uid: `procedure-${randomUUID()}`, email: uniqueEmail('bangla') };
    const created = await store.signedInWithoutRecord(inBangla).users.save({ name: 'Rina', email: inBangla.email, image: '', role: 'buyer', language: 'bn' });
    expect(await store.as({ id: created.insertedId! }).users.me()).toMatchObject({ language: 'bn', banglaDigits: true });
    expect(await store.as(buyer).users.me()).toMatchObject({ language: null, banglaDigits: true });
  });

  it("is only for one's own email, and not for an email another account has", async () => {
    await expectRefusal(
      store.signedInWithoutRecord().users.save({ name: 'Impostor', email: buyer.email, image: '', role: 'buyer' }),
      'FORBIDDEN',
      'You can only save your own account: the email must be the one you signed in with.',
    );
    await expectRefusal(
      store.signedInWithoutRecord({ email: buyer.email }).users.save({ name: 'Impostor', email: buyer.email, image: '', role: 'seller' }),
      'CONFLICT',
      'This email belongs to another account.',
    );
    expect(await store.as(buyer).users.me()).toMatchObject({ name: buyer.name, role: 'buyer' });
  });
});

describe('looking an account up by email', () => {
  it('answers the caller about themselves, and an admin about anyone; others are refused', async () => {
    expect(await store.as(seller).users.byEmail({ email: seller.email })).toMatchObject({ _id: seller.id, role: 'seller', status: 'unverified' });
    expect(await store.as(admin).users.byEmail({ email: seller.email })).toMatchObject({ _id: seller.id });
    expect(await store.as(admin).users.byEmail({ email: uniqueEmail('nobody') })).toBeNull();
    await expectRefusal(store.as(buyer).users.byEmail({ email: seller.email }), 'FORBIDDEN', 'You can only look up your own account.');
  });
});

describe('asking for the verification email again', () => {
  it('is refused once the email is verified, saying so', async () => {
    await expectRefusal(store.as(buyer).users.sendVerificationEmail({}), 'CONFLICT', 'Your email address is verified already.');
  });
});

describe("one's own profile and notifications", () => {
  it('a profile change is the caller’s own and shows in their record; a field left out stays', async () => {
    const editor = await store.signUp('seller', 'editor');
    expect(await store.as(editor).users.updateProfile({ bio: '  Novels, read twice.  ' })).toMatchObject({ name: editor.name, bio: 'Novels, read twice.' });
    expect(await store.as(editor).users.updateProfile({ name: 'New Name' })).toMatchObject({ name: 'New Name', bio: 'Novels, read twice.' });
    await expectRefusal(store.as(editor).users.updateProfile({ bio: 'x'.repeat(301) }), 'BAD_REQUEST', 'Bio is at most 300 characters');
    expect(await store.as(seller).users.me()).toMatchObject({ name: seller.name, bio: '' });
  });

  it('the language and digits are the caller’s to choose, en or bn only', async () => {
    const reader = await store.signUp('buyer', 'reader');
    expect(await store.as(reader).users.updateProfile({ language: 'bn', banglaDigits: false })).toMatchObject({ language: 'bn', banglaDigits: false });
    expect(await store.as(reader).users.me()).toMatchObject({ language: 'bn', banglaDigits: false, name: reader.name });
    // @ts-expect-error: a language the store does not speak
    await expectRefusal(store.as(reader).users.updateProfile({ language: 'fr' }), 'BAD_REQUEST', 'Language must be en or bn');
    expect(await store.as(reader).users.me()).toMatchObject({ language: 'bn' });
  });

  it('notifications are read by their owner alone, and marked read once', async () => {
    const shop = await store.signUp('seller', 'notified');
    await store.as(admin).admin.verifySeller({ id: shop.id });
    expect(await store.as(shop).users.notifications()).toEqual([expect.objectContaining({ kind: 'seller_verified', read: false })]);
    expect(await store.as(seller).users.notifications()).toEqual([]);
    expect(await store.as(seller).users.readNotifications()).toMatchObject({ modifiedCount: 0 });
    expect(await store.as(shop).users.notifications()).toEqual([expect.objectContaining({ read: false })]);
    expect(await store.as(shop).users.readNotifications()).toMatchObject({ modifiedCount: 1 });
    expect(await store.as(shop).users.readNotifications()).toMatchObject({ modifiedCount: 0 });
    expect(await store.as(shop).users.notifications()).toEqual([expect.objectContaining({ read: true })]);
  });
});
