import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook, NEW_LISTING } from './helpers/fixtures.ts';
import { bearer, type Member } from './helpers/identities.ts';
import { appWith } from './helpers/shop.ts';
import type { TestApp } from './helpers/test-app.ts';

let t: TestApp, seller: Member, buyer: Member, categoryId: string;
beforeAll(async () => {
  ({ t, seller, buyer, categoryId } = await appWith(['seller', 'buyer']));
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PATCH', url: string, who: Member, payload: object) => t.app.inject({ method, url, headers: bearer(who.accessToken), payload });

/** "Cheap copy, call 01711" with the digits after U+202E shown reversed, and hidden words. */
const TRICKS = [
  ['U+202E', 'Cheap copy, call \u202E11710'],
  ['U+2066', 'Fine \u2066copy\u2069'],
  ['U+200B', 'free\u200Bshipping'],
  ['U+FEFF', '\uFEFFGood'],
] as const;

describe('text that reads as something else', () => {
  it.each(TRICKS)('refuses %s in a listing on REST and tRPC, storing nothing', async (code, text) => {
    const before = await t.db.book.count();
    const rest = await send('POST', '/api/books', seller, { ...NEW_LISTING, description: text });
    const trpc = await send('POST', '/trpc/books.add', seller, { ...NEW_LISTING, book: text });
    for (const res of [rest, trpc]) {
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(`Text must not contain ${code}, an invisible character that changes how text reads.`);
    }
    expect(await t.db.book.count()).toBe(before);
  });

  it.each(TRICKS)('refuses %s in a message and a review', async (code, text) => {
    const bookId = await addBook(t.db, { sellerId: seller.userId, categoryId });
    const asked = await send('POST', '/api/conversations', buyer, { bookId, text });
    expect([asked.statusCode, asked.json().message]).toEqual([400, expect.stringContaining(code)]);
    expect(await t.db.conversation.count({ where: { bookId } })).toBe(0);
    const reviewed = await send('POST', '/api/reviews', buyer, { orderId: '00000000-0000-4000-8000-000000000000', rating: 5, text });
    expect([reviewed.statusCode, reviewed.json().message]).toEqual([400, expect.stringContaining(code)]);
  });

  it('keeps the joiners Bangla spelling needs (U+200C, U+200D)', async () => {
    const title = 'র\u200D্যাপিড ইংলিশ'; // "rapid", its ra-phala written with a zero-width joiner
    const res = await send('POST', '/api/books', seller, { ...NEW_LISTING, book: title, description: 'সে\u200Cই বই' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.db.book.findUniqueOrThrow({ where: { id: res.json().insertedId as string }, select: { title: true } })).title).toBe(title);
  });
});
