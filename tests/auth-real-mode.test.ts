import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { passwordIdentity } from './helpers/identities.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// This file's process never points firebase-admin at an emulator: it verifies tokens as it would
// against a real Firebase project.
delete process.env.FIREBASE_AUTH_EMULATOR_HOST;

let t: TestApp;
beforeAll(async () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  t = await createTestApp({
    FIREBASE_AUTH_EMULATOR_HOST: '',
    FIREBASE_PROJECT_ID: 'demo-bookstore',
    FIREBASE_CLIENT_EMAIL: 'server@demo-bookstore.iam.gserviceaccount.com',
    FIREBASE_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  });
});
afterAll(() => t.close());

it('runs with real Firebase verification, not the emulator', () => {
  expect(t.config.useAuthEmulator).toBe(false);
  expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
});

it('rejects an unsigned emulator-style ID token with 401 on both surfaces', async () => {
  const { idToken, email } = await passwordIdentity();
  expect(JSON.parse(Buffer.from(idToken.split('.')[0]!, 'base64url').toString()).alg).toBe('none');
  const rest = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${idToken}` } });
  const trpc = await t.app.inject({ method: 'GET', url: '/trpc/users.me', headers: { authorization: `Bearer ${idToken}` } });
  expect([rest.statusCode, trpc.statusCode]).toEqual([401, 401]);
  const exchange = await t.app.inject({ method: 'GET', url: `/api/jwt?email=${encodeURIComponent(email)}`, headers: { authorization: `Bearer ${idToken}` } });
  expect(exchange.json()).toEqual({ accessToken: 'forbidden' });
});

it('neither offers nor proxies an Auth emulator', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().firebase.emulatorUrl).toBeNull();
  const proxied = await t.app.inject({
    method: 'POST',
    url: '/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any',
    payload: { email: 'x@example.com', password: 'secret-pass-1' },
  });
  expect(proxied.statusCode).toBe(404);
});
