import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPC_MAX_BATCH } from '../shared/constants.ts';
import { proceduresOf } from '../server/trpc/internals/procedures.ts';
import { appRouter } from '../server/trpc/router.ts';
import { addBook, addCategories } from './helpers/fixtures.ts';
import { CALLERS, fuzzOperation, operations, ODD_STRINGS, reseed, type Caller } from './helpers/fuzz-requests.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { KNOWN, startFakeOpenLibrary, type FakeOpenLibrary } from './helpers/fake-open-library.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The store answers GET reads on its own request path (server/http/fast-path/, over tRPC's
 * internals: server/trpc/internals/) rather than through tRPC's Fastify adapter and
 * trpc-to-openapi's handler. Two stores on one database, the second with REQUEST_FAST_PATH off,
 * get the same requests: every read with valid inputs, the REST fuzz corpus, tRPC calls alone and
 * batched with odd inputs, from every kind of caller. They must answer alike: status, body and
 * the headers a client acts on. A tRPC upgrade that changes what the fast path relies on fails
 * here, not in production.
 */

type Store = { fast: TestApp; stock: TestApp };
/** `parserChanged`: a segment the URL parser changes, answered as `differences` says (see urlParserChanges). */
type Request = { label: string; url: string; headers: Record<string, string>; parserChanged?: true };
type Answer = { statusCode: number; body: string; headers: Record<string, unknown> };

