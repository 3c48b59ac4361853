import type { SellerRating as Rating } from '../../../shared/rating.ts';
import { StarIcon } from '../../components/page-icons.tsx';
import { books } from '../../i18n/books.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { formatNumber } from '../../i18n/format.ts';

/** A seller's average from buyers, "★ 4.7 (23)", read out in words; nothing before their first review. */
export function SellerRating({ rating }: { rating: Rating | null }) {
  const t = useMessages(books);
  if (!rating) return null;
  const average = formatNumber(rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <span className="inline-flex items-center gap-0.5 text-sm whitespace-nowrap">
      <StarIcon filled />
      <span aria-hidden="true">
        {average} ({formatNumber(rating.count)})
      </span>
      <span className="sr-only">{t('ratedOutOf', { average, count: rating.count })}</span>
    </span>
  );
}
