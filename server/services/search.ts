import { TRPCError } from '@trpc/server';
import type { SearchQuery, SearchResult } from '../../shared/books.ts';
import type { Deps } from '../deps.ts';
import { Prisma } from '../db/generated/client.ts';
import { bookColumns, toWireBook } from './books.ts';

const SEARCHABLE = Prisma.sql`lower(b."title" || ' ' || b."author")`;

/** Keyset cursor: the sort value and the id of the last book of a page. */
type Cursor = [value: string | number, id: string];

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(text: string, sort: SearchQuery['sort']): Cursor {
  try {
    const [value, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Cursor;
    const valueOk = sort === 'newest' ? typeof value === 'string' && !Number.isNaN(Date.parse(value)) : Number.isInteger(value);
    if (valueOk && typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id)) return [value, id];
  } catch {
    // Falls through to the error below.
  }
  throw new TRPCError({ code: 'BAD_REQUEST', message: 'That cursor is not one this search gave out.' });
}

/** Each word must appear in the title or author, as a substring (prefixes) or a close misspelling. */
function wordConditions(q: string | undefined): Prisma.Sql[] {
  const words = (q ?? '').toLowerCase().split(/\s+/).filter((w) => w.length > 0).slice(0, 8);
  return words.map((word) => {
    const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return word.length >= 3 ? Prisma.sql`(${SEARCHABLE} LIKE ${like} OR ${word} <% ${SEARCHABLE})` : Prisma.sql`${SEARCHABLE} LIKE ${like}`;
  });
}

const ORDER = {
  newest: { column: Prisma.sql`b."created_at"`, direction: Prisma.sql`DESC`, after: Prisma.sql`<` },
  price_asc: { column: Prisma.sql`b."price_minor"`, direction: Prisma.sql`ASC`, after: Prisma.sql`>` },
  price_desc: { column: Prisma.sql`b."price_minor"`, direction: Prisma.sql`DESC`, after: Prisma.sql`<` },
} as const;

/**
 * Full search: matching ids in one keyset-paged SQL query over the trigram index, then the cards
 * for that page in one more. Listings hidden by moderation never appear; sold ones do (greyed out).
 */
export async function searchBooks({ db }: Pick<Deps, 'db'>, query: SearchQuery): Promise<SearchResult> {
  const order = ORDER[query.sort];
  const conditions: Prisma.Sql[] = [Prisma.sql`b."hidden_at" IS NULL`, ...wordConditions(query.q)];
  if (query.categoryId) conditions.push(Prisma.sql`c."slug" = ${query.categoryId}`);
  if (query.condition) conditions.push(Prisma.sql`b."condition" = ${query.condition}::"Condition"`);
  if (query.minPrice !== undefined) conditions.push(Prisma.sql`b."price_minor" >= ${Math.round(query.minPrice * 100)}`);
  if (query.maxPrice !== undefined) conditions.push(Prisma.sql`b."price_minor" <= ${Math.round(query.maxPrice * 100)}`);
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
  const books = await db.book.findMany({ where: { id: { in: page.map((r) => r.id) } }, select: bookColumns });
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
