// What `npm run bench` sends: each scenario is one kind of request (or the booking-and-payment
// sequence) spread over the fixtures, so the database answers from many rows, not one cached row.
import type autocannon from 'autocannon';
import { DEEP_PAGE, type Fixtures } from './fixtures.ts';

/** raw: the ceiling server; rest: the store under /api; trpc: the store under /trpc. */
export type Surface = 'raw' | 'rest' | 'trpc';

export type Scenario = {
  /** What is read or done; the raw row of the same name is the ceiling of the others. */
  name: string;
  /** The raw row to compare with when there is none of the same name. */
  ceiling?: string;
  surface: Surface;
  /** Sent to the store that runs with PUBLIC_CACHE_MS=0 (every read goes to the database). */
  uncached?: true;
  /** Sent to a store with REQUEST_FAST_PATH=false: tRPC's Fastify adapter and trpc-to-openapi's handler answer its reads. */
  stock?: true;
  /** Sent to a store with VIEW_COUNTING=false: book pages' views are not counted. */
  views?: false;
  /** The request as the report shows it. */
  shows: string;
  connections: number;
  requests: autocannon.Request[];
  /** Statuses counted apart from the errors: 409 in the write mix, when copies run out. */
  apart?: number[];
  /** Counts the scenario keeps itself (orders paid, ...); zeroed before each run. */
  tally?: Record<string, number>;
  /** Requests a second over all connections, when the load is a fixed rate rather than as fast as answered. */
  rate?: number;
  /** How long a request may take before it counts as timed out (10 s). */
  timeoutSeconds?: number;
};

export type Connections = { reads: number; search: number; writes: number };

/** Search queries of every kind: prefixes, typos, several words, filters, sorts. Shared with bench:search. */
export const SEARCH_QUERIES = [
  'q=hemingwey',
  'q=tolstoi',
  'q=austin',
  'q=silent+river',
  'q=calc',
  'q=algorith',
  'q=the+ocean',
  'q=murakami&sort=price_asc',
  'q=dreams&condition=Good',
  'q=rahman&location=dhaka',
  'q=history&minPrice=500&maxPrice=900',
  'categoryId=category-3&sort=price_desc',
  'q=feynman&categoryId=category-7',
  'q=garden',
  'q=kingdom+memory',
];

type Call = { path: string; headers?: Record<string, string> };

/**
 * GETs that take turns over `calls`, shared by every connection. One fixed call is sent as a
 * prebuilt buffer (autocannon builds it once), as cheap for the load generator as it gets.
 */
function taking(calls: Call[]): autocannon.Request[] {
  if (calls.length === 1) return [{ method: 'GET', ...calls[0]! }];
  let next = 0;
  return [
    {
      method: 'GET',
      setupRequest: (request) => {
        const call = calls[next++ % calls.length]!;
        return { ...request, path: call.path, headers: { ...request.headers, ...call.headers } };
      },
    },
  ];
}