/** The headers a client acts on. ETag is the fast path's own on tRPC (the adapter sends none); REST sends it either way. */
const HEADERS = ['cache-control', 'vary', 'retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'www-authenticate', 'location'];

let uncached: Store;
let cached: Store;
let people: Record<Exclude<Caller, 'anonymous'>, Member>;
/** Valid inputs of every query procedure, by its path. */
let inputs: Record<string, unknown[]>;

/** Two stores on the database and data directory of `base` (the token secret lives there): the fast path on and off. */
async function storePair(base: TestApp, settings: Record<string, string>): Promise<Store> {
  const shared = { ...settings, DATABASE_URL: base.databaseUrl, DATA_DIR: base.config.dataDir };
  const [fast, stock] = await Promise.all([createTestApp(shared), createTestApp({ ...shared, REQUEST_FAST_PATH: 'false' })]);
  return { fast, stock };
}

let base: TestApp;
let library: FakeOpenLibrary;
beforeAll(async () => {
  base = await createTestApp();
  // ISBN lookups are kept in the shared database: the first answers from the fake, the rest from there.
  library = await startFakeOpenLibrary();
  const catalogue = { OPEN_LIBRARY_URL: library.url, OPEN_LIBRARY_COVERS_URL: library.url };
  [uncached, cached] = await Promise.all([
    storePair(base, { ...catalogue, PUBLIC_CACHE_MS: '0' }),
    storePair(base, { ...catalogue, PUBLIC_CACHE_MS: '10000' }),
  ]);
  const t = base;
  const [fiction] = await addCategories(t.db, ['Fiction', 'Poetry']);
  const [buyer, seller, admin] = await Promise.all([member(t, 'buyer', 'eq-buyer'), member(t, 'seller', 'eq-seller'), member(t, 'admin', 'eq-admin')]);
  people = { buyer, seller, admin };
  const bookId = await addBook(t.db, { sellerId: seller.userId, categoryId: fiction!.id, title: 'Silent River', advertise: true });
  await addBook(t.db, { sellerId: seller.userId, categoryId: fiction!.id, title: 'Kingdom of Memory', priceMinor: 12_000 });
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/buyer-orders',
    headers: bearer(buyer.accessToken),
    payload: { bookPostingId: bookId, buyerPhone: '+8801700000001' },
  });
  const orderId = booked.json<{ insertedId: string }>().insertedId;
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: bearer(buyer.accessToken),
    payload: { bookId, text: 'Is it signed?' },
  });
  const conversationId = asked.json<{ insertedId: string }>().insertedId;
  const page = { limit: 1 };
  const offered = await t.app.inject({
    method: 'POST',
    url: '/api/offers',
    headers: bearer(buyer.accessToken),
    payload: {
      bookId: await addBook(t.db, { sellerId: seller.userId, categoryId: fiction!.id, title: 'Haggled River' }),
      price: '300',
      buyerPhone: '+8801700000001',
    },
  });
  const offer = offered.json<{ _id: string; conversationId: string }>();
  const bundled = await t.app.inject({
    method: 'POST',
    url: '/api/bundles',
    headers: bearer(buyer.accessToken),
    payload: {
      bookIds: await Promise.all(['Bundled Sea', 'Bundled Shore'].map((title) => addBook(t.db, { sellerId: seller.userId, categoryId: fiction!.id, title }))),
      buyerPhone: '+8801700000001',
    },
  });
  const bundleId = bundled.json<{ _id: string }>()._id;
  const importId = (
    await t.db.bulkImport.create({
      data: {
        sellerId: seller.userId,
        categoryId: fiction!.id,
        phone: '1',
        location: 'L',
        rows: { create: { line: 2, isbn: KNOWN, condition: 'Good', price: '1', notes: '', photoUrl: '', problems: [] } },
      },
      select: { id: true },
    })
  ).id;
  inputs = {
    'catalog.categories': [undefined],
    'catalog.category': [{ categoryId: 'fiction' }, { categoryId: 'no-such-category' }],
    'catalog.storeConfig': [undefined],
    'catalog.sitePage': [{ slug: 'about' }, { slug: 'terms' }],
    'catalog.booksInCategory': [{ id: 'fiction' }, { id: 'fiction', ...page }, { id: 'poetry' }],
    'catalog.advertised': [undefined],
    'catalog.book': [{ id: bookId }],
    'catalog.verifiedSeller': [{ email: seller.email }],
    'catalog.seller': [{ id: seller.userId }],
    'catalog.sellerBooks': [{ id: seller.userId }, { id: seller.userId, ...page }],
    'catalog.edition': [{ isbn: '9780306406157' }, { isbn: '0-306-40615-2', ...page }],
    'catalog.search': [{ q: 'river' }, { q: 'kingdom memory', sort: 'price_asc' }, { categoryId: 'fiction', minPrice: '100', maxPrice: '400' }],
    'books.lookUpIsbn': [{ isbn: KNOWN }],
    'books.mine': [{ email: seller.email }, { email: seller.email, ...page }],
    'books.own': [{ id: bookId }],
    'bulkImports.byId': [{ id: importId }],
    'bulkImports.exportListings': [undefined],
    'books.priceHint': [
      { isbn: KNOWN, condition: 'Good' },
      { title: 'Silent River', author: 'Some Author', condition: 'Good', except: bookId },
    ],
    'offers.mine': [{ side: 'buying' }, { side: 'selling', ...page }],
    'offers.byId': [{ id: offer._id }],
    'offers.inConversation': [{ id: offer.conversationId }],
    'offers.terms': [{ id: bookId }],
    'orders.mine': [{ email: buyer.email }],
    'orders.byId': [{ id: orderId }],
    'bundles.byId': [{ id: bundleId }],
    'bundles.discount': [undefined],
    'users.byEmail': [{ email: buyer.email }, { email: seller.email }],
    'users.me': [undefined],
    'users.notifications': [undefined],
    'admin.buyers': [undefined],
    'admin.sellers': [undefined],
    'admin.reportedItems': [undefined],
    'admin.problems': [undefined],
    'admin.owedToDeletedSellers': [undefined],
    'admin.reconciliation': [undefined],
    'conversations.list': [undefined],
    'conversations.about': [{ bookId }],
    'conversations.unread': [undefined],
    'conversations.byId': [{ id: conversationId }],
    'conversations.messages': [{ id: conversationId }, { id: conversationId, ...page }],
    'payouts.earnings': [undefined],
    'insights.seller': [undefined, { weeks: 4 }],
    'insights.overview': [undefined, { days: 7 }],
    'payouts.movements': [undefined, page],
    'reviews.bySeller': [{ id: seller.userId }],
    'email.settings': [undefined],
    'push.settings': [undefined],
    'push.devices': [undefined],
    'alerts.wishlist': [undefined],
    'alerts.savedBookIds': [undefined],
    'alerts.savedSearches': [undefined],
    'moderation.reportedBookIds': [undefined],
  };
});
afterAll(async () => {
  for (const { fast, stock } of [uncached, cached]) await Promise.all([fast.close(), stock.close()]);
  await base.close();
  await library.close();
});

const queries = () => [...proceduresOf(appRouter).values()].filter((facts) => facts.type === 'query');

