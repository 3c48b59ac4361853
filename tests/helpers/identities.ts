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

type OobCode = { email: string; oobCode: string; oobLink: string; requestType: string };

/** The verification links the emulator has "sent" to this address, oldest first. */
export async function verificationLinks(email: string): Promise<OobCode[]> {
  const res = await fetch(`http://${inject('authEmulatorHost')}/emulator/v1/projects/demo-bookstore/oobCodes`);
  const { oobCodes } = (await res.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL');
}

/**
 * Verifies an account's email the way its owner does: Firebase sends the verification link, the
 * owner follows it; then a fresh sign-in gives an ID token that says the email is verified.
 */
export async function verifyEmail(identity: Identity, password = 'secret-pass-1'): Promise<Identity> {
  await emulator('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken: identity.idToken });
  const link = (await verificationLinks(identity.email)).at(-1);
  if (!link) throw new Error(`no verification link for ${identity.email}`);
  await emulator('update', { oobCode: link.oobCode });
  return signInAgain(identity, password);
}

/** A fresh sign-in's ID token, which says what the account is now (its email verified, once the link was followed). */
export async function signInAgain(identity: Identity, password = 'secret-pass-1'): Promise<Identity> {
  const signedIn = await emulator('signInWithPassword', { email: identity.email, password });
  return { ...identity, idToken: signedIn.idToken };
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

type Answer = { status: number; body: string; json: () => { insertedId?: string; accessToken?: string } };
/** One call to the app, however it is reached (in process, or over HTTP to a server process). */
type Send = (method: 'GET' | 'POST', url: string, token: string, payload?: object) => Promise<Answer>;

/**
 * Signs an emulator account up the way the web app does: POST /api/users, then GET /api/jwt for an
 * access token. Its email is verified first unless `verified` is false (booking and reporting need it).
 */
async function signUp(send: Send, role: 'buyer' | 'seller', label: string, verified = true) {
  const created = await passwordIdentity(uniqueEmail(label));
  const identity = verified ? await verifyEmail(created) : created;
  const saved = await send('POST', '/api/users', identity.idToken, { name: `${label} person`, email: identity.email, image: '', role });
  if (saved.status !== 200) throw new Error(`sign-up failed: ${saved.body}`);
  const token = await send('GET', `/api/jwt?email=${encodeURIComponent(identity.email)}`, identity.idToken);
  if (token.status !== 200) throw new Error(`token exchange failed: ${token.body}`);
  return { ...identity, userId: saved.json().insertedId as string, accessToken: token.json().accessToken as string };
}

/** A signed-up member (with a verified email unless told otherwise) with a user record of the given role and an access token from GET /jwt. */
export async function member(t: TestApp, role: Member['role'], label: string = role, { verified = true } = {}): Promise<Member> {
  const send: Send = async (method, url, token, payload) => {
    const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
    return { status: res.statusCode, body: res.body, json: () => res.json() };
  };
  const signedUp = await signUp(send, role === 'seller' ? 'seller' : 'buyer', label, verified);
  if (role === 'admin') await t.db.user.update({ where: { id: signedUp.userId }, data: { role: 'admin' } });
  return { ...signedUp, role };
}

/**
 * A signed-up buyer or seller of a store running in another process (`baseUrl`, e.g.
 * http://127.0.0.1:4321), signed up through its HTTP API. `tokenFrom` asks another process of the
 * same store for the access token (they share APP_TOKEN_SECRET).
 */
export async function memberOverHttp(baseUrl: string, role: 'buyer' | 'seller', label: string = role, tokenFrom = baseUrl): Promise<Member> {
  const send: Send = async (method, url, token, payload) => {
    const res = await fetch(`${url.startsWith('/api/jwt') ? tokenFrom : baseUrl}${url}`, {
      method,
      headers: { ...bearer(token), ...(payload && { 'content-type': 'application/json' }) },
      ...(payload && { body: JSON.stringify(payload) }),
      signal: AbortSignal.timeout(20_000),
    });
    const body = await res.text();
    return { status: res.status, body, json: () => JSON.parse(body) };
  };
  return { ...(await signUp(send, role, label)), role };
}
