import { ECDH } from 'node:crypto';
import { MAX_PUSH_DEVICES, type PushDevice, type PushDevices, type PushSubscriptionInput } from '../../../shared/push.ts';
import { deleteResult } from '../../../shared/results.ts';
import type { UserRow } from '../../auth/authenticate.ts';
import type { Deps } from '../../deps.ts';
import { InvalidInput, NotFound } from '../domain-errors.ts';

type PushDeps = Pick<Deps, 'db' | 'push'>;

const columns = { id: true, label: true, endpoint: true, createdAt: true } as const;
const toWireDevice = (row: { id: string; label: string; endpoint: string; createdAt: Date }): PushDevice => ({
  id: row.id,
  label: row.label,
  endpoint: row.endpoint,
  createdAt: row.createdAt.toISOString(),
});

/** GET /me/push-subscriptions: the key a browser subscribes with, and the caller's devices, the most recently registered first. */
export async function pushDevices({ db, push }: PushDeps, user: UserRow): Promise<PushDevices> {
  const rows = await db.pushSubscription.findMany({ where: { userId: user.id }, select: columns, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  return { publicKey: push.publicKey, devices: rows.map(toWireDevice) };
}

/** Whether a key the schema found well formed (65 bytes, uncompressed) is a point of P-256: messages can only be encrypted to one. */
function isP256Point(base64url: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(base64url, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/**
 * POST /me/push-subscriptions: the caller's browser receives their pushes. Its endpoint must be on
 * a push service the store posts to (PUSH_SERVICE_ORIGINS). The same endpoint posted again is the
 * same device, its keys and name brought up to date; posted by another account, it moves to the
 * caller (a browser has one subscription, and it is whoever signs in on it now who should hear).
 * Beyond MAX_PUSH_DEVICES, the caller's device registered longest ago goes.
 */
export async function subscribe({ db, push }: PushDeps, user: UserRow, input: PushSubscriptionInput): Promise<PushDevice> {
  if (!push.accepts(input.endpoint)) {
    throw new InvalidInput(`The endpoint is not on a push service the store sends to (${new URL(input.endpoint).origin} is not in PUSH_SERVICE_ORIGINS).`);
  }
  if (!isP256Point(input.keys.p256dh)) throw new InvalidInput("keys.p256dh is not a P-256 public key: send the key the browser's subscription gives.");
  const device = { userId: user.id, p256dh: input.keys.p256dh, auth: input.keys.auth, label: input.label };
  const row = await db.$transaction(async (tx) => {
    // One at a time per user, so that two devices registering at once cannot both pass the cap.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`push-devices:${user.id}`}))`;
    const saved = await tx.pushSubscription.upsert({
      where: { endpoint: input.endpoint },
      create: { ...device, endpoint: input.endpoint },
      update: { ...device, createdAt: new Date() },
      select: columns,
    });
    await tx.$executeRaw`
      DELETE FROM push_subscriptions WHERE user_id = ${user.id}::uuid AND id NOT IN (
        SELECT id FROM push_subscriptions WHERE user_id = ${user.id}::uuid ORDER BY created_at DESC, id DESC LIMIT ${MAX_PUSH_DEVICES})`;
    return saved;
  });
  return toWireDevice(row);
}

/** DELETE /me/push-subscriptions/{id}: the device gets no more pushes. Another account's device is none of the caller's (404). */
export async function unsubscribe({ db }: Pick<Deps, 'db'>, user: UserRow, id: string) {
  const { count } = await db.pushSubscription.deleteMany({ where: { id, userId: user.id } });
  if (count === 0) throw new NotFound('There is no such device of yours.');
  return deleteResult(count);
}
