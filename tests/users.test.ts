import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, googleIdentity, member, passwordIdentity, uniqueEmail, verifyEmail, type Member } from './helpers/identities.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const BOSS = uniqueEmail('boss');
/** Listed admins who verify after signing up, and take other paths than POST /users from there. */
const [BOSS_RENEWS, BOSS_READS, BOSS_LISTED_LATER] = [uniqueEmail('boss-renews'), uniqueEmail('boss-reads'), uniqueEmail('boss-later')];
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: `someone@example.com, ${BOSS.toUpperCase()}, ${BOSS_RENEWS}, ${BOSS_READS}, ${BOSS_LISTED_LATER}` });
});
afterAll(() => t.close());

const save = (token: string, body: object) => t.app.inject({ method: 'POST', url: '/api/users', headers: bearer(token), payload: body });
const lookup = (token: string, email: string) => t.app.inject({ method: 'GET', url: `/api/user?email=${encodeURIComponent(email)}`, headers: bearer(token) });
const jwt = (token: string | null, email: string) =>
  t.app.inject({ method: 'GET', url: `/api/jwt?email=${encodeURIComponent(email)}`, headers: token ? bearer(token) : {} });

describe('sign-up: POST /api/users', () => {
  it.each(['buyer', 'seller'] as const)('creates a %s record and the role lookup returns it', async (role) => {
    const id = await passwordIdentity();
    const res = await save(id.idToken, { name: 'Rahim', email: id.email, image: '/images/a.webp', role });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, insertedId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const user = (await lookup(id.idToken, id.email)).json();
    // REST answers give our uploads absolute (see tests/rest-image-urls.test.ts).
    expect(user).toMatchObject({ _id: res.json().insertedId, name: 'Rahim', email: id.email, image: `${t.config.publicUrl}/images/a.webp`, role });
    if (role === 'seller') expect(user.status).toBe('unverified');
    else expect(user).not.toHaveProperty('status');
  });

  it('answers null from the role lookup before there is a record (the client then treats the user as a buyer)', async () => {
    const id = await passwordIdentity();
    const res = await lookup(id.idToken, id.email);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('null');
  });

  it('upserts by email: signing in again updates name and image, never the role', async () => {
    const id = await passwordIdentity();
    const first = await save(id.idToken, { name: 'Old', email: id.email, role: 'buyer' });
    const again = await save(id.idToken, { name: 'New Name', email: id.email, image: '/images/new.webp', role: 'seller' });
    expect(again.json()).toEqual({ acknowledged: true, insertedId: null });
    expect((await lookup(id.idToken, id.email)).json()).toMatchObject({
      _id: first.json().insertedId,
      name: 'New Name',
      image: `${t.config.publicUrl}/images/new.webp`,
      role: 'buyer',
    });
    expect(await t.db.user.count({ where: { email: id.email } })).toBe(1);
  });

  it('refuses a role other than buyer or seller, with a message, on REST and tRPC alike', async () => {
    const id = await passwordIdentity();
    const rest = await save(id.idToken, { name: 'Sneaky', email: id.email, role: 'admin' });
    expect(rest.statusCode).toBe(400);
    expect(JSON.stringify(rest.json())).toMatch(/Role must be buyer or seller/);
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/users.save',
      headers: bearer(id.idToken),
      payload: { name: 'Sneaky', email: id.email, role: 'admin' },
    });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.message).toBe('Role must be buyer or seller');
    expect(await t.db.user.count({ where: { email: id.email } })).toBe(0);
  });

  it('makes a buyer of every Google sign-in, whatever role is asked for', async () => {
    const id = await googleIdentity();
    await save(id.idToken, { name: 'G', email: id.email, role: 'seller' });
    expect((await lookup(id.idToken, id.email)).json().role).toBe('buyer');
  });

  it('makes an admin of an email listed in ADMIN_EMAILS only once that email is verified, on REST and tRPC alike', async () => {
    const id = await passwordIdentity(BOSS);
    // Whoever signs up first with the address is not admin until they prove they own it.
    expect((await save(id.idToken, { name: 'Boss', email: id.email, role: 'buyer' })).statusCode).toBe(200);
    expect((await lookup(id.idToken, id.email)).json().role).toBe('buyer');
    const trpc = await t.app.inject({ method: 'POST', url: '/trpc/users.save', headers: bearer(id.idToken), payload: { name: 'Boss', email: id.email } });
    expect(trpc.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(id.idToken) })).json()).toMatchObject({ role: 'buyer', emailVerified: false });
    const verified = await verifyEmail(id);
    await save(verified.idToken, { name: 'Boss', email: id.email, role: 'buyer' });
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(verified.idToken) })).json()).toMatchObject({
      role: 'admin',
      emailVerified: true,
    });
  });

  it('makes a listed address admin on its first verified request, whichever call that is', async () => {
    const me = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).json();
    // The web app after the link: "I have verified it" renews the access token with a fresh ID token.
    const renews = await passwordIdentity(BOSS_RENEWS);
    await save(renews.idToken, { name: 'Boss', email: renews.email, role: 'seller' });
    const renewed = (await jwt((await verifyEmail(renews)).idToken, renews.email)).json().accessToken as string;
    expect(await me(renewed)).toMatchObject({ role: 'admin', emailVerified: true });
    // Any read with the verified ID token.
    const reads = await passwordIdentity(BOSS_READS);
    await save(reads.idToken, { name: 'Boss', email: reads.email, role: 'buyer' });
    const verified = await verifyEmail(reads);
    expect((await lookup(verified.idToken, reads.email)).json().role).toBe('admin');
    // Verified before the operator listed the address: the record's proof counts for an access token.
    const later = await passwordIdentity(BOSS_LISTED_LATER);
    await save(later.idToken, { name: 'Boss', email: later.email, role: 'buyer' });
    const access = (await jwt(later.idToken, later.email)).json().accessToken as string;
    await t.db.user.update({ where: { email: later.email }, data: { emailVerified: true } });
    expect(await me(access)).toMatchObject({ role: 'admin' });
  });

  it('records a verified email from the first ID token that says so, for access tokens to read', async () => {
    const id = await passwordIdentity();
    await save(id.idToken, { name: 'Reader', email: id.email });
    const access = (await jwt(id.idToken, id.email)).json().accessToken as string;
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(access) })).json().emailVerified).toBe(false);
    const verified = await verifyEmail(id);
    // Renewing the access token with the fresh ID token is what the web app does after the link.
    const renewed = (await jwt(verified.idToken, id.email)).json().accessToken as string;
    for (const token of [access, renewed]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).json().emailVerified).toBe(true);
    }
  });

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'http://evil.example.com/a.png',
    '/images/a.webp" onerror="x',
    'images/a.webp',
    '/images/../../etc/passwd',
    '/images/%2e%2e/secret',
  ])('refuses %s as a profile image on REST and tRPC, and stores nothing', async (image) => {
    const id = await passwordIdentity();
    const rest = await save(id.idToken, { name: 'Mallory', email: id.email, image });
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/users.save',
      headers: bearer(id.idToken),
      payload: { name: 'Mallory', email: id.email, image },
    });
    for (const res of [rest, trpc]) {
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Image must be an uploaded image URL');
    }
    expect(await t.db.user.count({ where: { email: id.email } })).toBe(0);
  });

  it("accepts an uploaded image, an https photo (Google's) or none", async () => {
    for (const image of ['/images/x.webp', 'https://lh3.googleusercontent.com/a/photo=s96-c', '']) {
      const id = await passwordIdentity();
      expect((await save(id.idToken, { name: 'Fine', email: id.email, image })).statusCode).toBe(200);
    }
  });

  it('refuses to save a record for an email other than the signed-in one', async () => {
    const id = await passwordIdentity();
    const res = await save(id.idToken, { name: 'Impostor', email: uniqueEmail('victim'), role: 'seller' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/your own account/);
  });

  it('validates names and emails with the sign-up messages', async () => {
    const id = await passwordIdentity();
    const res = await save(id.idToken, { name: '  ', email: 'not an email', role: 'buyer' });
    expect(res.statusCode).toBe(400);
    const messages = res.json().issues.map((i: { message: string }) => i.message);
    expect(messages).toEqual(expect.arrayContaining(['Name is required', 'Email is invalid']));
  });
});

