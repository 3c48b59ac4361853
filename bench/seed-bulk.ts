// Fills a database with a realistic store for measurements: categories, sellers and buyers, books
// with varied titles, authors, prices, places and dates, and orders in every state, all generated
// inside PostgreSQL (one statement per kind of row, so 50,000 books take seconds, not minutes).
import pg from 'pg';
import { toMinor } from '../shared/money.ts';

export type BulkSize = { categories: number; users: number; books: number; orders?: number };

/** What `npm run bench` measures on. */
export const STORE_SIZE = { categories: 20, users: 5_000, books: 50_000, orders: 20_000 } satisfies BulkSize;

/**
 * The store at `books` books. A smaller store has fewer orders (the seed needs a free copy for each
 * paid and booked one); a larger one keeps STORE_SIZE's (each booked order needs a buyer of its own).
 */
export function storeOfSize(books: number): Required<BulkSize> {
  return { ...STORE_SIZE, books, orders: Math.min(STORE_SIZE.orders, Math.round((STORE_SIZE.orders * books) / STORE_SIZE.books)) };
}

/** The store's default STORE_CURRENCY: the servers the benchmarks start leave it unset. */
const CURRENCY = 'BDT';
/** One major unit of it in minor units, which the database's prices are in. */
export const ONE = toMinor(1, CURRENCY);
/** The store's default ORDER_HOLD_MINUTES (24 hours), so seeded holds look like the server's. */
const HOLD = `interval '24 hours'`;
/** About how many books are advertised, whatever the store's size. */
const ADVERTISED = 100;

/**
 * Of the orders: most are paid (their copy sold), a few are still booked (holding a copy, as a
 * buyer between booking and paying), the rest were cancelled (by the buyer, or when the hold ran out).
 */
const PAID_SHARE = 0.8;
const BOOKED_SHARE = 0.05;

export const TITLE_WORDS = [
  'Silent',
  'River',
  'Garden',
  'Empire',
  'Shadow',
  'Light',
  'Winter',
  'Stone',
  'Ocean',
  'Letters',
  'Mountain',
  'Secret',
  'History',
  'Physics',
  'Economics',
  'Calculus',
  'Biology',
  'Poems',
  'Journey',
  'City',
  'Night',
  'Forest',
  'Kingdom',
  'Memory',
  'Algorithms',
  'Chemistry',
  'Stories',
  'Travels',
  'Dreams',
  'Voices',
  'Fortune',
  'Harvest',
  'Market',
  'Bridge',
  'Island',
  'Storm',
];
export const SURNAMES = [
  'Rahman',
  'Hossain',
  'Ahmed',
  'Chowdhury',
  'Islam',
  'Karim',
  'Austen',
  'Dickens',
  'Hemingway',
  'Tolstoy',
  'Orwell',
  'Woolf',
  'Tagore',
  'Nazrul',
  'Stewart',
  'Cormen',
  'Mankiw',
  'Feynman',
  'Darwin',
  'Sagan',
  'Marquez',
  'Achebe',
  'Murakami',
  'Rowling',
];
const GIVEN = ['Amina', 'Rafiq', 'Jane', 'Charles', 'Leo', 'George', 'Virginia', 'Rabindranath', 'Kazi', 'James', 'Thomas', 'Richard'];
export const PLACES = ['Dhaka', 'Chattogram', 'Sylhet', 'Khulna', 'Rajshahi', 'Barishal', 'Rangpur', 'Mymensingh', 'Cumilla', 'Gazipur'];

