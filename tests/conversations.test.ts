import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook, addCategories } from './helpers/fixtures.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { subscribe } from './helpers/subscriber.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let baseUrl: string;
let categoryId: string;
let seller: Member;
let buyer: Member;
let stranger: Member;
let otherSeller: Member;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const [category] = await addCategories(t.db, ['Fiction']);
  categoryId = category!.id;
  [seller, buyer, stranger, otherSeller] = await Promise.all([
    member(t, 'seller', 'talk-seller'),
    member(t, 'buyer', 'talk-buyer'),
    member(t, 'buyer', 'talk-stranger'),
    member(t, 'seller', 'talk-other-seller'),
  ]);
});
afterAll(() => t.close());

type Json = Record<string, unknown> & { insertedId?: string; message?: string };
async function rest(method: 'GET' | 'POST', url: string, who: Member | null, payload?: object) {
  const res = await t.app.inject({ method, url: `/api${url}`, headers: who ? bearer(who.accessToken) : {}, ...(payload && { payload }) });
  return { status: res.statusCode, body: res.json<Json & Json[]>() };
}
/** A tRPC call, as the web app makes it. */
async function trpc(kind: 'query' | 'mutation', name: string, who: Member, input?: object) {
  const res =
    kind === 'query'
      ? await t.app.inject({
          method: 'GET',
          url: `/trpc/${name}${input ? `?input=${encodeURIComponent(JSON.stringify(input))}` : ''}`,
          headers: bearer(who.accessToken),
        })
      : await t.app.inject({ method: 'POST', url: `/trpc/${name}`, headers: bearer(who.accessToken), payload: input ?? {} });
  return { status: res.statusCode, data: res.json<{ result?: { data: Json & Json[] } }>().result?.data };
}
const ask = (who: Member | null, bookId: string, text: string) => rest('POST', '/conversations', who, { bookId, text });
const conversationsOf = async (who: Member) => (await rest('GET', '/conversations', who)).body as unknown as Array<Json & { unread: number; other: Json }>;

describe('a buyer asks the seller about a book', () => {
  it('opens one conversation per book and buyer; both parties exchange messages over REST and tRPC, with unread counts and read receipts', async () => {
    const bookId = await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'Talkative Book' });
    const first = await ask(buyer, bookId, 'Is the jacket still on?');
    expect(first.status).toBe(200);
    const id = first.body.insertedId!;
    const again = await ask(buyer, bookId, '  And is there any underlining?  ');
    expect(again.body.insertedId).toBe(id);

    const [sellerView] = await conversationsOf(seller);
    expect(sellerView).toMatchObject({
      _id: id,
      bookId,
      book: 'Talkative Book',
      role: 'seller',
      other: { _id: buyer.userId, name: 'talk-buyer person', email: null },
      orderId: null,
      lastMessage: 'And is there any underlining?',
      unread: 2,
    });
    expect((await rest('GET', '/conversations/unread', seller)).body).toEqual({ unread: 2 });

    // The seller reads the thread over tRPC (newest first), which marks it read...
    const page = await trpc('query', 'conversations.messages', seller, { id });
    expect(page.data).toMatchObject({
      nextCursor: null,
      items: [{ text: 'And is there any underlining?', mine: false, from: 'buyer' }, { text: 'Is the jacket still on?' }],
    });
    expect((await conversationsOf(seller))[0]!.unread).toBe(0);
    // ...and the buyer sees the read receipt.
    const newest = (page.data!.items as Json[])[0]!._id as string;
    expect((await conversationsOf(buyer))[0]).toMatchObject({ role: 'buyer', otherReadUpTo: newest, other: { _id: seller.userId, email: null } });

    // The seller answers over tRPC; the buyer reads it over REST.
    const answer = await trpc('mutation', 'conversations.send', seller, { id, text: 'Yes, and no underlining.' });
    expect(answer.status).toBe(200);
    expect((await rest('GET', '/conversations/unread', buyer)).body).toEqual({ unread: 1 });
    const thread = await rest('GET', `/conversations/${id}/messages`, buyer);
    expect(thread.body.items).toEqual([
      expect.objectContaining({ _id: answer.data!.insertedId, text: 'Yes, and no underlining.', mine: false, from: 'seller' }),
      expect.objectContaining({ mine: true, from: 'buyer' }),
      expect.objectContaining({ mine: true, from: 'buyer' }),
    ]);
    expect((await rest('GET', '/conversations/unread', buyer)).body).toEqual({ unread: 0 });
    expect((await trpc('query', 'conversations.about', buyer, { bookId })).data).toMatchObject({ _id: id });
    expect((await rest('GET', `/conversation/${id}`, seller)).body).toMatchObject({ _id: id, unread: 0, role: 'seller' });
  });

  it("shows each party the other's email only once an order exists for the book", async () => {
    const bookId = await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'Ordered Book' });
    const id = (await ask(buyer, bookId, 'Can I pick it up today?')).body.insertedId!;
    const order = await rest('POST', '/buyer-orders', buyer, { bookPostingId: bookId, buyerPhone: '+8801711111111', buyerLocation: 'Dhaka' });
    expect(order.status).toBe(200);
    const sellerView = (await conversationsOf(seller)).find((c) => c._id === id)!;
    expect(sellerView).toMatchObject({ orderId: order.body.insertedId, other: { email: buyer.email } });
    expect((await conversationsOf(buyer)).find((c) => c._id === id)).toMatchObject({ orderId: order.body.insertedId, other: { email: seller.email } });
  });

  it("keeps the seller's bell to one entry per conversation, read once the thread is", async () => {
    const bookId = await addBook(t.db, { sellerId: otherSeller.userId, categoryId, title: 'Bell Book' });
    const id = (await ask(stranger, bookId, 'First question')).body.insertedId!;
    await rest('POST', `/conversations/${id}/messages`, stranger, { text: 'Second question' });
    const about = (await rest('GET', '/notifications', otherSeller)).body.filter((n) => n.conversationId === id);
    expect(about).toEqual([expect.objectContaining({ kind: 'message', read: false, bookId, message: expect.stringContaining('Second question') })]);
    await rest('GET', `/conversations/${id}/messages`, otherSeller);
    expect((await rest('GET', '/notifications', otherSeller)).body.filter((n) => n.conversationId === id)).toEqual([expect.objectContaining({ read: true })]);
  });
});

