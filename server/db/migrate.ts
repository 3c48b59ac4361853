import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { migrateJobQueue } from '../jobs/job-runner.ts';

/** Prisma's own lock key, so our migration step and `prisma migrate deploy` exclude each other. */
const PRISMA_MIGRATION_LOCK = 72707369;

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" varchar(36) PRIMARY KEY NOT NULL,
  "checksum" varchar(64) NOT NULL,
  "finished_at" timestamptz,
  "migration_name" varchar(255) NOT NULL,
  "logs" text,
  "rolled_back_at" timestamptz,
  "started_at" timestamptz NOT NULL DEFAULT now(),
  "applied_steps_count" integer NOT NULL DEFAULT 0
)`;

export type Migration = { name: string; sql: string; checksum: string };

export async function readMigrations(dir: string): Promise<Migration[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await fs.readFile(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

/**
 * Applies the committed migrations that have not run yet, each in its own transaction, under
 * Prisma's advisory lock, recording them in `_prisma_migrations` exactly as `prisma migrate deploy`
 * would. Safe to call from several processes at once: the lock serialises them and the later ones
 * find nothing left to do. Returns the names it applied.
 */
export async function migrate(connectionString: string, dir = path.resolve('prisma/migrations')): Promise<string[]> {
  const migrations = await readMigrations(dir);
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PRISMA_MIGRATION_LOCK]);
    // The job queue's own tables first: triggers of ours add jobs through graphile_worker.add_job.
    await migrateJobQueue(connectionString);
    await client.query(CREATE_TABLE);
    const { rows } = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null; rolled_back_at: Date | null }>(
      'SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"',
    );
    const failed = rows.find((r) => r.finished_at === null && r.rolled_back_at === null);
    if (failed) {
      throw new Error(`Migration ${failed.migration_name} failed earlier and blocks the rest; resolve it first.`);
    }
    const done = new Map(rows.filter((r) => r.finished_at).map((r) => [r.migration_name, r.checksum]));
    const applied: string[] = [];
    for (const m of migrations) {
      const checksum = done.get(m.name);
      if (checksum !== undefined) {
        if (checksum !== m.checksum) throw new Error(`Migration ${m.name} was edited after it was applied.`);
        continue;
      }
      await applyOne(client, m);
      applied.push(m.name);
    }
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PRISMA_MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}

async function applyOne(client: pg.Client, m: Migration): Promise<void> {
  const id = randomUUID();
  await client.query('INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())', [id, m.checksum, m.name]);
  try {
    await client.query('BEGIN');
    await client.query(m.sql);
    await client.query('UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1', [id]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    const message = error instanceof Error ? error.message : String(error);
    await client.query('UPDATE "_prisma_migrations" SET logs = $2 WHERE id = $1', [id, message]);
    throw new Error(`Migration ${m.name} failed: ${message}`, { cause: error });
  }
}
