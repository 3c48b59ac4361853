import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook, addCategories, ageAccounts } from './helpers/fixtures.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let seller: Member;
let admin: Member;
let reporters: Member[];
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await addCategories(t.db, ['Fiction']))[0]!.id;
  [seller, admin, ...reporters] = await Promise.all([
    member(t, 'seller'),
    member(t, 'admin'),
    member(t, 'buyer', 'reader-a'),
    member(t, 'buyer', 'reader-b'),
    member(t, 'seller', 'reader-c'),
  ]);
  await ageAccounts(
    t.db,
    reporters.map((r) => r.userId),
  );
});
afterAll(() => t.close());

const listing = (title = 'Reported Book') => addBook(t.db, { sellerId: seller.userId, categoryId, title, advertise: true });
const report = (who: Member, bookId: string, body: object = { reason: 'counterfeit_or_scam', note: 'Photocopied pages' }) =>
  t.app.inject({ method: 'POST', url: '/api/reports', headers: bearer(who.accessToken), payload: { bookId, ...body } });
const asAdmin = (method: 'GET' | 'PATCH' | 'DELETE', url: string) => t.app.inject({ method, url: `/api${url}`, headers: bearer(admin.accessToken) });
const openReports = async () => (await asAdmin('GET', '/reported-items')).json<Array<{ _id: string; bookId: string; buyer: string; hidden: boolean }>>();
const reportsOn = async (bookId: string) => (await openReports()).filter((r) => r.bookId === bookId);

/** Where a visitor could see the listing: its category, the advertisement list, search and its own page. */
async function publicSightings(bookId: string, title: string) {
  const get = async (url: string) => (await t.app.inject({ method: 'GET', url: `/api${url}` })).json();
  const ids = (list: Array<{ _id: string }>) => list.map((b) => b._id).includes(bookId);
  return {
    category: ids(await get('/books/categoryId?id=fiction')),
    advertised: ids(await get('/feature/books')),
    search: ids((await get(`/books/search?q=${encodeURIComponent(title)}`)).items),
    page: (await get(`/book/${bookId}`)) !== null,
  };
}
const everywhere = { category: true, advertised: true, search: true, page: true };
const nowhere = { category: false, advertised: false, search: false, page: false };

const notificationsOf = async (who: Member) =>
  (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(who.accessToken) })).json<Array<{ kind: string; message: string }>>();

