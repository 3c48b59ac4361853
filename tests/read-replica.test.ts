import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../server/db/client.ts';
import { addBook, addCategories } from './helpers/fixtures.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { createTestApp, freshDatabase, type TestApp } from './helpers/test-app.ts';

/*
 * DATABASE_READ_URL: the public catalog reads go to the read replica, everything else to the
 * primary. The "replica" here is a database of its own with other rows, so every answer shows
 * which database it came from.
 */
let t: TestApp;
let replica: Db;
let seller: Member;
let replicaShelf: { id: string; slug: string };
let replicaBook: string;

beforeAll(async () => {
  const replicaUrl = await freshDatabase();
  replica = createDb(replicaUrl, 1);
  t = await createTestApp({ DATABASE_READ_URL: replicaUrl });
  await addCategories(t.db, ['Primary Shelf']);
  replicaShelf = (await addCategories(replica, ['Replica Shelf']))[0]!;
  seller = await member(t, 'seller');
  // The replica's copy of the seller, as replication would bring it, with a book listed there only.
  const { id, email, name, role, firebaseUid } = await t.db.user.findUniqueOrThrow({ where: { id: seller.userId } });
  await replica.user.create({ data: { id, email, name, role, firebaseUid } });
  replicaBook = await addBook(replica, { sellerId: seller.userId, categoryId: replicaShelf.id, title: 'Only On The Replica' });
});
afterAll(async () => {
  await t.close();
  await replica.$disconnect();
});

const get = (url: string, who?: Member) => t.app.inject({ method: 'GET', url, ...(who && { headers: bearer(who.accessToken) }) });
const names = (categories: Array<{ category: string }>) => categories.map((c) => c.category);

describe('a read replica (DATABASE_READ_URL)', () => {
  it('answers the public catalog reads, over REST and tRPC, with their inputs', async () => {
    expect(names((await get('/api/categories')).json())).toEqual(['Replica Shelf']);
    const trpc = (await get('/trpc/catalog.categories')).json<{ result: { data: Array<{ category: string }> } }>();
    expect(names(trpc.result.data)).toEqual(['Replica Shelf']);
    expect((await get(`/api/category/${replicaShelf.slug}`)).json()).toMatchObject({ category: 'Replica Shelf' });
    expect((await get(`/api/book/${replicaBook}`)).json()).toMatchObject({ _id: replicaBook, book: 'Only On The Replica' });
  });

  it('leaves signed-in reads and writes to the primary', async () => {
    // The seller's own list reads the primary, where the replica's book is not.
    const mine = await get(`/api/books?email=${encodeURIComponent(seller.email)}`, seller);
    expect(mine.statusCode).toBe(200);
    expect(JSON.stringify(mine.json())).not.toContain('Only On The Replica');
    const renamed = await t.app.inject({ method: 'PATCH', url: '/api/me', headers: bearer(seller.accessToken), payload: { name: 'Primary Name' } });
    expect(renamed.statusCode).toBe(200);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: seller.userId } })).name).toBe('Primary Name');
    expect((await replica.user.findUniqueOrThrow({ where: { id: seller.userId } })).name).not.toBe('Primary Name');
  });
});
