import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
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
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).iss === ISSUER;
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

/** HS256 access tokens that live one hour, as `GET /jwt` hands out. */
export function accessTokens(secret: Uint8Array): AccessTokens {
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
      const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') throw new Error('incomplete token');
      return { userId: payload.sub, email: payload.email };
    },
  };
}
