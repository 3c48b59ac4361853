import { Conflict, Forbidden, NotFound } from './domain-errors.ts';
import type { User } from '../../shared/users.ts';
import { userColumns, type UserRow } from '../auth/authenticate.ts';
import type { Deps } from '../deps.ts';
import { audit } from './audit.ts';
import { updated } from './books.ts';
import { newestFirst, type Page } from './paging.ts';
import { closeReports } from './close-reports.ts';
import { notify } from './notifications.ts';
import { freezeOrdersOfDeletedSeller } from './order-lifecycle.ts';
import { cancelBookings } from './orders.ts';
import { tellAdminsOfOwed } from './settlements.ts';
import { toWireUser } from './users.ts';
import { deleteResult } from '../../shared/results.ts';

/** GET /all-buyers and /all-sellers: one role's users, newest first. */
export async function usersWithRole({ db }: Pick<Deps, 'db'>, role: 'buyer' | 'seller', page: Page): Promise<User[]> {
  const rows = await db.user.findMany({
    where: { role },
    select: { ...userColumns, listingCapPerDay: true },
    ...newestFirst(page),
  });
  return rows.map((row) => (role === 'seller' ? { ...toWireUser(row), listingCapPerDay: row.listingCapPerDay } : toWireUser(row)));
}

async function existingUser({ db }: Pick<Deps, 'db'>, id: string) {
  const user = await db.user.findUnique({
    where: { id },
    select: { id: true, firebaseUid: true, email: true, role: true, sellerStatus: true, listingCapPerDay: true },
  });
  if (!user) throw new NotFound('There is no such user.');
  return user;
}

/** PATCH /seller/status/{id}: marks a seller verified, whatever the body says (legacy clients send { status: 0 }). */
export async function verifySeller(deps: Pick<Deps, 'db' | 'authenticator'>, admin: UserRow, id: string) {
  const user = await existingUser(deps, id);
  if (user.role !== 'seller') throw new Conflict('Only sellers can be verified.');
  if (user.sellerStatus === 'verified') return updated(false);
  await deps.db.$transaction(async (tx) => {
    await tx.user.update({ where: { id }, data: { sellerStatus: 'verified' } });
    await audit(tx, admin, 'seller.verify', { type: 'user', id }, { email: user.email });
    await notify(tx, [{ userId: id, kind: 'seller_verified', key: 'sellerVerified' }]);
  });
  deps.authenticator.forget(id);
  return updated(true);
}

/**
 * DELETE /delete/user/{id}: removes a buyer or seller for good: their identity-provider account and
 * their record, their listings (with the reports on them) and their unpaid bookings. Orders that
 * were paid stay, with that party's link cleared, so the other party's history is still readable;
 * a deleted seller's paid orders that had not completed become problems for the admins to refund,
 * and what their completed sales were still owed waits for an admin to settle (settlements.ts).
 * Admins are removed only by the CLI, never through the API.
 */
export async function deleteUser(deps: Pick<Deps, 'db' | 'identity' | 'authenticator'>, admin: UserRow, id: string) {
  const user = await existingUser(deps, id);
  if (user.id === admin.id) throw new Forbidden('You cannot delete your own account.');
  if (user.role === 'admin') throw new Forbidden('Admins cannot be deleted here.');
  await deps.db.$transaction(
    async (tx) => {
      // Bookings by or from this user wait for this lock (orders.ts, lockParties), so none lands
      // between cancelling their bookings and removing the row.
      await tx.$executeRaw`SELECT 1 FROM users WHERE id = ${id}::uuid FOR UPDATE`;
      await cancelBookings(tx, { where: { buyerId: id }, reason: 'buyerRemoved', tell: ['seller'] });
      await cancelBookings(tx, { where: { sellerId: id }, reason: 'sellerRemoved', tell: ['buyer'] });
      await freezeOrdersOfDeletedSeller(tx, id);
      await tellAdminsOfOwed(tx, id, user.email);
      await closeReports(tx, admin, { book: { sellerId: id } }, 'actioned');
      await audit(tx, admin, 'user.delete', { type: 'user', id }, { email: user.email, role: user.role });
      // Books and notifications go with the row; orders and reports keep their snapshot.
      await tx.user.delete({ where: { id } });
      // Last, inside the transaction: if the identity provider fails, nothing here is committed, and
      // deleting again is safe (an account already gone counts as deleted).
      await deps.identity.deleteAccount(user.firebaseUid);
    },
    { timeout: 15_000 },
  );
  deps.authenticator.forget(id);
  deps.authenticator.forgetIdentity(user.firebaseUid);
  return deleteResult(1);
}

/**
 * PATCH /admin/sellers/{id}/listing-cap: a verified shop may list up to `perDay` books a day (and as
 * many an hour); null gives it the store's caps back.
 */
export async function setListingCap(deps: Pick<Deps, 'db'>, admin: UserRow, id: string, perDay: number | null) {
  const user = await existingUser(deps, id);
  if (user.role !== 'seller' || user.sellerStatus !== 'verified') throw new Conflict('Only a verified seller can be given a higher listing cap.');
  if (user.listingCapPerDay === perDay) return updated(false);
  await deps.db.$transaction(async (tx) => {
    await tx.user.update({ where: { id }, data: { listingCapPerDay: perDay }, select: { id: true } });
    await audit(tx, admin, 'seller.listing_cap', { type: 'user', id }, { email: user.email, perDay });
  });
  return updated(true);
}
