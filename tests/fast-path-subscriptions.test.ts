import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook, addCategories } from './helpers/fixtures.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The store writes its subscriptions' server-sent events itself (server/http/fast-path/
 * trpc-subscriptions.ts) rather than through tRPC's adapter. Two stores on one database, the
 * second with REQUEST_FAST_PATH off, get the same subscription requests from every kind of caller,
 * with odd inputs and connection parameters, resumed by input, header and query. Every stream is
 * read from its first byte to its last (a message, a read receipt, then the store stopping): the
 * status, the headers a client acts on and every byte must be the same.
 */

type Stream = { label: string; status: number; headers: http.IncomingHttpHeaders; text: string; ended: Promise<void> };
const HEADERS = ['content-type', 'cache-control', 'vary', 'x-accel-buffering', 'connection', 'retry-after', 'x-ratelimit-limit'];

let base: TestApp;
let fast: TestApp;
let stock: TestApp;
let buyer: Member;
let seller: Member;
let conversationId: string;
let firstMessageId: string;
beforeAll(async () => {
  base = await createTestApp();
  const shared = { DATABASE_URL: base.databaseUrl, DATA_DIR: base.config.dataDir };
  [fast, stock] = await Promise.all([createTestApp(shared), createTestApp({ ...shared, REQUEST_FAST_PATH: 'false' })]);
  const [fiction] = await addCategories(base.db, ['Fiction']);
  [buyer, seller] = await Promise.all([member(base, 'buyer', 'sse-buyer'), member(base, 'seller', 'sse-seller')]);
  const bookId = await addBook(base.db, { sellerId: seller.userId, categoryId: fiction!.id, title: 'Streamed Book' });
  const asked = await base.app.inject({ method: 'POST', url: '/api/conversations', headers: bearer(buyer.accessToken), payload: { bookId, text: 'First' } });
  conversationId = asked.json<{ insertedId: string }>().insertedId;
  const messages = await base.app.inject({ method: 'GET', url: `/api/conversations/${conversationId}/messages`, headers: bearer(buyer.accessToken) });
  firstMessageId = messages.json<{ items: Array<{ _id: string }> }>().items[0]!._id;
});
let stopped = false;
afterAll(async () => {
  if (!stopped) await Promise.all([fast.close(), stock.close()]);
  await base.close();
});