describe('a buyer cannot make themselves seller or admin through any request', () => {
  let buyer: Member;
  beforeAll(async () => {
    buyer = await member(t, 'buyer');
  });

  it.each([
    ['POST /api/users with role seller', { role: 'seller' }],
    ['POST /api/users with role admin', { role: 'admin' }],
    ['POST /api/users with extra fields', { role: 'buyer', status: 'verified', isAdmin: true, _id: 'x' }],
  ])('%s leaves the role buyer', async (_label, extra) => {
    for (const token of [buyer.idToken, buyer.accessToken]) {
      await save(token, { name: 'Buyer', email: buyer.email, ...extra });
      expect((await t.db.user.findUniqueOrThrow({ where: { email: buyer.email } })).role).toBe('buyer');
    }
  });
});

describe('role lookup: GET /api/user', () => {
  it('lets an admin read anyone, in the legacy user shape', async () => {
    const [b, admin] = await Promise.all([member(t, 'seller', 'b'), member(t, 'admin')]);
    expect((await lookup(admin.accessToken, b.email)).json()).toMatchObject({ email: b.email, role: 'seller' });
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user?email=a@example.com' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/Sign in/);
  });
});

describe('token exchange: GET /api/jwt', () => {
  it('issues an access token to a caller whose ID token proves the email; it works for signed-in calls', async () => {
    const m = await member(t, 'seller');
    const res = await jwt(m.idToken, m.email);
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(res.json().accessToken) });
    expect(me.json()).toMatchObject({ email: m.email, role: 'seller' });
  });

  it.each([
    ['no token at all', async () => jwt(null, (await member(t, 'buyer')).email)],
    ['an ID token for another email', async () => jwt((await member(t, 'buyer')).idToken, (await member(t, 'seller')).email)],
    [
      'an access token instead of an ID token',
      async () => {
        const m = await member(t, 'buyer');
        return jwt(m.accessToken, m.email);
      },
    ],
    ['a forged ID token', async () => jwt('eyJhbGciOiJub25lIn0.eyJlbWFpbCI6ImFAYi5jb20ifQ.', 'a@b.com')],
    [
      'an account without a user record',
      async () => {
        const id = await passwordIdentity();
        return jwt(id.idToken, id.email);
      },
    ],
  ])('refuses %s with 403 { accessToken: "forbidden" }', async (_label, call) => {
    const res = await call();
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ accessToken: 'forbidden' });
  });

  it('answers a missing email with a 400 message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/jwt' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Email/);
  });
});

describe("the Auth emulator through the store's own origin", () => {
  it('is what the web client is told to use, and signs up accounts from there (tests/verification-email.test.ts follows a link through it)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().firebase.emulatorUrl).toBe('/');
    const email = uniqueEmail('proxied');
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any',
      payload: { email, password: 'secret-pass-1', returnSecureToken: true },
    });
    expect(signUp.statusCode).toBe(200);
    const { idToken } = signUp.json<{ idToken: string }>();
    expect((await save(idToken, { name: 'Proxied', email })).statusCode).toBe(200);
  });
});
