import { createHash } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient, type Prisma } from './generated/client.ts';
import { keepJobContextOnWrites } from './job-context-setting.ts';

export type Db = PrismaClient;

/** The node-postgres pool under each client, for the hottest reads (see `rows`). */
const pools = new WeakMap<Db, pg.Pool>();

/** A named statement as node-postgres takes it: its name and SQL text. */
type Statement = { readonly name: string; readonly text: string };

/** Statements by SQL text: named (hashed) once per text, not on every query. */
const statements = new Map<string, Statement>();
/** Far more than the store's distinct statements; a bound in case some SQL text ever varies without end. */
const MAX_STATEMENTS = 10_000;

/**
 * A statement named from a hash of its SQL, so PostgreSQL prepares each one once per connection
 * instead of parsing and planning it on every request.
 */
function statementOf(text: string): Statement {
  let statement = statements.get(text);
  if (statement === undefined) {
    if (statements.size >= MAX_STATEMENTS) statements.clear();
    statement = { name: `s_${createHash('sha1').update(text).digest('base64url')}`, text };
    statements.set(text, statement);
  }
  return statement;
}

/** Prisma over node-postgres, with named statements (see `statementOf`). */
export function createDb(connectionString: string, poolSize: number): Db {
  // Search treats a word as matching when half its trigrams appear (pg_trgm's default of 0.6
  // misses common misspellings such as "Austin" for "Austen").
  const pool = new pg.Pool({ connectionString, max: poolSize, options: '-c pg_trgm.word_similarity_threshold=0.5' });
  // An idle connection the database ends (a restart, an administrator, a stop) is reported by the
  // pool, which opens another when one is next needed; unheard, that report would end the process.
  // The adapter listens only while Prisma is connected, and rows() may use the pool before or after.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    // A connection that ends while checked out (a database restart mid-request) is reported by the
    // client itself, once its queries have failed with the error: unheard, that would end the process.
    client.on('error', () => undefined);
    // The jobs a write's triggers queue carry the request that wrote (job-context-setting.ts).
    keepJobContextOnWrites(client);
  });
  const adapter = new PrismaPg(pool, { statementNameGenerator: (query) => statementOf(query.sql).name, disposeExternalPool: true });
  const db = new PrismaClient({ adapter });
  pools.set(db, pool);
  return db;
}

/** How many connections the client's pool holds, how many are idle, and how many queries wait for one (for metrics). */
export function poolCounts(db: Db): { total: number; idle: number; waiting: number } | undefined {
  const pool = pools.get(db);
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

/** The database could not be reached (or refused the connection): the caller should hear 503, not 500. */
export class DatabaseUnreachable extends Error {}

/**
 * SQLSTATEs that mean the database, not the query: connection exceptions (08), too many
 * connections, shutting down, no such database.
 */
const UNREACHABLE_STATE = /^(?:08|53300$|57P0[123]$|3D000$)/;

/**
 * How node-postgres says it lost a connection under a query, refuses a query on a connection lost
 * a moment before (a transaction starting on it as the database restarts), or waited too long to get one.
 */
const LOST_CONNECTION = /^(Connection terminated|Client has encountered a connection error and is not queryable|timeout exceeded when trying to connect)/;

/** The socket errors of a database out of reach (not a disk's or a file's, which carry E-codes too). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

/** node-postgres's error for a connection that ended under a query (the database restarted or went away). */
export function isLostConnection(error: unknown): boolean {
  return error instanceof Error && LOST_CONNECTION.test(error.message);
}

/**
 * Whether node-postgres failed to reach the database rather than to run the query: a socket error
 * (ECONNREFUSED, ECONNRESET, ...), a connection it lost or could not open in time, or a database
 * that refuses connections. Anything else (a bug in our SQL or values) stays a failure of its own.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof pg.DatabaseError) return UNREACHABLE_STATE.test(error.code ?? '');
  return isLostConnection(error) || NETWORK_CODES.has((error as NodeJS.ErrnoException | null)?.code ?? '');
}

/**
 * The rows of one SQL query (a `Prisma.sql` template) straight from node-postgres, as a named
 * statement: for the few reads every page makes (book cards, categories), where Prisma's query
 * path cost more CPU than PostgreSQL's answer. Rows come as node-postgres types them (timestamptz
 * as Date, int as number, text as string); anything else should go through Prisma.
 */
export async function rows<T>(db: Db, query: Prisma.Sql): Promise<T[]> {
  const pool = pools.get(db);
  if (!pool) throw new Error('rows(): this client was not made by createDb');
  try {
    // The statement is the config's prototype: node-postgres copies a config's own fields on every
    // query (property descriptors and all), here only the values.
    const config = Object.create(statementOf(query.text)) as pg.QueryConfig;
    config.values = query.values;
    const result = await pool.query<T & pg.QueryResultRow>(config);
    return result.rows;
  } catch (error) {
    if (isConnectionFailure(error)) throw new DatabaseUnreachable('The database is out of reach.', { cause: error });
    throw error;
  }
}
