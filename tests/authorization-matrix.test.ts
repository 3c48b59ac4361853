import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proceduresOf } from '../server/trpc/internals/procedures.ts';
import { appRouter } from '../server/trpc/router.ts';
import { plainRoutePaths } from '../server/http/openapi/plain-routes.ts';
import { addCategories } from './helpers/fixtures.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { multipartFile } from './helpers/multipart.ts';
import { subscribe } from './helpers/subscriber.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Authorization on the wire. Who may call each procedure is decided, for every procedure and every
 * kind of caller, in tests/procedures/authorization-matrix.procedures.test.ts (in process); here,
 * that both HTTP surfaces answer those refusals with their status and body, and who may use the
 * routes that are not procedures and the subscription's stream. Every REST operation's documented
 * refusals are also held to its document by tests/rest-conformance.test.ts.
 */
const CALLERS = ['anonymous', 'buyer', 'seller', 'otherSeller', 'admin'] as const;
type CallerName = (typeof CALLERS)[number];
type Callers = Record<Exclude<CallerName, 'anonymous'>, Member>;
type Answer = { status: number; body: unknown };

const everyone = { anonymous: 200, buyer: 200, seller: 200, otherSeller: 200, admin: 200 };
const signedIn = { anonymous: 401, buyer: 200, seller: 200, otherSeller: 200, admin: 200 };

/** One refusal of each kind the matrix names, as a procedure call: tRPC's code and the message a client is shown. */
const refusals: Array<{ name: string; as: CallerName; input: unknown; status: number; code: string; message: string }> = [
  { name: 'users.me', as: 'anonymous', input: undefined, status: 401, code: 'UNAUTHORIZED', message: 'Sign in first: send Authorization: Bearer <token>.' },
  { name: 'admin.buyers', as: 'buyer', input: {}, status: 403, code: 'FORBIDDEN', message: 'Only admin accounts can do this.' },
  {
    name: 'admin.verifySeller',
    as: 'admin',
    input: { id: '00000000-0000-4000-8000-000000000000' },
    status: 404,
    code: 'NOT_FOUND',
    message: 'There is no such user.',
  },
  { name: 'users.sendVerificationEmail', as: 'buyer', input: {}, status: 409, code: 'CONFLICT', message: 'Your email address is verified already.' },
];

/**
 * Subscriptions (server-sent events, tRPC only): whether the stream starts for each caller. Who
 * receives what on it is tests/conversations.test.ts's.
 */
const subscriptions: Record<string, Record<CallerName, 'starts' | 'refused'>> = {
  'conversations.events': { anonymous: 'refused', buyer: 'starts', seller: 'starts', otherSeller: 'starts', admin: 'starts' },
};

/** The routes that are not procedures, called with the caller's own email / a real image. */
const plainRoutes: Record<string, { call: (t: TestApp, me: Member | undefined) => Promise<number>; expect: Record<CallerName, number> }> = {
  'GET /': {
    call: async (t, me) => (await t.app.inject({ method: 'GET', url: '/api', headers: me ? bearer(me.accessToken) : {} })).statusCode,
    expect: everyone,
  },
  'GET /jwt': {
    // Exchanging an ID token for one's own email; anonymous callers are refused with the legacy 403.
    call: async (t, me) =>
      (await t.app.inject({ method: 'GET', url: `/api/jwt?email=${encodeURIComponent(me?.email ?? 'x@example.com')}`, headers: me ? bearer(me.idToken) : {} }))
        .statusCode,
    expect: { anonymous: 403, buyer: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  'POST /payments/webhook': {
    // Not a user's call: its signature is what counts (tests/stripe.test.ts). Here Stripe is off.
    call: async (t, me) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: { ...(me ? bearer(me.accessToken) : {}), 'stripe-signature': 't=1,v1=x' },
          payload: {},
        })
      ).statusCode,
    expect: { anonymous: 404, buyer: 404, seller: 404, otherSeller: 404, admin: 404 },
  },
  'POST /email/unsubscribe/one-click': {
    call: async (t, me) => {
      const token = encodeURIComponent(t.deps.unsubscribeTokens.token(callers.buyer.userId, 'cancellations'));
      return (
        await t.app.inject({
          method: 'POST',
          url: `/api/email/unsubscribe/one-click?token=${token}`,
          headers: me ? bearer(me.accessToken) : {},
          payload: 'List-Unsubscribe=One-Click',
        })
      ).statusCode;
    },
    expect: everyone,
  },
  'POST /images': {
    call: async (t, me) => {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
        .png()
        .toBuffer();
      const body = await multipartFile('image', png, 'a.png', 'image/png');
      return (
        await t.app.inject({ method: 'POST', url: '/api/images', headers: { ...(me ? bearer(me.accessToken) : {}), ...body.headers }, payload: body.payload })
      ).statusCode;
    },
    expect: signedIn,
  },
};

