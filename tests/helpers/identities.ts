import { inject } from 'vitest';
import type { TestApp } from './test-app.ts';

type EmulatorAnswer = { idToken: string; localId: string };

async function emulator(method: string, body: object): Promise<EmulatorAnswer> {
  const res = await fetch(`http://${inject('authEmulatorHost')}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`emulator ${method}: ${res.status} ${await res.text()}`);
  return (await res.json()) as EmulatorAnswer;
}

let counter = 0;
/** A new address no other test uses (the emulator is shared by the whole run). */
export const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}.${process.pid}.${counter++}@example.com`;

export type Identity = { email: string; uid: string; idToken: string };

/** An email/password account in the Auth emulator. */
export async function passwordIdentity(email = uniqueEmail('user'), password = 'secret-pass-1'): Promise<Identity> {
  const a = await emulator('signUp', { email, password });
  return { email, uid: a.localId, idToken: a.idToken };
}

/** A Google account in the Auth emulator (it accepts a fake Google ID token as JSON). */
export async function googleIdentity(email = uniqueEmail('google'), name = 'Google Reader'): Promise<Identity> {
  const idToken = JSON.stringify({ sub: `google-${email}`, email, email_verified: true, name });
  const a = await emulator('signInWithIdp', {
    postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnIdpCredential: true,
  });
  return { email, uid: a.localId, idToken: a.idToken };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type Member = Identity & { userId: string; accessToken: string; role: 'buyer' | 'seller' | 'admin' };

/** A signed-up member with a user record of the given role and an access token from GET /jwt. */
export async function member(t: TestApp, role: Member['role'], label: string = role): Promise<Member> {
  const identity = await passwordIdentity(uniqueEmail(label));
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: bearer(identity.idToken),
    payload: { name: `${label} person`, email: identity.email, image: '', role: role === 'seller' ? 'seller' : 'buyer' },
  });
  if (saved.statusCode !== 200) throw new Error(`sign-up failed: ${saved.body}`);
  const userId = saved.json().insertedId as string;
  if (role === 'admin') await t.db.user.update({ where: { id: userId }, data: { role: 'admin' } });
  const token = await t.app.inject({ method: 'GET', url: `/api/jwt?email=${encodeURIComponent(identity.email)}`, headers: bearer(identity.idToken) });
  if (token.statusCode !== 200) throw new Error(`token exchange failed: ${token.body}`);
  return { ...identity, userId, role, accessToken: token.json().accessToken };
}