describe('a reported conversation', () => {
  it('reaches Reported Items; admins read it while the report is open, and not before or after', async () => {
    const admin = await member(t, 'admin', 'talk-moderator');
    const bookId = await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'Rude Talk' });
    const id = (await ask(buyer, bookId, 'Give it to me for free')).body.insertedId!;
    expect((await rest('GET', `/conversations/${id}/messages`, admin)).status).toBe(404);

    expect((await rest('GET', `/conversation/${id}`, seller)).body).toMatchObject({ reported: false });
    const report = await rest('POST', `/conversations/${id}/report`, seller, { reason: 'offensive', note: 'Rude' });
    expect(report.status).toBe(200);
    // The reporter's copy says so (the web app then shows Reported); the other party's does not.
    expect((await rest('GET', `/conversation/${id}`, seller)).body).toMatchObject({ reported: true });
    expect((await rest('GET', `/conversation/${id}`, buyer)).body).toMatchObject({ reported: false });
    expect((await rest('POST', `/conversations/${id}/report`, seller, { reason: 'other' })).status).toBe(409);
    expect((await rest('POST', `/conversations/${id}/report`, stranger, { reason: 'other' })).status).toBe(404);
    const items = (await rest('GET', '/reported-items', admin)).body as unknown as Json[];
    expect(items.find((i) => i._id === report.body.insertedId)).toMatchObject({
      bookId: null,
      conversationId: id,
      book: 'Rude Talk',
      sellerEmail: buyer.email,
      buyer: seller.email,
      reason: 'offensive',
    });

    const read = await rest('GET', `/conversations/${id}/messages`, admin);
    expect(read.status).toBe(200);
    expect(read.body.items).toEqual([expect.objectContaining({ text: 'Give it to me for free', mine: false, from: 'buyer' })]);
    expect((await rest('POST', `/conversations/${id}/messages`, admin, { text: 'Admin here' })).status).toBe(404);
    // Reading as an admin marks nothing read for the parties.
    expect((await conversationsOf(seller)).find((c) => c._id === id)!.unread).toBe(1);

    const dismissed = await t.app.inject({ method: 'PATCH', url: `/api/reported-items/dismiss/${report.body.insertedId}`, headers: bearer(admin.accessToken) });
    expect(dismissed.statusCode).toBe(200);
    expect((await rest('GET', `/conversations/${id}/messages`, admin)).status).toBe(404);
    expect(await t.db.message.count({ where: { conversationId: id } })).toBe(1);
  });
});

