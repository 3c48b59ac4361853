import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addBook, addCategories } from './helpers/fixtures.ts';
import { memberOverHttp, type Member } from './helpers/identities.ts';
import { callJson, killStores, startStore, type StoreProcess } from './helpers/server-process.ts';
import { subscribe } from './helpers/subscriber.ts';
import { openFreshDatabase, type FreshDatabase } from './helpers/test-app.ts';

/*
 * Two server processes on one database, as behind a load balancer: a message sent through one
 * reaches a subscriber of the other. PostgreSQL's NOTIFY carries the signal; the database, the message.
 */

let database: FreshDatabase | undefined;
let stores: StoreProcess[] = [];
let seller: Member;
let buyer: Member;
let bookId: string;

beforeAll(async () => {
  database = await openFreshDatabase();
  const { databaseUrl, db } = database;
  const env = { APP_TOKEN_SECRET: randomBytes(32).toString('base64url') };
  stores = await Promise.all([0, 1].map(() => startStore({ databaseUrl, authEmulatorHost: inject('authEmulatorHost'), env })));
  [seller, buyer] = await Promise.all([memberOverHttp(stores[0]!.url, 'seller', 'procs-seller'), memberOverHttp(stores[1]!.url, 'buyer', 'procs-buyer')]);
  const [category] = await addCategories(db, ['Fiction']);
  bookId = await addBook(db, { sellerId: seller.userId, categoryId: category!.id, title: 'Across Processes' });
}, 120_000);

afterAll(async () => {
  await killStores(stores);
  await database?.close();
});

describe('conversations across server processes', () => {
  it('a subscriber of one process receives a message sent through the other within a second, and its read receipt back', async () => {
    const [first, second] = stores as [StoreProcess, StoreProcess];
    const sellerStream = await subscribe(first.url, seller.accessToken);
    const buyerStream = await subscribe(second.url, buyer.accessToken);
    try {
      const sentAt = Date.now();
      const asked = await callJson(second.url, 'POST', '/api/conversations', {
        token: buyer.accessToken,
        body: { bookId, text: 'Hello from the other process' },
      });
      expect(asked.status).toBe(200);
      const [received] = await sellerStream.waitFor(1, 1_000);
      expect(received!.event).toMatchObject({
        kind: 'message',
        message: { conversationId: (asked.body as { insertedId: string }).insertedId, text: 'Hello from the other process' },
      });
      console.log(`cross-process delivery: ${received!.at - sentAt} ms from sending to the other process's subscriber`);

      // The seller reads it through the first process; the buyer, on the second, gets the receipt.
      const conversationId = (asked.body as { insertedId: string }).insertedId;
      expect((await callJson(first.url, 'GET', `/api/conversations/${conversationId}/messages`, { token: seller.accessToken })).status).toBe(200);
      const events = await buyerStream.waitFor(2, 1_000);
      expect(events.map((e) => e.event.kind)).toEqual(['message', 'read']);
    } finally {
      sellerStream.close();
      buyerStream.close();
    }
  });

  it('a process told to stop (SIGTERM) ends its open streams at once rather than waiting on them', async () => {
    const stream = await subscribe(stores[0]!.url, seller.accessToken);
    try {
      const asked = Date.now();
      expect(await stores[0]!.stop('SIGTERM')).toBe(0);
      const took = Date.now() - asked;
      console.log(`SIGTERM with a subscription open: exited 0 after ${took} ms`);
      // Well under the 10 s after which a connection that holds the shutdown up is cut.
      expect(took).toBeLessThan(9_000);
    } finally {
      stream.close();
    }
  });
});
