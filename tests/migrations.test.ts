import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { migrate, readMigrations } from '../server/db/migrate.ts';
import { describeSchema } from './helpers/catalog-snapshot.ts';
import { schemaSql } from './helpers/schema-sql.ts';
import { createEmptyDatabase } from './setup/services.ts';

const HAND_WRITTEN_INDEXES = ['books_search_idx', 'search_words_trgm_idx', 'saved_search_words_trgm_idx', 'books_comparables_idx', 'offers_one_open_idx'];
const HAND_WRITTEN_VIEWS = ['book_view_counts'];

const emptyDatabase = () => createEmptyDatabase(inject('pgAdminUrl'));

async function run(connectionString: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function appliedRows(connectionString: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT migration_name, checksum, finished_at, applied_steps_count FROM _prisma_migrations ORDER BY migration_name');
    return rows;
  } finally {
    await client.end();
  }
}

describe('prisma/schema.prisma and the committed migrations', () => {
  it('describe the same database: tables, columns, types, nullability, enums, unique and foreign keys, indexes', async () => {
    const [fromMigrations, fromSchema] = await Promise.all([emptyDatabase(), emptyDatabase()]);
    await migrate(fromMigrations);
    await run(fromSchema, await schemaSql());
    const [a, b] = await Promise.all([describeSchema(fromMigrations), describeSchema(fromSchema)]);
    expect(a.tables.length).toBeGreaterThanOrEqual(8);
    // Hand-written in the migrations because Prisma's schema language cannot express them (indexes, a view).
    const handWritten = (line: string) => HAND_WRITTEN_INDEXES.some((name) => line.includes(` ${name} `));
    expect(a.indexes.filter(handWritten)).toHaveLength(HAND_WRITTEN_INDEXES.length);
    const ofView = (line: string) => HAND_WRITTEN_VIEWS.some((name) => line === name || line.startsWith(`${name}.`));
    expect(a.tables.filter(ofView)).toEqual(HAND_WRITTEN_VIEWS);
    expect({
      ...a,
      tables: a.tables.filter((l) => !ofView(l)),
      columns: a.columns.filter((l) => !ofView(l)),
      uniques: a.uniques.filter((l) => !handWritten(l)),
      indexes: a.indexes.filter((l) => !handWritten(l)),
    }).toEqual(b);
  }, 60_000);
});

describe('the migration step', () => {
  it('records each migration in _prisma_migrations with the sha256 of its SQL, as Prisma does', async () => {
    const url = await emptyDatabase();
    const applied = await migrate(url);
    const files = await readMigrations('prisma/migrations');
    expect(applied).toEqual(files.map((f) => f.name));
    const rows = await appliedRows(url);
    expect(rows.map((r) => [r.migration_name, r.checksum, r.applied_steps_count])).toEqual(files.map((f) => [f.name, f.checksum, 1]));
    expect(rows.every((r) => r.finished_at instanceof Date)).toBe(true);
  });

  it('applies nothing the second time', async () => {
    const url = await emptyDatabase();
    await migrate(url);
    expect(await migrate(url)).toEqual([]);
  });

  it('runs the migrations once when several processes migrate one empty database at the same moment', async () => {
    const url = await emptyDatabase();
    const results = await Promise.all(Array.from({ length: 6 }, () => migrate(url)));
    expect(results.flat()).toHaveLength((await readMigrations('prisma/migrations')).length);
    expect((await appliedRows(url)).length).toBe(results.flat().length);
  });

  it('refuses to go on past a migration that failed earlier', async () => {
    const url = await emptyDatabase();
    await migrate(url);
    await run(url, `INSERT INTO _prisma_migrations (id, checksum, migration_name) VALUES ('x', 'y', '29990101000000_broken')`);
    await expect(migrate(url)).rejects.toThrow(/29990101000000_broken failed earlier/);
  });
});

