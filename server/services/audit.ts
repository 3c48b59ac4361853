import type { UserRow } from '../auth/authenticate.ts';
import type { Deps } from '../deps.ts';
import type { Prisma } from '../db/generated/client.ts';

type Client = Deps['db'] | Prisma.TransactionClient;

export type AuditAction =
  | 'seller.verify'
  | 'seller.listing_cap'
  | 'user.delete'
  | 'book.delete'
  | 'order.cancel'
  | 'report.uphold'
  | 'report.dismiss'
  | 'payment.refund'
  | 'order.refund'
  | 'order.release'
  | 'order.auto_complete'
  | 'order.settle';

/** The store itself, for what it does on its own (refunding a charge it could not apply). */
export const SYSTEM = { id: null, email: 'system' } as const;

type Actor = Pick<UserRow, 'id' | 'email'> | typeof SYSTEM;
type Target = { type: 'user' | 'book' | 'order' | 'report'; id: string };

/** Writes who did what to what, and when: one row for every admin action, in the action's own transaction. */
export function audit(db: Client, actor: Actor, action: AuditAction, target: Target, detail?: Prisma.InputJsonObject): Promise<void> {
  return auditEach(db, actor, action, [target], detail);
}

/** The same action on several targets (a sweep), as one insert. */
export async function auditEach(db: Client, actor: Actor, action: AuditAction, targets: Target[], detail?: Prisma.InputJsonObject): Promise<void> {
  if (targets.length === 0) return;
  await db.auditEvent.createMany({
    data: targets.map((target) => ({
      actorId: actor.id,
      actorEmail: actor.email,
      action,
      targetType: target.type,
      targetId: target.id,
      ...(detail && { detail }),
    })),
  });
}
