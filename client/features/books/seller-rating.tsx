import type { SellerRating as Rating } from '../../../shared/rating.ts';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function Star({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={`size-4 ${filled ? 'fill-warning' : 'fill-base-300'}`}>
      <path d={STAR} />
    </svg>
  );
}

const reviews = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/** A seller's average from buyers, "★ 4.7 (23)", read out in words; nothing before their first review. */
export function SellerRating({ rating }: { rating: Rating | null }) {
  if (!rating) return null;
  return (
    <span className="inline-flex items-center gap-0.5 text-sm whitespace-nowrap">
      <Star filled />
      <span aria-hidden="true">
        {rating.average.toFixed(1)} ({rating.count})
      </span>
      <span className="sr-only">
        rated {rating.average.toFixed(1)} out of 5 from {reviews(rating.count)}
      </span>
    </span>
  );
}

/** One review's stars: five, as many filled as it gave. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} filled={n <= rating} />
      ))}
    </span>
  );
}
