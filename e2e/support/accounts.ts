import sharp from 'sharp';
import { passwordIdentity, uniqueEmail, verifyEmail } from '../../tests/helpers/identities.ts';

export const PASSWORD = 'secret-pass-1';

/** A small real PNG, made here: the store re-encodes uploads and refuses anything that is not an image. */
export async function profilePng(): Promise<Buffer> {
  return sharp({ create: { width: 96, height: 96, channels: 3, background: '#00ADA4' } })
    .png()
    .toBuffer();
}

/** `idToken` lets a journey call the API as this person without the browser (e.g. list a book over REST). */
export type Account = { email: string; password: string; name: string; idToken: string };

/**
 * An account made the way the sign-up page makes one, without the browser: the emulator account,
 * its email verified through the link (unless `verified` is false), then its user record (POST
 * /api/users with its ID token).
 */
export async function createAccount(storeUrl: string, role: 'buyer' | 'seller', label: string = role, { verified = true } = {}): Promise<Account> {
  const created = await passwordIdentity(uniqueEmail(label), PASSWORD);
  const identity = verified ? await verifyEmail(created, PASSWORD) : created;
  const name = `${label[0]!.toUpperCase()}${label.slice(1)} Tester`;
  const res = await fetch(`${storeUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${identity.idToken}` },
    body: JSON.stringify({ name, email: identity.email, image: '', role }),
  });
  if (!res.ok) throw new Error(`POST /api/users: ${res.status} ${await res.text()}`);
  return { email: identity.email, password: PASSWORD, name, idToken: identity.idToken };
}
