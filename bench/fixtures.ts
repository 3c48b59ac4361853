// What the scenarios ask for, read from the seeded database: which categories, books and people to
// spread the load over, and an access token for each person.
import pg from 'pg';
import { accessTokens } from '../server/auth/access-token.ts';

/** Page 100 of a category, 24 a page, starts after its 99 × 24th book. */
export const DEEP_PAGE = 100;
const DEEP_PAGE_CURSOR_OFFSET = (DEEP_PAGE - 1) * 24 - 1;

export type Account = { id: string; email: string; token: string };

export type Fixtures = {
  categorySlugs: string[];
  /** For each category that has them, the cursor of its 100th page of 24 (the last book of page 99). */
  deepCursors: Array<{ slug: string; cursor: string }>;
  /** Listed books, for one-book reads. */
  bookIds: string[];
  /** Sellers with listings, for "my products". */
  sellers: Account[];
  /** Buyers with orders, for "my orders". */
  buyers: Account[];
  /** Buyers who hold no unpaid booking, for the booking-and-payment mix. */
  payingBuyers: Account[];
  /** Listed copies nobody holds, in random order: each booking of the write mix takes the next one. */
  freeBooks: string[];
};

/**
 * Reads the fixtures and signs each person's access token the way the store's GET /jwt does, with
 * the APP_TOKEN_SECRET the bench gave the server: no identity provider takes part.
 */
export async function loadFixtures(databaseUrl: string, appTokenSecret: string): Promise<Fixtures> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const column = async (sql: string) => (await client.query<{ v: string }>(sql)).rows.map((r) => r.v);
    const people = async (sql: string) => (await client.query<{ id: string; email: string }>(sql)).rows;
    const [categorySlugs, bookIds, freeBooks, sellers, buyers, payingBuyers] = [
      await column('SELECT slug AS v FROM categories ORDER BY slug'),
      await column('SELECT id AS v FROM books WHERE hidden_at IS NULL ORDER BY random() LIMIT 1000'),
      await column(
        `SELECT b.id AS v FROM books b WHERE b.status = 'available' AND b.hidden_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.live_book_id = b.id) ORDER BY random()`,
      ),
      await people(
        `SELECT id, email FROM users u WHERE role = 'seller' AND EXISTS (SELECT 1 FROM books b WHERE b.seller_id = u.id) ORDER BY random() LIMIT 200`,
      ),
      await people(
        `SELECT id, email FROM users u WHERE role = 'buyer' AND EXISTS (SELECT 1 FROM orders o WHERE o.buyer_id = u.id) ORDER BY random() LIMIT 200`,
      ),
      await people(
        `SELECT id, email FROM users u WHERE role = 'buyer'
         AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.buyer_id = u.id AND o.status = 'booked') ORDER BY random() LIMIT 1000`,
      ),
    ];
    // The 2,376th book of each category in the category page's order (newest first, then id); NULL
    // for a category with fewer books.
    const deepCursors = (
      await client.query<{ slug: string; cursor: string | null }>(
        `SELECT c.slug, (SELECT b.id FROM books b WHERE b.category_id = c.id AND b.hidden_at IS NULL
                         ORDER BY b.created_at DESC, b.id DESC OFFSET $1 LIMIT 1) AS cursor
         FROM categories c ORDER BY c.slug`,
        [DEEP_PAGE_CURSOR_OFFSET],
      )
    ).rows.filter((r): r is { slug: string; cursor: string } => r.cursor !== null);
    const tokens = accessTokens(new TextEncoder().encode(appTokenSecret));
    const withTokens = (rows: Array<{ id: string; email: string }>) =>
      Promise.all(rows.map(async (r) => ({ ...r, token: await tokens.issue({ userId: r.id, email: r.email }) })));
    if (!categorySlugs.length || !bookIds.length || !sellers.length || !buyers.length || !payingBuyers.length) {
      throw new Error('the seeded store lacks categories, books, sellers or buyers with orders');
    }
    return {
      categorySlugs,
      deepCursors,
      bookIds,
      freeBooks,
      sellers: await withTokens(sellers),
      buyers: await withTokens(buyers),
      payingBuyers: await withTokens(payingBuyers),
    };
  } finally {
    await client.end();
  }
}
