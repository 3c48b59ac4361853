import { Link } from 'react-router';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import { formatPostingDate } from '../../lib/format-date.ts';
import { Stars } from '../../components/stars.tsx';
import type { ReportGroup } from './report-groups.ts';
import type { ReportedConversationState } from './reported-conversation-page.tsx';
import type { ReportActions } from './use-report-actions.ts';
import { admin } from '../../i18n/admin.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/namespace.ts';

type ReportViewProps = { group: ReportGroup; actions: ReportActions; describedBy: string };

/** The listing's title, linked to its book page while it exists, with the 'hidden' label; the reported conversation; or the reported review, quoted. */
export function ReportedBookTitle({ group }: { group: ReportGroup }) {
  const t = useMessages(admin);
  if (group.reviewId) {
    return (
      <>
        {t('reviewOf', { book: group.book })}
        {group.review && (
          <span className="block font-normal">
            <Stars rating={group.review.rating} />
            {group.review.text && <span className="text-base-content/80 block text-sm break-words">“{group.review.text}”</span>}
          </span>
        )}
      </>
    );
  }
  if (group.conversationId) {
    const title = t('conversationAbout', { book: group.book });
    return (
      <Link
        to={`/dashboard/admin/reported-items/conversations/${group.conversationId}`}
        state={{ title } satisfies ReportedConversationState}
        className="link link-hover"
      >
        {title}
      </Link>
    );
  }
  return (
    <>
      {group.bookId ? (
        <Link to={`/books/${group.bookId}`} className="link link-hover">
          {group.book}
        </Link>
      ) : (
        group.book
      )}
      {group.hidden && <span className="badge badge-warning badge-soft badge-sm ms-2">{t('hidden')}</span>}
    </>
  );
}

/** Why people reported it: each reason with its count ("Counterfeit or scam (2)"). */
export function ReportReasons({ group }: { group: ReportGroup }) {
  const t = useMessages(admin);
  return (
    <ul className="flex flex-wrap gap-1">
      {group.reasons.map(({ reason, count }) => (
        <li key={reason} className="badge badge-soft badge-error whitespace-nowrap">
          {count > 1 ? t('reasonCount', { reason: t(`reason.${reason}`), count: formatNumber(count) }) : t(`reason.${reason}`)}
        </li>
      ))}
    </ul>
  );
}

/** Who reported it and when, with anything they wrote. */
export function Reporters({ group }: { group: ReportGroup }) {
  return (
    <ul className="space-y-1 text-sm">
      {group.reports.map((report) => (
        <li key={report._id} className="break-words">
          {report.buyer}, <time dateTime={report.createdAt}>{formatPostingDate(report.createdAt)}</time>
          {report.note !== '' && <span className="text-base-content/75 block">“{report.note}”</span>}
        </li>
      ))}
    </ul>
  );
}

/** Delete removes the listing (or review) and closes every report on it; Dismiss closes them and keeps it. */
export function ReportButtons({ group, actions, describedBy }: ReportViewProps) {
  const t = useMessages(admin);
  const question = t(group.reviewId ? 'deleteReviewQuestion' : 'deleteListingQuestion', { book: group.book, email: group.sellerEmail });
  const { ask, dialog } = useConfirm();
  const confirmDelete = () => ask({ question, confirmLabel: t('delete'), onConfirm: () => actions.removeListing(group) });
  return (
    <>
      {/* A conversation has no listing to delete: the admin reads it (its title links there) and dismisses, or acts on the account. */}
      {!group.conversationId && (
        <button type="button" className="btn btn-sm btn-error" aria-describedby={describedBy} disabled={actions.busy} onClick={confirmDelete}>
          {t('delete')}
        </button>
      )}
      <button type="button" className="btn btn-sm btn-outline" aria-describedby={describedBy} disabled={actions.busy} onClick={() => actions.dismiss(group)}>
        {t('dismiss')}
      </button>
      {dialog}
    </>
  );
}
