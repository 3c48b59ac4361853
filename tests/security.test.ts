import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../server/config.ts';
import { contentSecurityPolicy } from '../server/http/security.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { TRPC_MAX_BATCH } from '../shared/constants.ts';
import { addBook, addCategories } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let buyer: Member;
let otherBuyer: Member;
const SHOP = 'https://shop.example.com';

beforeAll(async () => {
  t = await createTestApp({
    CORS_ORIGINS: `${SHOP}/, http://localhost:5173`,
    RATE_LIMIT_WRITES_PER_MINUTE: '3',
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '4',
    RATE_LIMIT_MESSAGES_PER_MINUTE: '2',
  });
  [buyer, otherBuyer] = await Promise.all([member(t, 'buyer'), member(t, 'buyer', 'other')]);
});
afterAll(() => t.close());

const directives = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

describe('security headers', () => {
  it.each(['/', '/categories', '/healthz', '/docs'])('page %s carries the page policy and the usual headers', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(res.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN', 'referrer-policy': 'no-referrer' });
  });

  it.each(['/api/categories', '/trpc/catalog.categories', '/api/nothing-here', '/api', '/api/openapi.json', '/trpc/no.such'])(
    'API answer %s allows nothing to run or frame it, and carries no page-only headers',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'cross-origin-resource-policy': 'same-origin',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
      });
      for (const pageOnly of ['referrer-policy', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection', 'x-dns-prefetch-control']) {
        expect(res.headers[pageOnly], pageOnly).toBeUndefined();
      }
    },
  );

  it('lets the browser reach only the configured Stripe, Firebase (or its emulator) and image storage origins', () => {
    const offline = contentSecurityPolicy(loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }));
    // The emulator is reached through the store's own origin.
    expect(offline['connect-src']).toEqual(["'self'"]);
    expect(offline['frame-src']).toEqual(["'none'"]);
    expect(offline['img-src']).toEqual(["'self'", 'data:', 'blob:']);

    const real = contentSecurityPolicy(
      loadConfig({
        FIREBASE_PROJECT_ID: 'my-shop',
        FIREBASE_CLIENT_EMAIL: 'svc@my-shop.iam.gserviceaccount.com',
        FIREBASE_PRIVATE_KEY: 'k',
        FIREBASE_AUTH_DOMAIN: 'my-shop.firebaseapp.com',
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        S3_BUCKET: 'books',
        S3_PUBLIC_URL: 'https://cdn.example.com/books',
      }),
    );
    expect(real['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", 'https://js.stripe.com', 'https://apis.google.com']);
    expect(real['connect-src']).toEqual(["'self'", 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://api.stripe.com']);
    expect(real['frame-src']).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com', 'https://my-shop.firebaseapp.com']);
    expect(real['img-src']).toContain('https://cdn.example.com');
    expect(Object.values(real).flat()).not.toContain("'unsafe-eval'");
  });
});