const procedureMeta = (name: string) => {
  const { meta, type } = proceduresOf(appRouter).get(name)!;
  return { meta: meta as { openapi: { method: string; path: string } }, type };
};

async function callRest(t: TestApp, name: string, input: unknown, token?: string): Promise<Answer> {
  const { meta } = procedureMeta(name);
  const all: Record<string, string> = { ...(input as Record<string, string> | undefined) };
  const inPath = new Set([...meta.openapi.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
  const path = meta.openapi.path.replace(/\{(\w+)\}/g, (_m, key: string) => encodeURIComponent(all[key]!));
  const fields = Object.fromEntries(Object.entries(all).filter(([key]) => !inPath.has(key)));
  const isRead = meta.openapi.method === 'GET' || meta.openapi.method === 'DELETE';
  const res = await t.app.inject({
    method: meta.openapi.method as 'GET',
    url: `/api${path}${isRead && Object.keys(fields).length ? `?${new URLSearchParams(fields).toString()}` : ''}`,
    headers: token ? bearer(token) : {},
    ...(isRead ? {} : { payload: fields }),
  });
  return { status: res.statusCode, body: res.json() };
}

async function callTrpc(t: TestApp, name: string, input: unknown, token?: string): Promise<Answer> {
  const headers = token ? bearer(token) : {};
  const res =
    procedureMeta(name).type === 'query'
      ? await t.app.inject({ method: 'GET', url: `/trpc/${name}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, headers })
      : await t.app.inject({ method: 'POST', url: `/trpc/${name}`, headers, payload: input ?? {} });
  return { status: res.statusCode, body: res.json() };
}

let t: TestApp;
let callers: Callers;
let address: string | undefined;
/** The app listening on a port (subscriptions are streams, not injectable requests). */
const listening = async () => (address ??= await t.app.listen({ port: 0, host: '127.0.0.1' }));
beforeAll(async () => {
  t = await createTestApp();
  await addCategories(t.db, ['Fiction']);
  const [buyer, seller, otherSeller, admin] = await Promise.all([
    member(t, 'buyer'),
    member(t, 'seller'),
    member(t, 'seller', 'other-seller'),
    member(t, 'admin'),
  ]);
  callers = { buyer, seller, otherSeller, admin };
});
afterAll(() => t.close());

describe('the authorization matrix (the wire)', () => {
  it('has a row for every plain route that exists', () => {
    const plain = Object.entries(plainRoutePaths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(Object.keys(plainRoutes).sort()).toEqual(plain.sort());
    for (const { name } of refusals) expect([...proceduresOf(appRouter).keys()]).toContain(name);
  });

  describe.each(refusals)('$name as $as: $status', ({ name, as, input, status, code, message }) => {
    const token = () => (as === 'anonymous' ? undefined : callers[as].accessToken);
    it('REST answers the status with { message, code }', async () => {
      expect(await callRest(t, name, input, token())).toEqual({ status, body: { message, code } });
    });
    it("tRPC answers the status with the error's message, code and status", async () => {
      expect(await callTrpc(t, name, input, token())).toMatchObject({ status, body: { error: { message, data: { code, httpStatus: status, path: name } } } });
    });
  });

  describe.each(Object.entries(subscriptions))('%s (subscription)', (_name, expected) => {
    it.each(CALLERS)('as %s', async (who) => {
      const me = who === 'anonymous' ? undefined : callers[who];
      const baseUrl = await listening();
      const stream = await subscribe(baseUrl, me?.accessToken ?? '');
      try {
        // Refused: the stream's first event is the error. Started: nothing arrives, nothing fails.
        const outcome = await stream.waitFor(1, 1_000).then(
          () => 'starts',
          (error: unknown) => (error instanceof Error && /waited/.test(error.message) ? 'starts' : 'refused'),
        );
        expect(outcome).toBe(expected[who]);
      } finally {
        stream.close();
      }
    });
  });

  describe.each(Object.entries(plainRoutes))('%s', (_name, route) => {
    it.each(CALLERS)('as %s', async (who) => {
      const me = who === 'anonymous' ? undefined : callers[who];
      expect(await route.call(t, me)).toBe(route.expect[who]);
    });
  });
});
