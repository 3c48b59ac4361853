import type { SellerRating as Rating } from '../../../shared/rating.ts';
import { StarIcon } from '../../components/icons.tsx';

/** A seller's average from buyers, "★ 4.7 (23)", read out in words; nothing before their first review. */
export function SellerRating({ rating }: { rating: Rating | null }) {
  if (!rating) return null;
  const average = rating.average.toFixed(1);
  return (
    <span className="inline-flex items-center gap-0.5 text-sm whitespace-nowrap">
      <StarIcon filled />
      <span aria-hidden="true">
        {average} ({rating.count})
      </span>
      <span className="sr-only">
        rated {average} out of 5 from {rating.count} {rating.count === 1 ? 'review' : 'reviews'}
      </span>
    </span>
  );
}
