import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, member, type Member } from './helpers/identities.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
let t: TestApp;
let seller: Member;
beforeAll(async () => {
  t = await createTestApp({ APP_TOKEN_SECRET: SECRET });
  seller = await member(t, 'seller');
});
afterAll(() => t.close());

const sign = (secret: string, claims: { sub: string; email: string }, expires: string | number = '1h') =>
  new SignJWT({ email: claims.email })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('book-store')
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(expires)
    .sign(new TextEncoder().encode(secret));

/** The status of a signed-in read on each surface. */
async function statuses(token: string) {
  const rest = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
  const trpc = await t.app.inject({ method: 'GET', url: '/trpc/users.me', headers: bearer(token) });
  return { rest: rest.statusCode, trpc: trpc.statusCode, message: rest.json().message as string | undefined };
}

describe('app access tokens', () => {
  it('a genuine one works on /api and /trpc', async () => {
    expect(await statuses(seller.accessToken)).toMatchObject({ rest: 200, trpc: 200 });
  });

  it('is rejected with 401 when forged with another secret', async () => {
    const forged = await sign('not-the-server-secret-but-long-enough-000000', { sub: seller.userId, email: seller.email });
    expect(await statuses(forged)).toMatchObject({ rest: 401, trpc: 401, message: expect.stringMatching(/not valid or has expired/) });
  });

  it('is rejected with 401 once expired', async () => {
    const expired = await sign(SECRET, { sub: seller.userId, email: seller.email }, Math.floor(Date.now() / 1000) - 60);
    expect(await statuses(expired)).toMatchObject({ rest: 401, trpc: 401 });
  });

  it('is rejected with 401 when its claims were tampered with', async () => {
    const [header, , signature] = seller.accessToken.split('.');
    const admin = await member(t, 'admin');
    const payload = Buffer.from(JSON.stringify({ iss: 'book-store', sub: admin.userId, email: admin.email, exp: 9999999999 })).toString('base64url');
    expect(await statuses(`${header}.${payload}.${signature}`)).toMatchObject({ rest: 401, trpc: 401 });
  });

  it('is rejected with 401 when it is not a token at all', async () => {
    expect(await statuses('garbage')).toMatchObject({ rest: 401, trpc: 401 });
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ iss: 'book-store', sub: seller.userId, email: seller.email })).toString('base64url')}.`;
    expect(await statuses(unsigned)).toMatchObject({ rest: 401, trpc: 401 });
  });

  it('lives one hour', () => {
    const payload = JSON.parse(Buffer.from(seller.accessToken.split('.')[1]!, 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(3600);
  });
});

describe('a deleted user', () => {
  it('loses both tokens at once: the access token and the identity-provider ID token', async () => {
    const gone = await member(t, 'buyer', 'leaving');
    expect(await statuses(gone.accessToken)).toMatchObject({ rest: 200 });
    expect(await statuses(gone.idToken)).toMatchObject({ rest: 200 });
    await t.deps.identity.deleteAccount(gone.uid);
    await t.db.user.delete({ where: { id: gone.userId } });
    t.deps.authenticator.forget(gone.userId);
    t.deps.authenticator.forgetIdentity(gone.uid);
    expect(await statuses(gone.accessToken)).toMatchObject({ rest: 401, trpc: 401, message: 'This account no longer exists.' });
    expect(await statuses(gone.idToken)).toMatchObject({ rest: 401, trpc: 401 });
  });
});