describe('the ledger migration', () => {
  it('moves the charges and refunds recorded before it into the ledger, as they were', async () => {
    const url = await emptyDatabase();
    const migrations = await readMigrations('prisma/migrations');
    const ledger = migrations.findIndex((m) => m.name.endsWith('_ledger_payouts_reviews'));
    for (const m of migrations.slice(0, ledger)) await run(url, m.sql);
    await run(
      url,
      `
      INSERT INTO users (id, firebase_uid, email, name) VALUES ('00000000-0000-0000-0000-0000000000a1', 'u1', 's@x', 'S');
      INSERT INTO orders (id, title, author, price_minor, image_url, seller_email, seller_phone, seller_location, buyer_email, buyer_phone, status, expires_at, paid_at, cancelled_at, updated_at) VALUES
        ('00000000-0000-0000-0000-0000000000d1', 't', 'a', 100, '/i', 's@x', '1', 'l', 'b@x', '2', 'paid', now(), now(), NULL, now()),
        ('00000000-0000-0000-0000-0000000000d2', 't', 'a', 200, '/i', 's@x', '1', 'l', 'b@x', '2', 'cancelled', now(), NULL, now(), now());
      INSERT INTO payments (id, order_id, provider, provider_ref, amount_minor, currency) VALUES
        ('00000000-0000-0000-0000-0000000000e1', '00000000-0000-0000-0000-0000000000d1', 'stripe', 'pi_1', 100, 'BDT'),
        ('00000000-0000-0000-0000-0000000000e2', '00000000-0000-0000-0000-0000000000d2', 'test', 'test_pi_2', 200, 'BDT');
      INSERT INTO refunds (id, payment_id, provider_ref, amount_minor, reason) VALUES
        ('00000000-0000-0000-0000-0000000000f2', '00000000-0000-0000-0000-0000000000e2', 'test_re_2', 200, 'Late');`,
    );
    await run(url, migrations[ledger]!.sql);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query(
      'SELECT order_id, kind, amount_minor, currency, provider, provider_ref, reason FROM ledger_entries ORDER BY order_id, kind',
    );
    await client.end();
    expect(rows).toEqual([
      {
        order_id: '00000000-0000-0000-0000-0000000000d1',
        kind: 'charge',
        amount_minor: 100,
        currency: 'BDT',
        provider: 'stripe',
        provider_ref: 'pi_1',
        reason: null,
      },
      {
        order_id: '00000000-0000-0000-0000-0000000000d2',
        kind: 'charge',
        amount_minor: 200,
        currency: 'BDT',
        provider: 'test',
        provider_ref: 'test_pi_2',
        reason: null,
      },
      {
        order_id: '00000000-0000-0000-0000-0000000000d2',
        kind: 'refund',
        amount_minor: 200,
        currency: 'BDT',
        provider: 'test',
        provider_ref: 'test_re_2',
        reason: 'Late',
      },
    ]);
  });
});

describe('the database keeps the concurrency rules itself', () => {
  it('refuses a second live order for one copy, and a cancelled order that still holds it', async () => {
    const url = await emptyDatabase();
    await migrate(url);
    const insertOrder = (id: string, status: string, live: string | null) => `
      INSERT INTO orders (id, book_id, live_book_id, title, author, price_minor, image_url, seller_email, seller_phone,
        seller_location, buyer_email, buyer_phone, status, expires_at, paid_at, updated_at)
      VALUES ('${id}', '00000000-0000-0000-0000-0000000000b1', ${live ? `'${live}'` : 'NULL'}, 't', 'a', 100, '/i', 's@x', '1', 'l', 'b@x', '2',
        '${status}', now(), ${status === 'paid' ? 'now()' : 'NULL'}, now())`;
    await run(
      url,
      `
      INSERT INTO users (id, firebase_uid, email, name) VALUES ('00000000-0000-0000-0000-0000000000a1', 'u1', 's@x', 'S');
      INSERT INTO categories (id, name, slug) VALUES ('00000000-0000-0000-0000-0000000000c1', 'C', 'c');
      INSERT INTO books (id, title, author, price_minor, condition, phone, location, category_id, image_url, seller_id, updated_at)
      VALUES ('00000000-0000-0000-0000-0000000000b1', 't', 'a', 100, 'Good', '1', 'l', '00000000-0000-0000-0000-0000000000c1', '/i',
        '00000000-0000-0000-0000-0000000000a1', now());`,
    );
    const book = '00000000-0000-0000-0000-0000000000b1';
    await run(url, insertOrder('00000000-0000-0000-0000-0000000000d1', 'booked', book));
    await expect(run(url, insertOrder('00000000-0000-0000-0000-0000000000d2', 'booked', book))).rejects.toThrow(/orders_live_book_id_key/);
    await expect(run(url, insertOrder('00000000-0000-0000-0000-0000000000d3', 'cancelled', book))).rejects.toThrow(
      /orders_live_book_matches|orders_cancelled_holds_nothing|orders_live_book_id_key/,
    );
    // An order has one charge; money rows are positive and never changed afterwards.
    const charge = (ref: string, amount = 100) =>
      `INSERT INTO ledger_entries (id, order_id, kind, amount_minor, currency, provider, provider_ref) VALUES (gen_random_uuid(), '00000000-0000-0000-0000-0000000000d1', 'charge', ${amount}, 'BDT', 'test', '${ref}')`;
    await run(url, charge('p1'));
    await expect(run(url, charge('p2'))).rejects.toThrow(/ledger_entries_order_id_kind_key/);
    await expect(run(url, `UPDATE ledger_entries SET amount_minor = 1`)).rejects.toThrow(/ledger entries are never changed/);
    await expect(run(url, `DELETE FROM ledger_entries`)).rejects.toThrow(/ledger entries are never changed/);
    await expect(
      run(
        url,
        `INSERT INTO ledger_entries (id, order_id, kind, amount_minor, currency, provider) VALUES
      (gen_random_uuid(), '00000000-0000-0000-0000-0000000000d1', 'refund', 0, 'BDT', 'test')`,
      ),
    ).rejects.toThrow(/ledger_entries_amount_positive|ledger_entries_provider_ref/);
    await expect(run(url, `UPDATE books SET price_minor = 0`)).rejects.toThrow(/books_price_positive/);
    await expect(run(url, `UPDATE books SET original_price_minor = price_minor`)).rejects.toThrow(/books_original_price_above_price/);
  });
});