export const array = (values: string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;

type Index = { name: string; definition: string };

/**
 * A table's plain indexes (not unique ones, which keep the rows right), dropped while the rows go in
 * and built afterwards, as PostgreSQL's guide to populating a database advises: faster than keeping
 * them up to date row by row, and as compact as a store's indexes after a REINDEX (the search
 * index filled row by row with a million books is 40% larger and half again as slow to intersect
 * two common words).
 */
async function dropIndexes(client: pg.Client, table: string): Promise<Index[]> {
  const { rows } = await client.query<Index>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i WHERE i.indrelid = $1::regclass AND NOT i.indisunique`,
    [table],
  );
  for (const index of rows) await client.query(`DROP INDEX ${index.name}`);
  return rows;
}

async function buildIndexes(client: pg.Client, indexes: Index[]): Promise<void> {
  await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
  for (const index of indexes) await client.query(index.definition);
}

/** Inserts the store into an empty, migrated database. The same size gives the same counts in every state. */
export async function seedBulk(connectionString: string, size: BulkSize): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('BEGIN');
    // A store that existed before the alerts: no job for each of its listings, its bookings or their ends.
    await client.query('ALTER TABLE books DISABLE TRIGGER books_alert_jobs');
    await client.query('ALTER TABLE orders DISABLE TRIGGER orders_released_copy_job');
    await client.query(`SELECT setseed(0.42)`);
    await client.query(`INSERT INTO categories (id, name, slug) SELECT gen_random_uuid(), 'Category ' || g, 'category-' || g FROM generate_series(1, $1) g`, [
      size.categories,
    ]);
    await client.query(
      `INSERT INTO users (id, firebase_uid, email, name, role, seller_status, email_verified, created_at)
       SELECT gen_random_uuid(), 'bulk-' || g, 'user' || g || '@bulk.example.com', 'User ' || g,
              (CASE WHEN g % 5 = 0 THEN 'seller' ELSE 'buyer' END)::"Role",
              (CASE WHEN g % 10 = 0 THEN 'verified' ELSE 'unverified' END)::"SellerStatus",
              true, now() - interval '30 days'
       FROM generate_series(1, $1) g`,
      [size.users],
    );
    // About 100 books are advertised whatever the size (never a sold one, as the server refuses
    // that): the home page's list of them is not paged, so its length is what every visitor
    // downloads, and a real store's home page shows dozens, not thousands.
    const indexes = await dropIndexes(client, 'books');
    await client.query(
      `WITH cats AS (SELECT array_agg(id ORDER BY slug) AS ids FROM categories),
            sellers AS (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE role = 'seller'),
            words AS (SELECT ${array(TITLE_WORDS)} AS t, ${array(SURNAMES)} AS s, ${array(GIVEN)} AS gv, ${array(PLACES)} AS p)
       INSERT INTO books (id, title, author, price_minor, condition, years_of_use, phone, location, description,
                          category_id, image_url, seller_id, status, advertise, created_at, updated_at)
       SELECT gen_random_uuid(),
              'The ' || t[1 + (g * 7) % array_length(t, 1)] || ' ' || t[1 + (g * 13) % array_length(t, 1)] || ' ' || (g % 97),
              gv[1 + (g * 3) % array_length(gv, 1)] || ' ' || s[1 + (g * 11) % array_length(s, 1)],
              (50 + (random() * 2000)::int) * ${ONE},
              (ARRAY['Excellent','Good','Fair'])[1 + g % 3]::"Condition",
              g % 12, '+8801700000000', p[1 + g % array_length(p, 1)], 'A used copy in fair shape.',
              cats.ids[1 + g % array_length(cats.ids, 1)], '/images/bulk.webp',
              sellers.ids[1 + g % array_length(sellers.ids, 1)],
              (CASE WHEN g % 9 = 0 THEN 'sold' ELSE 'available' END)::"BookStatus",
              g % $2 = 0 AND g % 9 <> 0,
              now() - (g || ' minutes')::interval, now()
       FROM generate_series(1, $1) g, cats, sellers, words`,
      [size.books, Math.max(1, Math.round(size.books / ADVERTISED))],
    );
    if (size.orders) await seedOrders(client, size.orders);
    await buildIndexes(client, indexes);
    await client.query('ALTER TABLE books ENABLE TRIGGER books_alert_jobs');
    await client.query('ALTER TABLE orders ENABLE TRIGGER orders_released_copy_job');
    await client.query('COMMIT');
    // As after any bulk load: the statistics the planner needs, and the vacuum PostgreSQL would
    // otherwise start on its own a minute later, in the middle of what is being measured.
    await client.query('VACUUM (ANALYZE)');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * Orders as the server would have left them: a snapshot of the book, its seller and the buyer
 * taken from those rows; paid and booked orders hold their own copy (live_book_id = book_id, one
 * order per copy), a paid one has its charge in the ledger (the test provider's reference) and its copy is
 * sold and no longer advertised; a cancelled one holds nothing. See the CHECK constraints of the
 * init migration.
 */
async function seedOrders(client: pg.Client, total: number): Promise<void> {
  const paid = Math.round(total * PAID_SHARE);
  const booked = Math.round(total * BOOKED_SHARE);
  const cancelled = total - paid - booked;

  await client.query(
    `CREATE TEMP TABLE bulk_buyers ON COMMIT DROP AS
     SELECT id, email, row_number() OVER (ORDER BY email) AS n FROM users WHERE role = 'buyer'`,
  );
  const { rows } = await client.query<{ buyers: string; free: string }>(
    `SELECT (SELECT count(*) FROM bulk_buyers) AS buyers, (SELECT count(*) FROM books WHERE status = 'available') AS free`,
  );
  const buyers = Number(rows[0]!.buyers);
  // Each booked order goes to a different buyer, well under the 5 unpaid bookings a buyer may hold.
  if (booked > buyers || paid + booked > Number(rows[0]!.free)) {
    throw new Error(`${total} orders need more buyers or available books than the seeded store has`);
  }
  // The copies paid and booked orders hold: distinct available books in random order; the first
  // `paid` of them are paid for. 7919 is prime, so consecutive numbers map to distinct buyers.
  await client.query(
    `CREATE TEMP TABLE bulk_held ON COMMIT DROP AS
     SELECT id, row_number() OVER () AS n FROM (SELECT id FROM books WHERE status = 'available' ORDER BY random() LIMIT $1) picked`,
    [paid + booked],
  );
  await client.query(
    `INSERT INTO orders (id, book_id, live_book_id, buyer_id, seller_id, title, author, description, price_minor, image_url,
                         seller_email, seller_phone, seller_location, buyer_email, buyer_phone, buyer_location,
                         status, expires_at, paid_at, created_at, updated_at)
     SELECT gen_random_uuid(), b.id, b.id, u.id, b.seller_id, b.title, b.author, b.description, b.price_minor, b.image_url,
            s.email, b.phone, b.location, u.email, '+88019' || lpad(u.n::text, 8, '0'), (${array(PLACES)})[(1 + u.n % ${PLACES.length})::int],
            (CASE WHEN h.n <= $1 THEN 'paid' ELSE 'booked' END)::"OrderStatus",
            t.at + ${HOLD}, t.paid_at, t.at, coalesce(t.paid_at, t.at)
     FROM bulk_held h
     JOIN books b ON b.id = h.id
     JOIN users s ON s.id = b.seller_id
     JOIN bulk_buyers u ON u.n = 1 + (h.n * 7919) % $2
     -- Paid: at any time since the book was listed, paid within two hours. Booked: within the last
     -- day, so the hold has not run out and the server's sweeper leaves it alone.
     CROSS JOIN LATERAL (
       SELECT at, CASE WHEN h.n <= $1 THEN least(now(), at + random() * interval '2 hours') END AS paid_at
       FROM (SELECT CASE WHEN h.n <= $1 THEN b.created_at + random() * (now() - b.created_at)
                         ELSE greatest(b.created_at, now() - random() * interval '1 day') END AS at) a
     ) t`,
    [paid, buyers],
  );
  await client.query(
    `INSERT INTO ledger_entries (id, order_id, kind, provider, provider_ref, amount_minor, currency, created_at)
     SELECT gen_random_uuid(), id, 'charge', 'test', 'test_pi_' || id, price_minor, $1, paid_at FROM orders WHERE status = 'paid'`,
    [CURRENCY],
  );
  await client.query(
    `UPDATE books b SET status = 'sold', advertise = false, updated_at = o.paid_at
     FROM orders o WHERE o.live_book_id = b.id AND o.status = 'paid'`,
  );
  // Cancelled orders, on books listed at least three days ago so that both the booking and its
  // end (the buyer's cancel within a day, or the hold running out after 48 hours) lie in the past.
  // Such a copy may since have been booked or sold to someone else.
  await client.query(
    `CREATE TEMP TABLE bulk_old_books ON COMMIT DROP AS
     SELECT id, row_number() OVER (ORDER BY created_at) AS n FROM books WHERE created_at < now() - interval '3 days'`,
  );
  await client.query(
    `INSERT INTO orders (id, book_id, live_book_id, buyer_id, seller_id, title, author, description, price_minor, image_url,
                         seller_email, seller_phone, seller_location, buyer_email, buyer_phone, buyer_location,
                         status, expires_at, cancelled_at, cancel_reason, created_at, updated_at)
     SELECT gen_random_uuid(), b.id, NULL, u.id, b.seller_id, b.title, b.author, b.description, b.price_minor, b.image_url,
            s.email, b.phone, b.location, u.email, '+88019' || lpad(u.n::text, 8, '0'), (${array(PLACES)})[(1 + u.n % ${PLACES.length})::int],
            'cancelled', t.at + ${HOLD}, t.ended, t.reason, t.at, t.ended
     FROM generate_series(1, $1) g
     CROSS JOIN (SELECT count(*) AS c FROM bulk_old_books) old
     JOIN bulk_old_books ob ON ob.n = 1 + (g * 104729) % old.c
     JOIN books b ON b.id = ob.id
     JOIN users s ON s.id = b.seller_id
     JOIN bulk_buyers u ON u.n = 1 + (g * 7919) % $2
     CROSS JOIN LATERAL (
       SELECT at,
              CASE WHEN g % 3 = 0 THEN at + ${HOLD} ELSE at + random() * interval '1 day' END AS ended,
              CASE WHEN g % 3 = 0 THEN 'The booking expired before it was paid.' ELSE 'Cancelled by the buyer.' END AS reason
       FROM (SELECT b.created_at + random() * (now() - interval '2 days' - b.created_at) AS at) a
     ) t`,
    [cancelled, buyers],
  );
}

/** How much of each kind the database holds, for the report. */
export async function countStore(connectionString: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<Record<string, string>>(
      `SELECT (SELECT count(*) FROM categories) AS categories, (SELECT count(*) FROM users) AS users,
              (SELECT count(*) FROM books) AS books, (SELECT count(*) FROM orders) AS orders,
              (SELECT count(*) FROM orders WHERE status = 'paid') AS "paid orders",
              (SELECT count(*) FROM orders WHERE status = 'booked') AS "booked orders",
              (SELECT count(*) FROM orders WHERE status = 'cancelled') AS "cancelled orders"`,
    );
    return Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)]));
  } finally {
    await client.end();
  }
}
