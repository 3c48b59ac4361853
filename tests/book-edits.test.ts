import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertNewListing } from '../server/services/alerts.ts';
import { NEW_LISTING } from './helpers/fixtures.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { appWith } from './helpers/shop.ts';
import type { TestApp } from './helpers/test-app.ts';

/*
 * A seller edits any field of a listing (PATCH /books/{id}, tRPC books.edit) while no order holds
 * the copy. Each field is checked as a new listing's; search and saved searches see the edit.
 */
let t: TestApp, seller: Member, otherSeller: Member, buyer: Member, admin: Member;
beforeAll(async () => {
  ({ t, seller, otherSeller, buyer, admin } = await appWith(['seller', 'otherSeller', 'buyer', 'admin'], {
    categories: ['Fiction', 'History'],
    settings: { LISTINGS_PER_HOUR: '500', LISTINGS_PER_DAY: '500' },
  }));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who?: Member, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who ? bearer(who.accessToken) : {}, ...(payload && { payload }) });

async function list(fields: Record<string, unknown> = {}) {
  const res = await call('POST', '/books', seller, { ...NEW_LISTING, ...fields });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ insertedId: string }>().insertedId;
}
const edit = (id: string, change: object, who = seller) => call('PATCH', `/books/${id}`, who, change);
const own = async (id: string) => (await call('GET', `/books/${id}`, seller)).json();

const EVERY_FIELD = {
  book: 'The Sun Also Rises',
  author: 'E. Hemingway',
  price: '280.50',
  originalPrice: '600',
  condition: 'Excellent',
  years: 1,
  phone: '+8801722222222',
  location: 'Sylhet, Zindabazar',
  description: 'Like new: read once.',
  categoryId: 'history',
  image: '/images/0123456789abcdef0123456789abcdef.webp',
  isbn: '0-14-143951-3',
};

