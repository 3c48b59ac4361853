import { TRPCError } from '@trpc/server';
import { LRUCache } from 'lru-cache';
import type { Role } from '../../shared/users.ts';
import type { Locale } from '../../shared/locales.ts';
import type { Db } from '../db/client.ts';
import type { IdentityProvider, VerifiedIdentity } from '../integrations/auth/identity-provider.ts';
import { isAccessToken, type AccessTokens } from './access-token.ts';
import { currentRequest } from '../observability/request-context.ts';

export const userColumns = {
  id: true,
  firebaseUid: true,
  email: true,
  name: true,
  image: true,
  bio: true,
  role: true,
  sellerStatus: true,
  emailVerified: true,
  language: true,
  banglaDigits: true,
  createdAt: true,
} as const;

export type UserRow = {
  id: string;
  firebaseUid: string;
  email: string;
  name: string;
  image: string;
  bio: string;
  role: Role;
  sellerStatus: 'verified' | 'unverified';
  emailVerified: boolean;
  language: Locale | null;
  banglaDigits: boolean;
  createdAt: Date;
};

/**
 * The caller of one request, authenticated at most once however often it is asked for (the rate
 * limit and the procedure both need it); the promise rejects when the header does not authenticate.
 */
export function callerOnce(authenticator: Authenticator, header: string | undefined): () => Promise<Caller> {
  return once(() => authenticator.authenticate(header));
}

/** `load`'s promise, made at the first call and shared by every later one. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= load());
}

/** The Caller an access token of this user makes: who they are comes from their user record. */
export function accessTokenCaller(user: UserRow): Caller {
  return { uid: user.firebaseUid, email: user.email, emailVerified: user.emailVerified, provider: 'access-token', user, via: 'access-token' };
}

/** The refusal of an access token whose account no longer exists. */
export const accountGone = () => new TRPCError({ code: 'UNAUTHORIZED', message: 'This account no longer exists.' });

/** Who is calling: the verified identity, and their user record if they have one yet. */
export type Caller = VerifiedIdentity & { user: UserRow | null; via: 'id-token' | 'access-token' };

const CACHE_MS = 5_000;
/** Per cache, in each process: far more callers than a few seconds bring. */
const CACHE_ENTRIES = 10_000;

/** A cache whose entries live CACHE_MS (lru-cache: bounded, least recently used out first). */
const shortLived = <V extends object>() => new LRUCache<string, V>({ max: CACHE_ENTRIES, ttl: CACHE_MS });

/** Deletes every entry whose value matches, e.g. all that name a deleted user. */
function deleteWhere<V extends object>(cache: LRUCache<string, V>, match: (value: V) => boolean): void {
  for (const [key, value] of cache.entries()) if (match(value)) cache.delete(key);
}

/**
 * Turns an `Authorization: Bearer` header into a Caller. Accepts our access tokens (from GET /jwt)
 * and identity-provider ID tokens. The user row is re-read at most every 5 s per process, and
 * forgotten at once when the user is deleted here, so roles come from the database and a deleted
 * user's tokens stop working.
 */
export class Authenticator {
  /** User rows by `id:` or `firebaseUid:`; `row: null` remembers that there is none. */
  private readonly rows = shortLived<{ row: UserRow | null }>();
  private readonly idTokens = shortLived<VerifiedIdentity>();

  constructor(
    private readonly db: Db,
    private readonly identity: IdentityProvider,
    private readonly tokens: AccessTokens,
    /** ADMIN_EMAILS, lower case. */
    private readonly adminEmails: readonly string[],
  ) {}

  /** Who sends `header`; the request it comes with then names the user (its log lines say who). */
  async authenticate(header: string | undefined): Promise<Caller> {
    const caller = await this.callerOf(header);
    const request = currentRequest();
    if (request && caller.user) request.userId = caller.user.id;
    return caller;
  }

  private async callerOf(header: string | undefined): Promise<Caller> {
    const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
    if (!token) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in first: send Authorization: Bearer <token>.' });
    if (isAccessToken(token)) return this.fromAccessToken(token);
    const identity = await this.verifyIdToken(token);
    const user = await this.userBy('firebaseUid', identity.uid);
    return { ...identity, user: user && (await this.withProvedEmail(user, identity.emailVerified && identity.email === user.email)), via: 'id-token' };
  }

  /**
   * What the first request that proves the address changes on the record. The identity provider is
   * the authority on a verified email: the first ID token that says so marks the record, and access
   * tokens (which carry no such claim) read it from there. A proved address listed in ADMIN_EMAILS
   * is an admin from then on, whichever call that request is: sign-up comes before anyone can verify.
   */
  private async withProvedEmail(user: UserRow, proved: boolean): Promise<UserRow> {
    const promote = proved && user.role !== 'admin' && this.adminEmails.includes(user.email.toLowerCase());
    if (!promote && (!proved || user.emailVerified)) return user;
    const data = { emailVerified: true, ...(promote && { role: 'admin' as const }) };
    await this.db.user.update({ where: { id: user.id }, data });
    this.forget(user.id);
    return { ...user, ...data };
  }

  /** Verifies an identity-provider ID token (not our access tokens): what GET /jwt and sign-up accept. */
  async verifyIdToken(token: string): Promise<VerifiedIdentity> {
    const cached = this.idTokens.get(token);
    if (cached) return cached;
    const identity = await this.identity.verifyIdToken(token).catch(() => {
      throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Your sign-in is not valid or has expired. Sign in again.' });
    });
    this.idTokens.set(token, identity);
    return identity;
  }

  /** Forgets what is cached about a user, e.g. after their role changed or they were deleted. */
  forget(userId: string): void {
    deleteWhere(this.rows, ({ row }) => row?.id === userId);
  }

  /** Forgets cached ID tokens of an identity-provider account that no longer exists. */
  forgetIdentity(uid: string): void {
    deleteWhere(this.idTokens, (identity) => identity.uid === uid);
    this.rows.delete(`firebaseUid:${uid}`);
  }

  private async fromAccessToken(token: string): Promise<Caller> {
    const claims = await this.accessClaims(token);
    const user = await this.userBy('id', claims.userId);
    if (!user) throw accountGone();
    return accessTokenCaller(await this.withProvedEmail(user, user.emailVerified));
  }

  private async accessClaims(token: string) {
    try {
      return await this.tokens.verify(token);
    } catch {
      throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Your access token is not valid or has expired. Sign in again.' });
    }
  }

  private async userBy(column: 'id' | 'firebaseUid', value: string): Promise<UserRow | null> {
    const key = `${column}:${value}`;
    const cached = this.rows.get(key);
    if (cached) return cached.row;
    const row = await this.db.user.findUnique({ where: column === 'id' ? { id: value } : { firebaseUid: value }, select: userColumns });
    this.rows.set(key, { row });
    return row;
  }
}
