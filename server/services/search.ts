import { TRPCError } from '@trpc/server';
import { idSchema, type SearchQuery, type SearchResult } from '../../shared/books.ts';
import { MINOR } from '../../shared/money.ts';
import type { Deps } from '../deps.ts';
import { Prisma } from '../db/generated/client.ts';
import { loadCards, toWireBook } from './book-cards.ts';

const DOCUMENT = Prisma.sql`to_tsvector('simple', b."title" || ' ' || b."author")`;
const MAX_WORDS = 8;
const NEAREST_WORDS = 5;
/** Shorter words match only as prefixes: their trigrams say too little (saved searches match alike, alerts.ts). */
export const MIN_FUZZY_LENGTH = 4;
const LEXEME = /^[\p{L}\p{N}-]+$/u;

/** Keyset cursor: the sort value and the id of the last book of a page. */
type Cursor = [value: string | number, id: string];

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** A timestamp as encodeCursor writes it (toISOString), in the years PostgreSQL reads back (1 to 9999). */
function isCursorTime(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-/.test(value) || value.startsWith('0000')) return false;
  const time = Date.parse(value);
  return !Number.isNaN(time) && new Date(time).toISOString() === value;
}

/** A price in minor units as the column holds it (a PostgreSQL integer). */
const isCursorPrice = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 2 ** 31 - 1;

/** Only what encodeCursor wrote gets into the query: a value of the sort's column, and a book's UUID. */
function decodeCursor(text: string, sort: SearchQuery['sort']): Cursor {
  try {
    const [value, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Cursor;
    const valueOk = sort === 'newest' ? isCursorTime(value) : isCursorPrice(value);
    const uuid = idSchema.safeParse(id);
    if (valueOk && uuid.success) return [value, uuid.data];
  } catch {
    // Falls through to the error below.
  }
  throw new TRPCError({ code: 'BAD_REQUEST', message: 'That cursor is not one this search gave out.' });
}

/** The words of a query as full-text lexemes: lower-case letters and digits only. */
export function queryWords(q: string | undefined): string[] {
  const words = (q ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * A full-text query in which every word must match: as a word prefix ("pri" finds "pride"), or
 * through one of the nearest known words by trigram similarity ("hemingwey" finds "hemingway").
 */
async function textQuery({ db }: Pick<Deps, 'db'>, q: string | undefined): Promise<string | null> {
  const words = queryWords(q);
  if (words.length === 0) return null;
  const near = await db.$queryRaw<Array<{ input: string; word: string }>>`
    SELECT w.input, s.word
    FROM unnest(${words.filter((w) => w.length >= MIN_FUZZY_LENGTH)}::text[]) AS w(input)
    CROSS JOIN LATERAL (
      SELECT sw."word" FROM "search_words" sw WHERE sw."word" % w.input
      ORDER BY similarity(sw."word", w.input) DESC LIMIT ${NEAREST_WORDS}
    ) s`;
  return words
    .map((word) => `(${[`${word}:*`, ...near.filter((n) => n.input === word && LEXEME.test(n.word)).map((n) => n.word)].join(' | ')})`)
    .join(' & ');
}

const ORDER = {
  newest: { column: Prisma.sql`b."created_at"`, direction: Prisma.sql`DESC`, after: Prisma.sql`<` },
  price_asc: { column: Prisma.sql`b."price_minor"`, direction: Prisma.sql`ASC`, after: Prisma.sql`>` },
  price_desc: { column: Prisma.sql`b."price_minor"`, direction: Prisma.sql`DESC`, after: Prisma.sql`<` },
} as const;

/**
 * Full search: the nearest known words of the query's words, matching ids in one keyset-paged
 * query over the full-text index, then the cards for that page. Listings hidden by moderation never appear; sold ones do (greyed out).
 */
export async function searchBooks({ db }: Pick<Deps, 'db'>, query: SearchQuery): Promise<SearchResult> {
  const order = ORDER[query.sort];
  const conditions: Prisma.Sql[] = [Prisma.sql`b."hidden_at" IS NULL`];
  const text = await textQuery({ db }, query.q);
  if (text) conditions.push(Prisma.sql`${DOCUMENT} @@ to_tsquery('simple', ${text})`);
  if (query.categoryId) conditions.push(Prisma.sql`c."slug" = ${query.categoryId}`);
  if (query.condition) conditions.push(Prisma.sql`b."condition" = ${query.condition}::"Condition"`);
  if (query.minPrice !== undefined) conditions.push(Prisma.sql`b."price_minor" >= ${Math.round(query.minPrice * MINOR)}`);
  if (query.maxPrice !== undefined) conditions.push(Prisma.sql`b."price_minor" <= ${Math.round(query.maxPrice * MINOR)}`);
  if (query.location) conditions.push(Prisma.sql`b."location" ILIKE ${`%${query.location.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (query.cursor) {
    const [value, id] = decodeCursor(query.cursor, query.sort);
    const typed = query.sort === 'newest' ? Prisma.sql`${value}::timestamptz` : Prisma.sql`${value}::int`;
    conditions.push(Prisma.sql`(${order.column}, b."id") ${order.after} (${typed}, ${id}::uuid)`);
  }
  const rows = await db.$queryRaw<Array<{ id: string; sort_value: Date | number }>>`
    SELECT b."id", ${order.column} AS sort_value
    FROM "books" b JOIN "categories" c ON c."id" = b."category_id"
    WHERE ${Prisma.join(conditions, ' AND ')}
    ORDER BY ${order.column} ${order.direction}, b."id" ${order.direction}
    LIMIT ${query.limit + 1}`;
  const page = rows.slice(0, query.limit);
  const books = await loadCards({ db }, { where: Prisma.sql`b."id" = ANY(${page.map((r) => r.id)}::uuid[])` });
  const byId = new Map(books.map((b) => [b.id, b]));
  const last = page.at(-1);
  return {
    items: page.flatMap((r) => {
      const book = byId.get(r.id);
      return book ? [toWireBook(book)] : [];
    }),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor([last.sort_value instanceof Date ? last.sort_value.toISOString() : Number(last.sort_value), last.id])
        : null,
  };
}
