import { InvalidInput } from './domain-errors.ts';
import { type SearchQuery, type SearchResult } from '../../shared/books.ts';
import { idSchema } from '../../shared/ids.ts';
import { isbn13Of } from '../../shared/isbn.ts';
import { toMinor } from '../../shared/money.ts';
import type { Deps } from '../deps.ts';
import { rows } from '../db/client.ts';
import { Prisma } from '../db/generated/client.ts';
import { cardsOf, limitClause, toWireBook, type CardRow } from './book-cards.ts';
import { listed } from './listed.ts';

/** A book's words as full-text lexemes, stored with it (a generated column: checking them costs no parsing). */
const DOCUMENT = Prisma.sql`b."search_doc"`;
const MAX_WORDS = 8;
const NEAREST_WORDS = 5;
/** A prefix that begins more known words than this is matched as a prefix rather than spelt out. */
const MAX_PREFIX_WORDS = 16;
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
  throw new InvalidInput('That cursor is not one this search gave out.');
}

/** The words of a query as full-text lexemes: lower-case letters and digits only. */
export function queryWords(q: string | undefined): string[] {
  const words = (q ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * The words of a query as a full-text query in which every word must match: as a word prefix
 * ("pri" finds "pride"), or through one of the nearest known words by trigram similarity
 * ("hemingwey" finds "hemingway"). A prefix is spelt out as the known words it begins (search_words
 * holds every word of every title and author), since the full-text index finds whole words far
 * faster than it matches prefixes; a prefix that begins too many words stays a prefix match.
 */
async function textQuery({ db }: Pick<Deps, 'db'>, q: string | undefined): Promise<string | null> {
  const words = queryWords(q);
  if (words.length === 0) return null;
  // One row a word, written out (VALUES, not an array): a statement for each number of words, whose
  // plan PostgreSQL keeps, knowing how many rows come.
  const inputs = Prisma.join(words.map((word) => Prisma.sql`(${word}::text, ${word.length >= MIN_FUZZY_LENGTH}::boolean)`));
  const known = await rows<{ input: string; word: string; prefix: boolean }>(
    db,
    Prisma.sql`
    SELECT w.input, s.word, s.prefix
    FROM (VALUES ${inputs}) AS w(input, fuzzy)
    CROSS JOIN LATERAL (
      (SELECT sw."word", false AS prefix FROM "search_words" sw WHERE w.fuzzy AND sw."word" % w.input
       ORDER BY similarity(sw."word", w.input) DESC ${limitClause(NEAREST_WORDS)})
      UNION ALL
      (SELECT sw."word", true FROM "search_words" sw WHERE sw."word" LIKE w.input || '%' ${limitClause(MAX_PREFIX_WORDS + 1)})
    ) s`,
  );
  return words
    .map((word) => {
      const of = (prefix: boolean) => known.filter((k) => k.input === word && k.prefix === prefix).map((k) => k.word);
      const begun = of(true);
      const spelt = begun.length > 0 && begun.length <= MAX_PREFIX_WORDS && begun.every((w) => LEXEME.test(w));
      const alternatives = [...(spelt ? begun : [`${word}:*`]), ...of(false).filter((w) => LEXEME.test(w))];
      return `(${[...new Set(alternatives)].join(' | ')})`;
    })
    .join(' & ');
}

/**
 * Each sort: its column, direction and keyset comparison, the cursor's value as the column's type
 * (`typed`: the cursor carries a time as ISO text), and a card's value of it as the cursor keeps it.
 */
const asTime = (value: string | number) => Prisma.sql`${value}::timestamptz`;
const asPrice = (value: string | number) => Prisma.sql`${value}::int`;
const ORDER = {
  newest: {
    column: Prisma.sql`b."created_at"`,
    direction: Prisma.sql`DESC`,
    after: Prisma.sql`<`,
    typed: asTime,
    of: (card: CardRow) => card.created_at.toISOString(),
  },
  price_asc: { column: Prisma.sql`b."price_minor"`, direction: Prisma.sql`ASC`, after: Prisma.sql`>`, typed: asPrice, of: (card: CardRow) => card.price_minor },
  price_desc: {
    column: Prisma.sql`b."price_minor"`,
    direction: Prisma.sql`DESC`,
    after: Prisma.sql`<`,
    typed: asPrice,
    of: (card: CardRow) => card.price_minor,
  },
} as const;
type Order = (typeof ORDER)[SearchQuery['sort']];

/**
 * How many books, in the sort's order, a search reads and checks first (see matchingBooks): about
 * half a millisecond at a million books. A search that matches one book in 40 fills a page from them.
 */
export const RECENT_WINDOW = 1000;
/** How many more books, as a multiple of the first window, a search may read in order before it asks the index. */
const MAX_WINDOW_GROWTH = 20;

/** The books after (value, id) in the sort's order. */
function after(order: Order, [value, id]: Cursor): Prisma.Sql {
  return Prisma.sql`(${order.column}, b."id") ${order.after} (${order.typed(value)}, ${id}::uuid)`;
}

type Matching = {
  /** What a book must meet, as a condition on `b` (books). */
  conditions: Prisma.Sql;
  /** Whether `conditions` holds a full-text match. */
  byText: boolean;
  order: Order;
  /** The books after this one in the order (the page's cursor). */
  cursor?: Cursor;
  take: number;
  window: number;
};

/**
 * How many books to read in order the second time, after the first `window` held `hits` matches
 * (fewer than `take`): as many as should hold the page twice over at the rate seen, when that is at
 * most MAX_WINDOW_GROWTH windows; otherwise none, and the index finds them.
 */
function widerWindow(hits: number, window: number, take: number): number {
  if (hits === 0) return 0;
  const wanted = (2 * take * window) / hits;
  const most = MAX_WINDOW_GROWTH * window;
  // Rounded up to a power of two: each size is a statement of its own (see limitClause), so a few.
  return wanted <= most ? Math.min(2 ** Math.ceil(Math.log2(wanted)), most) : 0;
}

/**
 * The first `take` books in the sort's order that meet `conditions`, in steps that each stay fast on
 * a million books. A word found in many books is found soonest by reading the books in order and
 * checking each; a rare word, through the full-text index. Which one a query is shows as it runs:
 * 1. the first `window` books in the sort's order (by its index) are read and checked; a common
 *    word fills the page from them, and the read stops as soon as it is full;
 * 2. when they held a few matches (a word or filter of middling rarity), as many books as should
 *    hold the page twice over are read the same way, if that is not too many;
 * 3. otherwise, or when that still fell short, the index finds every match and they are sorted
 *    (they are few, or the books read in order would have held a page of them).
 * Left to itself, PostgreSQL guesses how rare a word is from each word alone, and a guess that two
 * common words often come together makes it read the whole table in order when they do not.
 * Each step is one statement: on a two-core machine a round trip to the database costs as much as
 * reading a few hundred books.
 */
async function matchingBooks(deps: Pick<Deps, 'db'>, { conditions, byText, order, cursor, take, window }: Matching): Promise<CardRow[]> {
  const by = Prisma.sql`${order.column} ${order.direction}, b."id" ${order.direction}`;
  const start = cursor ? after(order, cursor) : Prisma.sql`TRUE`;
  const inOrder = (read: number) =>
    // The subquery's LIMIT keeps PostgreSQL to reading in order; rows stream out of it, so a common word stops it early.
    cardsOf(
      deps,
      Prisma.sql`SELECT b.* FROM (SELECT * FROM "books" b WHERE ${start} ORDER BY ${by} ${limitClause(read)}) b WHERE ${conditions} ORDER BY ${by} ${limitClause(take)}`,
      by,
    );
  const first = window > 0 ? await inOrder(window) : [];
  if (first.length === take) return first;
  const wider = widerWindow(first.length, window, take);
  if (wider > 0) {
    const second = await inOrder(wider);
    if (second.length === take) return second;
  }
  const matching = Prisma.sql`${conditions} AND ${start}`;
  // With words, the full-text index finds them (the CTE keeps PostgreSQL from reading in order).
  const found = byText
    ? Prisma.sql`
        WITH matches AS MATERIALIZED (SELECT b."id", ${order.column} AS sort_value FROM "books" b WHERE ${matching})
        SELECT b.* FROM (SELECT m."id" FROM matches m ORDER BY m.sort_value ${order.direction}, m."id" ${order.direction} ${limitClause(take)}) m
        JOIN "books" b ON b."id" = m."id"`
    : Prisma.sql`SELECT * FROM "books" b WHERE ${matching} ORDER BY ${by} ${limitClause(take)}`;
  return cardsOf(deps, found, by);
}

/**
 * Full search: the query's words as known words, then the page's cards, keyset-paged (see
 * matchingBooks, whose steps return the cards themselves). A query that is an ISBN finds the copies
 * of that edition, through their index. Listings hidden by moderation never appear; sold ones do
 * (greyed out) unless `availableOnly`.
 */
export async function searchBooks(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  query: SearchQuery,
  { window = RECENT_WINDOW, availableOnly = false }: { window?: number; availableOnly?: boolean } = {},
): Promise<SearchResult> {
  const conditions: Prisma.Sql[] = [listed];
  const isbn = query.q === undefined ? null : isbn13Of(query.q);
  const text = isbn === null ? await textQuery({ db }, query.q) : null;
  if (isbn !== null) conditions.push(Prisma.sql`b."isbn" = ${isbn}`);
  if (availableOnly) conditions.push(Prisma.sql`b."status" = 'available'`);
  // A sub-select: parsed once a statement, also in the plan PostgreSQL keeps for every call (a
  // function of a parameter there is called again on every book it checks).
  if (text) conditions.push(Prisma.sql`${DOCUMENT} @@ (SELECT to_tsquery('simple', ${text}))`);
  if (query.categoryId) conditions.push(Prisma.sql`b."category_id" = (SELECT "id" FROM "categories" WHERE "slug" = ${query.categoryId})`);
  if (query.condition) conditions.push(Prisma.sql`b."condition" = ${query.condition}::"Condition"`);
  if (query.minPrice !== undefined) conditions.push(Prisma.sql`b."price_minor" >= ${toMinor(query.minPrice, config.STORE_CURRENCY)}`);
  if (query.maxPrice !== undefined) conditions.push(Prisma.sql`b."price_minor" <= ${toMinor(query.maxPrice, config.STORE_CURRENCY)}`);
  if (query.location) conditions.push(Prisma.sql`b."location" ILIKE ${`%${query.location.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  const cards = await matchingBooks(
    { db },
    {
      conditions: Prisma.join(conditions, ' AND '),
      byText: text !== null,
      order: ORDER[query.sort],
      ...(query.cursor && { cursor: decodeCursor(query.cursor, query.sort) }),
      take: query.limit + 1,
      // An edition's copies are few: its index finds them at once.
      window: isbn === null ? window : 0,
    },
  );
  const page = cards.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toWireBook(row, false, config.STORE_CURRENCY)),
    nextCursor: cards.length > query.limit && last ? encodeCursor([ORDER[query.sort].of(last), last.id]) : null,
  };
}
