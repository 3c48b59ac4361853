import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook } from '../helpers/fixtures.ts';
import { expectRefusal, type ProcedureStore, type StoreUser } from '../helpers/procedure-caller.ts';
import { procedureStoreWith } from '../helpers/shop.ts';

/**
 * Conversations about a book: between its seller and one buyer, and nobody else (to whom they do
 * not exist). The thread on both surfaces, the live events and reported conversations are
 * tests/conversations.test.ts's.
 */
let store: ProcedureStore, categoryId: string, seller: StoreUser, buyer: StoreUser, otherBuyer: StoreUser, otherSeller: StoreUser;
beforeAll(
  async () => ({ store, categoryId, seller, buyer, otherBuyer, otherSeller } = await procedureStoreWith(['seller', 'buyer', 'otherBuyer', 'otherSeller'])),
);
afterAll(() => store.close());

const NO_CONVERSATION = 'There is no such conversation.';

describe('a conversation', () => {
  it('is one per book and buyer; its two parties read and write it, and see what is unread', async () => {
    const bookId = await addBook(store.db, { sellerId: seller.id, categoryId, title: 'Talkative Book' });
    const { insertedId: id } = await store.as(buyer).conversations.start({ bookId, text: 'Is the jacket still on?' });
    expect(await store.as(buyer).conversations.start({ bookId, text: '  And any underlining?  ' })).toMatchObject({ insertedId: id });
    expect(await store.as(seller).conversations.unread()).toMatchObject({ unread: 2 });
    expect(await store.as(buyer).conversations.about({ bookId })).toMatchObject({ _id: id, bookId });
    expect((await store.as(seller).conversations.messages({ id })).items.map((message) => message.text)).toEqual([
      'And any underlining?',
      'Is the jacket still on?',
    ]);
    expect(await store.as(seller).conversations.unread()).toMatchObject({ unread: 0 });
    await store.as(seller).conversations.send({ id, text: 'Yes, and none.' });
    expect(await store.as(buyer).conversations.byId({ id })).toMatchObject({ _id: id, bookId });
    expect((await store.as(buyer).conversations.list({})).map((conversation) => conversation._id)).toEqual([id]);
  });
});

describe('only the two parties', () => {
  let id: string;
  let bookId: string;
  beforeAll(async () => {
    bookId = await addBook(store.db, { sellerId: seller.id, categoryId, title: 'Private Talk' });
    id = (await store.as(buyer).conversations.start({ bookId, text: 'Private question' })).insertedId;
  });

  it('refuses a third user and the seller of another book (404), and an anonymous caller (401)', async () => {
    for (const who of [otherBuyer, otherSeller]) {
      const as = store.as(who);
      await expectRefusal(as.conversations.messages({ id }), 'NOT_FOUND', NO_CONVERSATION);
      await expectRefusal(as.conversations.byId({ id }), 'NOT_FOUND', NO_CONVERSATION);
      await expectRefusal(as.conversations.send({ id, text: 'Let me in' }), 'NOT_FOUND', NO_CONVERSATION);
      await expectRefusal(as.conversations.report({ id, reason: 'other' }), 'NOT_FOUND', NO_CONVERSATION);
      expect((await as.conversations.list({})).map((conversation) => conversation._id)).not.toContain(id);
      expect(await as.conversations.about({ bookId })).toBeNull();
    }
    const signIn = 'Sign in first: send Authorization: Bearer <token>.';
    await expectRefusal(store.anonymous().conversations.messages({ id }), 'UNAUTHORIZED', signIn);
    await expectRefusal(store.anonymous().conversations.start({ bookId, text: 'Hello' }), 'UNAUTHORIZED', signIn);
    expect(await store.db.message.count({ where: { conversationId: id } })).toBe(1);
  });

  it('lets nobody ask about their own book, an unknown book, or with an unverified email', async () => {
    await expectRefusal(
      store.as(seller).conversations.start({ bookId, text: 'Talking to myself' }),
      'FORBIDDEN',
      'This is your own listing: there is nobody to ask.',
    );
    await expectRefusal(
      store.as(buyer).conversations.start({ bookId: '00000000-0000-4000-8000-000000000000', text: 'Anyone?' }),
      'NOT_FOUND',
      'There is no such book.',
    );
    const unverified = await store.signUp('buyer', 'talk-unverified', { verified: false });
    await expectRefusal(
      store.as(unverified).conversations.start({ bookId, text: 'Hello' }),
      'FORBIDDEN',
      `Verify your email address to message a seller: follow the link we sent to ${unverified.email}, then try again.`,
    );
  });

  it('takes text of 1 to 2,000 characters without control characters, and says what is wrong', async () => {
    const cases: Array<[string, string]> = [
      ['   ', 'Write a message first'],
      ['x'.repeat(2001), 'A message is at most 2000 characters'],
      ['bell\u0007', 'A message must not contain control characters'],
      ['next line\u0085', 'A message must not contain control characters'],
      ['\u009Bcsi', 'A message must not contain control characters'],
    ];
    for (const [text, message] of cases) await expectRefusal(store.as(buyer).conversations.send({ id, text }), 'BAD_REQUEST', message);
    await store.as(buyer).conversations.send({ id, text: 'Line one\nLine two\ttabbed' });
    await store.as(buyer).conversations.send({ id, text: 'x'.repeat(2000) });
  });
});
