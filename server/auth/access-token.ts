import { createSecretKey, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, decodeJwt, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Config } from '../config.ts';

const ISSUER = 'book-store';
const LIFETIME_SECONDS = 60 * 60;

export type AccessClaims = { userId: string; email: string };

export interface AccessTokens {
  issue(claims: AccessClaims): Promise<string>;
  /** The claims of a valid, unexpired token of ours; throws otherwise. */
  verify(token: string): Promise<AccessClaims>;
}

/** Our own tokens carry this issuer; anything else is treated as an identity-provider ID token. */
export function isAccessToken(token: string): boolean {
  try {
    return decodeJwt(token).iss === ISSUER;
  } catch {
    return false;
  }
}

/**
 * The server's signing secret (access tokens, test-payment client secrets): APP_TOKEN_SECRET, or outside production a random secret kept in the data directory so restarts
 * (and processes sharing that directory) keep accepting the tokens they issued.
 */
export function appSecret(config: Config): Uint8Array {
  if (config.APP_TOKEN_SECRET) return new TextEncoder().encode(config.APP_TOKEN_SECRET);
  const file = path.join(config.dataDir, 'app-token-secret');
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

/** How many verified tokens each process remembers (a signed-in visitor's requests all carry the same one). */
const REMEMBERED_TOKENS = 10_000;

/**
 * HS256 access tokens that live one hour, as `GET /jwt` hands out. A token that verified is
 * remembered until it expires, so a signed-in visitor's every request costs a lookup rather than
 * an HMAC: its signature and claims cannot change, and whose account it is is still checked on
 * every request (auth/authenticate.ts).
 */
export function accessTokens(secret: Uint8Array): AccessTokens {
  const key = createSecretKey(secret);
  const verified = new LRUCache<string, { claims: AccessClaims; expiresAt: number }>({ max: REMEMBERED_TOKENS });
  return {
    issue: ({ userId, email }) =>
      new SignJWT({ email })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${LIFETIME_SECONDS}s`)
        .sign(secret),
    async verify(token) {
      const known = verified.get(token);
      if (known && known.expiresAt > Date.now()) return known.claims;
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || payload.exp === undefined) throw new Error('incomplete token');
      const claims = { userId: payload.sub, email: payload.email };
      verified.set(token, { claims, expiresAt: payload.exp * 1000 });
      return claims;
    },
  };
}
