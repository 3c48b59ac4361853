import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUSHES } from '../server/services/push/topics.ts';
import { addBook, addCategories } from './helpers/fixtures.ts';
import { openFreshDatabase, type FreshDatabase } from './helpers/test-app.ts';

/**
 * Each trigger the migrations made, one test each, on a real database: what a write does by itself
 * (docs/triggers.md lists them). Writes go straight to the tables, as any code path's would.
 */
let database: FreshDatabase;
let sellerId: string;
let buyerId: string;
let categoryId: string;
beforeAll(async () => {
  database = await openFreshDatabase();
  const person = (role: 'seller' | 'buyer') =>
    database.db.user.create({ data: { firebaseUid: `trigger-${role}`, email: `trigger-${role}@example.com`, name: `Trigger ${role}`, role } });
  [{ id: sellerId }, { id: buyerId }] = await Promise.all([person('seller'), person('buyer')]);
  categoryId = (await addCategories(database.db, ['Fiction']))[0]!.id;
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.sql.query('DELETE FROM graphile_worker._private_jobs');
});

/** The jobs waiting in the queue: task, payload and key, in the order they were added (the public view shows no payload). */
const queued = async () =>
  (
    await database.sql.query<{ task: string; payload: unknown; key: string | null }>(
      `SELECT t.identifier AS task, j.payload, j.key FROM graphile_worker._private_jobs j
       JOIN graphile_worker._private_tasks t ON t.id = j.task_id ORDER BY j.id`,
    )
  ).rows;

/** An order of the buyer's for a book of the seller's, written directly. */
const addOrder = (bookId: string, data: { liveBookId?: string; status?: 'paid'; paidAt?: Date }) =>
  database.db.order.create({
    data: {
      bookId,
      buyerId,
      sellerId,
      title: 'Ordered Book',
      author: 'Some Author',
      priceMinor: 35000,
      imageUrl: '/images/c.webp',
      sellerEmail: 'trigger-seller@example.com',
      sellerPhone: '+8801700000000',
      sellerLocation: 'Dhaka',
      buyerEmail: 'trigger-buyer@example.com',
      buyerPhone: '+8801711111111',
      expiresAt: new Date(Date.now() + 60_000),
      ...data,
    },
    select: { id: true },
  });

describe('books_search_words', () => {
  it("adds a listing's title and author words to the words search corrects typos against", async () => {
    await database.db.book.update({
      where: { id: await addBook(database.db, { sellerId, categoryId, title: 'Quixotic Lighthouses' }) },
      data: { author: 'Zebedee Marlowe' },
    });
    const words = await database.db.searchWord.findMany({ where: { word: { in: ['quixotic', 'lighthouses', 'zebedee', 'marlowe'] } } });
    expect(words.map((w) => w.word).toSorted()).toEqual(['lighthouses', 'marlowe', 'quixotic', 'zebedee']);
  });
});

describe('books_alert_jobs', () => {
  it('queues an alert job for a new listing, a lower price, and a sold copy available again; not for a higher price', async () => {
    const bookId = await addBook(database.db, { sellerId, categoryId, title: 'Alerting Book', priceMinor: 50000 });
    await database.db.book.update({ where: { id: bookId }, data: { priceMinor: 60000 } });
    await database.db.book.update({ where: { id: bookId }, data: { priceMinor: 40000 } });
    await database.db.book.update({ where: { id: bookId }, data: { status: 'sold' } });
    await database.db.book.update({ where: { id: bookId }, data: { status: 'available' } });
    expect(await queued()).toEqual([
      // Each price change may match saved searches anew: the last replaced the new listing's job.
      { task: 'alerts:new_listing', payload: { bookId, edited: true }, key: `listing:${bookId}` },
      { task: 'alerts:price_drop', payload: { bookId, priceMinor: 40000, wasMinor: 60000 }, key: `price:${bookId}` },
      { task: 'alerts:back_in_stock', payload: { bookId }, key: `available:${bookId}` },
    ]);
  });
});

describe('orders_released_copy_job', () => {
  it('queues a back-in-stock alert when a cancelled booking lets go of its copy, and not when a paid one does', async () => {
    const bookId = await addBook(database.db, { sellerId, categoryId, title: 'Released Book' });
    const paid = await addOrder(bookId, { liveBookId: bookId });
    await database.db.order.update({ where: { id: paid.id }, data: { status: 'paid', paidAt: new Date(), liveBookId: null } });
    const cancelled = await addOrder(bookId, { liveBookId: bookId });
    await database.sql.query('DELETE FROM graphile_worker._private_jobs');
    await database.db.order.update({ where: { id: cancelled.id }, data: { status: 'cancelled', liveBookId: null } });
    expect(await queued()).toEqual([{ task: 'alerts:back_in_stock', payload: { bookId }, key: `available:${bookId}` }]);
  });
});

