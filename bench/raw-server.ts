// The ceiling `npm run bench` compares the store with: the same public reads (categories, advertised
// books, a category page, one book) answered with equivalent SQL and the same JSON, on bare Fastify
// and a plain pg Pool. No validation library, tRPC or OpenAPI layer, security hooks or cache: what
// the store adds on top of this is what its ratio to the ceiling measures. Run as its own process
// (bench/processes.ts) with DATABASE_URL, DATABASE_POOL_SIZE and PORT.
import Fastify from 'fastify';
import pg from 'pg';
import type { Book } from '../shared/books.ts';
import type { Category } from '../shared/catalog.ts';
import { toMajorText } from '../shared/money.ts';
import { sellerRating } from '../shared/rating.ts';

/** The store's currency as the bench runs it (unset: the default), which the legacy text prices are written in. */
const CURRENCY = process.env.STORE_CURRENCY ?? 'BDT';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 4) });

type BookRow = {
  id: string;
  title: string;
  author: string;
  price_minor: number;
  original_price_minor: number | null;
  condition: Book['condition'];
  years_of_use: number | null;
  phone: string;
  location: string;
  description: string;
  slug: string;
  seller_id: string;
  image_url: string;
  thumb_url: string | null;
  more_photos: string[] | null;
  isbn: string | null;
  email: string;
  name: string;
  seller_status: string;
  rating_sum: number;
  rating_count: number;
  status: Book['status'];
  advertise: boolean;
  offers_enabled: boolean;
  created_at: Date;
  held: boolean;
};

// One statement per read (the store may take several): the books that `filter` picks (WHERE, ORDER
// BY, LIMIT on books alone, so PostgreSQL pages on the books' own indexes), then for just those
// their category slug, seller and the order holding the copy, as the store's toWireBook needs them,
// each looked up by key as the store does (OFFSET 0 keeps PostgreSQL from hashing whole tables).
const books = (filter: string) => `
  SELECT b.id, b.title, b.author, b.price_minor, b.original_price_minor, b.condition, b.years_of_use, b.phone, b.location, b.description,
         c.slug, b.seller_id, b.image_url, b.thumb_url, b.more_photos, b.isbn, u.email, u.name, u.seller_status, u.rating_sum, u.rating_count, b.status, b.advertise, b.offers_enabled, b.created_at,
         o.id IS NOT NULL AS held
  FROM (SELECT * FROM books b ${filter}) b
  CROSS JOIN LATERAL (SELECT c.slug FROM categories c WHERE c.id = b.category_id OFFSET 0) c
  CROSS JOIN LATERAL (SELECT u.email, u.name, u.seller_status, u.rating_sum, u.rating_count FROM users u WHERE u.id = b.seller_id OFFSET 0) u
  LEFT JOIN LATERAL (SELECT o.id FROM orders o WHERE o.live_book_id = b.id OFFSET 0) o ON TRUE
  ORDER BY b.created_at DESC, b.id DESC`;

const ADVERTISED = books(`WHERE b.hidden_at IS NULL AND b.status = 'available' AND b.advertise
  AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.live_book_id = b.id)`);
const CATEGORY_PAGE = books(`WHERE b.category_id = (SELECT id FROM categories WHERE slug = $1) AND b.hidden_at IS NULL
  ORDER BY b.created_at DESC, b.id DESC LIMIT $2`);
const ONE_BOOK = books('WHERE b.id = $1 AND b.hidden_at IS NULL');

function toWire(row: BookRow): Book {
  return {
    _id: row.id,
    book: row.title,
    author: row.author,
    price: toMajorText(row.price_minor, CURRENCY),
    priceMinor: row.price_minor,
    originalPrice: row.original_price_minor === null ? null : toMajorText(row.original_price_minor, CURRENCY),
    originalPriceMinor: row.original_price_minor,
    condition: row.condition,
    years: row.years_of_use === null ? '' : String(row.years_of_use),
    // Public answers carry no seller contact (the store's toWireBook without it); the SQL reads it as the store's does.
    phone: '',
    location: row.location,
    description: row.description,
    categoryId: row.slug,
    image: row.image_url,
    thumbnail: row.thumb_url,
    photos: [row.image_url, ...(row.more_photos ?? [])],
    isbn: row.isbn,
    addedBy: '',
    sellerId: row.seller_id,
    sellerName: row.name,
    sellerVerified: row.seller_status === 'verified',
    sellerRating: sellerRating(row.rating_sum, row.rating_count),
    status: row.status,
    advertise: row.advertise,
    acceptsOffers: row.offers_enabled,
    booked: row.status === 'available' && row.held,
    createdAt: row.created_at.toISOString(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9-]{1,64}$/;

const app = Fastify({ logger: false });

app.get('/api/categories', async (): Promise<Category[]> => {
  const { rows } = await pool.query<{ id: string; name: string; name_bn: string | null; slug: string }>(
    'SELECT id, name, name_bn, slug FROM categories ORDER BY name',
  );
  return rows.map((c) => ({ _id: c.id, category: c.name, categoryBn: c.name_bn, categoryId: c.slug }));
});

app.get('/api/feature/books', async (): Promise<Book[]> => {
  const { rows } = await pool.query<BookRow>(ADVERTISED);
  return rows.map(toWire);
});

app.get<{ Querystring: { id?: string; limit?: string } }>('/api/books/categoryId', async (request, reply) => {
  const { id = '', limit } = request.query;
  const take = limit === undefined ? null : Number(limit);
  if (!SLUG.test(id) || (take !== null && !(Number.isInteger(take) && take >= 1 && take <= 100))) {
    return reply.code(400).send({ message: 'bad id or limit' });
  }
  const { rows } = await pool.query<BookRow>(CATEGORY_PAGE, [id, take]);
  return rows.map(toWire);
});

app.get<{ Params: { id: string } }>('/api/book/:id', async (request, reply) => {
  if (!UUID.test(request.params.id)) return reply.code(400).send({ message: 'That id is malformed: expected a UUID' });
  const { rows } = await pool.query<BookRow>(ONE_BOOK, [request.params.id]);
  return rows[0] ? toWire(rows[0]) : null;
});

const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());

await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
console.log(`raw server listening on ${process.env.PORT}`);
