import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { SellerRating as Rating } from '../../../shared/rating.ts';
import type { Review } from '../../../shared/reviews.ts';
import { FlagIcon } from '../../components/page-icons.tsx';
import { LoadMore } from '../../components/load-more.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { formatNumber } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { reviews as reviewsNs } from '../../i18n/reviews.ts';
import { RichText } from '../../i18n/rich-text.tsx';
import { formatPostingDate } from '../../lib/format-date.ts';
import { nextCursorAfter } from '../../lib/next-cursor.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useAuth } from '../auth/auth-context.ts';
import { Stars } from '../../components/stars.tsx';
import { useRole } from '../auth/use-role.ts';
import { prefetch } from '../../lib/prefetch.ts';

// Both forms validate with the store's schemas (zod): loaded when someone reaches for them.
const loadReplyModal = () => import('./reply-modal.tsx');
const ReplyModal = lazy(() => loadReplyModal().then((m) => ({ default: m.ReplyModal })));
const loadReportModal = () => import('./report-review-modal.tsx');
const ReportReviewModal = lazy(() => loadReportModal().then((m) => ({ default: m.ReportReviewModal })));

const PAGE_SIZE = 10;
type Open = { review: Review; form: 'reply' | 'report' } | null;

/** The average in words over a seller's reviews: "4.7 out of 5 from 23 reviews". */
function RatingSummary({ rating }: { rating: Rating | null }) {
  const t = useMessages(reviewsNs);
  if (!rating) return null;
  const average = formatNumber(rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <p className="mb-6 flex items-center gap-2 text-lg">
      <Stars rating={Math.round(rating.average)} />
      <span>{t('summary', { average, max: formatNumber(5), count: rating.count })}</span>
    </p>
  );
}

/**
 * What buyers wrote of a seller, newest first, with the seller's answers. The seller answers a
 * review from here; anyone else signed in may report one (but their own).
 */
export function SellerReviews({ sellerId, sellerName, rating }: { sellerId: string; sellerName: string; rating: Rating | null }) {
  const trpc = useTRPC();
  const reviews = useInfiniteQuery(
    trpc.reviews.bySeller.infiniteQueryOptions({ id: sellerId, limit: PAGE_SIZE }, { getNextPageParam: nextCursorAfter(PAGE_SIZE) }),
  );
  const { user } = useAuth();
  const viewer = useRole().record.data?._id ?? null;
  const [open, setOpen] = useState<Open>(null);
  const t = useMessages(reviewsNs);

  if (reviews.isPending) return <LoadingSpinner label={t('loading')} />;
  if (reviews.isError) {
    return <QueryError message={t('failed')} onRetry={() => void reviews.refetch()} retrying={reviews.isFetching} />;
  }
  const all = reviews.data.pages.flat();
  if (all.length === 0) return <p className="text-base-content/75 py-4">{t('none', { name: sellerName })}</p>;
  return (
    <>
      <RatingSummary rating={rating} />
      <ul className="divide-base-300 divide-y">
        {all.map((review) => (
          <li key={review._id} className="py-5">
            <ReviewItem
              review={review}
              canAnswer={viewer === sellerId && review.reply === null}
              canReport={user !== null && viewer !== null && viewer !== review.buyerId}
              onOpen={(form) => setOpen({ review, form })}
            />
          </li>
        ))}
      </ul>
      <LoadMore hasMore={reviews.hasNextPage} loading={reviews.isFetchingNextPage} onLoadMore={() => void reviews.fetchNextPage()} />
      {open && (
        <Suspense fallback={null}>
          {open.form === 'reply' ? (
            <ReplyModal review={open.review} onClose={() => setOpen(null)} />
          ) : (
            <ReportReviewModal review={open.review} onClose={() => setOpen(null)} />
          )}
        </Suspense>
      )}
    </>
  );
}

type ReviewItemProps = { review: Review; canAnswer: boolean; canReport: boolean; onOpen: (form: 'reply' | 'report') => void };

function ReviewItem({ review, canAnswer, canReport, onOpen }: ReviewItemProps) {
  const t = useMessages(reviewsNs);
  const { reply } = review;
  return (
    <article aria-label={t('reviewBy', { name: review.buyerName })}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <span className="font-semibold">{review.buyerName}</span>
        <span className="text-base-content/70 text-sm">
          <RichText
            text={t('bought', { title: review.book, when: formatPostingDate(review.createdAt) })}
            parts={[(when) => <time dateTime={review.createdAt}>{when}</time>]}
          />
        </span>
      </div>
      {review.text && <p className="mt-2 max-w-3xl break-words whitespace-pre-line">{review.text}</p>}
      {reply && (
        <div className="border-secondary bg-base-200 mt-3 max-w-3xl rounded-r border-l-4 px-4 py-2">
          <p className="text-base-content/70 text-sm">
            <RichText text={t('sellerAnswered', { when: formatPostingDate(reply.at) })} parts={[(when) => <time dateTime={reply.at}>{when}</time>]} />
          </p>
          <p className="break-words whitespace-pre-line">{reply.text}</p>
        </div>
      )}
      {(canAnswer || canReport) && (
        <div className="mt-2 flex gap-2">
          {canAnswer && (
            <button type="button" className="btn btn-sm btn-secondary btn-outline" onClick={() => onOpen('reply')} onPointerEnter={prefetch(loadReplyModal)}>
              {t('answer')}
            </button>
          )}
          {canReport && (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              aria-label={t('reportBy', { name: review.buyerName })}
              onClick={() => onOpen('report')}
              onPointerEnter={prefetch(loadReportModal)}
            >
              <FlagIcon className="size-4" />
              {t('report')}
            </button>
          )}
        </div>
      )}
    </article>
  );
}
