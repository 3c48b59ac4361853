import type { ReportReason, ReportedItem } from '../../../shared/reports.ts';
import type { admin } from '../../i18n/admin.ts';
import type { KeyOf } from '../../i18n/namespace.ts';

export type ReasonCount = { reason: ReportReason; count: number };

/** Every open report on one listing, which the admin decides on together. */
export type ReportGroup = {
  /** The listing's id (or, once it is gone, the first report's): a key for the list. */
  _id: string;
  bookId: string | null;
  /** Set when the reports are about a conversation, not a listing (then `sellerEmail` is the reported party). */
  conversationId: string | null;
  /** Set when the reports are about a review (then `sellerEmail` is the reviewer's), with what it says while it exists. */
  reviewId: string | null;
  review: ReportedItem['review'];
  book: string;
  sellerEmail: string;
  image: string | undefined;
  hidden: boolean;
  /** Each reason given, with how many people gave it, most given first. */
  reasons: ReasonCount[];
  /** The reports themselves, newest first: who reported, when, and their note. */
  reports: ReportedItem[];
};

/** Who the reported party is, in the admin's list: a listing's seller, a review's writer, a conversation's other party. */
export function reportedPartyKey(group: ReportGroup): KeyOf<typeof admin> {
  if (group.reviewId) return 'partyReviewer';
  return group.conversationId ? 'partyReported' : 'partySeller';
}

/**
 * The admin's list reads one entry per listing (or review, or conversation), not per report: three reports of one book are one
 * decision. Reports arrive newest first, so groups keep the order of their newest report.
 */
export function groupReports(reports: ReportedItem[]): ReportGroup[] {
  const groups = new Map<string, ReportGroup>();
  for (const report of reports) {
    const key = report.bookId ?? report.conversationId ?? report.reviewId ?? report._id;
    let group = groups.get(key);
    if (!group) {
      group = {
        _id: key,
        bookId: report.bookId,
        conversationId: report.conversationId,
        reviewId: report.reviewId,
        review: report.review,
        book: report.book,
        sellerEmail: report.sellerEmail,
        image: report.image,
        hidden: report.hidden,
        reasons: [],
        reports: [],
      };
      groups.set(key, group);
    }
    group.reports.push(report);
    const reason = group.reasons.find((r) => r.reason === report.reason);
    if (reason) reason.count++;
    else group.reasons.push({ reason: report.reason, count: 1 });
  }
  for (const group of groups.values()) group.reasons.sort((a, b) => b.count - a.count);
  return [...groups.values()];
}
