import type { UserRow } from '../auth/authenticate.ts';
import type { Deps } from '../deps.ts';
import type { Prisma } from '../db/generated/client.ts';

type Client = Deps['db'] | Prisma.TransactionClient;

export type AuditAction =
  | 'seller.verify'
  | 'user.delete'
  | 'book.delete'
  | 'order.cancel'
  | 'report.uphold'
  | 'report.dismiss'
  | 'payment.refund'
  | 'order.refund'
  | 'order.release'
  | 'order.auto_complete';

/** The store itself, for what it does on its own (refunding a charge it could not apply). */
export const SYSTEM = { id: null, email: 'system' } as const;

/** Writes who did what to what, and when: one row for every admin action, in the action's own transaction. */
export async function audit(
  db: Client,
  actor: Pick<UserRow, 'id' | 'email'> | typeof SYSTEM,
  action: AuditAction,
  target: { type: 'user' | 'book' | 'order' | 'report'; id: string },
  detail?: Prisma.InputJsonObject,
): Promise<void> {
  await db.auditEvent.create({
    data: { actorId: actor.id, actorEmail: actor.email, action, targetType: target.type, targetId: target.id, ...(detail && { detail }) },
  });
}
