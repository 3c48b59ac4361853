import { Conflict, Forbidden } from './domain-errors.ts';
import type { Me, SaveUserData, UpdateProfileData, User } from '../../shared/users.ts';
import { userColumns, type Caller, type UserRow } from '../auth/authenticate.ts';
import type { Deps } from '../deps.ts';
import { type InsertResult, insertResult } from '../../shared/results.ts';

/** The caller's own record, with what only they need to know. */
export function toWireMe(row: UserRow): Me {
  return { ...toWireUser(row), emailVerified: row.emailVerified, bio: row.bio, language: row.language, banglaDigits: row.banglaDigits };
}

export function toWireUser(row: Pick<UserRow, 'id' | 'name' | 'email' | 'image' | 'role' | 'sellerStatus'>): User {
  const user: User = { _id: row.id, name: row.name, email: row.email, image: row.image, role: row.role };
  if (row.role === 'seller') user.status = row.sellerStatus;
  return user;
}

function requireOwnEmail(caller: Caller, email: string): void {
  if (caller.email !== email) {
    throw new Forbidden('You can only save your own account: the email must be the one you signed in with.');
  }
}

/**
 * Creates the caller's user record, or updates its name and image. The role is set once, at
 * creation: ADMIN_EMAILS make admins, Google sign-in makes buyers, otherwise buyer or seller as
 * chosen. An ADMIN_EMAILS address counts only once its owner has proved it (a verified email):
 * whoever signs up first with it otherwise would be admin. A listed address verified later is
 * promoted by its first request that proves it (auth/authenticate.ts).
 */
export async function saveUser(
  { db, config, authenticator }: Pick<Deps, 'db' | 'config' | 'authenticator'>,
  caller: Caller,
  input: SaveUserData,
): Promise<InsertResult<string | null>> {
  requireOwnEmail(caller, input.email);
  const isAdmin = caller.emailVerified && config.ADMIN_EMAILS.includes(input.email);
  const verified = caller.emailVerified && { emailVerified: true };
  const existing = await db.user.findUnique({ where: { email: input.email }, select: { id: true, firebaseUid: true, role: true } });
  if (existing) {
    if (existing.firebaseUid !== caller.uid) {
      throw new Conflict('This email belongs to another account.');
    }
    await db.user.update({
      where: { id: existing.id },
      data: { name: input.name, image: input.image, ...verified, ...(isAdmin && { role: 'admin' }) },
    });
    authenticator.forget(existing.id);
    return insertResult(null);
  }
  const role = isAdmin ? 'admin' : caller.provider === 'google.com' ? 'buyer' : input.role;
  const created = await db.user.create({
    data: { firebaseUid: caller.uid, email: input.email, name: input.name, image: input.image, role, language: input.language, ...verified },
    select: { id: true },
  });
  authenticator.forgetIdentity(caller.uid);
  return insertResult(created.id);
}

/** The role lookup: callers read themselves; admins read anyone. */
export async function findUserByEmail({ db }: Pick<Deps, 'db'>, caller: Caller, email: string): Promise<User | null> {
  if (caller.email !== email && caller.user?.role !== 'admin') {
    throw new Forbidden('You can only look up your own account.');
  }
  const row = await db.user.findUnique({ where: { email }, select: userColumns });
  return row && toWireUser(row);
}

/** Issues an access token to a caller who proved, with an ID token, that they own this email. */
export async function issueAccessToken({ db, tokens }: Pick<Deps, 'db' | 'tokens'>, caller: Caller, email: string): Promise<string | null> {
  if (caller.via !== 'id-token' || caller.email !== email) return null;
  const row = await db.user.findUnique({ where: { email }, select: { id: true, firebaseUid: true } });
  if (!row || row.firebaseUid !== caller.uid) return null;
  return tokens.issue({ userId: row.id, email });
}

/** Makes an existing user an admin (the CLI's `make-admin`; the API never grants admin). */
export async function makeAdmin({ db }: Pick<Deps, 'db'>, email: string): Promise<boolean> {
  const { count } = await db.user.updateMany({ where: { email }, data: { role: 'admin' } });
  return count > 0;
}

/** GET /seller/verified/{email}: the seller's public record when verified, else null. */
export async function findVerifiedSeller({ db }: Pick<Deps, 'db'>, email: string): Promise<User | null> {
  const row = await db.user.findFirst({ where: { email, role: 'seller', sellerStatus: 'verified' }, select: userColumns });
  return row && toWireUser(row);
}

/**
 * PATCH /me: the caller's own name, photo, bio and language; fields left out stay as they are. The
 * authenticator forgets the cached row so the next request (GET /me included) reads the change.
 */
export async function updateProfile({ db, authenticator }: Pick<Deps, 'db' | 'authenticator'>, user: UserRow, input: UpdateProfileData): Promise<Me> {
  const row = await db.user.update({ where: { id: user.id }, data: input, select: userColumns });
  authenticator.forget(user.id);
  return toWireMe(row);
}