describe('PATCH /api/books/{id}', () => {
  it('changes every field at once, as a new listing reads them; the public page and the seller both see the edit', async () => {
    const id = await list({ isbn: '9780306406157' });
    const res = await edit(id, EVERY_FIELD);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, modifiedCount: 1, upsertedId: null, upsertedCount: 0, matchedCount: 1 });
    const expected = {
      book: 'The Sun Also Rises',
      author: 'E. Hemingway',
      price: '280.50',
      priceMinor: 28050,
      originalPrice: '600',
      condition: 'Excellent',
      years: '1',
      location: 'Sylhet, Zindabazar',
      description: 'Like new: read once.',
      categoryId: 'history',
      image: `${t.config.publicUrl}/images/0123456789abcdef0123456789abcdef.webp`,
      thumbnail: `${t.config.publicUrl}/images/0123456789abcdef0123456789abcdef-card.webp`,
      isbn: '9780141439518',
    };
    expect((await call('GET', `/book/${id}`)).json()).toMatchObject(expected);
    expect(await own(id)).toMatchObject({ ...expected, phone: '+8801722222222', sale: null });
  });

  it('leaves what is not sent; null or empty clears an optional field; the same edit again modifies nothing', async () => {
    const id = await list({ originalPrice: '500', isbn: '9780306406157' });
    const cleared = await edit(id, { years: null, originalPrice: '', isbn: null });
    expect(cleared.json(), cleared.body).toMatchObject({ modifiedCount: 1 });
    expect(await own(id)).toMatchObject({ ...NEW_LISTING, image: expect.any(String), years: '', originalPrice: null, isbn: null });
    expect((await edit(id, { years: null, originalPrice: '', book: NEW_LISTING.book })).json().modifiedCount).toBe(0);
    expect((await edit(id, {})).json().modifiedCount).toBe(0);
  });

  it.each([
    [{ price: '-5' }, /positive amount/],
    [{ price: '12.345' }, /at most two decimals/],
    [{ book: '  ' }, /Title is required/],
    [{ condition: 'Mint' }, /Excellent, Good or Fair/],
    [{ phone: 'call me' }, /Phone must be a phone number/],
    [{ isbn: '9780306406158' }, /ISBN/],
    [{ image: 'javascript:alert(1)' }, /Photo/],
    [{ categoryId: 'poetry' }, /There is no category "poetry". Categories: fiction, history/],
    [{ originalPrice: '300' }, /price when new must be more than the resale price/],
    [{ price: '500' }, /price when new must be more than the resale price/],
    [{ description: 'x'.repeat(2001) }, /at most 2000 characters/],
  ])('refuses %j with 400 naming the fault, and changes nothing', async (change, message) => {
    const id = await list({ originalPrice: '450' });
    const before = await own(id);
    const res = await edit(id, { location: 'Khulna', ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await own(id)).toEqual(before);
  });

  it("is the seller's alone: 403 for another seller, a buyer and an admin; 401 signed out; 404 for no such book", async () => {
    const id = await list();
    for (const who of [otherSeller, buyer, admin]) expect((await edit(id, { book: 'Taken' }, who)).statusCode).toBe(403);
    expect((await call('PATCH', `/books/${id}`, undefined, { book: 'Taken' })).statusCode).toBe(401);
    expect((await edit('0b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6b', { book: 'Nothing' })).statusCode).toBe(404);
    expect((await call('GET', `/books/${id}`, otherSeller)).statusCode).toBe(403);
    expect((await own(id)).book).toBe(NEW_LISTING.book);
  });

  it('is refused with 409 while a booking or a sale holds the copy, and allowed again once the booking ends', async () => {
    const id = await list();
    const booked = await call('POST', '/buyer-orders', buyer, { bookPostingId: id, buyerPhone: '+8801711111111', buyerLocation: 'Dhaka' });
    expect(booked.statusCode, booked.body).toBe(200);
    const refused = await edit(id, { price: '1' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This copy is booked: it can be edited again if the booking ends.');
    const orderId = booked.json().insertedId as string;
    await t.db.order.update({ where: { id: orderId }, data: { status: 'paid', paidAt: new Date() } });
    expect((await edit(id, { price: '1' })).json().message).toBe('This copy has been paid for: it can no longer be edited.');
    await t.db.order.update({ where: { id: orderId }, data: { status: 'cancelled', paidAt: null, liveBookId: null } });
    expect((await edit(id, { price: '300' })).statusCode).toBe(200);
    expect((await own(id)).price).toBe('300');
  });

  it("keeps a sold book's price, but lets its words be mended", async () => {
    const id = await list();
    await call('PATCH', `/book/status/${id}`, seller, { status: 'sold' });
    expect((await edit(id, { price: '100' })).statusCode).toBe(409);
    expect((await edit(id, { description: 'Sold at the fair.' })).statusCode).toBe(200);
  });

  it('a booking and an edit at the same moment: the edit is refused, or the booking holds what the edit made', async () => {
    const rounds: number[] = [];
    for (let i = 0; i < 10; i++) {
      rounds.push(
        await (async () => {
          const id = await list({ book: `Raced Copy ${i}` });
          const [booking, edited] = await Promise.all([
            call('POST', '/buyer-orders', buyer, { bookPostingId: id, buyerPhone: '+8801711111111', buyerLocation: 'Dhaka' }),
            edit(id, { book: `Renamed Copy ${i}` }),
          ]);
          expect(booking.statusCode, booking.body).toBe(200);
          const order = await t.db.order.findUniqueOrThrow({ where: { id: booking.json().insertedId }, select: { title: true } });
          if (edited.statusCode === 200) expect(order.title).toBe(`Renamed Copy ${i}`);
          else expect([edited.statusCode, order.title]).toEqual([409, `Raced Copy ${i}`]);
          await t.db.order.update({ where: { id: booking.json().insertedId }, data: { status: 'cancelled', liveBookId: null } });
          return edited.statusCode;
        })(),
      );
    }
    expect(rounds.every((status) => status === 200 || status === 409)).toBe(true);
  });
});

describe('search and alerts see an edit', () => {
  it('search finds the new words and not the old; a saved search the edit now matches is alerted, once', async () => {
    const id = await list({ book: 'Plainly Named Volume' });
    const watcher = await member(t, 'buyer', 'edit-watcher');
    expect((await call('POST', '/saved-searches', watcher, { q: 'quarrelsome lanterns' })).statusCode).toBe(200);
    expect((await edit(id, { book: 'The Quarrelsome Lanterns', description: 'Mended title' })).statusCode).toBe(200);

    const titles = async (q: string) =>
      (await call('GET', `/books/search?q=${encodeURIComponent(q)}`)).json<{ items: Array<{ _id: string }> }>().items.map((b) => b._id);
    expect(await titles('quarrelsome lanterns')).toEqual([id]);
    expect(await titles('plainly named volume')).toEqual([]);

    const [job] = await t.db.$queryRaw<Array<{ payload: unknown }>>`SELECT payload FROM graphile_worker._private_jobs WHERE key = ${`listing:${id}`}`;
    expect(job?.payload).toMatchObject({ bookId: id, edited: true });
    expect(await alertNewListing(t.deps, id, { edited: true })).toBe(1);
    expect(await alertNewListing(t.deps, id, { edited: true })).toBe(0);
    const [alert] = await t.db.notification.findMany({ where: { userId: watcher.userId, kind: 'search_alert' }, select: { message: true } });
    expect(alert?.message.replace(/\u00a0/g, ' ')).toBe(
      '“The Quarrelsome Lanterns” by Ernest Hemingway, listed for BDT 350, now matches your saved search “quarrelsome lanterns”.',
    );
  });

  it('an edit of the description alone queues no alert', async () => {
    const id = await list({ book: 'Quietly Edited' });
    await t.db.$executeRaw`DELETE FROM graphile_worker._private_jobs WHERE key = ${`listing:${id}`}`;
    expect((await edit(id, { description: 'Only the words about the copy' })).json().modifiedCount).toBe(1);
    expect(await t.db.$queryRaw`SELECT key FROM graphile_worker._private_jobs WHERE key LIKE ${`%:${id}`}`).toEqual([]);
  });
});

describe('several photos', () => {
  const photo = (n: number) => `/images/${String(n).repeat(32).slice(0, 32)}.webp`;
  const absolute = (path: string) => `${t.config.publicUrl}${path}`;

  it('lists up to 6 photos, the first the cover (`image`, with its card-sized copy); a legacy listing has its one photo', async () => {
    const id = await list({ image: undefined, photos: [photo(1), photo(2), photo(3)] });
    expect((await call('GET', `/book/${id}`)).json()).toMatchObject({
      image: absolute(photo(1)),
      thumbnail: absolute(photo(1).replace('.webp', '-card.webp')),
      photos: [photo(1), photo(2), photo(3)].map(absolute),
    });
    const legacy = await list();
    expect((await call('GET', `/book/${legacy}`)).json().photos).toEqual([absolute(NEW_LISTING.image)]);
    // REST clients send back the absolute URLs they were given.
    const again = await list({ image: absolute(photo(4)), photos: [absolute(photo(4)), photo(5)] });
    expect(await t.db.book.findUniqueOrThrow({ where: { id: again }, select: { imageUrl: true, morePhotos: true } })).toEqual({
      imageUrl: photo(4),
      morePhotos: [photo(5)],
    });
  });

  it.each([
    [{ image: undefined, photos: [1, 2, 3, 4, 5, 6, 7].map(photo) }, 'A listing has at most 6 photos'],
    [{ image: undefined, photos: [photo(1), photo(1)] }, 'The same photo is there twice'],
    [{ image: undefined, photos: [] }, 'Give at least one photo'],
    [{ image: photo(2), photos: [photo(1), photo(2)] }, 'The cover (`image`) must be the first of `photos`'],
    [{ image: undefined }, 'Photo is required'],
    [{ image: '' }, 'Photo is required'],
    [{ image: undefined, photos: ['javascript:alert(1)'] }, 'Photo must be an uploaded image URL'],
  ])('refuses a new listing with %j: %s', async (fields, message) => {
    const res = await call('POST', '/books', seller, { ...NEW_LISTING, ...fields });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('an edit reorders, adds and removes photos (the new first is the cover), or replaces the cover alone', async () => {
    const id = await list({ image: undefined, photos: [photo(1), photo(2), photo(3)] });
    expect((await edit(id, { photos: [photo(3), photo(1), photo(6)] })).json().modifiedCount).toBe(1);
    expect(await own(id)).toMatchObject({
      image: absolute(photo(3)),
      thumbnail: absolute(photo(3).replace('.webp', '-card.webp')),
      photos: [3, 1, 6].map((n) => absolute(photo(n))),
    });
    expect((await edit(id, { photos: [photo(3), photo(1), photo(6)] })).json().modifiedCount).toBe(0);
    expect((await edit(id, { image: photo(7) })).json().modifiedCount).toBe(1);
    expect((await own(id)).photos).toEqual([7, 1, 6].map((n) => absolute(photo(n))));
    expect((await edit(id, { photos: [1, 2, 3, 4, 5, 6, 7].map(photo) })).statusCode).toBe(400);
    expect((await own(id)).photos).toHaveLength(3);
  });
});