/** A query as the web client sends it (httpBatchLink): a batch of one, even when alone. */
export const trpcCall = (path: string, input?: unknown) =>
  `/trpc/${path}?batch=1&input=${encodeURIComponent(JSON.stringify(input === undefined ? {} : { 0: input }))}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** `request` made a signed-in call with a JSON body. */
export const signedInJson = (request: autocannon.Request, method: 'POST' | 'PATCH', path: string, token: string, body: unknown): autocannon.Request => ({
  ...request,
  method,
  path,
  headers: { ...request.headers, ...bearer(token), 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/**
 * The public reads, each on the ceiling, then REST and tRPC on the store as it runs (cached) and on
 * one with PUBLIC_CACHE_MS=0, back to back so each group sees the same machine; then the same on
 * stores whose reads go through tRPC's and trpc-to-openapi's stock adapters (REQUEST_FAST_PATH=false).
 * A cached REST read is answered from memory before either path, so it has no stock row.
 */
function publicReads(fx: Fixtures, connections: number): Scenario[] {
  const reads: Array<{ name: string; rest: Call[]; trpc: Call[]; shows: [string, string] }> = [
    {
      name: 'categories',
      rest: [{ path: '/api/categories' }],
      trpc: [{ path: trpcCall('catalog.categories') }],
      shows: ['GET /api/categories', 'GET /trpc/catalog.categories?batch=1'],
    },
    {
      name: 'advertised books',
      rest: [{ path: '/api/feature/books' }],
      trpc: [{ path: trpcCall('catalog.advertised') }],
      shows: ['GET /api/feature/books', 'GET /trpc/catalog.advertised?batch=1'],
    },
    {
      name: 'category page',
      rest: fx.categorySlugs.map((slug) => ({ path: `/api/books/categoryId?id=${slug}&limit=24` })),
      trpc: fx.categorySlugs.map((slug) => ({ path: trpcCall('catalog.booksInCategory', { id: slug, limit: 24 }) })),
      shows: ['GET /api/books/categoryId?id=<slug>&limit=24', 'GET /trpc/catalog.booksInCategory?batch=1&input={0:{id,limit:24}}'],
    },
    {
      name: 'one book',
      rest: fx.bookIds.map((id) => ({ path: `/api/book/${id}` })),
      trpc: fx.bookIds.map((id) => ({ path: trpcCall('catalog.book', { id }) })),
      shows: ['GET /api/book/<id>', 'GET /trpc/catalog.book?batch=1&input={0:{id}}'],
    },
  ];
  return reads.flatMap(({ name, rest, trpc, shows }) => [
    { name, surface: 'raw', shows: shows[0], connections, requests: taking(rest) },
    { name, surface: 'rest', shows: shows[0], connections, requests: taking(rest) },
    { name, surface: 'trpc', shows: shows[1], connections, requests: taking(trpc) },
    { name, surface: 'rest', uncached: true, shows: shows[0], connections, requests: taking(rest) },
    { name, surface: 'trpc', uncached: true, shows: shows[1], connections, requests: taking(trpc) },
    { name, surface: 'trpc', stock: true, shows: shows[1], connections, requests: taking(trpc) },
    { name, surface: 'rest', uncached: true, stock: true, shows: shows[0], connections, requests: taking(rest) },
    { name, surface: 'trpc', uncached: true, stock: true, shows: shows[1], connections, requests: taking(trpc) },
  ]);
}

const SKIP = undefined as unknown as autocannon.Request;

/**
 * Book a copy, start paying, pay with the test card: three calls in a row on one connection, each
 * iteration by the next buyer for the next free copy, so they rarely contend. When a call fails the
 * rest of its sequence is skipped (autocannon starts over at the booking when setupRequest returns
 * nothing). Copies run out only when more are booked than the store has free: then bookings get 409s.
 */
function bookAndPay(fx: Fixtures, connections: number): Scenario {
  type Step = { token?: string; orderId?: string; clientSecret?: string };
  const tally = { booked: 0, paid: 0 };
  let buyer = 0;
  let book = 0;
  const requests: autocannon.Request[] = [
    {
      setupRequest: (request, context) => {
        const step = context as Step;
        step.token = fx.payingBuyers[buyer++ % fx.payingBuyers.length]!.token;
        const bookPostingId = fx.freeBooks[book++ % fx.freeBooks.length];
        return signedInJson(request, 'POST', '/api/buyer-orders', step.token, { bookPostingId, buyerPhone: '+8801900000000' });
      },
      onResponse: (status, body, context) => {
        const ok = status === 200;
        if (ok) tally.booked++;
        (context as Step).orderId = ok ? (JSON.parse(body) as { insertedId: string }).insertedId : undefined;
      },
    },
    {
      setupRequest: (request, context) => {
        const step = context as Step;
        return step.orderId ? signedInJson(request, 'POST', `/api/payments/intent/${step.orderId}`, step.token!, {}) : SKIP;
      },
      onResponse: (status, body, context) => {
        (context as Step).clientSecret = status === 200 ? (JSON.parse(body) as { clientSecret: string }).clientSecret : undefined;
      },
    },
    {
      setupRequest: (request, context) => {
        const step = context as Step;
        if (!step.clientSecret) return SKIP;
        return signedInJson(request, 'POST', '/api/payments/test/confirm', step.token!, {
          clientSecret: step.clientSecret,
          cardNumber: '4242424242424242',
          expiry: '12/34',
          cvc: '123',
        });
      },
      onResponse: (status) => {
        if (status === 200) tally.paid++;
      },
    },
  ];
  return {
    name: 'book and pay',
    surface: 'rest',
    shows: 'POST /api/buyer-orders, /api/payments/intent/<order>, /api/payments/test/confirm',
    connections,
    requests,
    apart: [409],
    tally,
  };
}

/** Page 100 of each category that has one, uncached: keyset paging should make it cost what the first page does. */
function deepCategoryPage(fx: Fixtures, connections: number): Scenario {
  return {
    name: `category page ${DEEP_PAGE}`,
    // Against the first page's ceiling: keyset paging should make a deep page cost what the first does.
    ceiling: 'category page',
    surface: 'rest',
    uncached: true,
    shows: `GET /api/books/categoryId?id=<slug>&limit=24&cursor=<last of page ${DEEP_PAGE - 1}>`,
    connections,
    requests: taking(fx.deepCursors.map(({ slug, cursor }) => ({ path: `/api/books/categoryId?id=${slug}&limit=24&cursor=${cursor}` }))),
  };
}

/** A phone's browser: a bot's reads (autocannon's own user agent) are not counted as views. */
const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/**
 * A book page's read as the web app makes it, with its view counted and, on a store with
 * VIEW_COUNTING=false, not: every read by a visitor not seen before (the browser's version differs),
 * so every read is a view to write, the most counting can cost. Measured in turn.
 */
function bookPageViews(fx: Fixtures, connections: number): Scenario[] {
  let visitor = 0;
  const requests: autocannon.Request[] = [
    {
      method: 'GET',
      setupRequest: (request) => {
        const id = fx.bookIds[visitor % fx.bookIds.length]!;
        return { ...request, path: trpcCall('catalog.book', { id }), headers: { ...request.headers, 'user-agent': `${BROWSER} visitor/${visitor++}` } };
      },
    },
  ];
  const shows = 'GET /trpc/catalog.book?batch=1&input={0:{id}}, each by a new visitor';
  return [
    { name: 'book page views', ceiling: 'one book', surface: 'trpc', shows, connections, requests },
    { name: 'book page views', ceiling: 'one book', surface: 'trpc', views: false, shows, connections, requests },
  ];
}

/** Every scenario, in the order they run: reads first, the write mix last since it changes the store. */
export function scenarios(fx: Fixtures, c: Connections): Scenario[] {
  return [
    ...publicReads(fx, c.reads),
    ...bookPageViews(fx, c.reads),
    ...[false, true].map((uncached): Scenario => ({
      name: 'search',
      surface: 'rest',
      ...(uncached && { uncached }),
      shows: 'GET /api/books/search?q=...',
      connections: c.search,
      requests: taking(SEARCH_QUERIES.map((q) => ({ path: `/api/books/search?${q}` }))),
    })),
    ...(fx.deepCursors.length ? [deepCategoryPage(fx, c.reads)] : []),
    {
      name: 'my products',
      // A page of the seller's list, as My products reads it: rows read from the database every time, like the raw category page.
      ceiling: 'category page',
      surface: 'rest',
      shows: 'GET /api/books?email=<seller>&limit=24 (signed in)',
      connections: c.reads,
      requests: taking(fx.sellers.map((s) => ({ path: `/api/books?email=${encodeURIComponent(s.email)}&limit=24`, headers: bearer(s.token) }))),
    },
    {
      name: 'my orders',
      // A signed-in list is a page of rows read from the database every time, like the raw category page.
      ceiling: 'category page',
      surface: 'rest',
      shows: 'GET /api/buyer-orders?email=<buyer> (signed in)',
      connections: c.reads,
      requests: taking(fx.buyers.map((b) => ({ path: `/api/buyer-orders?email=${encodeURIComponent(b.email)}`, headers: bearer(b.token) }))),
    },
    bookAndPay(fx, c.writes),
  ];
}
