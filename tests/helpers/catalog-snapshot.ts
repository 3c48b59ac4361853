import pg from 'pg';

/**
 * What a database's public schema looks like, as sorted lines: tables, columns (type, nullability,
 * default), enums, unique constraints and indexes, and foreign keys with their actions.
 */
export async function describeSchema(connectionString: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const lines = async (sql: string) => (await client.query<{ line: string }>(sql)).rows.map((r) => r.line).sort();
  try {
    return {
      tables: await lines(`SELECT table_name AS line FROM information_schema.tables
        WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`),
      columns: await lines(`SELECT table_name || '.' || column_name || ' ' || udt_name || ' ' || is_nullable
          || ' default=' || coalesce(column_default, '-') AS line
        FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`),
      enums: await lines(`SELECT t.typname || ': ' || string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder) AS line
        FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname`),
      uniques: await lines(`SELECT c.relname || ' ' || pg_get_indexdef(i.indexrelid) AS line
        FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
        WHERE i.indisunique AND c.relnamespace = 'public'::regnamespace AND c.relname <> '_prisma_migrations_pkey'`),
      indexes: await lines(`SELECT indexdef AS line FROM pg_indexes WHERE schemaname = 'public'
        AND tablename <> '_prisma_migrations'`),
      foreignKeys: await lines(`SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) AS line
        FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`),
    };
  } finally {
    await client.end();
  }
}
