import { common } from '../i18n/common.ts';
import { formatNumber } from '../i18n/format.ts';
import { useMessages } from '../i18n/namespace.ts';
import { StarIcon } from './page-icons.tsx';

/** One review's stars: five, as many filled as it gave. */
export function Stars({ rating }: { rating: number }) {
  const t = useMessages(common);
  return (
    <span className="inline-flex items-center" role="img" aria-label={t('stars', { rating: formatNumber(rating), max: formatNumber(5) })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} filled={n <= rating} />
      ))}
    </span>
  );
}