describe('a deleted account', () => {
  it('leaves its messages to the other party, marked as from a deleted account; nobody can write to it', async () => {
    const leaving = await member(t, 'buyer', 'talk-leaving');
    const bookId = await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'Left Behind' });
    const id = (await ask(leaving, bookId, 'I may not stay long')).body.insertedId!;
    const admin = await member(t, 'admin', 'talk-admin');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/delete/user/${leaving.userId}`, headers: bearer(admin.accessToken) })).statusCode).toBe(200);

    expect((await conversationsOf(seller)).find((c) => c._id === id)).toMatchObject({
      unread: 1,
      role: 'seller',
      other: { _id: null, name: 'Deleted account', image: null, email: null },
    });
    const unreadBefore = (await rest('GET', '/conversations/unread', seller)).body.unread as number;
    expect(unreadBefore).toBeGreaterThanOrEqual(1);
    expect((await rest('GET', `/conversations/${id}/messages`, seller)).body.items).toEqual([
      expect.objectContaining({ text: 'I may not stay long', from: 'buyer', mine: false }),
    ]);
    expect((await rest('GET', '/conversations/unread', seller)).body).toEqual({ unread: unreadBefore - 1 });
    const reply = await rest('POST', `/conversations/${id}/messages`, seller, { text: 'Anyone there?' });
    expect(reply.status).toBe(409);
  });
});

describe('real time: the conversations.events subscription (server-sent events)', () => {
  it('delivers a new message to both parties at once, and a read receipt to the writer', async () => {
    const bookId = await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'Live Book' });
    const id = (await ask(buyer, bookId, 'Before anyone listens')).body.insertedId!;
    const [sellerStream, buyerStream] = await Promise.all([subscribe(baseUrl, seller.accessToken), subscribe(baseUrl, buyer.accessToken)]);
    try {
      const sent = await rest('POST', `/conversations/${id}/messages`, buyer, { text: 'Are you there?' });
      const [toSeller] = await sellerStream.waitFor(1);
      expect(toSeller).toMatchObject({
        id: sent.body.insertedId,
        event: { kind: 'message', message: { conversationId: id, text: 'Are you there?', mine: false } },
      });
      expect((await buyerStream.waitFor(1))[0]!.event).toMatchObject({ kind: 'message', message: { mine: true } });

      await rest('GET', `/conversations/${id}/messages`, seller);
      const [, receipt] = await buyerStream.waitFor(2);
      // A receipt is not tracked: it carries no id, and the stream still resumes after the message.
      expect(receipt).toEqual({ id: null, event: { kind: 'read', conversationId: id, readUpTo: sent.body.insertedId }, at: expect.any(Number) });
      // Nothing about others' conversations, nor the message sent before it listened.
      expect(sellerStream.received).toHaveLength(1);
    } finally {
      sellerStream.close();
      buyerStream.close();
    }
  });

  it('resumes after the last message seen: exactly the missed messages, in order, then new ones', async () => {
    const bookId = await addBook(t.db, { sellerId: seller.userId, categoryId, title: 'Resumed Book' });
    const id = (await ask(buyer, bookId, 'One')).body.insertedId!;
    const seen = ((await rest('GET', `/conversations/${id}/messages`, buyer)).body.items as Json[])[0]!._id as string;
    const missed: string[] = [];
    for (const text of ['Two', 'Three', 'Four']) missed.push((await rest('POST', `/conversations/${id}/messages`, buyer, { text })).body.insertedId!);

    const stream = await subscribe(baseUrl, seller.accessToken, seen);
    try {
      const resumed = await stream.waitFor(3);
      expect(resumed.map((r) => r.id)).toEqual(missed);
      expect(resumed.map((r) => r.event.kind === 'message' && r.event.message.text)).toEqual(['Two', 'Three', 'Four']);
      const next = (await rest('POST', `/conversations/${id}/messages`, buyer, { text: 'Five' })).body.insertedId!;
      expect((await stream.waitFor(4))[3]!.id).toBe(next);
      expect(stream.received).toHaveLength(4);
    } finally {
      stream.close();
    }
  });

  it('refuses a subscription without a valid token, saying so', async () => {
    const stream = await subscribe(baseUrl, 'not-a-token');
    try {
      await expect(stream.waitFor(1)).rejects.toThrow(/sign-in is not valid/);
    } finally {
      stream.close();
    }
  });
});
