// Fills a database with a realistic store for measurements: categories, sellers and buyers, and
// books with varied titles, authors, prices, places and dates, generated inside PostgreSQL.
import pg from 'pg';

export type BulkSize = { categories: number; users: number; books: number };

const TITLE_WORDS = [
  'Silent', 'River', 'Garden', 'Empire', 'Shadow', 'Light', 'Winter', 'Stone', 'Ocean', 'Letters', 'Mountain', 'Secret',
  'History', 'Physics', 'Economics', 'Calculus', 'Biology', 'Poems', 'Journey', 'City', 'Night', 'Forest', 'Kingdom', 'Memory',
  'Algorithms', 'Chemistry', 'Stories', 'Travels', 'Dreams', 'Voices', 'Fortune', 'Harvest', 'Market', 'Bridge', 'Island', 'Storm',
];
const SURNAMES = [
  'Rahman', 'Hossain', 'Ahmed', 'Chowdhury', 'Islam', 'Karim', 'Austen', 'Dickens', 'Hemingway', 'Tolstoy', 'Orwell', 'Woolf',
  'Tagore', 'Nazrul', 'Stewart', 'Cormen', 'Mankiw', 'Feynman', 'Darwin', 'Sagan', 'Marquez', 'Achebe', 'Murakami', 'Rowling',
];
const GIVEN = ['Amina', 'Rafiq', 'Jane', 'Charles', 'Leo', 'George', 'Virginia', 'Rabindranath', 'Kazi', 'James', 'Thomas', 'Richard'];
const PLACES = ['Dhaka', 'Chattogram', 'Sylhet', 'Khulna', 'Rajshahi', 'Barishal', 'Rangpur', 'Mymensingh', 'Cumilla', 'Gazipur'];

const array = (values: string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;

/** Inserts the store into an empty, migrated database. Deterministic for a given size. */
export async function seedBulk(connectionString: string, size: BulkSize): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SELECT setseed(0.42)`);
    await client.query(
      `INSERT INTO categories (id, name, slug) SELECT gen_random_uuid(), 'Category ' || g, 'category-' || g FROM generate_series(1, $1) g`,
      [size.categories],
    );
    await client.query(
      `INSERT INTO users (id, firebase_uid, email, name, role, seller_status)
       SELECT gen_random_uuid(), 'bulk-' || g, 'user' || g || '@bulk.example.com', 'User ' || g,
              (CASE WHEN g % 5 = 0 THEN 'seller' ELSE 'buyer' END)::"Role",
              (CASE WHEN g % 10 = 0 THEN 'verified' ELSE 'unverified' END)::"SellerStatus"
       FROM generate_series(1, $1) g`,
      [size.users],
    );
    await client.query(
      `WITH cats AS (SELECT array_agg(id ORDER BY slug) AS ids FROM categories),
            sellers AS (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE role = 'seller'),
            words AS (SELECT ${array(TITLE_WORDS)} AS t, ${array(SURNAMES)} AS s, ${array(GIVEN)} AS gv, ${array(PLACES)} AS p)
       INSERT INTO books (id, title, author, price_minor, condition, years_of_use, phone, location, description,
                          category_id, image_url, seller_id, status, advertise, created_at, updated_at)
       SELECT gen_random_uuid(),
              'The ' || t[1 + (g * 7) % array_length(t, 1)] || ' ' || t[1 + (g * 13) % array_length(t, 1)] || ' ' || (g % 97),
              gv[1 + (g * 3) % array_length(gv, 1)] || ' ' || s[1 + (g * 11) % array_length(s, 1)],
              (50 + (random() * 2000)::int) * 100,
              (ARRAY['Excellent','Good','Fair'])[1 + g % 3]::"Condition",
              g % 12, '+8801700000000', p[1 + g % array_length(p, 1)], 'A used copy in fair shape.',
              cats.ids[1 + g % array_length(cats.ids, 1)], '/images/bulk.webp',
              sellers.ids[1 + g % array_length(sellers.ids, 1)],
              (CASE WHEN g % 9 = 0 THEN 'sold' ELSE 'available' END)::"BookStatus",
              g % 40 = 0,
              now() - (g || ' minutes')::interval, now()
       FROM generate_series(1, $1) g, cats, sellers, words`,
      [size.books],
    );
    await client.query('COMMIT');
    await client.query('ANALYZE');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
}