/** Every kind of caller: anonymous, each role, and a token that proves nothing. */
function callerHeaders(): Array<[string, Record<string, string>]> {
  return [
    ...CALLERS.map((caller): [string, Record<string, string>] => [caller, caller === 'anonymous' ? {} : bearer(people[caller].accessToken)]),
    ['bad token', { authorization: 'Bearer not-a-token' }],
  ];
}

/** A read's REST URL for a tRPC-shaped input: path parameters in the path, the rest as the query. */
function restUrl(openapiPath: string, input: unknown): string {
  const fields = new Map(Object.entries({ ...(input as Record<string, string | number> | undefined) }));
  const path = openapiPath.replace(/\{(\w+)\}/g, (_m, key: string) => {
    const value = fields.get(key)!;
    fields.delete(key);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams([...fields].map(([key, value]): [string, string] => [key, String(value)])).toString();
  return `/api${path}${query ? `?${query}` : ''}`;
}

const trpcUrl = (paths: string[], callInputs: unknown[], batch = true) =>
  batch
    ? `/trpc/${paths.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(Object.fromEntries(callInputs.map((input, i) => [i, input]))))}`
    : `/trpc/${paths[0]!}${callInputs[0] === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(callInputs[0]))}`}`;

/**
 * Whether the WHATWG URL parser, which trpc-to-openapi's handler reads paths with, changes this
 * path segment: it percent-encodes text that is not ASCII or a space and hands it over so, turns
 * `\` into `/`, and matches no empty segment. Fastify's router, which the fast path reads path
 * parameters with, takes the segment as it is. An id or a slug is refused either way; a free-text
 * parameter (an email) the stock handler reads as the parser leaves it, another value than was sent.
 */
function urlParserChanges(segment: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return true;
  }
  return decoded === '' || /[^\x21-\x7e]|\\/.test(decoded);
}

/** The differences between two answers to one request, as lines to read. */
function differences(request: Request, fast: Answer, stock: Answer): string[] {
  const found: string[] = [];
  if (request.parserChanged) {
    // Neither fails, and what the stock handler refuses the fast path refuses too; the fast path may
    // refuse what the stock handler, reading a changed value, answered (urlParserChanges).
    const refused = (answer: Answer) => answer.statusCode >= 400 && answer.statusCode < 500;
    const fine = fast.statusCode < 500 && stock.statusCode < 500 && (!refused(stock) || refused(fast));
    return fine ? [] : [`${request.label}: status ${fast.statusCode} (fast) against ${stock.statusCode} (stock)`];
  }
  if (fast.statusCode !== stock.statusCode) found.push(`status ${fast.statusCode} (fast) against ${stock.statusCode} (stock)`);
  if (fast.body !== stock.body) found.push(`body ${fast.body.slice(0, 200)} (fast) against ${stock.body.slice(0, 200)} (stock)`);
  // Fastify names the charset of the JSON it sends; tRPC's adapter leaves it implied.
  const mediaType = (answer: Answer) => String(answer.headers['content-type']).split(';')[0];
  if (mediaType(fast) !== mediaType(stock)) found.push(`content-type ${mediaType(fast)} against ${mediaType(stock)}`);
  const headers = request.url.startsWith('/api') ? [...HEADERS, 'etag'] : HEADERS;
  for (const name of headers) {
    if (name === 'x-ratelimit-remaining') continue;
    if (fast.headers[name] !== stock.headers[name]) found.push(`${name} ${String(fast.headers[name])} against ${String(stock.headers[name])}`);
  }
  return found.map((line) => `${request.label}: ${line}`);
}

/** Sends each request to both stores of a pair (in turn, so neither's answer sees the other's writes) and collects every difference. */
async function compare({ fast, stock }: Store, requests: Request[], times = 1): Promise<string[]> {
  const found: string[] = [];
  let next = 0;
  const send = (app: TestApp, request: Request) => app.app.inject({ method: 'GET', url: request.url, headers: request.headers });
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (next < requests.length) {
        const request = requests[next++]!;
        for (let time = 0; time < times; time++) found.push(...differences(request, await send(fast, request), await send(stock, request)));
      }
    }),
  );
  return found;
}

describe('the fast path answers as tRPC and trpc-to-openapi do', () => {
  it('has valid inputs for every read procedure', () => {
    expect(Object.keys(inputs).sort()).toEqual(
      queries()
        .map((facts) => facts.path)
        .sort(),
    );
  });

  it('answers every read with valid inputs alike on REST and tRPC, for every caller, cached or not', async () => {
    const requests: Request[] = [];
    for (const facts of queries()) {
      for (const input of inputs[facts.path]!) {
        for (const [caller, headers] of callerHeaders()) {
          const label = `${caller} ${facts.path} ${JSON.stringify(input)}`;
          requests.push({ label: `REST ${label}`, url: restUrl(facts.meta.openapi!.path, input), headers });
          requests.push({ label: `tRPC ${label}`, url: trpcUrl([facts.path], [input], false), headers });
          requests.push({ label: `tRPC batch ${label}`, url: trpcUrl([facts.path], [input]), headers });
        }
      }
    }
    expect(requests.length).toBeGreaterThan(500);
    expect(await compare(uncached, requests)).toEqual([]);
    // Twice each: the second answer comes from memory where the store remembers the read.
    expect(await compare(cached, requests, 2)).toEqual([]);
  }, 120_000);

  it('answers the REST fuzz corpus of every read alike', async () => {
    const doc = (await uncached.fast.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const reads = operations(doc).filter((op) => op.method === 'GET' && !op.multipart);
    reseed();
    const requests: Request[] = [];
    for (const op of reads) {
      for (const [caller, headers] of callerHeaders()) {
        for (const fuzz of fuzzOperation(op, new Set(['GET'])).filter((r) => r.method === 'GET')) {
          const param = /^path (\w+)=/.exec(fuzz.label)?.[1];
          const segment = param && fuzz.url.split('?')[0]!.slice('/api'.length).split('/')[op.path.split('/').indexOf(`{${param}}`)];
          requests.push({
            label: `${caller} ${fuzz.label} ${fuzz.url.slice(0, 80)}`,
            url: fuzz.url,
            headers: { ...fuzz.headers, ...headers },
            ...(segment !== undefined && urlParserChanges(segment) && { parserChanged: true }),
          });
        }
      }
    }
    expect(requests.length).toBeGreaterThan(1000);
    expect(await compare(uncached, requests)).toEqual([]);
  }, 120_000);

  it('answers odd tRPC calls, alone and batched, alike', async () => {
    const paths = queries().map((facts) => facts.path);
    const odd: unknown[] = [
      null,
      [],
      42,
      true,
      { id: 'nope' },
      { id: '\u0000' },
      { limit: -1 },
      ...ODD_STRINGS.filter((text) => text.length < 1000),
      { nested: { deeper: [1] } },
    ];
    const requests: Request[] = [];
    for (const [caller, headers] of callerHeaders()) {
      const add = (label: string, url: string) => requests.push({ label: `${caller} ${label}`, url, headers });
      // Odd inputs to every procedure from a visitor, a seller and an admin (between them they pass
      // every role check, so every input is checked); the batches below from every kind of caller.
      if (caller === 'anonymous' || caller === 'seller' || caller === 'admin') {
        for (const path of paths) {
          for (const input of odd) add(`${path} ${JSON.stringify(input).slice(0, 40)}`, trpcUrl([path], [input], false));
        }
      }
      const everyRead = paths.map((path) => inputs[path]![0]);
      add('every read in one batch', trpcUrl(paths.slice(0, TRPC_MAX_BATCH), everyRead.slice(0, TRPC_MAX_BATCH)));
      add('a batch with failing calls (207)', trpcUrl(['catalog.categories', 'catalog.book', 'users.me'], [undefined, { id: 'nope' }]));
      add('more calls than a batch takes', trpcUrl(Array<string>(TRPC_MAX_BATCH + 1).fill('catalog.categories'), []));
      add('an unknown procedure', trpcUrl(['catalog.categories', 'catalog.nothing'], []));
      add('a mutation over GET', trpcUrl(['orders.book'], [{ bookPostingId: 'x' }]));
      add('a subscription over GET', '/trpc/conversations.live');
      add('input that is not JSON', '/trpc/catalog.book?input=%7Bnope');
      add('a batch whose input is a list', `/trpc/catalog.book?batch=1&input=${encodeURIComponent('[1]')}`);
      add('a batch without input', '/trpc/catalog.categories,catalog.advertised?batch=1');
      add('input given twice', '/trpc/catalog.book?input=1&input=2');
      add('the prototype as a procedure', '/trpc/__proto__');
    }
    expect(await compare(uncached, requests)).toEqual([]);
    expect(await compare(cached, requests, 2)).toEqual([]);
  }, 120_000);
});