describe('CORS', () => {
  it('answers the allow-listed origins, on REST and tRPC, preflight included', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/books',
      headers: { origin: SHOP, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(SHOP);
    for (const url of ['/api/categories', '/trpc/catalog.categories']) {
      expect((await t.app.inject({ method: 'GET', url, headers: { origin: 'http://localhost:5173' } })).headers['access-control-allow-origin']).toBe(
        'http://localhost:5173',
      );
    }
  });

  it('lets a page on an allowed origin read the headers a client acts on: ETag, Retry-After, Idempotent-Replayed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories', headers: { origin: SHOP } });
    expect(String(res.headers['access-control-expose-headers']).split(/,\s*/)).toEqual(['etag', 'retry-after', 'idempotent-replayed']);
  });

  it('gives any other origin no CORS headers', async () => {
    for (const url of ['/api/categories', '/trpc/catalog.categories']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { origin: 'https://evil.example.com' } });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('rate limits', () => {
  const report = (who: Member) =>
    t.app.inject({ method: 'POST', url: '/api/reports', headers: bearer(who.accessToken), payload: { bookId: 'not-a-book', reason: 'other' } });

  it('answer 429 with a JSON message once one identity passes the write limit, on REST and tRPC alike; others are not affected', async () => {
    expect((await report(buyer)).statusCode).toBe(400);
    expect((await report(buyer)).statusCode).toBe(400);
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/moderation.report',
      headers: bearer(buyer.accessToken),
      payload: { bookId: 'x', reason: 'other' },
    });
    expect(trpc.statusCode).toBe(400);
    const limited = await report(buyer);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Too many requests: at most 3 a minute\. Try again in \d+ s\.$/),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'POST', url: '/trpc/moderation.report', headers: bearer(buyer.accessToken), payload: {} })).statusCode).toBe(429);
    expect((await report(otherBuyer)).statusCode).toBe(400);
    // Reads are not limited.
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(buyer.accessToken) })).statusCode).toBe(200);
  });

  it('count messages per identity on their own budget, on REST and tRPC alike, apart from other writes', async () => {
    const [asker, seller] = await Promise.all([member(t, 'buyer', 'asker'), member(t, 'seller', 'asked')]);
    const [category] = await addCategories(t.db, ['Chatty Shelf']);
    const bookId = await addBook(t.db, { sellerId: seller.userId, categoryId: category!.id, title: 'Much Asked' });
    const asked = await t.app.inject({ method: 'POST', url: '/api/conversations', headers: bearer(asker.accessToken), payload: { bookId, text: 'Hello?' } });
    expect(asked.statusCode).toBe(200);
    const id = asked.json().insertedId as string;
    const viaTrpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/conversations.send',
      headers: bearer(asker.accessToken),
      payload: { id, text: 'Still there?' },
    });
    expect(viaTrpc.statusCode).toBe(200);
    const limited = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers: bearer(asker.accessToken),
      payload: { text: 'Hello??' },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests: at most 2 a minute\. Try again in \d+ s\.$/);
    expect(await t.db.message.count({ where: { conversationId: id } })).toBe(2);
    // The seller has their own budget, and the asker's other writes theirs.
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/conversations/${id}/messages`, headers: bearer(seller.accessToken), payload: { text: 'Yes, here.' } }))
        .statusCode,
    ).toBe(200);
    expect((await report(asker)).statusCode).toBe(400);
  });

  it('limit sign-in calls (the token exchange, saving the account) per identity, and anonymous callers per address', async () => {
    const me = await member(t, 'buyer', 'limited');
    const exchange = () => t.app.inject({ method: 'GET', url: `/api/jwt?email=${encodeURIComponent(me.email)}`, headers: bearer(me.idToken) });
    // member() has spent two of the four sign-in calls of this ID token.
    expect((await exchange()).statusCode).toBe(200);
    expect((await exchange()).statusCode).toBe(200);
    expect((await exchange()).statusCode).toBe(429);
    const anonymous = () => t.app.inject({ method: 'GET', url: '/api/jwt?email=x@example.com', remoteAddress: '203.0.113.9' });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await anonymous()).statusCode);
    expect(statuses).toEqual([403, 403, 403, 403, 429]);
  });
});

describe('rate limits count every call, as the identity that verifiably made it', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '3', RATE_LIMIT_SIGN_IN_PER_MINUTE: '4' });
  });
  afterAll(() => limited.close());

  /** An unsigned token naming someone else: the shape an attacker can make without any key. */
  const forged = (sub: string) =>
    ['{"alg":"none","typ":"JWT"}', JSON.stringify({ sub, user_id: sub, iss: 'book-store', email: 'x@example.com' }), '']
      .map((part) => Buffer.from(part).toString('base64url'))
      .join('.');

  it("never lets forged tokens naming a user spend that user's budget", async () => {
    const victim = await member(limited, 'buyer', 'victim');
    const statuses = [];
    for (const [url, sub] of [
      ['/api/reports', victim.userId],
      ['/trpc/moderation.report', victim.uid],
      ['/api/reports', victim.uid],
      ['/trpc/moderation.report', victim.userId],
    ]) {
      const res = await limited.app.inject({
        method: 'POST',
        url: url!,
        headers: bearer(forged(sub!)),
        payload: { bookId: 'x', reason: 'other' },
        remoteAddress: '203.0.113.50',
      });
      statuses.push(res.statusCode);
    }
    // The attacker's own address ran out; the victim's budget is untouched.
    expect(statuses).toEqual([401, 401, 401, 429]);
    for (const url of ['/api/reports', '/trpc/moderation.report']) {
      const own = await limited.app.inject({ method: 'POST', url, headers: bearer(victim.accessToken), payload: { bookId: 'x', reason: 'other' } });
      expect(own.statusCode).toBe(400);
    }
  });

  it('counts each call of a tRPC batch: a seller cannot list more books than the limit in one request', async () => {
    const seller = await member(limited, 'seller', 'batcher');
    const [category] = await addCategories(limited.db, ['Batched']);
    const book = {
      book: 'Batched',
      author: 'A',
      price: '100',
      condition: 'Good',
      phone: '+8801700000000',
      location: 'Dhaka',
      categoryId: category!.slug,
      image: '/images/x.webp',
    };
    const calls = 6;
    const res = await limited.app.inject({
      method: 'POST',
      url: `/trpc/${Array(calls).fill('books.add').join(',')}?batch=1`,
      headers: bearer(seller.accessToken),
      payload: Object.fromEntries(Array.from({ length: calls }, (_, i) => [i, { ...book, book: `Batched ${i}` }])),
    });
    const codes = res.json<Array<{ error?: { data: { httpStatus: number } } }>>().map((r) => r.error?.data.httpStatus ?? 200);
    // The calls of a batch run at once: which three win is not fixed, how many is.
    expect(codes.toSorted()).toEqual([200, 200, 200, 429, 429, 429]);
    expect(await limited.db.book.count({ where: { sellerId: seller.userId } })).toBe(3);

    // A batch of more calls than the client ever sends is refused whole.
    const tooMany = await limited.app.inject({
      method: 'POST',
      url: `/trpc/${Array(TRPC_MAX_BATCH + 1)
        .fill('books.add')
        .join(',')}?batch=1`,
      headers: bearer(seller.accessToken),
      payload: Object.fromEntries(Array.from({ length: TRPC_MAX_BATCH + 1 }, (_, i) => [i, book])),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(await limited.db.book.count({ where: { sellerId: seller.userId } })).toBe(3);
  });

  it('counts the sign-in procedure against the sign-in limit whatever path variant reaches it', async () => {
    const me = await member(limited, 'buyer', 'variants');
    // member() made two sign-in calls (saving the account, the token exchange) of the four a minute.
    const body = { name: 'Variant', email: me.email };
    const statuses = [];
    for (const url of ['/api/Users', '/api/users/', '/trpc/users.save', '/api/USERS/']) {
      statuses.push((await limited.app.inject({ method: 'POST', url, headers: bearer(me.idToken), payload: body })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
  });
});

describe('the Auth emulator reached through the store (emulator mode)', () => {
  const project = () => `/emulator/v1/projects/${t.config.firebaseProjectId}`;

  it("refuses the emulator's administration: no account deleted, nobody's verification links read, no owner token passed on", async () => {
    for (const [method, url] of [
      // Every account's verification links: the store mails each to its owner instead.
      ['GET', `${project()}/oobCodes`],
      ['DELETE', `${project()}/accounts`],
      ['PATCH', `${project()}/config`],
      ['GET', `${project()}/config`],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const query = `/identitytoolkit.googleapis.com/v1/projects/${t.config.firebaseProjectId}/accounts:query`;
    const owner = { authorization: 'Bearer owner', 'content-type': 'application/json' };
    const throughStore = await t.app.inject({ method: 'POST', url: query, headers: owner, payload: '{}' });
    expect(throughStore.statusCode).not.toBe(200);
    expect(throughStore.body).not.toContain(buyer.email);
    // On the server's loopback the same call lists every account, the buyer's still among them.
    const direct = await fetch(`http://${t.config.FIREBASE_AUTH_EMULATOR_HOST}${query}`, { method: 'POST', headers: owner, body: '{}' });
    expect(direct.status).toBe(200);
    expect(await direct.text()).toContain(buyer.email);
  });
});

describe('request size', () => {
  it('refuses a JSON body over 1 MB with 413 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/books',
      headers: { ...bearer(otherBuyer.accessToken), 'content-type': 'application/json' },
      payload: JSON.stringify({ book: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/too large/i);
  });
});

describe('paths with dot segments', () => {
  it('sent raw (no client resolving them), name no operation: 404 with a message, never the operation they would resolve to', async () => {
    const base = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    for (const path of ['/api/conversations/%2e%2e/messages', '/api/books/%2e%2e/conversation', '/api/book/%2E', '/api/categories/..']) {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request({ host: base.hostname, port: base.port, path, headers: bearer(buyer.accessToken) }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
      expect(answer.status, path).toBe(404);
      expect(JSON.parse(answer.body), path).toMatchObject({ message: 'No operation has this path: it holds a "." or ".." segment.' });
    }
  });
});