/** Opens a GET and keeps reading it until it ends. */
function open(baseUrl: string, label: string, path: string, headers: Record<string, string>): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}${path}`, { headers }, (response) => {
      response.setEncoding('utf8');
      const stream: Stream = {
        label,
        status: response.statusCode!,
        headers: response.headers,
        text: '',
        ended: new Promise((done) => response.on('close', done)),
      };
      response.on('data', (chunk: string) => (stream.text += chunk));
      resolve(stream);
    });
    request.on('error', reject);
  });
}

/** Resolves once `test` holds for the stream's text or the stream has ended. */
async function until(stream: Stream, test: (text: string) => boolean): Promise<void> {
  const state = { ended: false };
  void stream.ended.then(() => (state.ended = true));
  for (let waited = 0; !state.ended && !test(stream.text); waited += 20) {
    if (waited > 10_000) throw new Error(`${stream.label}: waited 10 s; got ${JSON.stringify(stream.text)}`);
    await new Promise((resume) => setTimeout(resume, 20));
  }
}

describe("the store's own subscription path streams as tRPC's adapter does", () => {
  it('ends a subscription whose client goes, and runs it once', async () => {
    const url = await fast.app.listen({ port: 0, host: '127.0.0.1' });
    const hub = fast.deps.conversations;
    let opened = 0;
    const open = hub.open.bind(hub);
    hub.open = (userId) => (opened++, open(userId));
    try {
      const request = http.get(`${url}/trpc/conversations.events?input=%7B%7D`, { headers: bearer(seller.accessToken) });
      const response = await new Promise<http.IncomingMessage>((resolve) => request.on('response', resolve));
      await new Promise((resolve) => response.once('data', resolve));
      expect(hub.size).toBe(1);
      request.destroy();
      for (let waited = 0; hub.size > 0 && waited < 5_000; waited += 20) await new Promise((resume) => setTimeout(resume, 20));
      // Anything that would run after the client went (tRPC's adapter, say) has had its time.
      await new Promise((resume) => setTimeout(resume, 200));
      expect({ open: hub.size, opened }).toEqual({ open: 0, opened: 1 });
    } finally {
      hub.open = open;
    }
  });

  it('writes every stream byte for byte alike, from every caller, with odd inputs, resumed or not', async () => {
    const token = (who: Member | string) =>
      `connectionParams=${encodeURIComponent(JSON.stringify({ token: typeof who === 'string' ? who : who.accessToken }))}`;
    const input = (value: unknown) => `input=${encodeURIComponent(JSON.stringify(value))}`;
    const path = (...query: string[]) => `/trpc/conversations.events${query.length ? `?${query.join('&')}` : ''}`;
    type Request = { label: string; path: string; headers?: Record<string, string>; gets?: 'message' | 'read' };
    const requests: Request[] = [
      { label: 'a visitor', path: path(input({})) },
      { label: 'a token that proves nothing', path: path(token('not-a-token'), input({})) },
      { label: 'connection parameters that are not JSON', path: path('connectionParams=%7Bnope', input({})) },
      { label: 'connection parameters that are not strings', path: path(`connectionParams=${encodeURIComponent('{"token":1}')}`, input({})) },
      { label: 'a streaming call (tRPC-Accept)', path: path(token(buyer), input({})), headers: { 'trpc-accept': 'application/jsonl' } },
      { label: 'a batch', path: `${path(token(buyer), input({ 0: {} }))}&batch=1` },
      { label: 'input that is not JSON', path: path(token(buyer), 'input=%7Bnope') },
      { label: 'the buyer, without input', path: path(token(buyer)) },
      { label: 'the buyer, from the start', path: path(token(buyer), input({ lastEventId: null })), gets: 'read' },
      { label: 'the seller, from the start', path: path(token(seller), input({})), gets: 'message' },
      { label: 'the seller, by its Authorization header', path: path(input({})), headers: bearer(seller.accessToken), gets: 'message' },
      { label: 'the buyer, resumed by input', path: path(token(buyer), input({ lastEventId: firstMessageId })), gets: 'read' },
      { label: 'the buyer, resumed by header', path: path(token(buyer), input({})), headers: { 'last-event-id': firstMessageId }, gets: 'read' },
      { label: 'the seller, resumed by query', path: path(token(seller), `lastEventId=${firstMessageId}`), gets: 'message' },
      { label: 'a resumed id that is not one', path: path(token(buyer), input({ lastEventId: 'abc' })) },
      { label: 'an id with a line break', path: path(token(buyer), 'lastEventId=1%0A2') },
      ...[42, null, [], 'text', { lastEventId: 7 }].map((odd) => ({ label: `the input ${JSON.stringify(odd)}`, path: path(token(seller), input(odd)) })),
      { label: 'an input with fields it does not take', path: path(token(seller), input({ nested: { deeper: [1] } })), gets: 'message' },
    ];
    const stores = { fast, stock };
    const urls = { fast: fast.app.listeningOrigin, stock: await stock.app.listen({ port: 0, host: '127.0.0.1' }) };
    const streams = { fast: [] as Stream[], stock: [] as Stream[] };
    for (const request of requests) {
      for (const name of ['fast', 'stock'] as const) {
        const stream = await open(urls[name], request.label, request.path, request.headers ?? {});
        streams[name].push(stream);
        // Subscribed (or refused) before anything is sent.
        await until(stream, (text) => text.includes('event: connected'));
      }
    }

    const sent = await base.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      headers: bearer(buyer.accessToken),
      payload: { text: 'Streamed' },
    });
    const sentId = sent.json<{ insertedId: string }>().insertedId;
    await Promise.all(
      requests.flatMap((request, i) => (request.gets ? [streams.fast[i]!, streams.stock[i]!].map((s) => until(s, (t) => t.includes(`id: ${sentId}`))) : [])),
    );
    await base.app.inject({ method: 'GET', url: `/api/conversations/${conversationId}/messages`, headers: bearer(seller.accessToken) });
    await Promise.all(
      requests.flatMap((request, i) =>
        request.gets === 'read' ? [streams.fast[i]!, streams.stock[i]!].map((s) => until(s, (t) => t.includes('"kind":"read"'))) : [],
      ),
    );
    // Stopping a store ends its streams.
    stopped = true;
    await Promise.all(Object.values(stores).map((store) => store.close()));
    await Promise.all([...streams.fast, ...streams.stock].map((stream) => stream.ended));

    const differences: string[] = [];
    for (const [i, request] of requests.entries()) {
      const [a, b] = [streams.fast[i]!, streams.stock[i]!];
      if (a.status !== b.status) differences.push(`${request.label}: status ${a.status} (fast) against ${b.status} (stock)`);
      if (a.text !== b.text) differences.push(`${request.label}: ${JSON.stringify(a.text)} (fast) against ${JSON.stringify(b.text)} (stock)`);
      for (const name of HEADERS) {
        if (a.headers[name] !== b.headers[name]) differences.push(`${request.label}: ${name} ${String(a.headers[name])} against ${String(b.headers[name])}`);
      }
    }
    expect(differences).toEqual([]);
    // The streams said something worth comparing: the message where it belongs, read receipts
    // between restored ids, refusals, and the end.
    const count = (test: (text: string) => boolean) => streams.fast.filter((stream) => test(stream.text)).length;
    expect(count((text) => text.includes(`id: ${sentId}`))).toBe(requests.filter((request) => request.gets).length);
    expect(count((text) => text.includes('event: restore-id'))).toBe(3);
    expect(count((text) => text.includes('event: serialized-error'))).toBeGreaterThan(10);
    expect(count((text) => text.endsWith('event: return\ndata: \n\n\n'))).toBe(7);
  }, 60_000);
});
