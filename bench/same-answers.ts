// The ceiling is only a ceiling if it does the same work: before anything is measured, each public
// read of the raw server (bench/raw-server.ts, which builds the wire shape by hand) must answer what
// the store answers, field by field, on REST and on tRPC. A difference stops the bench.
import type { Fixtures } from './fixtures.ts';
import { trpcCall } from './scenarios.ts';

/** Where two JSON values differ: one line per path (`[3].sellerRating`), at most `limit`. */
export function differences(a: unknown, b: unknown, limit = 10, at = ''): string[] {
  if (Object.is(a, b)) return [];
  const bothArrays = Array.isArray(a) && Array.isArray(b);
  const bothObjects = !bothArrays && a !== null && b !== null && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b);
  if (!bothArrays && !bothObjects) return [`${at || '(the answer)'}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`];
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const out: string[] = [];
  for (const key of new Set([...Object.keys(left), ...Object.keys(right)])) {
    const path = bothArrays ? `${at}[${key}]` : `${at}.${key}`;
    if (!(key in left) || !(key in right)) out.push(`${path}: only in the ${key in left ? 'first' : 'second'}`);
    else out.push(...differences(left[key], right[key], limit - out.length, path));
    if (out.length >= limit) return out.slice(0, limit);
  }
  return out;
}

/** The store's REST answers carry its image URLs absolute; the ceiling and tRPC keep them relative. */
const relativeImages = (value: unknown, origin: string): unknown => JSON.parse(JSON.stringify(value).replaceAll(`"${origin}/images/`, '"/images/'));

/**
 * Throws, naming the fields, unless the raw server, the store's REST paths and its tRPC queries (as
 * the scenarios send them: a batch of one) answer the same, on each store (cached and not). A
 * store's public origin is its own address (the bench sets no PUBLIC_URL).
 */
export async function checkSameAnswers(stores: string[], raw: string, fx: Fixtures): Promise<void> {
  const get = async (url: string) => {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const [slug, id] = [fx.categorySlugs[0]!, fx.bookIds[0]!];
  const reads: Array<[string, string]> = [
    ['/api/categories', trpcCall('catalog.categories')],
    ['/api/feature/books', trpcCall('catalog.advertised')],
    [`/api/books/categoryId?id=${slug}&limit=24`, trpcCall('catalog.booksInCategory', { id: slug, limit: 24 })],
    [`/api/book/${id}`, trpcCall('catalog.book', { id })],
  ];
  const problems: string[] = [];
  for (const store of stores) {
    for (const [rest, viaTrpc] of reads) {
      const [ours, ceiling, batch] = await Promise.all([get(store + rest), get(raw + rest), get(store + viaTrpc)]);
      const relative = relativeImages(ours, store);
      for (const line of differences(ceiling, relative)) problems.push(`${store}${rest}, raw server vs store: ${line}`);
      const data = (batch as Array<{ result?: { data?: unknown } }>)[0]?.result?.data;
      for (const line of differences(data, relative)) problems.push(`${store}${viaTrpc} vs ${rest}: ${line}`);
    }
  }
  if (problems.length) throw new Error(`The ceiling would compare unlike work; bench/raw-server.ts must answer as the store does:\n${problems.join('\n')}`);
}
