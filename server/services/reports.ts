import { Conflict, Forbidden, NotFound } from './domain-errors.ts';
import type { ReportConversationData } from '../../shared/conversations.ts';
import type { ReportReviewData } from '../../shared/reviews.ts';
import { HIDE_AFTER_OPEN_REPORTS, type NewReportData, type ReportedItem } from '../../shared/reports.ts';
import type { UserRow } from '../auth/authenticate.ts';
import { requireVerifiedEmail } from '../auth/verified-email.ts';
import type { Deps } from '../deps.ts';
import type { Prisma } from '../db/generated/client.ts';
import { audit } from './audit.ts';
import { deleteListing, updated } from './books.ts';
import { newestFirst, type Page } from './paging.ts';
import { closeReports } from './close-reports.ts';
import { removeReview } from './reviews.ts';
import { deleteResult, type InsertResult, insertResult } from '../../shared/results.ts';
import { alreadyExists } from './already-exists.ts';

type DbDeps = Pick<Deps, 'db'>;
type Tx = Prisma.TransactionClient;

/** Holds the book's row until the transaction ends, so reports on one listing are counted one at a time. */
async function lockBook(tx: Tx, bookId: string): Promise<void> {
  await tx.$executeRaw`SELECT 1 FROM books WHERE id = ${bookId}::uuid FOR UPDATE`;
}

/**
 * Hides the listing from public lists while enough established accounts have open reports on it,
 * shows it again when fewer do. An account is established once it is a day old or has paid for an
 * order: reports from brand-new accounts still reach the admin but cannot hide a listing alone.
 */
async function updateVisibility(tx: Tx, bookId: string): Promise<void> {
  const [{ open } = { open: 0 }] = await tx.$queryRaw<Array<{ open: number }>>`
    SELECT count(*)::int AS open FROM reports r JOIN users u ON u.id = r.reporter_id
    WHERE r.book_id = ${bookId}::uuid AND r.status = 'open'
      AND (u.created_at <= now() - interval '1 day' OR EXISTS (SELECT 1 FROM orders o WHERE o.buyer_id = u.id AND o.paid_at IS NOT NULL))`;
  await (open >= HIDE_AFTER_OPEN_REPORTS
    ? tx.book.updateMany({ where: { id: bookId, hiddenAt: null }, data: { hiddenAt: new Date() } })
    : tx.book.updateMany({ where: { id: bookId, hiddenAt: { not: null } }, data: { hiddenAt: null } }));
}

/** Who a report names once the reported party's account is gone. */
const DELETED = 'a deleted account';

/** A signed-in user reports a listing (not their own), once ever; enough reports hide it. */
export async function reportListing({ db }: DbDeps, reporter: UserRow, input: NewReportData): Promise<InsertResult> {
  requireVerifiedEmail(reporter, 'report a listing');
  const book = await db.book.findUnique({
    where: { id: input.bookId },
    select: { id: true, title: true, sellerId: true, seller: { select: { email: true } } },
  });
  if (!book) throw new NotFound('There is no such book.');
  if (book.sellerId === reporter.id) throw new Forbidden('You cannot report your own listing.');
  const report = await db
    .$transaction(async (tx) => {
      await lockBook(tx, book.id);
      const created = await tx.report.create({
        data: {
          bookId: book.id,
          reporterId: reporter.id,
          reporterEmail: reporter.email,
          bookTitle: book.title,
          sellerEmail: book.seller.email,
          reason: input.reason,
          note: input.note,
        },
        select: { id: true },
      });
      await updateVisibility(tx, book.id);
      return created;
    })
    .catch(alreadyExists('You have already reported this listing.'));
  return insertResult(report.id);
}

type Filed = InsertResult;

/** Files a report about a conversation or a review, once per reporter ('You have already reported this <what>.'). */
function fileReport(db: Deps['db'], data: Prisma.ReportUncheckedCreateInput, what: string): Promise<Filed> {
  return db.report
    .create({ data, select: { id: true } })
    .then((report) => insertResult(report.id))
    .catch(alreadyExists(`You have already reported this ${what}.`));
}

/**
 * A party reports a conversation, once: it reaches Reported Items (no listing; `sellerEmail` names the
 * reported party), and admins may read the conversation while the report is open.
 */
export async function reportConversation({ db }: DbDeps, reporter: UserRow, input: ReportConversationData): Promise<Filed> {
  requireVerifiedEmail(reporter, 'report a conversation');
  const conversation = await db.conversation.findFirst({
    where: { id: input.id, OR: [{ buyerId: reporter.id }, { sellerId: reporter.id }] },
    select: { id: true, bookTitle: true, buyerId: true, buyer: { select: { email: true } }, seller: { select: { email: true } } },
  });
  if (!conversation) throw new NotFound('There is no such conversation.');
  const reported = conversation.buyerId === reporter.id ? conversation.seller : conversation.buyer;
  return fileReport(
    db,
    {
      conversationId: conversation.id,
      reporterId: reporter.id,
      reporterEmail: reporter.email,
      bookTitle: conversation.bookTitle,
      sellerEmail: reported?.email ?? DELETED,
      reason: input.reason,
      note: input.note,
    },
    'conversation',
  );
}