describe('POST /api/reports', () => {
  it('records a report once per person and listing, in the legacy create shape', async () => {
    const bookId = await listing();
    const res = await report(reporters[0]!, bookId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, insertedId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const again = await report(reporters[0]!, bookId, { reason: 'offensive' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reported this listing.');
    expect(await reportsOn(bookId)).toHaveLength(1);
  });

  it("refuses one's own listing, a missing book, an unknown reason and an over-long note, and records nothing", async () => {
    const bookId = await listing();
    expect((await report(seller, bookId)).json()).toMatchObject({ message: 'You cannot report your own listing.' });
    expect((await report(seller, bookId)).statusCode).toBe(403);
    expect((await report(reporters[0]!, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const badReason = await report(reporters[0]!, bookId, { reason: 'boring' });
    expect(badReason.statusCode).toBe(400);
    expect(JSON.stringify(badReason.json())).toMatch(/Reason must be one of: wrong_category/);
    expect(JSON.stringify((await report(reporters[0]!, bookId, { reason: 'other', note: 'x'.repeat(501) })).json())).toMatch('Note is at most 500 characters');
    expect((await report(reporters[0]!, 'not-an-id')).statusCode).toBe(400);
    expect(await reportsOn(bookId)).toEqual([]);
  });

  it('hides a listing from every public list once three people have open reports on it, even when they report at once', async () => {
    const bookId = await listing('Dubious Atlas');
    await report(reporters[0]!, bookId);
    expect(await publicSightings(bookId, 'Dubious Atlas')).toEqual(everywhere);
    const mine = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/books?email=${encodeURIComponent(seller.email)}`, headers: bearer(seller.accessToken) }))
        .json<Array<{ _id: string; hidden: boolean }>>()
        .find((x) => x._id === bookId);
    expect(await mine()).toMatchObject({ hidden: false });
    const [b, c] = await Promise.all([report(reporters[1]!, bookId), report(reporters[2]!, bookId)]);
    expect([b.statusCode, c.statusCode]).toEqual([200, 200]);
    expect(await publicSightings(bookId, 'Dubious Atlas')).toEqual(nowhere);
    // The seller still sees it in their own list, told it is hidden, and the admin sees it marked hidden.
    expect(await mine()).toMatchObject({ hidden: true });
    expect((await reportsOn(bookId)).map((r) => r.hidden)).toEqual([true, true, true]);
  });
});

describe('GET /api/reported-items', () => {
  it('lists one entry per open report with the legacy book, sellerEmail and buyer (the reporter), newest first, a page at a time', async () => {
    const bookId = await listing('Listed Twice');
    await report(reporters[0]!, bookId, { reason: 'wrong_category' });
    await report(reporters[1]!, bookId, { reason: 'other', note: 'Torn cover' });
    const entries = await reportsOn(bookId);
    expect(entries).toEqual([
      {
        _id: expect.any(String),
        bookId,
        conversationId: null,
        reviewId: null,
        review: null,
        book: 'Listed Twice',
        sellerEmail: seller.email,
        buyer: reporters[1]!.email,
        reason: 'other',
        note: 'Torn cover',
        hidden: false,
        createdAt: expect.any(String),
        // The listing's photo, absolute like every image URL over REST.
        image: expect.stringMatching(/^https?:\/\//),
      },
      expect.objectContaining({ bookId, buyer: reporters[0]!.email, reason: 'wrong_category', note: '' }),
    ]);
    const all = await openReports();
    const first = (await asAdmin('GET', '/reported-items?limit=1')).json();
    const second = (await asAdmin('GET', `/reported-items?limit=1&cursor=${first[0]._id}`)).json();
    expect([...first, ...second].map((r: { _id: string }) => r._id)).toEqual(all.slice(0, 2).map((r) => r._id));
  });
});

describe('deciding on a report', () => {
  it('dismissing closes that report only, shows the listing again below three open reports, and tells the reporter', async () => {
    const bookId = await listing('Fine After All');
    for (const r of reporters) await report(r, bookId, { reason: 'already_sold' });
    expect(await publicSightings(bookId, 'Fine After All')).toEqual(nowhere);
    const [newest] = await reportsOn(bookId);
    const res = await asAdmin('PATCH', `/reported-items/dismiss/${newest!._id}`);
    expect(res.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1, upsertedId: null, upsertedCount: 0 });
    expect(await reportsOn(bookId)).toHaveLength(2);
    expect(await publicSightings(bookId, 'Fine After All')).toEqual(everywhere);
    const reporter = reporters.find((r) => r.email === newest!.buyer)!;
    expect(await notificationsOf(reporter)).toContainEqual(
      expect.objectContaining({ kind: 'report_dismissed', message: 'Your report on “Fine After All” was reviewed: the listing stays.' }),
    );
    expect((await asAdmin('PATCH', `/reported-items/dismiss/${newest!._id}`)).statusCode).toBe(409);
  });

  it('deleting removes the listing for everyone, closes all its reports, cancels its booking, and tells reporters and seller', async () => {
    const bookId = await listing('Counterfeit Classic');
    await report(reporters[0]!, bookId);
    await report(reporters[1]!, bookId);
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/buyer-orders',
      headers: bearer(reporters[2]!.accessToken),
      payload: { bookPostingId: bookId, buyerPhone: '+8801711111111' },
    });
    const [entry] = await reportsOn(bookId);
    const res = await asAdmin('DELETE', `/reported-items/${entry!._id}`);
    expect(res.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await publicSightings(bookId, 'Counterfeit Classic')).toEqual(nowhere);
    expect(await reportsOn(bookId)).toEqual([]);
    expect(await t.db.report.findMany({ where: { bookTitle: 'Counterfeit Classic' }, select: { status: true, decidedById: true } })).toEqual([
      { status: 'actioned', decidedById: admin.userId },
      { status: 'actioned', decidedById: admin.userId },
    ]);
    const order = await t.db.order.findUniqueOrThrow({ where: { id: booking.json().insertedId }, select: { status: true } });
    expect(order.status).toBe('cancelled');
    for (const r of reporters.slice(0, 2)) {
      expect(await notificationsOf(r)).toContainEqual(
        expect.objectContaining({ kind: 'report_upheld', message: '“Counterfeit Classic”, which you reported, has been removed. Thank you.' }),
      );
    }
    expect(await notificationsOf(seller)).toContainEqual(
      expect.objectContaining({ kind: 'listing_removed', message: 'Your listing “Counterfeit Classic” was removed by an admin.' }),
    );
    expect((await asAdmin('DELETE', `/reported-items/${entry!._id}`)).statusCode).toBe(409);
  });

  it('answers 404 for a report that does not exist and 400 for a malformed id', async () => {
    expect((await asAdmin('DELETE', '/reported-items/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await asAdmin('PATCH', '/reported-items/dismiss/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await asAdmin('PATCH', '/reported-items/dismiss/nope')).statusCode).toBe(400);
  });

  it('writes every decision to the audit table: who, what, on what, when', async () => {
    const events = await t.db.auditEvent.findMany({
      where: { action: { startsWith: 'report.' } },
      select: { actorId: true, actorEmail: true, action: true, targetType: true, createdAt: true },
    });
    expect(events.map((e) => e.action).sort()).toEqual(['report.dismiss', 'report.uphold']);
    for (const e of events) expect(e).toMatchObject({ actorId: admin.userId, actorEmail: admin.email, targetType: 'report', createdAt: expect.any(Date) });
  });
});
