import type { UserRow } from '../auth/authenticate.ts';
import type { Prisma } from '../db/generated/client.ts';
import type { NoticeKey } from '../i18n/translate.ts';
import { notify } from './notifications.ts';

/**
 * Closes the open reports that match and tells each reporter the outcome: 'actioned' when an admin
 * upheld a report (the listing or review went) or the listing or its seller was deleted,
 * 'dismissed' when an admin let it stay. Returns how many were closed.
 */
export async function closeReports(
  tx: Prisma.TransactionClient,
  decidedBy: Pick<UserRow, 'id'>,
  where: Prisma.ReportWhereInput,
  decision: 'actioned' | 'dismissed',
): Promise<number> {
  const reports = await tx.report.findMany({
    where: { ...where, status: 'open' },
    select: { id: true, reporterId: true, bookTitle: true, bookId: true, conversationId: true, reviewId: true },
  });
  if (!reports.length) return 0;
  await tx.report.updateMany({
    where: { id: { in: reports.map((r) => r.id) }, status: 'open' },
    data: { status: decision, decidedById: decidedBy.id, decidedAt: new Date() },
  });
  await notify(
    tx,
    reports.map((r) => ({
      userId: r.reporterId,
      kind: decision === 'actioned' ? 'report_upheld' : 'report_dismissed',
      key: outcome(r, decision),
      values: { title: r.bookTitle },
      bookId: r.bookId,
    })),
  );
  return reports.length;
}

/** What a reporter is told, in words that fit what they reported: a listing, a review or a conversation. */
function outcome(r: { conversationId: string | null; reviewId: string | null }, decision: 'actioned' | 'dismissed'): NoticeKey {
  const reported = r.reviewId ? 'review' : r.conversationId ? 'conversation' : 'listing';
  return `report.${reported}${decision === 'actioned' ? 'Upheld' : 'Dismissed'}`;
}