/**
 * Anyone signed in but its author reports a review, once: it reaches Reported Items (`sellerEmail`
 * names the reviewer, the reported party), where an admin removes the review or lets it stay.
 */
export async function reportReview({ db }: DbDeps, reporter: UserRow, input: ReportReviewData): Promise<Filed> {
  requireVerifiedEmail(reporter, 'report a review');
  const review = await db.review.findUnique({
    where: { id: input.id },
    select: { id: true, buyerId: true, buyer: { select: { email: true } }, order: { select: { title: true } } },
  });
  if (!review) throw new NotFound('There is no such review.');
  if (review.buyerId === reporter.id) throw new Forbidden('You cannot report your own review.');
  return fileReport(
    db,
    {
      reviewId: review.id,
      reporterId: reporter.id,
      reporterEmail: reporter.email,
      bookTitle: review.order.title,
      sellerEmail: review.buyer?.email ?? DELETED,
      reason: input.reason,
      note: input.note,
    },
    'review',
  );
}

/** GET /reported-items: one entry per open report, newest first. */
export async function reportedItems({ db }: DbDeps, page: Page): Promise<ReportedItem[]> {
  const rows = await db.report.findMany({
    where: { status: 'open' },
    select: {
      id: true,
      bookId: true,
      conversationId: true,
      reviewId: true,
      bookTitle: true,
      sellerEmail: true,
      reporterEmail: true,
      reason: true,
      note: true,
      createdAt: true,
      book: { select: { hiddenAt: true, imageUrl: true, thumbUrl: true } },
      review: { select: { rating: true, text: true } },
    },
    ...newestFirst(page),
  });
  return rows.map((r) => ({
    _id: r.id,
    bookId: r.bookId,
    conversationId: r.conversationId,
    reviewId: r.reviewId,
    review: r.review,
    book: r.bookTitle,
    sellerEmail: r.sellerEmail,
    buyer: r.reporterEmail,
    reason: r.reason,
    note: r.note,
    hidden: r.book?.hiddenAt != null,
    // The admin recognises a listing by its cover faster than by its title.
    ...(r.book && { image: r.book.thumbUrl ?? r.book.imageUrl }),
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * The open report an admin decides on. Every change to a listing's reports happens under its book's
 * lock, taken first, so two decisions (or a decision and a new report) never cross.
 */
async function lockedOpenReport(tx: Tx, id: string) {
  const bookId = (await tx.report.findUnique({ where: { id }, select: { bookId: true } }))?.bookId;
  if (bookId) await lockBook(tx, bookId);
  const report = await tx.report.findUnique({ where: { id }, select: { id: true, status: true, bookId: true, reviewId: true, bookTitle: true } });
  if (!report) throw new NotFound('There is no such report.');
  if (report.status !== 'open') throw new Conflict('This report has already been decided.');
  return report;
}

/**
 * DELETE /reported-items/{id}: removes the reported listing (or review) and closes every report on
 * it; a reported conversation stays, its report closed.
 */
export async function upholdReport({ db }: DbDeps, admin: UserRow, reportId: string) {
  const deletedCount = await db.$transaction(async (tx) => {
    const report = await lockedOpenReport(tx, reportId);
    await audit(tx, admin, 'report.uphold', { type: 'report', id: report.id }, { bookId: report.bookId, reviewId: report.reviewId, book: report.bookTitle });
    if (report.bookId) return deleteListing(tx, admin, report.bookId);
    if (report.reviewId) {
      await closeReports(tx, admin, { reviewId: report.reviewId }, 'actioned');
      return removeReview(tx, report.reviewId);
    }
    await closeReports(tx, admin, { id: report.id }, 'actioned');
    return 0;
  });
  return deleteResult(deletedCount);
}

/** PATCH /reported-items/dismiss/{id}: closes that report; the listing stays (and shows again with too few open reports). */
export async function dismissReport({ db }: DbDeps, admin: UserRow, reportId: string) {
  await db.$transaction(async (tx) => {
    const report = await lockedOpenReport(tx, reportId);
    await closeReports(tx, admin, { id: report.id }, 'dismissed');
    await audit(tx, admin, 'report.dismiss', { type: 'report', id: report.id }, { bookId: report.bookId, book: report.bookTitle });
    if (report.bookId) await updateVisibility(tx, report.bookId);
  });
  return updated(true);
}

/** GET /reports/mine: the listings (still there) the user has reported, on the reporter index. */
export async function reportedBookIds({ db }: DbDeps, reporter: UserRow): Promise<string[]> {
  const rows = await db.report.findMany({ where: { reporterId: reporter.id, bookId: { not: null } }, select: { bookId: true } });
  return rows.flatMap((row) => (row.bookId ? [row.bookId] : []));
}
