import { ACCESS_TOKEN_STORAGE_KEY } from '../../shared/constants.ts';
import { responseError } from './response-error.ts';

/** Renew this long before the token's `exp`, so a request never leaves with a token about to lapse. */
const RENEW_MARGIN_MS = 60_000;

/** The signed-in Firebase user, as far as tokens go; null when nobody is signed in. */
export type Identity = { email: string; idToken: () => Promise<string> };
export type IdentitySource = () => Identity | null;

let identitySource: IdentitySource | null = null;
let renewal: Promise<string> | null = null;
let heldFlows = 0;
/** Counts clearings (sign-outs): an exchange answered after one started keeps nothing. */
let clearings = 0;

/** The auth provider registers how to get the signed-in user's Firebase ID token once Firebase is up. */
export function setIdentitySource(source: IdentitySource | null): void {
  identitySource = source;
}

/**
 * While a sign-in or sign-up flow runs, requests carry the ID token and nothing is exchanged: the
 * flow gets its access token itself, as its last step.
 */
export function holdTokenRenewal(): () => void {
  heldFlows++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    heldFlows--;
  };
}

export function storedAccessToken(): string | null {
  try {
    return localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeAccessToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
    else localStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
  } catch {
    // Storage can be disabled (private modes); requests then fall back to the ID token.
  }
}

export function clearAccessToken(): void {
  clearings++;
  storeAccessToken(null);
}

// Unverified: the payload may hold anything, so each claim is checked where it is read.
type TokenClaims = { exp?: unknown; email?: unknown };

/** Reads the JWT payload without verifying it: the server verifies, the client only plans renewal. */
function claimsOf(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null ? claims : null;
  } catch {
    return null;
  }
}

function isFresh(token: string, email: string | undefined): boolean {
  const claims = claimsOf(token);
  if (!claims || typeof claims.exp !== 'number') return false;
  // A token left behind by someone else who used this browser is not the signed-in user's.
  if (email && typeof claims.email === 'string' && claims.email.toLowerCase() !== email.toLowerCase()) return false;
  return claims.exp * 1000 - Date.now() > RENEW_MARGIN_MS;
}

/**
 * Trades a Firebase ID token for the app's access token (GET /api/jwt) and keeps it under `token`.
 * A 'forbidden' answer stores nothing and returns null, and so does an answer
 * that arrives after the token was cleared meanwhile: whoever asked has signed out since.
 */
export async function exchangeIdToken(email: string, idToken: string): Promise<string | null> {
  const clearingsBefore = clearings;
  const response = await fetch(`/api/jwt?email=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${idToken}` },
  });
  if (clearings !== clearingsBefore) return null;
  if (response.status === 403) {
    clearAccessToken();
    return null;
  }
  if (!response.ok) throw await responseError(response, 'Your session could not be started');
  const body = (await response.json()) as { accessToken?: unknown };
  const token = typeof body.accessToken === 'string' && body.accessToken !== 'forbidden' ? body.accessToken : null;
  storeAccessToken(token);
  return token;
}

async function renew(identity: Identity): Promise<string> {
  const idToken = await identity.idToken();
  if (heldFlows > 0) return idToken;
  const token = await exchangeIdToken(identity.email, idToken).catch((error: unknown) => {
    console.error('Could not renew the access token', error);
    return null;
  });
  // The server accepts ID tokens too, so a refused exchange still leaves the request signed in.
  return token ?? idToken;
}

/**
 * The token to send as `Authorization: Bearer`: the stored access token while it is fresh, else a
 * renewed one. Concurrent requests share one renewal.
 */
export async function bearerToken(): Promise<string | null> {
  const identity = identitySource?.() ?? null;
  const stored = storedAccessToken();
  if (stored && isFresh(stored, identity?.email)) return stored;
  if (!identity) return null;
  renewal ??= renew(identity).finally(() => {
    renewal = null;
  });
  return renewal;
}
