import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_ISBN_RECORD, type IsbnRecord } from '../shared/isbn.ts';
import { FAILING, HANGING, KNOWN, MALFORMED, startFakeOpenLibrary, type FakeOpenLibrary } from './helpers/fake-open-library.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/*
 * A seller types an ISBN and the listing form fills itself from Open Library (here a local fake
 * that speaks its shapes, the redirect included). Answers are kept in PostgreSQL; a catalogue that
 * fails, hangs or answers nonsense leaves the seller a clear 503, and nothing is kept.
 */
let t: TestApp;
let library: FakeOpenLibrary;
let seller: Member;
let buyer: Member;

beforeAll(async () => {
  library = await startFakeOpenLibrary();
  t = await createTestApp({ OPEN_LIBRARY_URL: library.url, OPEN_LIBRARY_COVERS_URL: library.url, OPEN_LIBRARY_TIMEOUT_MS: '800', CIRCUIT_OPEN_SECONDS: '1' });
  [seller, buyer] = await Promise.all([member(t, 'seller', 'isbn-seller'), member(t, 'buyer', 'isbn-buyer')]);
});
afterAll(async () => {
  await t.close();
  await library.close();
});

const lookUp = (isbn: string, who: Member = seller) => t.app.inject({ method: 'GET', url: `/api/isbn/${isbn}/record`, headers: bearer(who.accessToken) });
const asked = (isbn: string) => library.requests.filter((path) => path === `/isbn/${isbn}.json`).length;

describe('looking an ISBN up', () => {
  it('fills title, author, publisher, year, pages, description and a re-encoded cover from Open Library, an ISBN-10 read as its ISBN-13', async () => {
    const answer = await lookUp('0-679-45731-3');
    expect(answer.statusCode).toBe(200);
    const record = answer.json<IsbnRecord>();
    // The fake serves the API documentation's example edition.
    expect(record).toEqual({ ...EXAMPLE_ISBN_RECORD, isbn: KNOWN, image: expect.stringMatching(/\/images\/[0-9a-f]{32}\.webp$/) });
    const cover = await t.app.inject({ method: 'GET', url: new URL(record.image!, 'http://store').pathname });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
  });

  it('answers a repeat lookup from what it kept, without asking Open Library again', async () => {
    const before = asked(KNOWN);
    expect(before).toBe(1);
    expect((await lookUp(KNOWN)).json<IsbnRecord>().title).toBe('The God of Small Things');
    expect(asked(KNOWN)).toBe(before);
  });

  it('says when Open Library knows no such edition, and keeps that too', async () => {
    const unknown = '9780140449136';
    const first = await lookUp(unknown);
    expect(first.json<IsbnRecord>()).toMatchObject({ isbn: unknown, found: false, title: null, authors: [], image: null });
    await lookUp(unknown);
    expect(asked(unknown)).toBe(1);
  });

  it.each([
    ['answers 500', FAILING],
    ['never answers', HANGING],
    ['answers something that is not an edition', MALFORMED],
  ])('tells the seller to type the book in when Open Library %s, and keeps nothing', async (_what, isbn) => {
    const answer = await lookUp(isbn);
    expect(answer.statusCode).toBe(503);
    expect(answer.json<{ message: string }>().message).toMatch(/Open Library/);
    expect(answer.headers['retry-after']).toBeDefined();
    expect(await t.db.isbnRecord.count({ where: { isbn } })).toBe(0);
  });

  it('refuses a typo and a buyer', async () => {
    const typo = await lookUp('9780679457313');
    expect(typo.statusCode).toBe(400);
    expect(typo.json<{ message: string }>().message).toMatch(/Not an ISBN/);
    expect((await lookUp(KNOWN, buyer)).statusCode).toBe(403);
  });
});
