import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook, addCategories } from './helpers/fixtures.ts';
import { bearer, member, passwordIdentity, type Member } from './helpers/identities.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let categoryId: string;
let seller: Member;
let buyer: Member;
beforeAll(async () => {
  t = await createTestApp();
  const [category] = await addCategories(t.db, ['Fiction']);
  categoryId = category!.id;
  [seller, buyer] = await Promise.all([member(t, 'seller', 'profile-seller'), member(t, 'buyer', 'profile-buyer')]);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}` });
const patchMe = (who: Member | string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/me', headers: bearer(typeof who === 'string' ? who : who.accessToken), payload });
const titles = (books: Array<{ book: string }>) => books.map((b) => b.book);

/** Lists books for `who`, each a second newer than the one before (so their order does not hang on the clock). */
async function listBooks(who: Member, names: string[]): Promise<string[]> {
  const ids = await Promise.all(names.map((title) => addBook(t.db, { sellerId: who.userId, categoryId, title })));
  const start = Date.now() - names.length * 1000;
  await Promise.all(ids.map((id, i) => t.db.book.update({ where: { id }, data: { createdAt: new Date(start + i * 1000) } })));
  return ids;
}

describe("a seller's public profile: GET /api/sellers/{id}", () => {
  it('shows who the seller is and how many copies they sold, never how to reach them', async () => {
    const someone = await member(t, 'seller', 'sold-some');
    const [first, second] = await listBooks(someone, ['Sold One', 'Sold Two', 'Still Here']);
    await t.db.book.updateMany({ where: { id: { in: [first!, second!] } }, data: { status: 'sold' } });
    await t.db.user.update({ where: { id: someone.userId }, data: { image: '/images/face.webp', bio: 'Novels, mostly.', sellerStatus: 'verified' } });

    const res = await get(`/sellers/${someone.userId}`);
    expect(res.statusCode).toBe(200);
    const created = await t.db.user.findUniqueOrThrow({ where: { id: someone.userId }, select: { createdAt: true } });
    expect(res.json()).toEqual({
      _id: someone.userId,
      name: expect.any(String),
      image: `${t.config.publicUrl}/images/face.webp`,
      bio: 'Novels, mostly.',
      verified: true,
      memberSince: created.createdAt.toISOString(),
      soldCount: 2,
      rating: null,
      bundleDiscount: null,
    });
    expect(res.body).not.toContain(someone.email);
  });

  it('answers null for a buyer and for an id nobody has; a malformed id is a 400 with a message', async () => {
    expect((await get(`/sellers/${buyer.userId}`)).body).toBe('null');
    expect((await get('/sellers/00000000-0000-4000-8000-000000000000')).body).toBe('null');
    const bad = await get('/sellers/42');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/UUID/);
  });

  it('answers the same over tRPC, without a token', async () => {
    const trpc = await t.app.inject({ method: 'GET', url: `/trpc/catalog.seller?input=${encodeURIComponent(JSON.stringify({ id: seller.userId }))}` });
    expect(trpc.statusCode).toBe(200);
    expect(trpc.json().result.data).toMatchObject({ _id: seller.userId, verified: false, soldCount: 0 });
  });
});

describe("a seller's listings: GET /api/sellers/{id}/books", () => {
  it('lists available copies first, then sold ones, each newest first, a page at a time; hidden ones are left out', async () => {
    const shelf = await member(t, 'seller', 'shelf');
    const [oldSold, oldAvailable, newSold, hidden] = await listBooks(shelf, ['Old Sold', 'Old Available', 'New Sold', 'Hidden', 'New Available']);
    await t.db.book.updateMany({ where: { id: { in: [oldSold!, newSold!] } }, data: { status: 'sold' } });
    await t.db.book.update({ where: { id: hidden! }, data: { hiddenAt: new Date() } });
    expect(oldAvailable).toBeDefined();

    const all = (await get(`/sellers/${shelf.userId}/books`)).json();
    expect(titles(all)).toEqual(['New Available', 'Old Available', 'New Sold', 'Old Sold']);
    expect(all[0]).toMatchObject({ sellerId: shelf.userId, status: 'available' });

    // Paging crosses from the available copies to the sold ones without losing or repeating one.
    const first = (await get(`/sellers/${shelf.userId}/books?limit=3`)).json();
    expect(titles(first)).toEqual(['New Available', 'Old Available', 'New Sold']);
    const next = (await get(`/sellers/${shelf.userId}/books?limit=3&cursor=${first[2]._id}`)).json();
    expect(titles(next)).toEqual(['Old Sold']);
  });

  it('has no books for an unknown seller, and refuses a limit over 100', async () => {
    expect((await get('/sellers/00000000-0000-4000-8000-000000000000/books')).json()).toEqual([]);
    const res = await get(`/sellers/${seller.userId}/books?limit=101`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('limit is at most 100');
  });

  it("gives every book card its seller's id, so a page can link to the profile", async () => {
    const [id] = await listBooks(seller, ['Linked Book']);
    expect((await get(`/book/${id}`)).json()).toMatchObject({ sellerId: seller.userId });
  });
});

describe("editing one's profile: PATCH /api/me", () => {
  it("changes the name, photo and bio; the seller's profile and cards show them at once", async () => {
    const editor = await member(t, 'seller', 'editor');
    const [bookId] = await listBooks(editor, ['Editor Book']);
    // Read first, so the public-read cache holds the old profile: the change must not wait for it.
    expect((await get(`/sellers/${editor.userId}`)).json().bio).toBe('');

    const res = await patchMe(editor, { name: '  Nadia Rahman ', image: `${t.config.publicUrl}/images/new-face.webp`, bio: 'Pick-up in Dhanmondi.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: editor.userId,
      name: 'Nadia Rahman',
      image: `${t.config.publicUrl}/images/new-face.webp`,
      bio: 'Pick-up in Dhanmondi.',
      role: 'seller',
    });
    expect(await t.db.user.findUniqueOrThrow({ where: { id: editor.userId }, select: { image: true } })).toEqual({ image: '/images/new-face.webp' });

    expect((await get(`/sellers/${editor.userId}`)).json()).toMatchObject({ name: 'Nadia Rahman', bio: 'Pick-up in Dhanmondi.' });
    expect((await get(`/book/${bookId}`)).json()).toMatchObject({ sellerName: 'Nadia Rahman' });
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(editor.accessToken) })).json()).toMatchObject({ bio: 'Pick-up in Dhanmondi.' });
  });

  it('keeps the fields left out; an empty bio and photo remove them', async () => {
    const person = await member(t, 'buyer', 'keeper');
    await patchMe(person, { name: 'Kept Name', image: '/images/kept.webp', bio: 'Kept bio' });
    expect((await patchMe(person, { bio: 'Only the bio' })).json()).toMatchObject({
      name: 'Kept Name',
      image: `${t.config.publicUrl}/images/kept.webp`,
      bio: 'Only the bio',
    });
    expect((await patchMe(person, { image: '', bio: '' })).json()).toMatchObject({ name: 'Kept Name', image: '', bio: '' });
  });

  it('keeps an https photo as URL parsing normalises it', async () => {
    const person = await member(t, 'buyer', 'normalised');
    const res = await patchMe(person, { image: 'https://photos.example.com/a/../b/./photo.webp' });
    expect(res.json()).toMatchObject({ image: 'https://photos.example.com/b/photo.webp' });
  });

  it.each([
    [{ name: '   ' }, 'Name is required'],
    [{ name: 'x'.repeat(81) }, 'Name is at most 80 characters'],
    [{ bio: 'x'.repeat(301) }, 'Bio is at most 300 characters'],
    [{ image: 'javascript:alert(1)' }, 'Photo must be an uploaded image URL'],
    // Paths that leave the image store, as written and as a browser or proxy would decode them.
    [{ image: '/images/../../etc/passwd' }, 'Photo must be an uploaded image URL'],
    [{ image: '/images/%2e%2e/%2e%2e/etc/passwd' }, 'Photo must be an uploaded image URL'],
    [{ image: '/images/..%2f..%2fetc%2fpasswd' }, 'Photo must be an uploaded image URL'],
    [{ image: '/images//etc/passwd' }, 'Photo must be an uploaded image URL'],
    [{ image: '/images/a/../../x.webp' }, 'Photo must be an uploaded image URL'],
  ])('refuses %j with "%s", changing nothing', async (body, message) => {
    const before = await t.db.user.findUniqueOrThrow({ where: { id: buyer.userId }, select: { name: true, image: true, bio: true } });
    const res = await patchMe(buyer, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await t.db.user.findUniqueOrThrow({ where: { id: buyer.userId }, select: { name: true, image: true, bio: true } })).toEqual(before);
  });

  it('needs an account record: 401 without a token, 403 before sign-up completes', async () => {
    expect((await t.app.inject({ method: 'PATCH', url: '/api/me', payload: { bio: 'x' } })).statusCode).toBe(401);
    const fresh = await passwordIdentity();
    expect((await patchMe(fresh.idToken, { bio: 'x' })).statusCode).toBe(403);
  });
});

describe('the listings one has reported: GET /api/reports/mine', () => {
  it('lists the books the caller reported, and only theirs', async () => {
    const [reported, other] = await listBooks(seller, ['Reported Book', 'Unreported Book']);
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: bearer(buyer.accessToken),
      payload: { bookId: reported, reason: 'other' },
    });
    expect(report.statusCode).toBe(200);

    const mine = await t.app.inject({ method: 'GET', url: '/api/reports/mine', headers: bearer(buyer.accessToken) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toContain(reported);
    expect(mine.json()).not.toContain(other);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/reports/mine', headers: bearer(seller.accessToken) });
    expect(theirs.json()).toEqual([]);
  });
});