describe('notifications_email_job', () => {
  it("queues a notice's email; an alert's only for a user who wants alerts at once; a conversation's unread message's two minutes later", async () => {
    const notice = await database.db.notification.create({ data: { userId: sellerId, kind: 'order_booked', message: 'Booked' } });
    await database.db.notification.create({ data: { userId: buyerId, kind: 'price_drop', message: 'Cheaper (daily digest)' } });
    await database.db.user.update({ where: { id: buyerId }, data: { emailSettings: { alerts: 'instant' } } });
    const instant = await database.db.notification.create({ data: { userId: buyerId, kind: 'price_drop', message: 'Cheaper (at once)' } });
    const conversation = await database.db.conversation.create({ data: { bookTitle: 'Talked About', buyerId, sellerId } });
    await database.db.notification.create({ data: { userId: sellerId, kind: 'message', message: 'Hello?', conversationId: conversation.id } });

    expect(await queued()).toEqual([
      { task: 'email:notice', payload: { id: notice.id }, key: `notice:${notice.id}` },
      { task: 'email:notice', payload: { id: instant.id }, key: `notice:${instant.id}` },
      { task: 'email:messages', payload: { userId: sellerId, conversationId: conversation.id }, key: `messages:${sellerId}:${conversation.id}` },
    ]);
    const { rows } = await database.sql.query<{ wait: number }>(
      `SELECT extract(epoch FROM run_at - now())::float8 AS wait FROM graphile_worker.jobs WHERE task_identifier = 'email:messages'`,
    );
    expect(rows[0]!.wait).toBeGreaterThan(100);
  });
});

describe('notifications_push_job', () => {
  const pushJobs = async () => (await queued()).filter((job) => job.task === 'push:notice');
  const notify = (userId: string, kind: string, data: { conversationId?: string } = {}) =>
    database.db.notification.create({ data: { userId, kind, message: `A ${kind}`, ...data }, select: { id: true } });

  it('queues a push for each kind that is pushed, for a user with a device only; again when a new message updates an unread one', async () => {
    await notify(buyerId, 'message');
    expect(await pushJobs()).toEqual([]);

    await database.db.pushSubscription.create({
      data: { userId: sellerId, endpoint: 'https://push.example.com/trigger', p256dh: 'k', auth: 'a', label: 'Phone' },
    });
    const pushed = [];
    for (const kind of Object.keys(PUSHES)) pushed.push(await notify(sellerId, kind));
    await notify(sellerId, 'order_booked');
    await notify(sellerId, 'order_problem');
    expect(await pushJobs()).toEqual(pushed.map(({ id }) => ({ task: 'push:notice', payload: { id }, key: `push:${id}` })));

    await database.sql.query('DELETE FROM graphile_worker._private_jobs');
    const conversation = await database.db.conversation.create({ data: { bookTitle: 'Pushed About', buyerId, sellerId } });
    const unread = await notify(sellerId, 'message', { conversationId: conversation.id });
    const read = await database.db.notification.create({ data: { userId: sellerId, kind: 'message', message: 'Old', readAt: new Date() } });
    await database.sql.query('DELETE FROM graphile_worker._private_jobs');
    for (const { id } of [unread, read, pushed[1]!]) await database.db.notification.update({ where: { id }, data: { message: 'Newer words' } });
    expect(await pushJobs()).toEqual([{ task: 'push:notice', payload: { id: unread.id }, key: `push:${unread.id}` }]);
  });
});

describe('ledger_entries_immutable', () => {
  it('refuses to change or delete a movement of money once written', async () => {
    const bookId = await addBook(database.db, { sellerId, categoryId, title: 'Ledger Book' });
    const order = await addOrder(bookId, { status: 'paid', paidAt: new Date() });
    const entry = await database.db.ledgerEntry.create({
      data: { orderId: order.id, kind: 'charge', amountMinor: 35000, currency: 'BDT', provider: 'test', providerRef: 'pi_trigger' },
    });
    await expect(database.sql.query('UPDATE ledger_entries SET amount_minor = 1 WHERE id = $1', [entry.id])).rejects.toThrow(
      'ledger entries are never changed or deleted (UPDATE refused)',
    );
    await expect(database.sql.query('DELETE FROM ledger_entries WHERE id = $1', [entry.id])).rejects.toThrow(
      'ledger entries are never changed or deleted (DELETE refused)',
    );
  });
});
