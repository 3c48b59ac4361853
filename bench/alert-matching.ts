// How fast a new listing finds the saved searches it matches (services/alerts.ts matchingSearches)
// among BENCH_SAVED_SEARCHES (100,000) of them: seeded into the bench database, then timed for a
// sample of listings, one at a time, in this process (the query is what the alert job runs).
import pg from 'pg';
import { createDb } from '../server/db/client.ts';
import { matchingSearches } from '../server/services/alerts.ts';
import { array, ONE, PLACES, SURNAMES, TITLE_WORDS } from './seed-bulk.ts';
import { spread } from './percentiles.ts';

export type MatchingResult = { searches: number; listings: number; p50: number; p99: number; max: number; matchesPerListing: number };

/**
 * Saved searches as buyers would make them: one to three words of titles and authors (a few cut
 * short, a few misspelt), a third with a price ceiling, a fifth in one category, a tenth in one place.
 */
export async function seedSavedSearches(connectionString: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SELECT setseed(0.17)`);
    await client.query(
      `CREATE TEMP TABLE bulk_searches ON COMMIT DROP AS
       WITH words AS (SELECT ${array([...TITLE_WORDS, ...SURNAMES].map((w) => w.toLowerCase()))} AS w, ${array(PLACES)} AS p),
            cats AS (SELECT array_agg(id ORDER BY slug) AS ids FROM categories),
            buyers AS (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE role = 'buyer')
       SELECT gen_random_uuid() AS id, buyers.ids[1 + g % array_length(buyers.ids, 1)] AS user_id,
              ARRAY(SELECT DISTINCT CASE WHEN k % 7 = 0 THEN left(x, 4) WHEN k % 11 = 0 THEN overlay(x placing 'e' from 3 for 1) ELSE x END
                    FROM (SELECT w[1 + ((g * 31 + k * 17) % array_length(w, 1))] AS x, k FROM generate_series(1, 1 + g % 3) k) picked) AS words,
              CASE WHEN g % 3 = 0 THEN (200 + g % 1800) * ${ONE} END AS max_price,
              CASE WHEN g % 5 = 0 THEN cats.ids[1 + g % array_length(cats.ids, 1)] END AS category_id,
              CASE WHEN g % 10 = 0 THEN p[1 + g % array_length(p, 1)] END AS location
       FROM generate_series(1, $1) g, words, cats, buyers`,
      [count],
    );
    await client.query(
      `INSERT INTO saved_searches (id, user_id, q, word_count, category_id, max_price_minor, location)
       SELECT id, user_id, array_to_string(words, ' '), cardinality(words), category_id, max_price, location FROM bulk_searches`,
    );
    await client.query(`INSERT INTO saved_search_words (search_id, word) SELECT id, unnest(words) FROM bulk_searches`);
    await client.query('COMMIT');
    await client.query('ANALYZE saved_searches, saved_search_words');
  } finally {
    await client.end();
  }
}

/** Times the matching of `samples` available listings, one after another. */
export async function measureMatching(connectionString: string, samples: number): Promise<MatchingResult> {
  const db = createDb(connectionString, 1);
  try {
    const searches = await db.savedSearch.count();
    const books = await db.book.findMany({
      where: { status: 'available', hiddenAt: null },
      select: { id: true },
      orderBy: { createdAt: 'desc' },
      take: samples,
    });
    await matchingSearches(db, books[0]!.id);
    const times: number[] = [];
    let matches = 0;
    for (const { id } of books) {
      const start = performance.now();
      matches += (await matchingSearches(db, id)).length;
      times.push(performance.now() - start);
    }
    return { searches, listings: books.length, ...spread(times), matchesPerListing: matches / books.length };
  } finally {
    await db.$disconnect();
  }
}
